// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

/**
 * The field numbers and enum values of Perfetto's trace format that {@link PerfettoWriter} writes,
 * by message, named after the official schema ({@code perfetto_trace.proto}, package {@code
 * perfetto.protos}); the comment gives each field's type there. {@code PerfettoFieldsTest} checks
 * every number and type here against the official proto.
 */
final class PerfettoProto {
  private PerfettoProto() {}

  static final class Trace {
    /** repeated TracePacket */
    static final int PACKET = 1;
  }

  static final class TracePacket {
    /** uint64 */
    static final int TIMESTAMP = 8;
    /** uint32 */
    static final int TIMESTAMP_CLOCK_ID = 58;
    /** uint32 */
    static final int TRUSTED_PACKET_SEQUENCE_ID = 10;
    /** TrackEvent */
    static final int TRACK_EVENT = 11;
    /** InternedData */
    static final int INTERNED_DATA = 12;
    /** uint32 */
    static final int SEQUENCE_FLAGS = 13;
    /** ClockSnapshot */
    static final int CLOCK_SNAPSHOT = 6;
    /** TracePacketDefaults */
    static final int TRACE_PACKET_DEFAULTS = 59;
    /** TrackDescriptor */
    static final int TRACK_DESCRIPTOR = 60;
    /** bool */
    static final int FIRST_PACKET_ON_SEQUENCE = 87;

    /** SequenceFlags.SEQ_INCREMENTAL_STATE_CLEARED */
    static final int SEQ_INCREMENTAL_STATE_CLEARED = 1;
    /** SequenceFlags.SEQ_NEEDS_INCREMENTAL_STATE */
    static final int SEQ_NEEDS_INCREMENTAL_STATE = 2;
  }

  static final class TracePacketDefaults {
    /** uint32 */
    static final int TIMESTAMP_CLOCK_ID = 58;
    /** TrackEventDefaults */
    static final int TRACK_EVENT_DEFAULTS = 11;
  }

  static final class TrackEventDefaults {
    /** uint64 */
    static final int TRACK_UUID = 11;
  }

  static final class ClockSnapshot {
    /** repeated Clock */
    static final int CLOCKS = 1;

    static final class Clock {
      /** uint32 */
      static final int CLOCK_ID = 1;
      /** uint64 */
      static final int TIMESTAMP = 2;
      /** bool */
      static final int IS_INCREMENTAL = 3;
      /** uint64 */
      static final int UNIT_MULTIPLIER_NS = 4;

      /** BuiltinClocks.BOOTTIME, the clock of timestamps that name no other. */
      static final int BOOTTIME = 6;
    }
  }

  static final class InternedData {
    /** repeated EventName */
    static final int EVENT_NAMES = 2;
    /** repeated DebugAnnotationName */
    static final int DEBUG_ANNOTATION_NAMES = 3;
  }

  static final class EventName {
    /** uint64 */
    static final int IID = 1;
    /** string */
    static final int NAME = 2;
  }

  static final class DebugAnnotationName {
    /** uint64 */
    static final int IID = 1;
    /** string */
    static final int NAME = 2;
  }

  static final class TrackDescriptor {
    /** uint64 */
    static final int UUID = 1;
    /** string */
    static final int NAME = 2;
    /** ProcessDescriptor */
    static final int PROCESS = 3;
    /** uint64 */
    static final int PARENT_UUID = 5;
    /** CounterDescriptor */
    static final int COUNTER = 8;
    /** SiblingMergeBehavior */
    static final int SIBLING_MERGE_BEHAVIOR = 15;

    /** SiblingMergeBehavior.SIBLING_MERGE_BEHAVIOR_NONE */
    static final int SIBLING_MERGE_BEHAVIOR_NONE = 2;
  }

  static final class ProcessDescriptor {
    /** int32 */
    static final int PID = 1;
    /** string */
    static final int PROCESS_NAME = 6;
  }

  static final class CounterDescriptor {
    /** Unit */
    static final int UNIT = 3;
    /** string */
    static final int UNIT_NAME = 6;

    /** Unit.UNIT_COUNT */
    static final int UNIT_COUNT = 2;
    /** Unit.UNIT_SIZE_BYTES */
    static final int UNIT_SIZE_BYTES = 3;
  }

  static final class TrackEvent {
    /** repeated DebugAnnotation */
    static final int DEBUG_ANNOTATIONS = 4;
    /** Type */
    static final int TYPE = 9;
    /** uint64 */
    static final int NAME_IID = 10;
    /** string */
    static final int NAME = 23;
    /** int64 */
    static final int COUNTER_VALUE = 30;
    /** double */
    static final int DOUBLE_COUNTER_VALUE = 44;

    /** Type.TYPE_SLICE_BEGIN */
    static final int TYPE_SLICE_BEGIN = 1;
    /** Type.TYPE_SLICE_END */
    static final int TYPE_SLICE_END = 2;
    /** Type.TYPE_INSTANT */
    static final int TYPE_INSTANT = 3;
    /** Type.TYPE_COUNTER */
    static final int TYPE_COUNTER = 4;
  }

  static final class DebugAnnotation {
    /** uint64 */
    static final int NAME_IID = 1;
    /** string */
    static final int NAME = 10;
    /** bool */
    static final int BOOL_VALUE = 2;
    /** uint64 */
    static final int UINT_VALUE = 3;
    /** int64 */
    static final int INT_VALUE = 4;
    /** double */
    static final int DOUBLE_VALUE = 5;
    /** string */
    static final int STRING_VALUE = 6;
  }
}
