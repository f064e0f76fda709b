// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code EventRecords} into the generated Java codec: the fields of any event record by
 * catalogue index, and the record of any event from such fields, as plain code. Tools that treat
 * every event alike (text output, dial9 archives) use it instead of reflection, which costs time
 * on the JVM and is not there at all when the codec is compiled for the browser.
 */
public final class RecordAccessEmitter {
  private static final ClassName TABLE = ClassName.get(JavaCodec.PACKAGE, "EventRecords");
  private static final ClassName TRACE_EVENT = ClassName.get(JavaCodec.PACKAGE, "TraceEvent");

  private RecordAccessEmitter() {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    TypeSpec table = TypeSpec.classBuilder(TABLE)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("""
            Every event record's fields by index, and every record from its fields, without reflection.
            Indexes follow {@code EventType.fields()}; a field's value is its record component boxed (a
            {@code Long} for u32, u64, s64, an {@code Integer} for u8, u16, s32, a {@code String}, an
            enum constant, a {@code byte[]} for bytes, a primitive array for an array), and null for an
            absent optional field.
            """)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(fields(catalogue))
        .addMethod(create(catalogue))
        .addMethod(enumConstant(catalogue))
        .addMethods(optionalHelpers(catalogue))
        .build();
    GeneratedJava.write(out, catalogue, RecordAccessEmitter.class, table);
  }

  private static String hexId(Event event) {
    return String.format("0x%02X", event.id());
  }

  private static MethodSpec fields(Catalogue catalogue) {
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (event.eventId()) {\n").indent();
    for (Event event : catalogue.events()) {
      ClassName record = JavaCodec.recordName(event);
      List<CodeBlock> values = new ArrayList<>();
      for (Field field : event.fields()) {
        CodeBlock accessor = CodeBlock.of("(($T) event).$L()", record, JavaNames.lowerCamel(field.name()));
        values.add(event.optional().contains(field) ? CodeBlock.of("present($L)", accessor) : accessor);
      }
      body.add("case $L -> new Object[] {$L};\n", hexId(event), CodeBlock.join(values, ", "));
    }
    body.add("default -> throw new $T($S + event);\n", IllegalArgumentException.class, "not an event of this catalogue: ")
        .unindent().add("};\n");
    return MethodSpec.methodBuilder("fields")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("The values of every field of {@code event}, in catalogue order (the timestamp is not a field).\n")
        .returns(Object[].class)
        .addParameter(TRACE_EVENT, "event")
        .addCode(body.build())
        .build();
  }

  private static MethodSpec create(Catalogue catalogue) {
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (id) {\n").indent();
    for (Event event : catalogue.events()) {
      List<CodeBlock> arguments = new ArrayList<>();
      if (event.hasTimestamp()) {
        arguments.add(CodeBlock.of("ts"));
      }
      List<Field> fields = event.fields();
      for (int i = 0; i < fields.size(); i++) {
        arguments.add(argument(fields.get(i), event.optional().contains(fields.get(i)), i));
      }
      body.add("case $L -> new $T($L);\n", hexId(event), JavaCodec.recordName(event), CodeBlock.join(arguments, ", "));
    }
    body.add("default -> throw new $T($S + id);\n", IllegalArgumentException.class, "no event of this catalogue has id ")
        .unindent().add("};\n");
    return MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("""
            The record of event {@code id} with timestamp {@code ts} (ignored for metadata events) and the
            values of its fields as {@link #fields} gives them.

            @throws IllegalArgumentException when a value is out of its field's range (the record's own check)
            """)
        .returns(TRACE_EVENT)
        .addParameter(TypeName.INT, "id")
        .addParameter(TypeName.LONG, "ts")
        .addParameter(Object[].class, "fields")
        .addCode(body.build())
        .build();
  }

  /** The record constructor's argument for {@code fields[index]}: unboxed, or wrapped when optional. */
  private static CodeBlock argument(Field field, boolean optional, int index) {
    String value = "fields[" + index + "]";
    if (optional) {
      Class<?> wrapper = JavaTypes.optionalWrapper(field.type().kind());
      if (wrapper == Optional.class) {
        return CodeBlock.of("$T.ofNullable(($T) $L)", Optional.class, enumType(field), value);
      }
      return CodeBlock.of(wrapper == OptionalInt.class ? "optionalInt($L)" : "optionalLong($L)", value);
    }
    return CodeBlock.of("($T) $L", JavaTypes.component(field.type()).box(), value);
  }

  private static ClassName enumType(Field field) {
    return ClassName.get(JavaCodec.PACKAGE, field.type().enumName());
  }

  private static MethodSpec enumConstant(Catalogue catalogue) {
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (id) {\n").indent();
    for (Event event : catalogue.events()) {
      List<Field> fields = event.fields();
      CodeBlock.Builder choice = CodeBlock.builder();
      for (int i = 0; i < fields.size(); i++) {
        if (fields.get(i).type().isEnum()) {
          choice.add("index == $L ? $T.fromWire(wire) : ", i, enumType(fields.get(i)));
        }
      }
      if (!choice.isEmpty()) {
        body.add("case $L -> $Lnull;\n", hexId(event), choice.build());
      }
    }
    body.add("default -> null;\n").unindent().add("};\n");
    return MethodSpec.methodBuilder("enumConstant")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("""
            The constant of the enum of field {@code index} of event {@code id} that is encoded as
            {@code wire}; null when the enum declares no such value or the field is no enum.
            """)
        .returns(ParameterizedTypeName.get(ClassName.get(Enum.class), WildcardTypeName.subtypeOf(Object.class)))
        .addParameter(TypeName.INT, "id")
        .addParameter(TypeName.INT, "index")
        .addParameter(TypeName.INT, "wire")
        .addCode(body.build())
        .build();
  }

  /** The helpers that unwrap and wrap the optional fields of the catalogue's records, as far as it has any. */
  private static List<MethodSpec> optionalHelpers(Catalogue catalogue) {
    Set<FieldKind> optionalKinds = EnumSet.noneOf(FieldKind.class);
    for (Event event : catalogue.events()) {
      event.optional().forEach(f -> {
        Class<?> wrapper = JavaTypes.optionalWrapper(f.type().kind());
        optionalKinds.add(wrapper == OptionalInt.class ? FieldKind.U8 : wrapper == Optional.class ? FieldKind.ENUM : FieldKind.U64);
      });
    }
    List<MethodSpec> helpers = new ArrayList<>();
    if (optionalKinds.contains(FieldKind.U64)) {
      helpers.add(helper("present", ClassName.get(Long.class), ClassName.get(OptionalLong.class),
          "return value.isPresent() ? Long.valueOf(value.getAsLong()) : null"));
      helpers.add(helper("optionalLong", ClassName.get(OptionalLong.class), ClassName.get(Object.class),
          "return value == null ? OptionalLong.empty() : OptionalLong.of((Long) value)"));
    }
    if (optionalKinds.contains(FieldKind.U8)) {
      helpers.add(helper("present", ClassName.get(Integer.class), ClassName.get(OptionalInt.class),
          "return value.isPresent() ? Integer.valueOf(value.getAsInt()) : null"));
      // Any Number: an optional s8 or s16 comes from a dial9 archive as the Byte or Short of its type.
      helpers.add(helper("optionalInt", ClassName.get(OptionalInt.class), ClassName.get(Object.class),
          "return value == null ? OptionalInt.empty() : OptionalInt.of(((Number) value).intValue())"));
    }
    if (optionalKinds.contains(FieldKind.ENUM)) {
      TypeVariableName t = TypeVariableName.get("T");
      helpers.add(helper("present", t, ParameterizedTypeName.get(ClassName.get(Optional.class), t),
          "return value.orElse(null)").toBuilder().addTypeVariable(t).build());
    }
    return helpers;
  }

  private static MethodSpec helper(String name, TypeName returns, TypeName parameter, String statement) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(returns)
        .addParameter(parameter, "value")
        .addStatement(statement)
        .build();
  }
}
