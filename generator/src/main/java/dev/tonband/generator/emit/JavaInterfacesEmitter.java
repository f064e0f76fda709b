// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_METADATA;
import static dev.tonband.generator.emit.JavaCodec.DYNAMIC_TIMED;
import static dev.tonband.generator.emit.JavaCodec.METADATA_EVENT;
import static dev.tonband.generator.emit.JavaCodec.TIMED_EVENT;
import static dev.tonband.generator.emit.JavaCodec.TRACE_EVENT;
import static dev.tonband.generator.emit.JavaCodec.recordName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** The sealed interfaces over the records: {@code TraceEvent}, {@code TimedEvent}, {@code MetadataEvent}. */
final class JavaInterfacesEmitter {
  private JavaInterfacesEmitter() {}

  static void emit(Catalogue catalogue, GeneratedFiles out) {
    List<ClassName> timed = new ArrayList<>();
    List<ClassName> metadata = new ArrayList<>();
    for (Event event : catalogue.events()) {
      (event.metadata() ? metadata : timed).add(recordName(event));
    }
    timed.add(DYNAMIC_TIMED);
    metadata.add(DYNAMIC_METADATA);
    GeneratedJava.write(out, catalogue, JavaInterfacesEmitter.class, rootInterface(timed, metadata));
    GeneratedJava.write(out, catalogue, JavaInterfacesEmitter.class, timedInterface(timed));
    GeneratedJava.write(out, catalogue, JavaInterfacesEmitter.class, metadataInterface(metadata));
  }

  private static TypeSpec rootInterface(List<ClassName> timed, List<ClassName> metadata) {
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

  private static TypeSpec timedInterface(List<ClassName> timed) {
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

  private static TypeSpec metadataInterface(List<ClassName> metadata) {
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
}
