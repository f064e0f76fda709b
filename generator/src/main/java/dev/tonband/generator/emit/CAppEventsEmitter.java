// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.CNames;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Group;
import dev.tonband.generator.emit.CEncoderEmitter.CEncoder;
import dev.tonband.generator.emit.CEncoderEmitter.CField;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code generated-c/tband_app_events.h} and {@code .c}: for every application group
 * (every group not marked {@code builtin}), one ready-to-call trace function per encoder
 * variant, {@code tband_<variant>(fields...)}, which timestamps, encodes and submits the event
 * through the runtime exactly like the built-in ISR and marker calls. Adding an application
 * event is then one catalogue entry and one C call.
 */
public final class CAppEventsEmitter {
  public static final String HEADER = "generated-c/tband_app_events.h";
  public static final String SOURCE = "generated-c/tband_app_events.c";

  private CAppEventsEmitter() {}

  /**
   * One trace function. {@code params} is the C parameter list ({@code uint8_t sensor, int64_t
   * value}, or {@code void}), {@code fields} its parameters as struct members ({@code uint8_t
   * sensor}), {@code voidArgs} the disabled form's argument casts.
   */
  public record AppFunction(
      String name, String encoder, String macroStem, boolean timestamp, String summary,
      List<String> paramNames, List<String> fields, String params, String voidArgs) {}

  public record AppEvent(String name, String description, boolean metadata, List<AppFunction> functions) {}

  /** {@code option} is the group's enable option, {@code tband_configDEMO_TRACE_ENABLE}. */
  public record AppGroup(String name, String description, String option, List<AppEvent> events) {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    emit(catalogue, out, "");
  }

  /** @param regenerate how the banner tells to regenerate, or "" for the checkout's own way */
  public static void emit(Catalogue catalogue, GeneratedFiles out, String regenerate) {
    List<AppGroup> groups = groups(catalogue);
    Map<String, Object> model = Map.of("source", catalogue.sourceName(), "regenerate", regenerate, "groups", groups);
    out.add(HEADER, Templates.render("c/tband_app_events.h.ftl", model));
    out.add(SOURCE, Templates.render("c/tband_app_events.c.ftl", model));
  }

  /** The application groups and their trace functions, in catalogue order. */
  public static List<AppGroup> groups(Catalogue catalogue) {
    List<AppGroup> groups = new ArrayList<>();
    for (Group group : catalogue.groups()) {
      if (group.builtin()) {
        continue;
      }
      List<AppEvent> events = new ArrayList<>();
      for (Event event : group.events()) {
        List<AppFunction> functions = new ArrayList<>();
        List<CEncoder> encoders = CEncoderEmitter.encoders(event);
        for (int i = 0; i < encoders.size(); i++) {
          functions.add(function(event, event.variants().get(i), encoders.get(i)));
        }
        events.add(new AppEvent(event.name(), event.description(), event.metadata(), functions));
      }
      groups.add(new AppGroup(
          group.name(), group.description(),
          CNames.traceOption(group), events));
    }
    return List.copyOf(groups);
  }

  private static AppFunction function(Event event, Event.Variant variant, CEncoder encoder) {
    List<String> names = new ArrayList<>();
    List<String> params = new ArrayList<>();
    List<String> voids = new ArrayList<>();
    List<String> members = new ArrayList<>();
    for (CField f : encoder.fields()) {
      for (CEncoderEmitter.CParameter p : f.parameters()) {
        names.add(p.name());
        params.add(p.declaration());
        members.add(p.member());
        voids.add("(void)(" + p.name() + ")");
      }
    }
    return new AppFunction(
        CNames.traceFunction(variant),
        encoder.function(),
        CEncoderEmitter.macroStem(event),
        event.hasTimestamp(),
        encoder.summary(),
        List.copyOf(names),
        List.copyOf(members),
        params.isEmpty() ? "void" : String.join(", ", params),
        voids.isEmpty() ? "(void)0" : String.join(", ", voids));
  }
}
