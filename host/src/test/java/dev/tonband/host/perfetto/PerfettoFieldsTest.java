// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor.Type;
import com.google.protobuf.Descriptors.FileDescriptor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Our writer's field numbers and types ({@link PerfettoProto}) against the project's subset of
 * Perfetto's schema (src/test/proto/perfetto_subset.proto), which {@link PerfettoSubsetTest} checks
 * against the official one: so every field the writer writes is in the subset that a checkout
 * without the official schema checks traces with, and through it matches the official schema.
 * Each constant names a field of the message its class is named after, and the test says which
 * type the writer encodes it as; enum values are checked by name. A wrong number, a wrong type or
 * a constant the test does not list fails.
 */
class PerfettoFieldsTest {
  private static final FileDescriptor SCHEMA = TraceCheck.subsetSchema();
  private final Set<String> checked = new HashSet<>();
  private final List<String> mismatches = new ArrayList<>();

  @Test
  void everyFieldNumberAndTypeWeWriteIsTheOfficialSchemas() throws Exception {
    field(PerfettoProto.Trace.class, "PACKET", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "TIMESTAMP", Type.UINT64);
    field(PerfettoProto.TracePacket.class, "TIMESTAMP_CLOCK_ID", Type.UINT32);
    field(PerfettoProto.TracePacket.class, "TRUSTED_PACKET_SEQUENCE_ID", Type.UINT32);
    field(PerfettoProto.TracePacket.class, "TRACK_EVENT", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "INTERNED_DATA", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "SEQUENCE_FLAGS", Type.UINT32);
    field(PerfettoProto.TracePacket.class, "CLOCK_SNAPSHOT", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "TRACE_PACKET_DEFAULTS", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "TRACK_DESCRIPTOR", Type.MESSAGE);
    field(PerfettoProto.TracePacket.class, "FIRST_PACKET_ON_SEQUENCE", Type.BOOL);
    enumValue(PerfettoProto.TracePacket.class, "SEQ_INCREMENTAL_STATE_CLEARED", "TracePacket.SequenceFlags");
    enumValue(PerfettoProto.TracePacket.class, "SEQ_NEEDS_INCREMENTAL_STATE", "TracePacket.SequenceFlags");
    field(PerfettoProto.TracePacketDefaults.class, "TIMESTAMP_CLOCK_ID", Type.UINT32);
    field(PerfettoProto.TracePacketDefaults.class, "TRACK_EVENT_DEFAULTS", Type.MESSAGE);
    field(PerfettoProto.TrackEventDefaults.class, "TRACK_UUID", Type.UINT64);
    field(PerfettoProto.ClockSnapshot.class, "CLOCKS", Type.MESSAGE);
    field(PerfettoProto.ClockSnapshot.Clock.class, "CLOCK_ID", Type.UINT32);
    field(PerfettoProto.ClockSnapshot.Clock.class, "TIMESTAMP", Type.UINT64);
    field(PerfettoProto.ClockSnapshot.Clock.class, "IS_INCREMENTAL", Type.BOOL);
    field(PerfettoProto.ClockSnapshot.Clock.class, "UNIT_MULTIPLIER_NS", Type.UINT64);
    enumValue(PerfettoProto.ClockSnapshot.Clock.class, "BOOTTIME", "ClockSnapshot.Clock.BuiltinClocks");
    field(PerfettoProto.InternedData.class, "EVENT_NAMES", Type.MESSAGE);
    field(PerfettoProto.InternedData.class, "DEBUG_ANNOTATION_NAMES", Type.MESSAGE);
    field(PerfettoProto.EventName.class, "IID", Type.UINT64);
    field(PerfettoProto.EventName.class, "NAME", Type.STRING);
    field(PerfettoProto.DebugAnnotationName.class, "IID", Type.UINT64);
    field(PerfettoProto.DebugAnnotationName.class, "NAME", Type.STRING);
    field(PerfettoProto.TrackDescriptor.class, "UUID", Type.UINT64);
    field(PerfettoProto.TrackDescriptor.class, "NAME", Type.STRING);
    field(PerfettoProto.TrackDescriptor.class, "PROCESS", Type.MESSAGE);
    field(PerfettoProto.TrackDescriptor.class, "PARENT_UUID", Type.UINT64);
    field(PerfettoProto.TrackDescriptor.class, "COUNTER", Type.MESSAGE);
    field(PerfettoProto.TrackDescriptor.class, "SIBLING_MERGE_BEHAVIOR", Type.ENUM);
    enumValue(PerfettoProto.TrackDescriptor.class, "SIBLING_MERGE_BEHAVIOR_NONE", "TrackDescriptor.SiblingMergeBehavior");
    field(PerfettoProto.ProcessDescriptor.class, "PID", Type.INT32);
    field(PerfettoProto.ProcessDescriptor.class, "PROCESS_NAME", Type.STRING);
    field(PerfettoProto.CounterDescriptor.class, "UNIT", Type.ENUM);
    field(PerfettoProto.CounterDescriptor.class, "UNIT_NAME", Type.STRING);
    enumValue(PerfettoProto.CounterDescriptor.class, "UNIT_COUNT", "CounterDescriptor.Unit");
    enumValue(PerfettoProto.CounterDescriptor.class, "UNIT_SIZE_BYTES", "CounterDescriptor.Unit");
    field(PerfettoProto.TrackEvent.class, "DEBUG_ANNOTATIONS", Type.MESSAGE);
    field(PerfettoProto.TrackEvent.class, "TYPE", Type.ENUM);
    field(PerfettoProto.TrackEvent.class, "NAME_IID", Type.UINT64);
    field(PerfettoProto.TrackEvent.class, "NAME", Type.STRING);
    field(PerfettoProto.TrackEvent.class, "COUNTER_VALUE", Type.INT64);
    field(PerfettoProto.TrackEvent.class, "DOUBLE_COUNTER_VALUE", Type.DOUBLE);
    for (String type : List.of("TYPE_SLICE_BEGIN", "TYPE_SLICE_END", "TYPE_INSTANT", "TYPE_COUNTER")) {
      enumValue(PerfettoProto.TrackEvent.class, type, "TrackEvent.Type");
    }
    field(PerfettoProto.DebugAnnotation.class, "NAME_IID", Type.UINT64);
    field(PerfettoProto.DebugAnnotation.class, "NAME", Type.STRING);
    field(PerfettoProto.DebugAnnotation.class, "BOOL_VALUE", Type.BOOL);
    field(PerfettoProto.DebugAnnotation.class, "UINT_VALUE", Type.UINT64);
    field(PerfettoProto.DebugAnnotation.class, "INT_VALUE", Type.INT64);
    field(PerfettoProto.DebugAnnotation.class, "DOUBLE_VALUE", Type.DOUBLE);
    field(PerfettoProto.DebugAnnotation.class, "STRING_VALUE", Type.STRING);

    assertWithMessage("constants that differ from the project's subset of Perfetto's schema").that(mismatches).isEmpty();
    assertWithMessage("constants of PerfettoProto this test does not check").that(unchecked(PerfettoProto.class)).isEmpty();
  }

  private void field(Class<?> message, String constant, Type type) throws Exception {
    FieldDescriptor f = message(message).findFieldByName(constant.toLowerCase());
    int ours = value(message, constant);
    if (f == null || f.getNumber() != ours || f.getType() != type) {
      mismatches.add(message.getSimpleName() + "." + constant + " = " + ours + " (" + type + "); subset: "
          + (f == null ? "no such field" : f.getNumber() + " (" + f.getType() + ")"));
    }
  }

  private void enumValue(Class<?> message, String constant, String enumName) throws Exception {
    String[] path = enumName.split("\\.");
    Descriptor outer = SCHEMA.findMessageTypeByName(path[0]);
    for (int i = 1; i < path.length - 1; i++) {
      outer = outer.findNestedTypeByName(path[i]);
    }
    EnumValueDescriptor v = outer.findEnumTypeByName(path[path.length - 1]).findValueByName(constant);
    int ours = value(message, constant);
    if (v == null || v.getNumber() != ours) {
      mismatches.add(message.getSimpleName() + "." + constant + " = " + ours + "; subset: " + (v == null ? "no such value" : v.getNumber()));
    }
  }

  private static Descriptor message(Class<?> message) {
    Class<?> outer = message.getEnclosingClass();
    return outer == PerfettoProto.class
        ? SCHEMA.findMessageTypeByName(message.getSimpleName())
        : message(outer).findNestedTypeByName(message.getSimpleName());
  }

  private int value(Class<?> message, String constant) throws Exception {
    checked.add(message.getName() + "." + constant);
    Field f = message.getDeclaredField(constant);
    f.setAccessible(true);
    return f.getInt(null);
  }

  private List<String> unchecked(Class<?> holder) {
    List<String> missing = new ArrayList<>();
    for (Class<?> message : holder.getDeclaredClasses()) {
      for (Field f : message.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) && f.getType() == int.class && !checked.contains(message.getName() + "." + f.getName())) {
          missing.add(message.getSimpleName() + "." + f.getName());
        }
      }
      missing.addAll(unchecked(message));
    }
    return missing;
  }
}
