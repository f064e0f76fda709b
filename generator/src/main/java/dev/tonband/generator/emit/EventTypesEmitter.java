// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static dev.tonband.generator.emit.JavaCodec.CATALOGUE_FIELD;
import static dev.tonband.generator.emit.JavaCodec.EVENT_TYPE;
import static dev.tonband.generator.emit.JavaCodec.EVENT_TYPES;
import static dev.tonband.generator.emit.JavaCodec.WIRE_TYPE;
import static dev.tonband.generator.emit.JavaCodec.recordName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** {@code EventTypes}: the catalogue as a run-time table, for tools that map events onto other formats. */
final class EventTypesEmitter {
  private EventTypesEmitter() {}

  static void emit(Catalogue catalogue, GeneratedFiles out) {
    GeneratedJava.write(out, catalogue, EventTypesEmitter.class, eventTypes(catalogue));
  }

  private static TypeSpec eventTypes(Catalogue catalogue) {
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
