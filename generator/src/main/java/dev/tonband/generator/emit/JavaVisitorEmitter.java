// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static dev.tonband.generator.emit.JavaCodec.CURSOR;
import static dev.tonband.generator.emit.JavaCodec.DECODER;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_METADATA;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_TIMED;
import static dev.tonband.generator.emit.JavaCodec.ERROR_KIND;
import static dev.tonband.generator.emit.JavaCodec.FRAME_EXCEPTION;
import static dev.tonband.generator.emit.JavaCodec.RECORDING;
import static dev.tonband.generator.emit.JavaCodec.RECORD_SINK;
import static dev.tonband.generator.emit.JavaCodec.STR_VIEW;
import static dev.tonband.generator.emit.JavaCodec.TIMED_EVENT;
import static dev.tonband.generator.emit.JavaCodec.TRACE_EVENT;
import static dev.tonband.generator.emit.JavaCodec.VISITOR;
import static dev.tonband.generator.emit.JavaCodec.enumName;
import static dev.tonband.generator.emit.JavaCodec.javaName;
import static dev.tonband.generator.emit.JavaCodec.recordName;
import static dev.tonband.generator.emit.JavaCodec.recordType;
import static dev.tonband.generator.emit.JavaCodec.visitorType;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * The zero-allocation path: the {@code EventVisitor} (one method per event, its fields as
 * primitives), the {@code EventDecoder} that dispatches on the id byte, and the {@code
 * RecordingVisitor} that turns visitor calls into records (for a {@code Consumer}, or a {@code
 * RecordSink} that is told each record's id and timestamp too).
 */
final class JavaVisitorEmitter {
  private final Catalogue catalogue;

  private JavaVisitorEmitter(Catalogue catalogue) {
    this.catalogue = catalogue;
  }

  static void emit(Catalogue catalogue, GeneratedFiles out) {
    JavaVisitorEmitter emitter = new JavaVisitorEmitter(catalogue);
    for (TypeSpec type : List.of(emitter.visitor(), emitter.decoder(), recordSink(), emitter.recordingVisitor())) {
      GeneratedJava.write(out, catalogue, JavaVisitorEmitter.class, type);
    }
  }

  static String visitMethod(Event event) {
    return "on" + JavaNames.upperCamel(event.symbol());
  }

  /** The visitor parameters of an event: its timestamp if it is timed, then its {@link #fieldParameters}. */
  private static List<Parameter> visitorParameters(Event event) {
    List<Parameter> parameters = new ArrayList<>();
    if (event.hasTimestamp()) {
      parameters.add(new Parameter(TypeName.LONG, "ts", null, false));
    }
    parameters.addAll(fieldParameters(event));
    return parameters;
  }

  /** The visitor parameters of an event's fields, each optional field preceded by its presence flag. */
  static List<Parameter> fieldParameters(Event event) {
    List<Parameter> parameters = new ArrayList<>();
    for (Field field : event.fields()) {
      if (event.optional().contains(field)) {
        parameters.add(new Parameter(TypeName.BOOLEAN, "has" + JavaNames.upperCamel(field.name()), field, true));
      }
      parameters.add(new Parameter(visitorType(field), javaName(field), field, false));
    }
    return parameters;
  }

  /**
   * A visitor parameter: {@code field} is the field it carries or, if it is a {@code presence}
   * flag, the optional field whose presence it tells; null for the timestamp.
   */
  record Parameter(TypeName type, String name, Field field, boolean presence) {}

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
      for (Parameter p : visitorParameters(event)) {
        method.addParameter(p.type(), p.name());
      }
      method.addStatement("sink.accept($L, $T.ID, $L, $L)", newRecord(event), recordName(event),
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

  /** The record of an event built in its visitor method, from the method's parameters. */
  static CodeBlock newRecord(Event event) {
    List<CodeBlock> arguments = new ArrayList<>();
    if (event.hasTimestamp()) {
      arguments.add(CodeBlock.of("ts"));
    }
    CodeBlock has = null; // the flag before an optional field
    for (Parameter p : fieldParameters(event)) {
      if (p.presence()) {
        has = CodeBlock.of("$L", p.name());
      } else {
        String format = p.field().type().kind() == FieldKind.STR ? "$L.toString()" : "$L";
        arguments.add(recordArgument(event, p.field(), CodeBlock.of(format, p.name()), has));
      }
    }
    return CodeBlock.of("new $T($L)", recordName(event), CodeBlock.join(arguments, ", "));
  }

  /** The record component of {@code field} whose value is {@code value}: wrapped, when optional, as {@code has} tells. */
  static CodeBlock recordArgument(Event event, Field field, CodeBlock value, CodeBlock has) {
    if (!event.optional().contains(field)) {
      return value;
    }
    Class<?> wrapper = JavaTypes.optionalWrapper(field.type().kind());
    return CodeBlock.of("$L ? $T.of($L) : $T.empty()", has, wrapper, value, wrapper);
  }
}
