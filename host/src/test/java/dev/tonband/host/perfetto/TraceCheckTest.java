// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.host.perfetto.PerfettoProto.ClockSnapshot;
import dev.tonband.host.perfetto.PerfettoProto.EventName;
import dev.tonband.host.perfetto.PerfettoProto.InternedData;
import dev.tonband.host.perfetto.PerfettoProto.TracePacket;
import dev.tonband.host.perfetto.PerfettoProto.TrackDescriptor;
import dev.tonband.host.perfetto.PerfettoProto.TrackEvent;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The check must fail on the mistakes it exists for; each trace here is written field by field,
 * with one rule of Perfetto's importer broken.
 */
class TraceCheckTest {
  private static final int SEQUENCE = 1;
  /** TrackEvent.track_uuid, which our writer leaves to the sequence's defaults. */
  private static final int TRACK_UUID = officialField("TrackEvent", "track_uuid");
  private static final int TRACK_EVENT_DEFAULTS = officialField("TracePacketDefaults", "track_event_defaults");
  private static final int DEFAULT_TRACK_UUID = officialField("TrackEventDefaults", "track_uuid");
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final ProtoWriter out = new ProtoWriter(bytes);

  private static int officialField(String message, String field) {
    return TraceCheck.schema().findMessageTypeByName(message).findFieldByName(field).getNumber();
  }

  private int packet(int flags) {
    return packet(SEQUENCE, flags);
  }

  private int packet(int sequence, int flags) {
    int p = out.begin(PerfettoProto.Trace.PACKET);
    out.varint(TracePacket.TRUSTED_PACKET_SEQUENCE_ID, sequence);
    out.varint(TracePacket.SEQUENCE_FLAGS, flags);
    return p;
  }

  /** Clears the sequence's incremental state and makes {@code uuid} its default track. */
  private void defaultTrack(int sequence, long uuid) {
    int p = packet(sequence, TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int defaults = out.begin(TracePacket.TRACE_PACKET_DEFAULTS);
    int events = out.begin(TRACK_EVENT_DEFAULTS);
    out.varint(DEFAULT_TRACK_UUID, uuid);
    out.end(events);
    out.end(defaults);
    out.end(p);
  }

  /** A slice begin or end on the sequence's default track, at an absolute time. */
  private void slice(int sequence, int type, long ns, int flags) {
    int p = packet(sequence, flags);
    out.varint(TracePacket.TIMESTAMP, ns);
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, type);
    if (type == TrackEvent.TYPE_SLICE_BEGIN) {
      out.string(TrackEvent.NAME, "work");
    }
    out.end(e);
    out.end(p);
  }

  private void descriptor(long uuid, String name, boolean unmergeable) {
    int p = packet(TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int d = out.begin(TracePacket.TRACK_DESCRIPTOR);
    out.varint(TrackDescriptor.UUID, uuid);
    out.string(TrackDescriptor.NAME, name);
    if (unmergeable) {
      out.varint(TrackDescriptor.SIBLING_MERGE_BEHAVIOR, TrackDescriptor.SIBLING_MERGE_BEHAVIOR_NONE);
    }
    out.end(d);
    out.end(p);
  }

  private void instant(long uuid, long ns, long nameIid, int flags) {
    instant(SEQUENCE, uuid, ns, nameIid, flags);
  }

  private void instant(int sequence, long uuid, long ns, long nameIid, int flags) {
    int p = packet(sequence, flags);
    out.varint(TracePacket.TIMESTAMP, ns);
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, TrackEvent.TYPE_INSTANT);
    out.varint(TRACK_UUID, uuid);
    out.varint(TrackEvent.NAME_IID, nameIid);
    out.end(e);
    out.end(p);
  }

  private void internedName(long iid, String name) {
    int p = packet(TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    int data = out.begin(TracePacket.INTERNED_DATA);
    int entry = out.begin(InternedData.EVENT_NAMES);
    out.varint(EventName.IID, iid);
    out.string(EventName.NAME, name);
    out.end(entry);
    out.end(data);
    out.end(p);
  }

  private String failure() throws Exception {
    out.flush();
    return assertThrows(AssertionError.class, () -> TraceCheck.of(bytes.toByteArray())).getMessage();
  }

  @Test
  void aWellFormedTracePasses() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.flush();

    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly("track: I tick @100");
  }

  @Test
  void anInternedNameUsedBeforeItIsDefinedFails() throws Exception {
    descriptor(5, "track", true);
    instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);

    assertThat(failure()).contains("interned id 1 used before it was defined");
  }

  @Test
  void anInternedNameWithoutTheSequenceFlagFails() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    instant(5, 100, 1, 0);

    assertThat(failure()).contains("without SEQ_NEEDS_INCREMENTAL_STATE");
  }

  @Test
  void anEventOnATrackNotYetDescribedFails() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    instant(6, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);

    assertThat(failure()).contains("descriptor of track 6 before its first event");
  }

  @Test
  void renamingAMergeableTrackFailsBecauseTheImporterKeepsTheFirstName() throws Exception {
    descriptor(5, "Task 3", false);
    descriptor(5, "net", false);

    assertThat(failure()).contains("is shown as 'Task 3'");
  }

  @Test
  void mergeableSiblingsWithOneNameFail() throws Exception {
    descriptor(5, "worker", false);
    descriptor(6, "worker", false);

    assertThat(failure()).contains("would be merged into one row");
  }

  @Test
  void aFieldTheSchemaDoesNotKnowFails() throws Exception {
    int p = packet(TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    out.varint(999, 1);
    out.end(p);

    assertThat(failure()).containsMatch("fields \\[999\\] of Trace.packet are not in (Perfetto's official schema|the project's subset of Perfetto's schema)$");
  }

  @Test
  void theDefaultTrackOfASequenceIsWhereItsEventsGo() throws Exception {
    descriptor(5, "track", true);
    defaultTrack(2, 5);
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    slice(2, TrackEvent.TYPE_SLICE_END, 200, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.flush();

    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly("track: B work @100", "track: E @200").inOrder();
  }

  @Test
  void theDefaultTrackWithoutTheSequenceFlagFails() throws Exception {
    descriptor(5, "track", true);
    defaultTrack(2, 5);
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100, 0);

    assertThat(failure()).contains("without SEQ_NEEDS_INCREMENTAL_STATE");
  }

  @Test
  void anotherSequencesDefaultTrackDoesNotApply() throws Exception {
    descriptor(5, "track", true);
    defaultTrack(2, 5);
    defaultTrack(3, 0);
    slice(3, TrackEvent.TYPE_SLICE_BEGIN, 100, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);

    assertThat(failure()).contains("neither a track_uuid nor a default track");
  }

  @Test
  void anotherSequencesInternedNameIsNotDefined() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    defaultTrack(2, 6);
    instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    instant(2, 5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);

    assertThat(failure()).contains("interned id 1 used before it was defined");
  }

  @Test
  void timeGoingBackFailsWithinASequenceButNotAcrossSequences() throws Exception {
    descriptor(5, "early", true);
    descriptor(6, "late", true);
    defaultTrack(2, 5);
    defaultTrack(3, 6);
    slice(3, TrackEvent.TYPE_SLICE_BEGIN, 200, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.flush();
    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly("early: B work @100", "late: B work @200").inOrder();

    slice(2, TrackEvent.TYPE_SLICE_END, 50, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    assertThat(failure()).contains("timestamp 50 goes back from 100 on sequence 2");
  }

  @Test
  void aSliceEndedBeforeItBeginsInTheImportersOrderFails() throws Exception {
    descriptor(5, "track", true);
    defaultTrack(2, 5);
    defaultTrack(3, 5);
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 200, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    slice(3, TrackEvent.TYPE_SLICE_END, 100, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);

    assertThat(failure()).contains("slice end with nothing open on track 5");
  }

  @Test
  void aSequenceWhoseFirstPacketDoesNotClearItsStateFails() throws Exception {
    descriptor(5, "track", true);
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100, 0);

    assertThat(failure()).contains("the first packet of sequence 2 does not set SEQ_INCREMENTAL_STATE_CLEARED");
  }

  /** Defines incremental clock 64 on the sequence (after clearing its state), at 0 ns, in ns. */
  private void incrementalClock(int sequence) {
    int p = packet(sequence, TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int snapshot = out.begin(TracePacket.CLOCK_SNAPSHOT);
    int boottime = out.begin(ClockSnapshot.CLOCKS);
    out.varint(ClockSnapshot.Clock.CLOCK_ID, ClockSnapshot.Clock.BOOTTIME);
    out.varint(ClockSnapshot.Clock.TIMESTAMP, 0);
    out.end(boottime);
    int incremental = out.begin(ClockSnapshot.CLOCKS);
    out.varint(ClockSnapshot.Clock.CLOCK_ID, 64);
    out.varint(ClockSnapshot.Clock.TIMESTAMP, 0);
    out.varint(ClockSnapshot.Clock.IS_INCREMENTAL, 1);
    out.end(incremental);
    out.end(snapshot);
    out.end(p);
  }

  /** An instant named in full at {@code delta} on clock 64. */
  private void instantOnClock64(int sequence, long uuid, long delta) {
    int p = packet(sequence, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.varint(TracePacket.TIMESTAMP, delta);
    out.varint(TracePacket.TIMESTAMP_CLOCK_ID, 64);
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, TrackEvent.TYPE_INSTANT);
    out.varint(TRACK_UUID, uuid);
    out.string(TrackEvent.NAME, "tick");
    out.end(e);
    out.end(p);
  }

  @Test
  void eachSequenceCountsItsOwnIncrementalClock() throws Exception {
    descriptor(5, "track", true);
    incrementalClock(2);
    incrementalClock(3);
    instantOnClock64(2, 5, 100);
    instantOnClock64(3, 5, 150);
    instantOnClock64(2, 5, 100);
    out.flush();

    assertThat(TraceCheck.of(bytes.toByteArray()).lines())
        .containsExactly("track: I tick @100", "track: I tick @150", "track: I tick @200").inOrder();
  }

  @Test
  void anotherSequencesIncrementalClockIsNotDefined() throws Exception {
    descriptor(5, "track", true);
    incrementalClock(2);
    defaultTrack(3, 5);
    instantOnClock64(3, 5, 100);

    assertThat(failure()).contains("timestamp on clock 64, which no clock snapshot of the sequence defines");
  }

  /** A packet that interns "name 1" and "name 2", in one interned_data block or in one block each. */
  private void twoInternedNames(boolean oneBlock) {
    int p = packet(TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    int data = 0;
    for (int iid = 1; iid <= 2; iid++) {
      if (data == 0) {
        data = out.begin(TracePacket.INTERNED_DATA);
      }
      int entry = out.begin(InternedData.EVENT_NAMES);
      out.varint(EventName.IID, iid);
      out.string(EventName.NAME, "name " + iid);
      out.end(entry);
      if (!oneBlock) {
        out.end(data);
        data = 0;
      }
    }
    if (data != 0) {
      out.end(data);
    }
    out.end(p);
  }

  @Test
  void twoInternedDataBlocksInOnePacketFailAsProtozeroKeepsTheLast() throws Exception {
    descriptor(5, "track", true);
    twoInternedNames(false);

    assertThat(failure()).contains("packet 1: TracePacket.interned_data occurs more than once in one message");
  }

  @Test
  void aSingularScalarTwiceFails() throws Exception {
    descriptor(5, "track", true);
    int p = packet(TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.varint(TracePacket.TIMESTAMP, 100);
    out.varint(TracePacket.TIMESTAMP, 200);
    out.end(p);

    assertThat(failure()).contains("TracePacket.timestamp occurs more than once");
  }

  @Test
  void aSingularFieldTwiceInsideANestedMessageFails() throws Exception {
    int p = packet(TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int d = out.begin(TracePacket.TRACK_DESCRIPTOR);
    out.varint(TrackDescriptor.UUID, 5);
    out.string(TrackDescriptor.NAME, "first");
    out.string(TrackDescriptor.NAME, "second");
    out.end(d);
    out.end(p);

    assertThat(failure()).contains("packet 0: TracePacket.track_descriptor.name occurs more than once");
  }

  @Test
  void repeatedFieldsMayRepeat() throws Exception {
    descriptor(5, "track", true);
    twoInternedNames(true);
    instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    instant(5, 200, 2, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.flush();

    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly("track: I name 1 @100", "track: I name 2 @200");
  }

  @Test
  void instantsOfOneTimestampStackUpToTheSliceTrackersDepthLimit() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    for (int i = 0; i < TraceCheck.MAX_DEPTH; i++) {
      instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    }
    out.flush();
    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).hasSize(TraceCheck.MAX_DEPTH);

    instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    assertThat(failure()).contains("'tick' on track 5 at 100 ns would sit at depth 512, where the importer's slice tracker drops it");
  }

  @Test
  void aLaterTimeOrASliceBeginPopsTheStackedInstants() throws Exception {
    descriptor(5, "track", true);
    internedName(1, "tick");
    defaultTrack(2, 5);
    for (int i = 0; i < TraceCheck.MAX_DEPTH; i++) {
      instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    }
    slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    for (int i = 0; i < TraceCheck.MAX_DEPTH - 1; i++) {
      instant(5, 100, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE); // on top of the open slice
    }
    instant(5, 101, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    out.flush();
    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).hasSize(2 * TraceCheck.MAX_DEPTH + 1);

    for (int i = 0; i < TraceCheck.MAX_DEPTH - 1; i++) {
      instant(5, 101, 1, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    }
    assertThat(failure()).contains("would sit at depth 512");
  }

  @Test
  void slicesNestedPastTheDepthLimitFail() throws Exception {
    descriptor(5, "track", true);
    defaultTrack(2, 5);
    for (int i = 0; i <= TraceCheck.MAX_DEPTH; i++) {
      slice(2, TrackEvent.TYPE_SLICE_BEGIN, 100 + i, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    }

    assertThat(failure()).contains("'work' on track 5 at 612 ns would sit at depth 512");
  }

  @Test
  void aClockValueBeyondInt64NanosecondsFails() throws Exception {
    descriptor(5, "track", true);
    int p = packet(2, TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int snapshot = out.begin(TracePacket.CLOCK_SNAPSHOT);
    int incremental = out.begin(ClockSnapshot.CLOCKS);
    out.varint(ClockSnapshot.Clock.CLOCK_ID, 64);
    out.varint(ClockSnapshot.Clock.TIMESTAMP, 0);
    out.varint(ClockSnapshot.Clock.IS_INCREMENTAL, 1);
    out.varint(ClockSnapshot.Clock.UNIT_MULTIPLIER_NS, Long.MAX_VALUE);
    out.end(incremental);
    out.end(snapshot);
    out.end(p);
    instantOnClock64(2, 5, 0); // 0 units is 0 ns at any unit
    out.flush();
    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly("track: I tick @0");

    instantOnClock64(2, 5, 2);
    assertThat(failure()).contains("clock 64 at 2 units of 9223372036854775807 ns is beyond int64 ns");
  }
}
