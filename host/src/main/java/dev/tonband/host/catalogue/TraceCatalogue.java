// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.catalogue;

import dev.tonband.codec.DynamicDecoder;
import dev.tonband.codec.DynamicEnumValue;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicEventType;
import dev.tonband.codec.DynamicField;
import dev.tonband.codec.FrameDecoder;
import dev.tonband.codec.Presentation;
import dev.tonband.codec.WireType;
import dev.tonband.codec.events.EventDecoder;
import dev.tonband.codec.events.EventPresentations;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.dial9.Dial9Catalogue;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.generator.catalogue.Group;
import dev.tonband.host.io.IoReasons;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;

/**
 * The catalogue a trace is decoded with: the one built into the tools (the generated decoder), or
 * a catalogue file given at run time ({@code --catalogue}), whose application events a {@link
 * DynamicDecoder} decodes from the validated model, shown in Perfetto as its {@code perfetto:}
 * keys say, and read back from dial9 archives. Holds the catalogue's fingerprint, which the trace's {@code catalogue_fingerprint}
 * event is checked against; a mismatch is reported once per run.
 */
public final class TraceCatalogue {
  private final String name;
  private final boolean given;
  private final FrameDecoder decoder;
  private final IntFunction<Presentation> presentations;
  /** Only dial9 archives need it: the built-in one takes a tenth of a second to set up. */
  private final Supplier<Dial9Catalogue> dial9;
  private final long fingerprint;
  private boolean mismatchReported;

  private TraceCatalogue(String name, boolean given, FrameDecoder decoder, IntFunction<Presentation> presentations,
      Supplier<Dial9Catalogue> dial9, long fingerprint) {
    this.name = name;
    this.given = given;
    this.decoder = decoder;
    this.presentations = presentations;
    this.dial9 = dial9;
    this.fingerprint = fingerprint;
  }

  /** The catalogue the tools were built with: its generated decoder and presentations. */
  public static TraceCatalogue builtIn() {
    return new TraceCatalogue("the catalogue built into this tonband", false, FrameDecoder.GENERATED,
        EventPresentations::of, () -> Dial9Catalogue.BUILT_IN, EventTypes.FINGERPRINT);
  }

  /**
   * A team's catalogue file, merged with the built-in groups as {@code tonband generate} merges it.
   *
   * @throws IllegalArgumentException with every error of the catalogue, each at its place
   * @throws IOException when the file cannot be read
   */
  public static TraceCatalogue load(Path file) throws IOException {
    try {
      return of(CatalogueLoader.loadWithBuiltins(file, file.toString()), file.toString());
    } catch (CatalogueException e) {
      throw invalid(e, file.toString());
    } catch (IOException e) {
      throw IoReasons.cannotRead("--catalogue " + file, file, e);
    }
  }

  /**
   * As {@link #load(Path)}, from the bytes of the catalogue file {@code name} (a web page's file).
   *
   * @throws IllegalArgumentException with every error of the catalogue, each at its place
   */
  public static TraceCatalogue load(String name, byte[] content) {
    try {
      return of(CatalogueLoader.loadWithBuiltins(name, content), name);
    } catch (CatalogueException e) {
      throw invalid(e, name);
    }
  }

  /** Every error at its {@code file:line:column}, a line each, then what to do. */
  private static IllegalArgumentException invalid(CatalogueException e, String name) {
    StringBuilder message = new StringBuilder();
    for (CatalogueError error : e.errors()) {
      message.append(error).append('\n');
    }
    message.append(e.count(name)).append("; fix the catalogue, or give the one the firmware was built from");
    return new IllegalArgumentException(message.toString(), e);
  }

  /**
   * A validated catalogue: its application groups are decoded at run time, its built-in groups
   * (the same as the tools', as every catalogue merged with them has) by the generated decoder.
   *
   * @param name how messages name it, usually its file
   */
  public static TraceCatalogue of(Catalogue catalogue, String name) {
    List<DynamicEventType> types = new ArrayList<>();
    List<Integer> builtIn = new ArrayList<>();
    for (Group group : catalogue.groups()) {
      for (Event event : group.events()) {
        if (!group.builtin()) {
          types.add(type(catalogue, event));
        } else if (event.name().equals(EventDecoder.nameOf(event.id()))) {
          builtIn.add(event.id());
        } else {
          throw new IllegalArgumentException(name + ": built-in event '" + event.name() + "' (" + String.format("0x%02X",
              event.id()) + ") is not this tonband's; use the tonband whose catalogue " + name + " was merged with");
        }
      }
    }
    DynamicDecoder decoder = new DynamicDecoder(types, builtIn);
    IntFunction<Presentation> presentations = id -> {
      DynamicEventType type = decoder.typeOf(id);
      return type == null ? null : type.presentation();
    };
    Dial9Catalogue dial9 = Dial9Catalogue.of(types, builtIn);
    return new TraceCatalogue(name, true, decoder, presentations, () -> dial9, Fingerprint.of(catalogue));
  }

  public FrameDecoder decoder() {
    return decoder;
  }

  /** How application events appear in Perfetto, by event id; null for the default. */
  public IntFunction<Presentation> presentations() {
    return presentations;
  }

  /** The schemas of a dial9 archive that become this catalogue's events (others stay generic). */
  public Dial9Catalogue dial9() {
    return dial9.get();
  }

  public long fingerprint() {
    return fingerprint;
  }

  /**
   * What to tell the user when a trace's {@code catalogue_fingerprint} is not this catalogue's:
   * the first time only, as every core and input of one trace sends the same one.
   */
  public synchronized Optional<String> mismatch(long traceFingerprint) {
    if (traceFingerprint == fingerprint || mismatchReported) {
      return Optional.empty();
    }
    mismatchReported = true;
    String found = "the trace was recorded by firmware built from another catalogue (fingerprint "
        + Fingerprint.hex(traceFingerprint) + ") than " + name + " (" + Fingerprint.hex(fingerprint) + "); ";
    return Optional.of(given
        ? found + "events whose layout changed decode wrongly: pass the " + Path.of(name).getFileName()
            + " the firmware was built from (tonband catalogue diff OLD NEW shows what changed)"
        : found + "its application events decode wrongly or not at all: pass the firmware's catalogue with"
            + " --catalogue FILE (such as its app-events.yaml)");
  }

  // ---- application events as run-time types --------------------------------------------------

  private static DynamicEventType type(Catalogue catalogue, Event event) {
    List<DynamicField> fields = new ArrayList<>();
    for (Field field : event.fields()) {
      boolean optional = event.optional().contains(field);
      WireType wire = WireType.valueOf(field.type().kind().name());
      if (field.type().isEnum()) {
        Map<Integer, DynamicEnumValue> values = new HashMap<>();
        for (EnumDef.EnumValue value : catalogue.enumNamed(field.type().enumName()).values()) {
          values.put(value.value(), new DynamicEnumValue(value.name(), value.value()));
        }
        fields.add(DynamicField.ofEnum(field.name(), optional, field.type().enumName(), values));
      } else {
        fields.add(new DynamicField(field.name(), wire, optional, null, Map.of(), field.type().arrayLength()));
      }
    }
    Presentation presentation = event.presentation().map(p -> presentation(event, fields, p)).orElse(null);
    return new DynamicEventType(event.id(), event.group(), event.name(), event.metadata(), fields, presentation);
  }

  /** As the generator compiles a {@code perfetto:} key into {@code EventPresentations}. */
  private static Presentation presentation(
      Event event, List<DynamicField> fields, dev.tonband.generator.catalogue.Presentation shown) {
    if (shown.plotsFloat(event)) {
      int index = indexOf(fields, shown.value().orElseThrow());
      return Presentation.floatCounter(template(fields, shown.track()), e -> ((Number) values(e).get(index)).doubleValue());
    }
    Function<TraceEvent, String> name = shown.name().map(n -> template(fields, n)).orElse(e -> event.name());
    if (shown.show() == dev.tonband.generator.catalogue.Presentation.Show.STATE) {
      name = template(fields, "{" + shown.value().orElseThrow() + "}");
    }
    ToLongFunction<TraceEvent> value = shown.value()
        .map(v -> {
          int index = indexOf(fields, v);
          return (ToLongFunction<TraceEvent>) e -> ((Number) values(e).get(index)).longValue();
        })
        .orElse(e -> 0);
    Presentation.Kind kind = switch (shown.show()) {
      case INSTANT -> Presentation.Kind.INSTANT;
      case BEGIN -> Presentation.Kind.SLICE_BEGIN;
      case END -> Presentation.Kind.SLICE_END;
      case COUNTER -> Presentation.Kind.COUNTER;
      case STATE -> Presentation.Kind.STATE;
    };
    return new Presentation(kind, template(fields, shown.track()), name, value);
  }

  /** {@code "Motor {motor}"}: its text, with each field's value in place of its name. */
  private static Function<TraceEvent, String> template(List<DynamicField> fields, String template) {
    List<Object> parts = new ArrayList<>(); // a String, or the Integer index of a field
    for (dev.tonband.generator.catalogue.Presentation.Part part
        : dev.tonband.generator.catalogue.Presentation.parts(template)) {
      parts.add(part instanceof dev.tonband.generator.catalogue.Presentation.FieldRef ref
          ? (Object) indexOf(fields, ref.field())
          : ((dev.tonband.generator.catalogue.Presentation.Text) part).text());
    }
    return e -> {
      StringBuilder text = new StringBuilder();
      for (Object part : parts) {
        text.append(part instanceof Integer index ? String.valueOf(values(e).get(index)) : (String) part);
      }
      return text.toString();
    };
  }

  private static int indexOf(List<DynamicField> fields, String name) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    throw new IllegalStateException("the validator lets presentations name only fields of the event: " + name);
  }

  private static List<Object> values(TraceEvent event) {
    return ((DynamicEvent) event).values();
  }
}
