// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Presentation;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Compiles the {@code perfetto:} declarations of the catalogue into {@code EventPresentations}
 * in the generated Java codec: one {@code Presentation} per declaring event, with its track and
 * name templates and counter field turned into lambdas over the event's record. Tools show
 * application events from this table and never read events.yaml at run time.
 */
public final class PresentationEmitter {
  private static final ClassName PRESENTATION = ClassName.get("dev.tonband.codec", "Presentation");
  private static final ClassName KIND = PRESENTATION.nestedClass("Kind");
  private static final ClassName TABLE = ClassName.get(JavaCodec.PACKAGE, "EventPresentations");

  private PresentationEmitter() {}

  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    TypeSpec.Builder table = TypeSpec.classBuilder(TABLE)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("How application events appear in Perfetto, from the {@code perfetto:} keys of the catalogue.\n")
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    CodeBlock.Builder lookup = CodeBlock.builder().add("return switch (eventId) {\n").indent();
    for (Event event : catalogue.events()) {
      if (event.presentation().isEmpty()) {
        continue;
      }
      String constant = event.symbol().toUpperCase(java.util.Locale.ROOT);
      table.addField(FieldSpec.builder(PRESENTATION, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(presentation(event, event.presentation().get()))
          .build());
      lookup.add("case $L -> $L;\n", String.format("0x%02X", event.id()), constant);
    }
    lookup.add("default -> null;\n").unindent().add("};\n");
    table.addMethod(MethodSpec.methodBuilder("of")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("The declared presentation of an event, or null when its catalogue entry declares none.\n")
        .returns(PRESENTATION)
        .addParameter(int.class, "eventId")
        .addCode(lookup.build())
        .build());
    GeneratedJava.write(out, catalogue, PresentationEmitter.class, table.build());
  }

  private static CodeBlock presentation(Event event, Presentation shown) {
    ClassName record = JavaCodec.recordName(event);
    if (shown.plotsFloat(event)) {
      return CodeBlock.of("$T.floatCounter(e -> $L, e -> (($T) e).$L())", PRESENTATION, template(record, shown.track()),
          record, JavaNames.lowerCamel(shown.value().orElseThrow()));
    }
    CodeBlock name = shown.show() == Presentation.Show.STATE
        ? CodeBlock.of("$T.valueOf((($T) e).$L())", String.class, record, JavaNames.lowerCamel(shown.value().orElseThrow()))
        : shown.name().map(n -> template(record, n)).orElse(CodeBlock.of("$S", event.name()));
    CodeBlock value = shown.show() == Presentation.Show.STATE ? CodeBlock.of("0") : shown.value()
        .map(v -> CodeBlock.of("(($T) e).$L()", record, JavaNames.lowerCamel(v)))
        .orElse(CodeBlock.of("0"));
    return CodeBlock.of("new $T($T.$L, e -> $L, e -> $L, e -> $L)",
        PRESENTATION, KIND, kind(shown.show()), template(record, shown.track()), name, value);
  }

  private static String kind(Presentation.Show show) {
    return switch (show) {
      case INSTANT -> "INSTANT";
      case BEGIN -> "SLICE_BEGIN";
      case END -> "SLICE_END";
      case COUNTER -> "COUNTER";
      case STATE -> "STATE";
    };
  }

  /** {@code "Motor {motor}"} as {@code "Motor " + String.valueOf(((DemoMotorState) e).motor())}. */
  private static CodeBlock template(ClassName record, String template) {
    List<Presentation.Part> parts = Presentation.parts(template);
    if (parts.isEmpty()) {
      return CodeBlock.of("$S", "");
    }
    CodeBlock.Builder code = CodeBlock.builder();
    for (int i = 0; i < parts.size(); i++) {
      if (i > 0) {
        code.add(" + ");
      }
      if (parts.get(i) instanceof Presentation.FieldRef f) {
        code.add("$T.valueOf((($T) e).$L())", String.class, record, JavaNames.lowerCamel(f.field()));
      } else {
        code.add("$S", ((Presentation.Text) parts.get(i)).text());
      }
    }
    return code.build();
  }
}
