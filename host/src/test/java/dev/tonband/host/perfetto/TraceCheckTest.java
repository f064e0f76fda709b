package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final ProtoWriter out = new ProtoWriter(bytes);

  private int packet(int flags) {
    int p = out.begin(PerfettoProto.Trace.PACKET);
    out.varint(TracePacket.TRUSTED_PACKET_SEQUENCE_ID, PerfettoWriter.SEQUENCE_ID);
    out.varint(TracePacket.SEQUENCE_FLAGS, flags);
    return p;
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
    int p = packet(flags);
    out.varint(TracePacket.TIMESTAMP, ns);
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, TrackEvent.TYPE_INSTANT);
    out.varint(TrackEvent.TRACK_UUID, uuid);
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
}
