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
