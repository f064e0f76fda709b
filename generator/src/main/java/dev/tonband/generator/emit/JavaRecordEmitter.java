// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_EVENT;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_EVENT_TYPE;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_METADATA;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_TIMED;
import static dev.tonband.generator.emit.JavaCodec.METADATA_EVENT;
import static dev.tonband.generator.emit.JavaCodec.TIMED_EVENT;
import static dev.tonband.generator.emit.JavaCodec.enumName;
import static dev.tonband.generator.emit.JavaCodec.javaName;
import static dev.tonband.generator.emit.JavaCodec.recordName;
import static dev.tonband.generator.emit.JavaCodec.recordType;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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
import javax.lang.model.element.Modifier;

/**
 * The codec's types: an enum per catalogue enum, a record per event (with the wire's range checks,
 * unsigned printing, and arrays compared by their elements), and the two records of events that a
 * catalogue given at run time declares.
 */
final class JavaRecordEmitter {
  private JavaRecordEmitter() {}

  static void emit(Catalogue catalogue, GeneratedFiles out) {
    for (EnumDef def : catalogue.enums()) {
      GeneratedJava.write(out, catalogue, JavaRecordEmitter.class, enumType(def));
    }
    for (Event event : catalogue.events()) {
      GeneratedJava.write(out, catalogue, JavaRecordEmitter.class, record(event));
    }
    GeneratedJava.write(out, catalogue, JavaRecordEmitter.class, dynamicRecord(DYNAMIC_TIMED, TIMED_EVENT, true));
    GeneratedJava.write(out, catalogue, JavaRecordEmitter.class, dynamicRecord(DYNAMIC_METADATA, METADATA_EVENT, false));
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

  private static TypeSpec enumType(EnumDef def) {
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

  private static TypeSpec record(Event event) {
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
    if (event.fields().stream().anyMatch(JavaRecordEmitter::isArray)) {
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
}
