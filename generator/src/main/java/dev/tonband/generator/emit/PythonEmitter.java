// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.budget.BudgetMetrics;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.generator.catalogue.Group;
import dev.tonband.generator.catalogue.Presentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the Python codec, {@code generated-python/}: a pip-installable package ({@code
 * pyproject.toml}, {@code src/PACKAGE/}) with one frozen dataclass per event, one {@code
 * IntEnum} per enum, a decoder per event, and the streaming reader around them. Every file comes
 * from a template under {@code templates/python/}; how each wire type is declared and read is in
 * {@code templates/python/wire-types.ftl} alone.
 *
 * <p>Each catalogue's package has its own import and distribution name, so that the packages of
 * two catalogues live in one environment side by side: Tonband's own is {@code tonband_codec}
 * ({@code tonband-codec}), a team's is named after its application groups ({@link #packageOf}).
 */
public final class PythonEmitter {
  public static final String ROOT = "generated-python";
  /** The import name of the package of Tonband's own catalogue, the checkout's events.yaml. */
  public static final String OWN_PACKAGE = "tonband_codec";
  /** The own package's source directory, which the generator owns whole. */
  public static final String PACKAGE_DIR = ROOT + "/src/" + OWN_PACKAGE;

  /** The package's modules: template name (under templates/python/) and file name. */
  private static final List<String> MODULES = List.of(
      "__init__.py", "events.py", "catalogue.py", "_decoders.py", "_wire.py", "problems.py", "reader.py",
      "_input.py", "timing.py", "budgets.py");

  private PythonEmitter() {}

  /**
   * A field. {@code kind} is its wire type's keyword ({@code u32}, {@code enum}), which picks its
   * declaration and reading in wire-types.ftl; {@code enumName} is null unless an enum; a varint's
   * first {@code inline} bytes are read without a call; {@code arrayLength} is N for an array
   * {@code T[N]}, else 0.
   */
  public record PyField(
      String name, String kind, String enumName, boolean optional, String description, int inline, int arrayLength) {}

  /** Fields' varints are read inline up to 3 bytes (values below 2^21), the timestamp's, which grows, up to 5. */
  private static final int FIELD_INLINE_BYTES = 3;
  private static final int TIMESTAMP_INLINE_BYTES = 5;

  /**
   * An event: its class, its decoder function, its timestamp (null for metadata events) and its
   * fields in wire order. Templates call the accessors as methods ({@code e.name()}): the CLI's
   * shaded jar is no multi-release jar, where FreeMarker would see record components as properties.
   */
  public record PyEvent(
      int id, String idHex, String group, String name, String className, String decoder, boolean metadata,
      String description, PyField ts, List<PyField> required, List<PyField> optional, PyField varlen,
      PyPresentation presentation) {

    /** Every field in wire order. */
    public List<PyField> fields() {
      List<PyField> all = new ArrayList<>(required);
      all.addAll(optional);
      if (varlen != null) {
        all.add(varlen);
      }
      return all;
    }
  }

  /**
   * How an application event appears (its {@code perfetto:} key), as the Java codec's {@code
   * EventPresentations} has it: {@code kind} as the codec's {@code Presentation.Kind}, and {@code
   * track}, {@code name} and {@code value} as Python expressions over the event {@code e}, its
   * fields shown as Java's {@code String.valueOf} shows them (so the tracks and names are the CLI's).
   */
  public record PyPresentation(String kind, String track, String name, String value) {}

  /** The checkout's own package, {@link #OWN_PACKAGE}. */
  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    out.own(PACKAGE_DIR);
    emit(catalogue, out, "", OWN_PACKAGE);
  }

  /**
   * The import name of a team catalogue's package: {@code tonband_codec_} and the names of its
   * application groups in catalogue order ({@code tonband_codec_pump}), or {@code
   * tonband_codec_builtin} for a catalogue of the built-in groups alone. Group names are snake
   * case, so the name is a Python identifier.
   */
  public static String packageOf(Catalogue catalogue) {
    List<String> application = catalogue.groups().stream().filter(g -> !g.builtin()).map(Group::name).toList();
    return OWN_PACKAGE + "_" + (application.isEmpty() ? "builtin" : String.join("_", application));
  }

  /**
   * @param regenerate how the banners tell to regenerate, or "" for the checkout's own way
   * @param pythonPackage the import name, under {@code src/}; the distribution's is the same with hyphens
   */
  public static void emit(Catalogue catalogue, GeneratedFiles out, String regenerate, String pythonPackage) {
    List<PyEvent> events = new ArrayList<>();
    for (Event event : catalogue.events()) {
      events.add(event(event));
    }
    Map<String, Object> model = new HashMap<>();
    model.put("package", pythonPackage);
    model.put("distribution", pythonPackage.replace('_', '-'));
    model.put("source", catalogue.sourceName());
    // The catalogue's file name, without its folder, in a TOML string.
    String file = Path.of(catalogue.sourceName()).getFileName().toString();
    model.put("catalogueFile", file.replace("\\", "\\\\").replace("\"", "\\\""));
    model.put("regenerate", regenerate);
    model.put("fingerprint", Fingerprint.hex(catalogue.fingerprint()));
    model.put("enums", catalogue.enums());
    model.put("events", events);
    model.put("metrics", BudgetMetrics.all());
    out.add(ROOT + "/pyproject.toml", Templates.render("python/pyproject.toml.ftl", model));
    String packageDir = ROOT + "/src/" + pythonPackage;
    for (String module : MODULES) {
      out.add(packageDir + "/" + module, Templates.render("python/" + module + ".ftl", model));
    }
    // PEP 561: the package ships its type hints.
    out.add(packageDir + "/py.typed", "");
  }

  private static PyEvent event(Event event) {
    return new PyEvent(
        event.id(),
        String.format("0x%02X", event.id()),
        event.group(),
        event.name(),
        JavaNames.upperCamel(event.symbol()),
        "_decode_" + event.symbol(),
        event.metadata(),
        event.description(),
        event.hasTimestamp() ? new PyField("ts", "u64", null, false, "", TIMESTAMP_INLINE_BYTES, 0) : null,
        fields(event.required(), false),
        fields(event.optional(), true),
        event.varlen().map(f -> field(f, false)).orElse(null),
        event.presentation().map(shown -> presentation(event, shown)).orElse(null));
  }

  /** As PresentationEmitter compiles it for Java: kind, and track, name and value over the event. */
  private static PyPresentation presentation(Event event, Presentation shown) {
    String kind = switch (shown.show()) {
      case INSTANT -> "INSTANT";
      case BEGIN -> "SLICE_BEGIN";
      case END -> "SLICE_END";
      case COUNTER -> shown.plotsFloat(event) ? "FLOAT_COUNTER" : "COUNTER";
      case STATE -> "STATE";
    };
    String name = shown.show() == Presentation.Show.STATE
        ? text(event, shown.value().orElseThrow())
        : shown.name().map(n -> template(event, n)).orElse(pythonString(event.name()));
    String value = shown.show() == Presentation.Show.COUNTER
        ? number(shown.value().orElseThrow(), shown.plotsFloat(event)) : "0";
    return new PyPresentation(kind, template(event, shown.track()), name, value);
  }

  /** {@code "Motor {motor}"} as {@code "Motor " + _java_text(e.motor, "u8")}. */
  private static String template(Event event, String template) {
    List<Presentation.Part> parts = Presentation.parts(template);
    if (parts.isEmpty()) {
      return "\"\"";
    }
    List<String> terms = new ArrayList<>();
    for (Presentation.Part part : parts) {
      terms.add(part instanceof Presentation.FieldRef f ? text(event, f.field())
          : pythonString(((Presentation.Text) part).text()));
    }
    return String.join(" + ", terms);
  }

  /** A field's value as Java's String.valueOf gives it for the field's Java type. */
  private static String text(Event event, String field) {
    return "_java_text(e." + field + ", \"" + kindOf(event, field) + "\")";
  }

  /** A counter's value as the Java codec reads it: a long (u64 above 2^63 comes out negative) or a double. */
  private static String number(String field, boolean floating) {
    return floating ? "e." + field : "_java_long(e." + field + ")";
  }

  private static String kindOf(Event event, String field) {
    return event.fields().stream().filter(f -> f.name().equals(field)).findFirst().orElseThrow()
        .type().kind().keyword();
  }

  /** A Python string literal of {@code text}. */
  private static String pythonString(String text) {
    StringBuilder literal = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        literal.append('\\').append(c);
      } else if (c < 0x20 || c == 0x7F) {
        literal.append(String.format("\\x%02x", (int) c));
      } else {
        literal.append(c);
      }
    }
    return literal.append('"').toString();
  }

  private static List<PyField> fields(List<Field> fields, boolean optional) {
    return fields.stream().map(f -> field(f, optional)).toList();
  }

  private static PyField field(Field field, boolean optional) {
    return new PyField(
        field.name(), field.type().kind().keyword(), field.type().enumName(), optional, field.description(),
        FIELD_INLINE_BYTES, field.type().arrayLength());
  }
}
