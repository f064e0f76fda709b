// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The writer's layout of packet sequences (docs/host-tool.md): track descriptors on a sequence of
 * their own, each track's events on a sequence whose default track it is (so no event packet
 * carries a track_uuid), each sequence clearing its incremental state with its first packet, and
 * a sequence's timestamps counting from its own previous packet.
 */
class PacketSequencesTest {
  private static final Descriptor TRACE = TraceCheck.schema().findMessageTypeByName("Trace");

  @Test
  void eachTrackWritesOnItsOwnSequenceWithItsOwnClockAndNames() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PerfettoWriter writer = new PerfettoWriter(bytes)) {
      Tracks tracks = new Tracks(writer);
      Track core = tracks.process("Core #0");
      Track isr = tracks.slices(core, "SysTick");
      Track level = tracks.counter(null, "queue", Track.Unit.COUNT);
      tracks.begin(isr, 100, "SysTick");
      tracks.counter(level, 150, 3);
      tracks.end(isr, 200);
      tracks.counter(level, 250, -2);
      tracks.begin(isr, 300, "SysTick");
      tracks.rename(level, "queue A");
      tracks.end(isr, 400);
    }

    assertThat(TraceCheck.of(bytes.toByteArray()).lines()).containsExactly(
        "Core #0 / SysTick: B SysTick @100", "queue A: C 3 @150", "Core #0 / SysTick: E @200",
        "queue A: C -2 @250", "Core #0 / SysTick: B SysTick @300", "Core #0 / SysTick: E @400").inOrder();

    Message trace = DynamicMessage.parseFrom(TRACE, bytes.toByteArray());
    Map<Long, List<Message>> bySequence = new HashMap<>();
    List<Long> order = new ArrayList<>();
    for (Message p : list(trace, "packet")) {
      long seq = num(p, "trusted_packet_sequence_id");
      if (!bySequence.containsKey(seq)) {
        order.add(seq);
        assertThat(num(p, "sequence_flags") & 1).isEqualTo(1); // SEQ_INCREMENTAL_STATE_CLEARED first
      }
      bySequence.computeIfAbsent(seq, k -> new ArrayList<>()).add(p);
    }
    assertThat(order).hasSize(3); // descriptors, the ISR's track, the counter's track
    long descriptors = order.get(0);
    for (Message p : bySequence.get(descriptors)) {
      assertThat(has(p, "track_descriptor")).isTrue();
    }
    for (long seq : order.subList(1, 3)) {
      List<Message> packets = bySequence.get(seq);
      Message first = packets.get(0);
      long track = num(msg(msg(first, "trace_packet_defaults"), "track_event_defaults"), "track_uuid");
      assertThat(track).isNotEqualTo(0L);
      for (Message p : packets.subList(1, packets.size())) {
        assertThat(has(msg(p, "track_event"), "track_uuid")).isFalse();
        assertThat(num(p, "sequence_flags")).isEqualTo(2); // SEQ_NEEDS_INCREMENTAL_STATE
      }
    }
    // The ISR's sequence: 100, 200, 300, 400 ns as deltas from its own previous packet, and its
    // name interned on it alone; the counter's sequence: 150 then 250.
    List<Message> isr = bySequence.get(order.get(1));
    assertThat(isr.subList(1, isr.size()).stream().map(p -> num(p, "timestamp")).toList())
        .containsExactly(100L, 100L, 100L, 100L).inOrder();
    List<Message> level = bySequence.get(order.get(2));
    assertThat(level.subList(1, level.size()).stream().map(p -> num(p, "timestamp")).toList())
        .containsExactly(150L, 100L).inOrder();
  }

  @Test
  void aPacketThatDefinesSeveralNamesCarriesThemInOneInternedDataBlock() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PerfettoWriter writer = new PerfettoWriter(bytes)) {
      Tracks tracks = new Tracks(writer);
      Track log = tracks.slices(null, "Log");
      tracks.instant(log, 100, "reading", List.of(new Annotation("sensor", 3), new Annotation("value", 7)));
    }

    TraceCheck check = TraceCheck.of(bytes.toByteArray()); // fails on a second interned_data
    assertThat(check.lines()).containsExactly("Log: I reading @100");
    assertThat(check.annotationsOf(0)).containsExactly("sensor", 3L, "value", 7L).inOrder();
    Message trace = DynamicMessage.parseFrom(TRACE, bytes.toByteArray());
    Message interned = list(trace, "packet").stream().filter(p -> has(p, "interned_data"))
        .map(p -> msg(p, "interned_data")).findFirst().orElseThrow();
    assertThat(list(interned, "event_names")).hasSize(1);
    assertThat(list(interned, "debug_annotation_names")).hasSize(2);
  }

  @Test
  void instantsOfOneTimestampPastTheImportersDepthGoOnOverflowTracks() throws Exception {
    int instants = 2 * Tracks.MAX_DEPTH + 10;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PerfettoWriter writer = new PerfettoWriter(bytes)) {
      Tracks tracks = new Tracks(writer);
      Track core = tracks.process("Core #0");
      Track errors = tracks.slices(core, "Errors");
      tracks.begin(errors, 50, "open"); // takes one level of the first track's stack
      for (int i = 0; i < instants; i++) {
        tracks.instant(errors, 100, "error " + i);
      }
      tracks.instant(errors, 200, "later");
      tracks.rename(errors, "Tracing Errors");
    }

    TraceCheck check = TraceCheck.of(bytes.toByteArray()); // fails past the depth limit
    assertThat(check.trackPaths()).containsExactly("Core #0", "Core #0 / Tracing Errors",
        "Core #0 / Tracing Errors (more at one time #1)", "Core #0 / Tracing Errors (more at one time #2)");
    List<String> lines = check.lines();
    assertThat(lines).hasSize(instants + 2);
    assertThat(lines.get(Tracks.MAX_DEPTH - 1)).isEqualTo("Core #0 / Tracing Errors: I error 510 @100");
    assertThat(lines.get(Tracks.MAX_DEPTH)).isEqualTo("Core #0 / Tracing Errors (more at one time #1): I error 511 @100");
    assertThat(lines.get(2 * Tracks.MAX_DEPTH))
        .isEqualTo("Core #0 / Tracing Errors (more at one time #2): I error 1023 @100");
    assertThat(lines.get(instants + 1)).isEqualTo("Core #0 / Tracing Errors: I later @200");
  }

  @Test
  void slicesNestedPastTheImportersDepthAreLeftOutWithTheirEnds() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (PerfettoWriter writer = new PerfettoWriter(bytes)) {
      Tracks tracks = new Tracks(writer);
      Track markers = tracks.slices(null, "Markers");
      for (int i = 0; i < Tracks.MAX_DEPTH + 2; i++) {
        tracks.begin(markers, 100 + i, "level " + i);
      }
      for (int i = 0; i < Tracks.MAX_DEPTH + 2; i++) {
        assertThat(tracks.end(markers, 1000 + i)).isTrue();
      }
      assertThat(tracks.end(markers, 2000)).isFalse();
    }

    List<String> lines = TraceCheck.of(bytes.toByteArray()).lines(); // fails past the depth limit
    assertThat(lines).hasSize(2 * Tracks.MAX_DEPTH);
    assertThat(lines.get(Tracks.MAX_DEPTH - 1)).isEqualTo("Markers: B level 511 @611");
    // the ends of levels 513 and 512, at 1000 and 1001 ns, are left out with them
    assertThat(lines.get(Tracks.MAX_DEPTH)).isEqualTo("Markers: E @1002");
  }

  private static FieldDescriptor field(Message m, String name) {
    return m.getDescriptorForType().findFieldByName(name);
  }

  private static boolean has(Message m, String name) {
    return m.hasField(field(m, name));
  }

  private static long num(Message m, String name) {
    return ((Number) m.getField(field(m, name))).longValue();
  }

  private static Message msg(Message m, String name) {
    return (Message) m.getField(field(m, name));
  }

  @SuppressWarnings("unchecked")
  private static List<Message> list(Message m, String name) {
    return (List<Message>) m.getField(field(m, name));
  }
}
