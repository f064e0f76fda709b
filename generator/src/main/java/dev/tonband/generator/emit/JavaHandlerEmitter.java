// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static dev.tonband.generator.emit.JavaCodec.HANDLER;
import static dev.tonband.generator.emit.JavaCodec.PACKED_EVENTS;
import static dev.tonband.generator.emit.JavaCodec.PACKED_SINK;
import static dev.tonband.generator.emit.JavaCodec.PACKER;
import static dev.tonband.generator.emit.JavaCodec.STR_VIEW;
import static dev.tonband.generator.emit.JavaCodec.TIMED_EVENT;
import static dev.tonband.generator.emit.JavaCodec.TRACE_EVENT;
import static dev.tonband.generator.emit.JavaCodec.VISITOR;
import static dev.tonband.generator.emit.JavaCodec.enumName;
import static dev.tonband.generator.emit.JavaCodec.recordName;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.FieldKind;
import dev.tonband.generator.catalogue.Group;
import dev.tonband.generator.emit.JavaVisitorEmitter.Parameter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The events as primitives, to carry them between threads without a record each: the {@code
 * EventHandler} (a typed method per built-in event, the record of any other), the {@code
 * PackedSink} that takes an event as an id, a timestamp, three words and a reference, the {@code
 * EventPacker} visitor that packs decoded events so, and {@code PackedEvents}, which hands packed
 * events to a handler and makes their records where an API asks for one.
 *
 * <p>A built-in event is packed into the words when it fits ({@link #fits}); every other event
 * travels as its record in the reference.
 */
final class JavaHandlerEmitter {
  /** The packed words, in the order the fields fill them. */
  private static final List<String> WORDS = List.of("a", "b", "c");

  private final Catalogue catalogue;
  private final List<Event> builtin;

  private JavaHandlerEmitter(Catalogue catalogue) {
    this.catalogue = catalogue;
    this.builtin = catalogue.groups().stream().filter(Group::builtin).flatMap(g -> g.events().stream()).toList();
  }

  static void emit(Catalogue catalogue, GeneratedFiles out) {
    JavaHandlerEmitter emitter = new JavaHandlerEmitter(catalogue);
    for (TypeSpec type : List.of(emitter.handler(), packedSink(), emitter.packer(), emitter.packedEvents())) {
      GeneratedJava.write(out, catalogue, JavaHandlerEmitter.class, type);
    }
  }

  private static boolean isString(Parameter p) {
    return !p.presence() && (p.field().type().kind() == FieldKind.STR || p.field().type().kind() == FieldKind.STRING);
  }

  /** Whether an event's fields fit the packed form: at most three words (flags included) and one string, no array. */
  private static boolean fits(Event event) {
    List<Parameter> parameters = JavaVisitorEmitter.fieldParameters(event);
    boolean arrays = parameters.stream().anyMatch(p -> p.field().type().isArray() || p.field().type().kind() == FieldKind.BYTES);
    long strings = parameters.stream().filter(JavaHandlerEmitter::isString).count();
    return !arrays && strings <= 1 && parameters.size() - strings <= WORDS.size();
  }

  private List<Event> packed() {
    return builtin.stream().filter(JavaHandlerEmitter::fits).toList();
  }

  /** The handler's parameter type: the visitor's, with a String for a view. */
  private static TypeName handlerType(Parameter p) {
    return p.type().equals(STR_VIEW) ? ClassName.get(String.class) : p.type();
  }

  private TypeSpec handler() {
    TypeSpec.Builder type =
        TypeSpec.interfaceBuilder(HANDLER)
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("Takes events placed in time: a built-in event through its typed method, with its fields\n"
                + "as the {@link $T} gets them (strings as Strings), any other as its record. Events\n"
                + "carried as primitives reach it through {@link $T} without a record each. In every\n"
                + "method, {@code ns} is the time the reader placed the event at, {@code core} the core it ran on.\n",
                VISITOR, PACKED_EVENTS);
    for (Event event : builtin) {
      MethodSpec.Builder method =
          MethodSpec.methodBuilder(JavaVisitorEmitter.visitMethod(event))
              .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
              .addJavadoc("$L ({@link $T})\n", Comments.javadoc(event.description()), recordName(event))
              .addParameter(TypeName.LONG, "ns")
              .addParameter(TypeName.INT, "core")
              .addException(IOException.class);
      for (Parameter p : JavaVisitorEmitter.fieldParameters(event)) {
        method.addParameter(handlerType(p), p.name());
      }
      type.addMethod(method.build());
    }
    type.addMethod(MethodSpec.methodBuilder("onAppEvent")
        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
        .addJavadoc("An event of an application group, or one decoded at run time, as its record.\n")
        .addParameter(TypeName.LONG, "ns")
        .addParameter(TypeName.INT, "core")
        .addParameter(TRACE_EVENT, "event")
        .addException(IOException.class)
        .build());
    return type.build();
  }

  private static TypeSpec packedSink() {
    return TypeSpec.interfaceBuilder(PACKED_SINK)
        .addModifiers(Modifier.PUBLIC)
        .addAnnotation(FunctionalInterface.class)
        .addJavadoc("Takes each decoded event as primitives, to be stored in arrays and handed on without a\n"
            + "record per event ({@link $T} reads them back).\n", PACKED_EVENTS)
        .addMethod(MethodSpec.methodBuilder("packed")
            .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
            .addParameter(TypeName.INT, "id")
            .addParameter(TypeName.BOOLEAN, "timed")
            .addParameter(TypeName.LONG, "ticks")
            .addParameter(TypeName.LONG, "a")
            .addParameter(TypeName.LONG, "b")
            .addParameter(TypeName.LONG, "c")
            .addParameter(Object.class, "ref")
            .addJavadoc("One decoded event.\n\n@param id the event's id byte\n"
                + "@param timed whether the event is a {@link $T}\n"
                + "@param ticks its timestamp in ticks if it is timed, else 0\n"
                + "@param a its numeric fields and presence flags in catalogue order, unused words 0\n"
                + "@param b the second word\n"
                + "@param c the third word\n"
                + "@param ref its string field, or null; the event's record if it is not packed into words\n",
                TIMED_EVENT)
            .build())
        .build();
  }

  /** A parameter's value as a word: integers as they are, flags 0 or 1, enums by ordinal, floats by their bits. */
  private static CodeBlock word(Event event, Parameter p) {
    if (p.type().equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("$L ? 1 : 0", p.name());
    }
    return switch (p.field().type().kind()) {
      case ENUM -> CodeBlock.of(event.optional().contains(p.field()) ? "$1L == null ? -1 : $1L.ordinal()" : "$1L.ordinal()", p.name());
      // The float's own bits: widening a signalling NaN to a double may quiet it.
      case F32 -> CodeBlock.of("$T.floatToRawIntBits($L)", Float.class, p.name());
      case F64 -> CodeBlock.of("$T.doubleToRawLongBits($L)", Double.class, p.name());
      default -> CodeBlock.of("$L", p.name());
    };
  }

  /** The inverse of {@link #word}: the parameter's value from {@code word}. */
  private static CodeBlock unpack(Event event, Parameter p, String word) {
    if (p.type().equals(TypeName.BOOLEAN)) {
      return CodeBlock.of("$L != 0", word);
    }
    return switch (p.field().type().kind()) {
      case ENUM -> CodeBlock.of(event.optional().contains(p.field()) ? "$1L < 0 ? null : $2L[(int) $1L]" : "$2L[(int) $1L]",
          word, constants(p.field().type().enumName()));
      case F32 -> CodeBlock.of("$T.intBitsToFloat((int) $L)", Float.class, word);
      case F64 -> CodeBlock.of("$T.longBitsToDouble($L)", Double.class, word);
      default -> p.type().equals(TypeName.LONG) ? CodeBlock.of("$L", word) : CodeBlock.of("($T) $L", p.type(), word);
    };
  }

  /** The field of {@code PackedEvents} that holds an enum's constants, by ordinal. */
  private static String constants(String enumName) {
    return JavaNames.upperSnake(enumName);
  }

  /** The values of an event's field parameters read back from the words and the reference. */
  private static List<CodeBlock> unpacked(Event event) {
    List<CodeBlock> values = new ArrayList<>();
    int words = 0;
    for (Parameter p : JavaVisitorEmitter.fieldParameters(event)) {
      values.add(isString(p) ? CodeBlock.of("($T) ref", String.class) : unpack(event, p, WORDS.get(words++)));
    }
    return values;
  }

  /** The words and the reference a packed event is handed on as. */
  private static CodeBlock packedArguments(Event event) {
    List<CodeBlock> words = new ArrayList<>();
    CodeBlock ref = CodeBlock.of("null");
    for (Parameter p : JavaVisitorEmitter.fieldParameters(event)) {
      if (!isString(p)) {
        words.add(word(event, p));
      } else {
        ref = p.type().equals(STR_VIEW) ? CodeBlock.of("$L.toString()", p.name()) : CodeBlock.of("$L", p.name());
      }
    }
    while (words.size() < WORDS.size()) {
      words.add(CodeBlock.of("0"));
    }
    return CodeBlock.of("$L, $L", CodeBlock.join(words, ", "), ref);
  }

  private TypeSpec packer() {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(PACKER)
            .addModifiers(Modifier.PUBLIC)
            .addSuperinterface(VISITOR)
            .addJavadoc("Hands each decoded event to a {@link $T} as primitives: a built-in event's fields in the\n"
                + "words (and its string as a String), without making any other object; an event that does not\n"
                + "fit, of an application group or decoded at run time, as its record. A subclass that\n"
                + "overrides a method sees that event on its way, and calls it to pack the event.\n", PACKED_SINK)
            .addField(PACKED_SINK, "sink", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addParameter(PACKED_SINK, "sink")
                .addStatement("this.sink = $T.requireNonNull(sink, $S)", java.util.Objects.class, "sink")
                .build());
    List<Event> packed = packed();
    for (Event event : catalogue.events()) {
      MethodSpec.Builder method = MethodSpec.methodBuilder(JavaVisitorEmitter.visitMethod(event))
          .addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC);
      if (event.hasTimestamp()) {
        method.addParameter(TypeName.LONG, "ts");
      }
      for (Parameter p : JavaVisitorEmitter.fieldParameters(event)) {
        method.addParameter(p.type(), p.name());
      }
      CodeBlock arguments = packed.contains(event) ? packedArguments(event) : CodeBlock.of("0, 0, 0, $L", JavaVisitorEmitter.newRecord(event));
      method.addStatement("sink.packed($T.ID, $L, $L, $L)", recordName(event), event.hasTimestamp(),
          event.hasTimestamp() ? "ts" : "0", arguments);
      type.addMethod(method.build());
    }
    type.addMethod(MethodSpec.methodBuilder(JavaVisitorEmitter.DYNAMIC_VISIT)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(TRACE_EVENT, "event")
        .beginControlFlow("if (event instanceof $T timed)", TIMED_EVENT)
        .addStatement("sink.packed(event.eventId(), true, timed.ts(), 0, 0, 0, event)")
        .nextControlFlow("else")
        .addStatement("sink.packed(event.eventId(), false, 0, 0, 0, 0, event)")
        .endControlFlow()
        .build());
    type.addMethod(packRecord());
    return type.build();
  }

  private TypeSpec packedEvents() {
    TypeSpec.Builder type =
        TypeSpec.classBuilder(PACKED_EVENTS)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc("Reads back the events an {@link $T} packed: hands them to an {@link $T}, and\n"
                + "makes an event's record only where an API asks for one.\n", PACKER, HANDLER)
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    SortedSet<String> enums = new TreeSet<>();
    CodeBlock.Builder calls = CodeBlock.builder();
    CodeBlock.Builder records = CodeBlock.builder();
    for (Event event : packed()) {
      List<Parameter> parameters = JavaVisitorEmitter.fieldParameters(event);
      List<CodeBlock> values = unpacked(event);
      List<CodeBlock> arguments = new ArrayList<>(List.of(CodeBlock.of("ns"), CodeBlock.of("core")));
      arguments.addAll(values);
      calls.addStatement("case $L -> handler.$L($L)", hexId(event), JavaVisitorEmitter.visitMethod(event),
          CodeBlock.join(arguments, ", "));
      List<CodeBlock> components = new ArrayList<>();
      if (event.hasTimestamp()) {
        components.add(CodeBlock.of("ticks"));
      }
      CodeBlock has = null; // the flag before an optional field
      for (int i = 0; i < parameters.size(); i++) {
        Parameter p = parameters.get(i);
        if (p.presence()) {
          has = values.get(i);
        } else {
          components.add(JavaVisitorEmitter.recordArgument(event, p.field(), values.get(i), has));
          if (p.field().type().isEnum()) {
            enums.add(p.field().type().enumName());
          }
        }
      }
      records.add("case $L -> new $T($L);\n", hexId(event), recordName(event), CodeBlock.join(components, ", "));
    }
    CodeBlock refuse = CodeBlock.of("throw new $T($S + id)", IllegalArgumentException.class, "no event packed into words has id ");
    for (String name : enums) {
      ClassName enumType = enumName(name);
      type.addField(FieldSpec.builder(ArrayTypeName.of(enumType), constants(name), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.values()", enumType)
          .build());
    }
    type.addMethod(MethodSpec.methodBuilder("replay")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("Hands a packed event to {@code handler}, placed at {@code ns} on {@code core}.\n\n"
            + "@throws IllegalArgumentException when {@code ref} is no record and no event of id {@code id} is packed into words\n")
        .addParameter(TypeName.INT, "id")
        .addParameter(TypeName.LONG, "ns")
        .addParameter(TypeName.INT, "core")
        .addParameters(wordParameters())
        .addParameter(HANDLER, "handler")
        .addException(IOException.class)
        .beginControlFlow("if (ref instanceof $T e)", TRACE_EVENT)
        .addStatement("replay(e, ns, core, handler)")
        .addStatement("return")
        .endControlFlow()
        .addCode(calls.isEmpty() ? CodeBlock.of("$L;\n", refuse) : CodeBlock.builder()
            .beginControlFlow("switch (id)").add(calls.build()).addStatement("default -> $L", refuse).endControlFlow().build())
        .build());
    type.addMethod(replayRecord());
    type.addMethod(MethodSpec.methodBuilder("record")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("The record of a packed event, equal to the one a {@link $T} makes of it.\n\n"
            + "@throws IllegalArgumentException when {@code ref} is no record and no event of id {@code id} is packed into words\n",
            JavaCodec.RECORDING)
        .returns(TRACE_EVENT)
        .addParameter(TypeName.INT, "id")
        .addParameter(TypeName.LONG, "ticks")
        .addParameters(wordParameters())
        .beginControlFlow("if (ref instanceof $T e)", TRACE_EVENT)
        .addStatement("return e")
        .endControlFlow()
        .addCode(records.isEmpty() ? CodeBlock.of("$L;\n", refuse) : CodeBlock.builder()
            .add("return switch (id) {\n").indent().add(records.build()).add("default -> $L;\n", refuse).unindent().add("};\n").build())
        .build());
    return type.build();
  }

  /** The words and the reference, as {@code PackedSink} takes them. */
  private static List<ParameterSpec> wordParameters() {
    List<ParameterSpec> parameters = new ArrayList<>();
    for (String word : WORDS) {
      parameters.add(ParameterSpec.builder(TypeName.LONG, word).build());
    }
    parameters.add(ParameterSpec.builder(Object.class, "ref").build());
    return parameters;
  }

  /** Hands a record to its typed method, its optional fields as the visitor gets them. */
  private MethodSpec replayRecord() {
    CodeBlock calls = recordSwitch(event -> {
      List<CodeBlock> arguments = new ArrayList<>(List.of(CodeBlock.of("ns"), CodeBlock.of("core")));
      arguments.addAll(recordValues(event, false));
      return CodeBlock.of("handler.$L($L)", JavaVisitorEmitter.visitMethod(event), CodeBlock.join(arguments, ", "));
    });
    return MethodSpec.methodBuilder("replay")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("Hands an event's record to {@code handler}, placed at {@code ns} on {@code core}: a built-in\n"
            + "event's to its typed method, any other (a run-time decoded one too, whatever its id) to\n"
            + "{@link $T#onAppEvent}.\n", HANDLER)
        .addParameter(TRACE_EVENT, "event")
        .addParameter(TypeName.LONG, "ns")
        .addParameter(TypeName.INT, "core")
        .addParameter(HANDLER, "handler")
        .addException(IOException.class)
        .addCode(calls)
        .addStatement("handler.onAppEvent(ns, core, event)")
        .build();
  }

  /**
   * A switch on {@code event}'s id that makes {@code call} of each built-in event's record {@code
   * e} and returns; an event whose record is of another class (decoded at run time) falls through.
   * Empty without built-in events.
   */
  private CodeBlock recordSwitch(Function<Event, CodeBlock> call) {
    if (builtin.isEmpty()) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder calls = CodeBlock.builder().beginControlFlow("switch (event.eventId())");
    for (Event event : builtin) {
      calls.beginControlFlow("case $L ->", hexId(event))
          .beginControlFlow("if (event instanceof $T e)", recordName(event))
          .addStatement(call.apply(event))
          .addStatement("return")
          .endControlFlow()
          .endControlFlow();
    }
    return calls.endControlFlow().build();
  }

  /**
   * The field parameters of record {@code e} of {@code event}, as its visitor method takes them
   * (optional fields as flag and value); where {@code views}, the strings it takes as views (a {@code
   * StrView}) as views of the record's.
   */
  private static List<CodeBlock> recordValues(Event event, boolean views) {
    List<CodeBlock> values = new ArrayList<>();
    for (Parameter p : JavaVisitorEmitter.fieldParameters(event)) {
      String component = JavaCodec.javaName(p.field());
      if (p.presence()) {
        values.add(CodeBlock.of("e.$L().isPresent()", component));
      } else if (event.optional().contains(p.field())) {
        values.add(CodeBlock.of("e.$L().orElse($L)", component, p.field().type().isEnum() ? "null" : "0"));
      } else if (views && p.type().equals(STR_VIEW)) {
        values.add(CodeBlock.of("$T.of(e.$L())", STR_VIEW, component));
      } else {
        values.add(CodeBlock.of("e.$L()", component));
      }
    }
    return values;
  }

  /**
   * Packs a record as its visitor method would have been called by the decoder, so that a
   * subclass sees a record (from a dial9 archive, say) as it sees a decoded event.
   */
  private MethodSpec packRecord() {
    CodeBlock calls = recordSwitch(event -> {
      List<CodeBlock> arguments = new ArrayList<>();
      if (event.hasTimestamp()) {
        arguments.add(CodeBlock.of("e.ts()"));
      }
      arguments.addAll(recordValues(event, true));
      return CodeBlock.of("$L($L)", JavaVisitorEmitter.visitMethod(event), CodeBlock.join(arguments, ", "));
    });
    return MethodSpec.methodBuilder("pack")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Packs {@code event}: a built-in event's record through its visitor method, any other as\n"
            + "{@link #$L} packs it.\n", JavaVisitorEmitter.DYNAMIC_VISIT)
        .addParameter(TRACE_EVENT, "event")
        .addCode(calls)
        .addStatement("$L(event)", JavaVisitorEmitter.DYNAMIC_VISIT)
        .build();
  }

  private static String hexId(Event event) {
    return String.format("0x%02X", event.id());
  }
}
