// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.EnumDef;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Writes the generated half of the Java codec into {@code generated-java/src/generated/java}: a
 * record per event under sealed interfaces, an enum per catalogue enum, the zero-allocation
 * {@code EventVisitor}, the {@code EventDecoder} that dispatches on the id byte, the {@code
 * RecordingVisitor} that turns visitor calls into records (for a {@code Consumer}, or a {@code
 * RecordSink} that is told each record's id and timestamp too), and {@code EventTypes}, the catalogue
 * as a run-time table for tools that map events onto other formats.
 */
public final class JavaDecoderEmitter {
  public static final String SOURCE_ROOT = "generated-java/src/generated/java";
  static final String PACKAGE = "dev.tonband.codec.events";

  private static final ClassName CURSOR = ClassName.get("dev.tonband.codec", "PayloadCursor");
  private static final ClassName STR_VIEW = ClassName.get("dev.tonband.codec", "StrView");
  private static final ClassName FRAME_EXCEPTION = ClassName.get("dev.tonband.codec", "FrameException");
  private static final ClassName ERROR_KIND = ClassName.get("dev.tonband.codec", "ErrorKind");
  private static final ClassName TRACE_EVENT = ClassName.get(PACKAGE, "TraceEvent");
  private static final ClassName TIMED_EVENT = ClassName.get(PACKAGE, "TimedEvent");
  private static final ClassName METADATA_EVENT = ClassName.get(PACKAGE, "MetadataEvent");
  private static final ClassName VISITOR = ClassName.get(PACKAGE, "EventVisitor");
  private static final ClassName DECODER = ClassName.get(PACKAGE, "EventDecoder");
  private static final ClassName RECORDING = ClassName.get(PACKAGE, "RecordingVisitor");
  private static final ClassName RECORD_SINK = ClassName.get(PACKAGE, "RecordSink");
  private static final ClassName EVENT_TYPES = ClassName.get(PACKAGE, "EventTypes");
  private static final ClassName EVENT_TYPE = ClassName.get("dev.tonband.codec", "EventType");
  private static final ClassName CATALOGUE_FIELD = ClassName.get("dev.tonband.codec", "CatalogueField");
  private static final ClassName WIRE_TYPE = ClassName.get("dev.tonband.codec", "WireType");
  private static final ClassName DYNAMIC_EVENT = ClassName.get("dev.tonband.codec", "DynamicEvent");
  private static final ClassName DYNAMIC_EVENT_TYPE = ClassName.get("dev.tonband.codec", "DynamicEventType");
  /** The records of events decoded at run time from a catalogue the tools are given. */
  static final ClassName DYNAMIC_TIMED = ClassName.get(PACKAGE, "DynamicTimedEvent");
  static final ClassName DYNAMIC_METADATA = ClassName.get(PACKAGE, "DynamicMetadataEvent");

  private final Catalogue catalogue;

  private JavaDecoderEmitter(Catalogue catalogue) {
    this.catalogue = catalogue;
  }

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    out.own(SOURCE_ROOT);
    new JavaDecoderEmitter(catalogue).emitAll(out);
  }

  private void emitAll(GeneratedFiles out) {
    for (EnumDef def : catalogue.enums()) {
      write(out, enumType(def));
    }
    List<ClassName> timed = new ArrayList<>();
    List<ClassName> metadata = new ArrayList<>();
    for (Event event : catalogue.events()) {
      write(out, record(event));
      (event.metadata() ? metadata : timed).add(recordName(event));
    }
    write(out, dynamicRecord(DYNAMIC_TIMED, TIMED_EVENT, true));
    write(out, dynamicRecord(DYNAMIC_METADATA, METADATA_EVENT, false));
    timed.add(DYNAMIC_TIMED);
    metadata.add(DYNAMIC_METADATA);
    write(out, rootInterface(timed, metadata));
    write(out, timedInterface(timed));
    write(out, metadataInterface(metadata));
    write(out, visitor());
    write(out, decoder());
    write(out, recordSink());
    write(out, recordingVisitor());
    write(out, eventTypes());
  }

  private void write(GeneratedFiles out, TypeSpec type) {
    GeneratedJava.write(out, catalogue, JavaDecoderEmitter.class, type);
  }

  // ---- types -------------------------------------------------------------------------------

  static ClassName recordName(Event event) {
    return ClassName.get(PACKAGE, JavaNames.upperCamel(event.symbol()));
  }

  private static ClassName enumName(String name) {
    return ClassName.get(PACKAGE, name);
  }

  /** The record component type of a field. */
  private static TypeName recordType(Field field, boolean optional) {
    return optional ? JavaTypes.optional(field.type()) : JavaTypes.component(field.type());
  }

  /** The visitor parameter type of a field: primitives, and a view instead of a String. */
  private static TypeName visitorType(Field field) {
    return field.type().kind() == FieldKind.STR ? STR_VIEW : recordType(field, false);
  }

  private static String javaName(Field field) {
    return JavaNames.lowerCamel(field.name());
  }

  private static String wireNote(Field field) {
    String note = switch (field.type().kind()) {
      case U8 -> "u8, 0..255";
      case U16 -> "u16, 0..65535";
      case U32 -> "u32, 0..2^32-1";
      case U64 -> "u64: unsigned, read with Long.toUnsignedString / Long.compareUnsigned";
      case ENUM -> "enum " + field.type().enumName();
      case STR -> "str, decoded as UTF-8 (malformed bytes become U+FFFD)";
      case STRING -> "string of at most " + field.type().maxLength() + " bytes, decoded as UTF-8 (malformed bytes become U+FFFD)";
      case BYTES -> "bytes, at most " + field.type().maxLength();
      default -> field.type().kind().keyword();
    };
    return field.type().isArray() ? field.type().spelling() + ", each " + note : note;
  }

  private static String doc(Field field) {
    String description = field.description().isEmpty() ? "" : Comments.javadoc(field.description()) + " ";
    return description + "(" + wireNote(field) + ")";
  }

  private TypeSpec enumType(EnumDef def) {
    TypeSpec.Builder type =
        TypeSpec.enumBuilder(def.name())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("$L\n", Comments.javadoc(def.description()))
            .addField(TypeName.INT, "value", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(TypeName.INT, "value")
                    .addStatement("this.value = value")
                    .build())
            .addMethod(
                MethodSpec.methodBuilder("value")
                    .addJavadoc("The byte this value is encoded as.\n")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(TypeName.INT)
                    .addStatement("return value")
                    .build());
    CodeBlock.Builder lookup = CodeBlock.builder().add("return switch (value) {\n").indent();
    for (EnumDef.EnumValue value : def.values()) {
      TypeSpec.Builder constant = TypeSpec.anonymousClassBuilder("$L", value.value());
      if (!value.description().isEmpty()) {
        constant.addJavadoc("$L\n", Comments.javadoc(value.description()));
      }
      type.addEnumConstant(value.name(), constant.build());
      lookup.add("case $L -> $L;\n", value.value(), value.name());
    }
    lookup.add("default -> null;\n").unindent().add("};\n");
    type.addMethod(
        MethodSpec.methodBuilder("fromWire")
            .addJavadoc("The value encoded as {@code value}, or null when the enum declares none.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(enumName(def.name()))
            .addParameter(TypeName.INT, "value")
            .addCode(lookup.build())
            .build());
    return type.build();
  }

  private TypeSpec record(Event event) {
    ClassName name = recordName(event);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC);
    StringBuilder javadoc = new StringBuilder(Comments.javadoc(event.description())).append("\n\n");
    javadoc.append(String.format("<p>Event id 0x%02X of group {@code %s}", event.id(), event.group()));
    javadoc.append(event.metadata() ? "; a metadata event (no timestamp).\n\n" : ".\n\n");
    CodeBlock.Builder checks = CodeBlock.builder();
    CodeBlock.Builder assignments = CodeBlock.builder();
    if (event.hasTimestamp()) {
      constructor.addParameter(TypeName.LONG, "ts");
      assignments.addStatement("this.ts = ts");
      javadoc.append("@param ts timestamp in target timer ticks (unsigned 64-bit)\n");
    }
    for (Field field : event.fields()) {
      boolean optional = event.optional().contains(field);
      String javaName = javaName(field);
      constructor.addParameter(recordType(field, optional), javaName);
      assignments.addStatement("this.$L = $L", javaName, javaName);
      javadoc.append("@param ").append(javaName).append(' ').append(doc(field));
      javadoc.append(optional ? ", empty when the frame omits it\n" : "\n");
      checks.add(componentCheck(field, optional));
    }
    TypeSpec.Builder type =
        TypeSpec.recordBuilder(name)
            .addModifiers(Modifier.PUBLIC)
            .addSuperinterface(event.metadata() ? METADATA_EVENT : TIMED_EVENT)
            .addJavadoc("$L", javadoc.toString())
            .addField(constant(TypeName.INT, "ID", CodeBlock.of("0x$L", String.format("%02X", event.id()))))
            .addField(constant(ClassName.get(String.class), "NAME", CodeBlock.of("$S", event.name())))
            .addField(constant(ClassName.get(String.class), "GROUP", CodeBlock.of("$S", event.group())))
            .recordConstructor(constructor.addCode(checks.build()).addCode(assignments.build()).build())
            .addMethod(accessor("eventId", TypeName.INT, "ID"))
            .addMethod(accessor("eventName", ClassName.get(String.class), "NAME"))
            .addMethod(accessor("eventGroup", ClassName.get(String.class), "GROUP"))
            .addMethod(toStringMethod(event));
    if (event.fields().stream().anyMatch(JavaDecoderEmitter::isArray)) {
      type.addMethod(equalsMethod(event)).addMethod(hashCodeMethod(event));
    }
    return type.build();
  }

  /** A field held in a Java array: a fixed-size array or bytes. */
  private static boolean isArray(Field field) {
    return field.type().isArray() || field.type().kind() == FieldKind.BYTES;
  }

  /** A record component: its name and type. */
  private record Component(String name, TypeName type) {}

  /** The record's components: the timestamp of a timed event, then each field. */
  private static List<Component> components(Event event) {
    List<Component> components = new ArrayList<>();
    if (event.hasTimestamp()) {
      components.add(new Component("ts", TypeName.LONG));
    }
    for (Field field : event.fields()) {
      components.add(new Component(javaName(field), recordType(field, event.optional().contains(field))));
    }
    return components;
  }

  /**
   * Like the record default, but arrays compare by their elements (as {@link java.util.Arrays#equals}).
   * Components are named through {@code this} and {@code that}: a field may be called {@code other}.
   */
  private static MethodSpec equalsMethod(Event event) {
    ClassName name = recordName(event);
    List<CodeBlock> comparisons = new ArrayList<>();
    for (Component component : components(event)) {
      TypeName type = component.type();
      String c = component.name();
      if (type instanceof ArrayTypeName) {
        comparisons.add(CodeBlock.of("$T.equals(this.$L, that.$L)", java.util.Arrays.class, c, c));
      } else if (type.isPrimitive()) {
        comparisons.add(CodeBlock.of("$T.compare(this.$L, that.$L) == 0", type.box(), c, c));
      } else {
        comparisons.add(CodeBlock.of("$T.equals(this.$L, that.$L)", java.util.Objects.class, c, c));
      }
    }
    return MethodSpec.methodBuilder("equals")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(TypeName.BOOLEAN)
        .addParameter(Object.class, "other")
        .addStatement("return other instanceof $T that && $L", name, CodeBlock.join(comparisons, "\n    && "))
        .build();
  }

  /** Consistent with {@link #equalsMethod}: arrays hash by their elements; a field may be called {@code hash}. */
  private static MethodSpec hashCodeMethod(Event event) {
    CodeBlock.Builder body = CodeBlock.builder().addStatement("int hash = 0");
    for (Component component : components(event)) {
      TypeName type = component.type();
      TypeName hasher = type.isPrimitive() ? type.box()
          : ClassName.get(type instanceof ArrayTypeName ? java.util.Arrays.class : java.util.Objects.class);
      body.addStatement("hash = 31 * hash + $T.hashCode(this.$L)", hasher, component.name());
    }
    return MethodSpec.methodBuilder("hashCode")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(TypeName.INT)
        .addCode(body.addStatement("return hash").build())
        .build();
  }

  /**
   * The record of an event that a catalogue given at run time declares ({@code --catalogue}):
   * no generated class, so the event's type describes it and its values are a list.
   */
  private static TypeSpec dynamicRecord(ClassName name, ClassName kind, boolean timed) {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addParameter(DYNAMIC_EVENT_TYPE, "type");
    if (timed) {
      constructor.addParameter(TypeName.LONG, "ts");
    }
    TypeName values = ParameterizedTypeName.get(List.class, Object.class);
    constructor.addParameter(values, "values")
        .addStatement("this.type = $T.requireNonNull(type, $S)", java.util.Objects.class, "type");
    if (timed) {
      constructor.addStatement("this.ts = ts");
    }
    constructor.addStatement("this.values = $T.requireNonNull(values, $S)", java.util.Objects.class, "values");
    return TypeSpec.recordBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addSuperinterface(kind)
        .addSuperinterface(DYNAMIC_EVENT)
        .addJavadoc("An event of a catalogue the tools were given at run time, decoded without a generated\n"
            + "record: {@code type} describes it, and {@code values} holds its fields in wire order (see\n"
            + "{@link $T#values}).\n", DYNAMIC_EVENT)
        .recordConstructor(constructor.build())
        .addMethod(accessor("eventId", TypeName.INT, "type.id()"))
        .addMethod(accessor("eventName", ClassName.get(String.class), "type.name()"))
        .addMethod(accessor("eventGroup", ClassName.get(String.class), "type.group()"))
        .addMethod(MethodSpec.methodBuilder("equals")
            .addJavadoc("Like the record default, but values that are arrays compare by their elements.\n")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(TypeName.BOOLEAN)
            .addParameter(Object.class, "other")
            .addStatement("return other instanceof $T that && type.equals(that.type)$L\n    && $T.deepEquals(values.toArray(), that.values.toArray())",
                name, timed ? " && ts == that.ts" : "", java.util.Arrays.class)
            .build())
        .addMethod(MethodSpec.methodBuilder("hashCode")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(TypeName.INT)
            .addStatement("return 31 * $L + $T.deepHashCode(values.toArray())",
                timed ? "(31 * type.hashCode() + Long.hashCode(ts))" : "type.hashCode()", java.util.Arrays.class)
            .build())
        .build();
  }

  private static FieldSpec constant(TypeName type, String name, CodeBlock value) {
    return FieldSpec.builder(type, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL).initializer(value).build();
  }

  /** {@code method}, returning {@code value} (a constant, or an expression). */
  private static MethodSpec accessor(String method, TypeName type, String value) {
    return MethodSpec.methodBuilder(method)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(type)
        .addStatement("return $L", value)
        .build();
  }

  /** Records built by users get the same range checks the wire enforces. */
  private static CodeBlock componentCheck(Field field, boolean optional) {
    String name = javaName(field);
    FieldKind kind = field.type().kind();
    if (field.type().isArray()) {
      return CodeBlock.builder()
          .beginControlFlow("if ($L.length != $L)", name, field.type().arrayLength())
          .addStatement("throw new $T($S + $L.length)", IllegalArgumentException.class,
              name + " has " + field.type().arrayLength() + " elements, not ", name)
          .endControlFlow()
          .build();
    }
    if (optional || !(JavaTypes.component(field.type()).isPrimitive())) {
      return CodeBlock.of("$T.requireNonNull($L, $S);\n", java.util.Objects.class, name, name);
    }
    String max = switch (kind) {
      case U8 -> "0xFF";
      case U16 -> "0xFFFF";
      case U32 -> "0xFFFF_FFFFL";
      default -> null;
    };
    if (max == null) {
      return CodeBlock.of("");
    }
    return CodeBlock.builder()
        .beginControlFlow("if ($L < 0 || $L > $L)", name, name, max)
        .addStatement(
            "throw new $T($S + $L)", IllegalArgumentException.class,
            name + " is out of " + kind.keyword() + " range: ", name)
        .endControlFlow()
        .build();
  }

  /** Like the record default, but unsigned 64-bit values print as unsigned. */
  private static MethodSpec toStringMethod(Event event) {
    CodeBlock.Builder body = CodeBlock.builder().add("return $S", recordName(event).simpleName() + "[");
    String separator = "";
    if (event.hasTimestamp()) {
      body.add(" + $S + $T.toUnsignedString(ts)", "ts=", Long.class);
      separator = ", ";
    }
    for (Field field : event.fields()) {
      String name = javaName(field);
      boolean optional = event.optional().contains(field);
      body.add(" + $S + ", separator + name + "=");
      if (isArray(field)) {
        body.add("$T.toString($L)", java.util.Arrays.class, name);
      } else if (field.type().kind() == FieldKind.U64 && optional) {
        body.add("($L.isPresent() ? $T.toUnsignedString($L.getAsLong()) : $S)", name, Long.class, name, "absent");
      } else if (field.type().kind() == FieldKind.U64) {
        body.add("$T.toUnsignedString($L)", Long.class, name);
      } else if (optional) {
        Class<?> wrapper = JavaTypes.optionalWrapper(field.type().kind());
        body.add("($L.isPresent() ? $T.valueOf($L.$L()) : $S)", name, String.class, name,
            wrapper == OptionalInt.class ? "getAsInt" : wrapper == Optional.class ? "get" : "getAsLong", "absent");
      } else {
        body.add("$L", name);
      }
      separator = ", ";
    }
    body.add(" + $S;\n", "]");
    return MethodSpec.methodBuilder("toString")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(String.class)
        .addCode(body.build())
        .build();
  }

  // ---- interfaces --------------------------------------------------------------------------

  private TypeSpec rootInterface(List<ClassName> timed, List<ClassName> metadata) {
    TypeSpec.Builder type =
        TypeSpec.interfaceBuilder(TRACE_EVENT)
            .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
            .addJavadoc(
                "A decoded trace event: one record per event of the catalogue.\n\n"
                    + "<p>The interface is sealed: on Java 21, a {@code switch} over the records with\n"
                    + "patterns is checked to handle every event.\n")
            .addMethod(abstractMethod("eventId", TypeName.INT, "The event's id byte."))
            .addMethod(abstractMethod("eventName", ClassName.get(String.class), "The event's name in its catalogue group."))
            .addMethod(abstractMethod("eventGroup", ClassName.get(String.class), "The event's catalogue group."));
    if (!timed.isEmpty()) {
      type.addPermittedSubclass(TIMED_EVENT);
    }
    if (!metadata.isEmpty()) {
      type.addPermittedSubclass(METADATA_EVENT);
    }
    return type.build();
  }

  private TypeSpec timedInterface(List<ClassName> timed) {
    return TypeSpec.interfaceBuilder(TIMED_EVENT)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addSuperinterface(TRACE_EVENT)
        .addPermittedSubclasses(timed)
        .addJavadoc("An event with a timestamp: everything but metadata.\n")
        .addMethod(
            abstractMethod(
                "ts", TypeName.LONG,
                "Timestamp in target timer ticks, an unsigned 64-bit value held in a long: compare\n"
                    + "with {@link Long#compareUnsigned} and print with {@link Long#toUnsignedString}."))
        .build();
  }

  private TypeSpec metadataInterface(List<ClassName> metadata) {
    return TypeSpec.interfaceBuilder(METADATA_EVENT)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addSuperinterface(TRACE_EVENT)
        .addPermittedSubclasses(metadata)
        .addJavadoc("A metadata event: describes the system (names, resolution) and has no timestamp.\n")
        .build();
  }

  private static MethodSpec abstractMethod(String name, TypeName returns, String javadoc) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
        .returns(returns)
        .addJavadoc("$L\n", javadoc)
        .build();
  }

  // ---- visitor and decoder -----------------------------------------------------------------

  private static String visitMethod(Event event) {
    return "on" + JavaNames.upperCamel(event.symbol());
  }

  /** The visitor parameters of an event, each optional field preceded by its presence flag. */
  private static List<Parameter> visitorParameters(Event event) {
    List<Parameter> parameters = new ArrayList<>();
    if (event.hasTimestamp()) {
      parameters.add(new Parameter(TypeName.LONG, "ts", null));
    }
    for (Field field : event.fields()) {
      if (event.optional().contains(field)) {
        parameters.add(new Parameter(TypeName.BOOLEAN, "has" + JavaNames.upperCamel(field.name()), null));
      }
      parameters.add(new Parameter(visitorType(field), javaName(field), field));
    }
    return parameters;
  }

  private record Parameter(TypeName type, String name, Field field) {}

  private TypeSpec visitor() {
    TypeSpec.Builder type =
        TypeSpec.interfaceBuilder(VISITOR)
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(
                "Receives decoded events as primitive arguments, one method per event, so that decoding\n"
                    + "allocates nothing per event. Override the methods of the events you need; the others\n"
                    + "ignore their event. {@link $T} views are valid only during the call. For an absent\n"
                    + "optional field, its {@code has...} flag is false and the value is 0 (null for enums).\n",
                STR_VIEW);
    for (Event event : catalogue.events()) {
      MethodSpec.Builder method =
          MethodSpec.methodBuilder(visitMethod(event))
              .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
              .addJavadoc("$L ({@link $T})\n", Comments.javadoc(event.description()), recordName(event));
      for (Parameter p : visitorParameters(event)) {
        method.addParameter(p.type(), p.name());
      }
      type.addMethod(method.build());
    }
    type.addMethod(MethodSpec.methodBuilder(DYNAMIC_VISIT)
        .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
        .addJavadoc("An event of a catalogue given at run time, decoded by a {@code DynamicDecoder}: a\n"
            + "{@link $T} or {@link $T}.\n", DYNAMIC_TIMED, DYNAMIC_METADATA)
        .addParameter(TRACE_EVENT, "event")
        .build());
    return type.build();
  }

  /** The visitor method of events decoded at run time; the validator keeps events from taking its name. */
  static final String DYNAMIC_VISIT = "onDynamicEvent";

  private TypeSpec decoder() {
    CodeBlock.Builder dispatch = CodeBlock.builder().beginControlFlow("switch (id)");
    CodeBlock.Builder names = CodeBlock.builder().add("return switch (id) {\n").indent();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(DECODER)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc("Decodes one frame payload and calls the visitor method of its event.\n")
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    for (Event event : catalogue.events()) {
      String method = "decode" + JavaNames.upperCamel(event.symbol());
      dispatch.add("case 0x$L -> $L(in, visitor);\n", String.format("%02X", event.id()), method);
      names.add("case 0x$L -> $S;\n", String.format("%02X", event.id()), event.name());
      type.addMethod(decodeMethod(event, method));
    }
    dispatch
        .add(
            "default -> throw new $T($T.UNKNOWN_EVENT_ID, $T.format($S, id));\n",
            FRAME_EXCEPTION, ERROR_KIND, String.class, "unknown event id 0x%02X")
        .endControlFlow();
    names.add("default -> null;\n").unindent().add("};\n");
    type.addMethod(
        MethodSpec.methodBuilder("decode")
            .addJavadoc("Decodes the payload under {@code in}, which holds at least the id byte.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addParameter(CURSOR, "in")
            .addParameter(VISITOR, "visitor")
            .addException(FRAME_EXCEPTION)
            .addStatement("decode(in.id(), in, visitor)")
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("decode")
            .addJavadoc("Decodes the rest of a payload whose id byte {@code id} has been read from {@code in}.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addParameter(TypeName.INT, "id")
            .addParameter(CURSOR, "in")
            .addParameter(VISITOR, "visitor")
            .addException(FRAME_EXCEPTION)
            .addCode(dispatch.build())
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("nameOf")
            .addJavadoc("The catalogue name of event {@code id}, or null when the catalogue has none.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class)
            .addParameter(TypeName.INT, "id")
            .addCode(names.build())
            .build());
    return type.build();
  }

  private MethodSpec decodeMethod(Event event, String method) {
    MethodSpec.Builder m =
        MethodSpec.methodBuilder(method)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .addParameter(CURSOR, "in")
            .addParameter(VISITOR, "visitor")
            .addException(FRAME_EXCEPTION);
    if (event.hasTimestamp()) {
      m.addStatement("long ts = in.u64($S)", "ts");
    }
    for (Field field : event.required()) {
      m.addCode(readField(field, javaName(field)));
    }
    for (Field field : event.optional()) {
      String has = "has" + JavaNames.upperCamel(field.name());
      m.addStatement("boolean $L = in.hasMore()", has);
      String name = javaName(field);
      if (field.type().isEnum()) {
        m.addStatement("$T $L = null", enumName(field.type().enumName()), name);
      } else {
        m.addStatement("$T $L = 0", recordType(field, false), name);
      }
      m.beginControlFlow("if ($L)", has);
      m.addCode(readInto(field, name));
      m.endControlFlow();
    }
    if (event.varlen().isPresent()) {
      m.addStatement("$T $L = in.str()", STR_VIEW, javaName(event.varlen().get()));
    } else {
      m.addStatement("in.end($S)", event.name());
    }
    String arguments = String.join(", ", visitorParameters(event).stream().map(Parameter::name).toList());
    m.addStatement("visitor.$L($L)", visitMethod(event), arguments);
    return m.build();
  }

  /** Declares and reads a required field. */
  private static CodeBlock readField(Field field, String name) {
    if (field.type().isArray()) {
      TypeName element = JavaTypes.scalar(field.type().kind());
      return CodeBlock.builder()
          .addStatement("$T[] $L = new $T[$L]", element, name, element, field.type().arrayLength())
          .beginControlFlow("for (int i = 0; i < $L.length; i++)", name)
          .addStatement("$L[i] = in.$L($S)", name, field.type().kind().keyword(), field.name())
          .endControlFlow()
          .build();
    }
    if (field.type().isEnum()) {
      return CodeBlock.builder()
          .addStatement("$T $L", enumName(field.type().enumName()), name)
          .add(readInto(field, name))
          .build();
    }
    return CodeBlock.of("$T $L = in.$L($S);\n", recordType(field, false), name, field.type().kind().keyword(), field.name());
  }

  /** Reads a field into an already declared variable. */
  private static CodeBlock readInto(Field field, String name) {
    if (!field.type().isEnum()) {
      return CodeBlock.of("$L = in.$L($S);\n", name, field.type().kind().keyword(), field.name());
    }
    ClassName type = enumName(field.type().enumName());
    String raw = name + "Raw";
    return CodeBlock.builder()
        .addStatement("int $L = in.u8($S)", raw, field.name())
        .addStatement("$L = $T.fromWire($L)", name, type, raw)
        .beginControlFlow("if ($L == null)", name)
        .addStatement("throw in.undeclared($S, $S, $L)", field.name(), field.type().enumName(), raw)
        .endControlFlow()
        .build();
  }

  private static TypeSpec recordSink() {
    return TypeSpec.interfaceBuilder(RECORD_SINK)
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(FunctionalInterface.class)
        .addJavadoc("Takes each decoded event as its record, told what a consumer of millions of events would\n"
            + "otherwise ask each record for through an interface call that cannot be inlined: its id and,\n"
            + "for a timed event, its timestamp.\n")
        .addMethod(MethodSpec.methodBuilder("accept")
            .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
            .addParameter(TRACE_EVENT, "event")
            .addParameter(TypeName.INT, "id")
            .addParameter(TypeName.BOOLEAN, "timed")
            .addParameter(TypeName.LONG, "ts")
            .addJavadoc("@param id the event's id byte, as {@code event.eventId()}\n"
                + "@param timed whether the event is a {@link $T}\n"
                + "@param ts its timestamp in ticks if it is timed, else 0\n", TIMED_EVENT)
            .build())
        .build();
  }

  private TypeSpec recordingVisitor() {
    TypeName consumer = ParameterizedTypeName.get(ClassName.get(Consumer.class), WildcardTypeName.supertypeOf(TRACE_EVENT));
    TypeSpec.Builder type =
        TypeSpec.classBuilder(RECORDING)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addSuperinterface(VISITOR)
            .addJavadoc("Turns each visitor call into its event record and hands it to a consumer.\n")
            .addField(RECORD_SINK, "sink", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(consumer, "sink")
                    .addStatement("$T.requireNonNull(sink, $S)", java.util.Objects.class, "sink")
                    .addStatement("this.sink = (event, id, timed, ts) -> sink.accept(event)")
                    .build())
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(RECORD_SINK, "sink")
                    .addStatement("this.sink = $T.requireNonNull(sink, $S)", java.util.Objects.class, "sink")
                    .build());
    for (Event event : catalogue.events()) {
      MethodSpec.Builder method =
          MethodSpec.methodBuilder(visitMethod(event)).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
      List<CodeBlock> arguments = new ArrayList<>();
      for (Parameter p : visitorParameters(event)) {
        method.addParameter(p.type(), p.name());
        if (p.field() == null) {
          if (p.name().equals("ts")) {
            arguments.add(CodeBlock.of("ts"));
          }
          continue;
        }
        arguments.add(recordArgument(event, p.field()));
      }
      ClassName record = recordName(event);
      method.addStatement("sink.accept(new $T($L), $T.ID, $L, $L)", record, CodeBlock.join(arguments, ", "), record,
          event.hasTimestamp(), event.hasTimestamp() ? "ts" : "0");
      type.addMethod(method.build());
    }
    type.addMethod(MethodSpec.methodBuilder(DYNAMIC_VISIT)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(TRACE_EVENT, "event")
        .beginControlFlow("if (event instanceof $T timed)", TIMED_EVENT)
        .addStatement("sink.accept(event, event.eventId(), true, timed.ts())")
        .nextControlFlow("else")
        .addStatement("sink.accept(event, event.eventId(), false, 0)")
        .endControlFlow()
        .build());
    return type.build();
  }

  private static CodeBlock recordArgument(Event event, Field field) {
    String name = javaName(field);
    if (field.type().kind() == FieldKind.STR) {
      return CodeBlock.of("$L.toString()", name);
    }
    if (!event.optional().contains(field)) {
      return CodeBlock.of("$L", name);
    }
    String has = "has" + JavaNames.upperCamel(field.name());
    Class<?> wrapper = JavaTypes.optionalWrapper(field.type().kind());
    return CodeBlock.of("$L ? $T.of($L) : $T.empty()", has, wrapper, name, wrapper);
  }

  // ---- run-time catalogue table ------------------------------------------------------------

  private TypeSpec eventTypes() {
    // An array initializer takes a comma after every entry, so a new event adds a line and changes none.
    CodeBlock.Builder table = CodeBlock.builder().add("$T.of(new $T[] {\n", List.class, EVENT_TYPE).indent();
    for (Event event : catalogue.events()) {
      List<CodeBlock> fields = new ArrayList<>();
      for (Field field : event.fields()) {
        fields.add(
            CodeBlock.of(
                "new $T($S, $T.$L, $L$L)", CATALOGUE_FIELD, field.name(), WIRE_TYPE,
                field.type().kind().name(), event.optional().contains(field),
                field.type().isArray() ? ", " + field.type().arrayLength() : ""));
      }
      table.add(
          "new $T(0x$L, $S, $S, $L, $T.class, $T.of($L)),\n", EVENT_TYPE, String.format("%02X", event.id()),
          event.group(), event.name(), event.metadata(), recordName(event), List.class,
          CodeBlock.join(fields, ", "));
    }
    table.unindent().add("})");
    return TypeSpec.classBuilder(EVENT_TYPES)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(
            "Every catalogue event with its fields, in catalogue order: the catalogue as a run-time\n"
                + "table, so tools never parse events.yaml.\n")
        .addField(
            FieldSpec.builder(TypeName.LONG, "FINGERPRINT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The catalogue's fingerprint, which firmware built from it sends in its\n"
                    + "{@code catalogue_fingerprint} event.\n")
                .initializer("0x$LL", Long.toHexString(catalogue.fingerprint()))
                .build())
        .addField(
            FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(List.class), EVENT_TYPE), "ALL")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer(table.build())
                .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .build();
  }
}
