// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Field;
import dev.tonband.generator.catalogue.FieldKind;

/**
 * The generated half of the Java codec, in {@code generated-java/src/generated/java}: where it
 * goes, the names of its classes (and of the hand-written ones it uses), and how a field becomes a
 * record component or a visitor parameter. One emitter writes each family of its classes: {@link
 * JavaRecordEmitter} the records and enums, {@link JavaInterfacesEmitter} the sealed interfaces
 * over them, {@link JavaVisitorEmitter} the visitor, the decoder and the record adapters, {@link
 * EventTypesEmitter} the catalogue as a run-time table, {@link JavaHandlerEmitter} the typed
 * handler and the packed form of events.
 */
public final class JavaCodec {
  public static final String SOURCE_ROOT = "generated-java/src/generated/java";
  static final String PACKAGE = "dev.tonband.codec.events";

  static final ClassName CURSOR = ClassName.get("dev.tonband.codec", "PayloadCursor");
  static final ClassName STR_VIEW = ClassName.get("dev.tonband.codec", "StrView");
  static final ClassName FRAME_EXCEPTION = ClassName.get("dev.tonband.codec", "FrameException");
  static final ClassName ERROR_KIND = ClassName.get("dev.tonband.codec", "ErrorKind");
  static final ClassName EVENT_TYPE = ClassName.get("dev.tonband.codec", "EventType");
  static final ClassName CATALOGUE_FIELD = ClassName.get("dev.tonband.codec", "CatalogueField");
  static final ClassName WIRE_TYPE = ClassName.get("dev.tonband.codec", "WireType");
  static final ClassName DYNAMIC_EVENT = ClassName.get("dev.tonband.codec", "DynamicEvent");
  static final ClassName DYNAMIC_EVENT_TYPE = ClassName.get("dev.tonband.codec", "DynamicEventType");
  static final ClassName TRACE_EVENT = ClassName.get(PACKAGE, "TraceEvent");
  static final ClassName TIMED_EVENT = ClassName.get(PACKAGE, "TimedEvent");
  static final ClassName METADATA_EVENT = ClassName.get(PACKAGE, "MetadataEvent");
  static final ClassName VISITOR = ClassName.get(PACKAGE, "EventVisitor");
  static final ClassName DECODER = ClassName.get(PACKAGE, "EventDecoder");
  static final ClassName RECORDING = ClassName.get(PACKAGE, "RecordingVisitor");
  static final ClassName RECORD_SINK = ClassName.get(PACKAGE, "RecordSink");
  static final ClassName EVENT_TYPES = ClassName.get(PACKAGE, "EventTypes");
  static final ClassName HANDLER = ClassName.get(PACKAGE, "EventHandler");
  static final ClassName PACKED_SINK = ClassName.get(PACKAGE, "PackedSink");
  static final ClassName PACKER = ClassName.get(PACKAGE, "EventPacker");
  static final ClassName PACKED_EVENTS = ClassName.get(PACKAGE, "PackedEvents");
  /** The records of events decoded at run time from a catalogue the tools are given. */
  static final ClassName DYNAMIC_TIMED = ClassName.get(PACKAGE, "DynamicTimedEvent");
  static final ClassName DYNAMIC_METADATA = ClassName.get(PACKAGE, "DynamicMetadataEvent");

  private JavaCodec() {}

  /** Every generated class of the codec, each by the emitter of its family. */
  public static void emit(Catalogue catalogue, GeneratedFiles out) {
    out.own(SOURCE_ROOT);
    JavaRecordEmitter.emit(catalogue, out);
    JavaInterfacesEmitter.emit(catalogue, out);
    JavaVisitorEmitter.emit(catalogue, out);
    JavaHandlerEmitter.emit(catalogue, out);
    EventTypesEmitter.emit(catalogue, out);
  }

  static ClassName recordName(Event event) {
    return ClassName.get(PACKAGE, JavaNames.upperCamel(event.symbol()));
  }

  static ClassName enumName(String name) {
    return ClassName.get(PACKAGE, name);
  }

  /** The record component type of a field. */
  static TypeName recordType(Field field, boolean optional) {
    return optional ? JavaTypes.optional(field.type()) : JavaTypes.component(field.type());
  }

  /** The visitor parameter type of a field: primitives, and a view instead of a String. */
  static TypeName visitorType(Field field) {
    return field.type().kind() == FieldKind.STR ? STR_VIEW : recordType(field, false);
  }

  static String javaName(Field field) {
    return JavaNames.lowerCamel(field.name());
  }
}
