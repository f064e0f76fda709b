package dev.tonband.host.perfetto;

import com.google.protobuf.ByteString;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;
import dev.tonband.host.perfetto.proto.DebugAnnotation;
import dev.tonband.host.perfetto.proto.Trace;
import dev.tonband.host.perfetto.proto.TracePacket;
import dev.tonband.host.perfetto.proto.TrackDescriptor;
import dev.tonband.host.perfetto.proto.TrackEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a Perfetto {@code Trace} packet by packet, so a trace of any length streams through a
 * fixed buffer. Descriptors and annotated events, which are rare, go through the protobuf-java
 * builders; the hot path (slice, instant and counter events, several per device event) writes
 * the same fields with {@link CodedOutputStream} directly, using the generated field numbers,
 * because building a message per event would cost more than decoding the device stream.
 */
public final class PerfettoWriter implements AutoCloseable {
  /** The one sequence every packet is written on (any non-zero id would do). */
  public static final int SEQUENCE_ID = 1;

  private static final int PACKET_TAG = Trace.PACKET_FIELD_NUMBER;

  /** Names repeat (task, ISR and state names), and encoding them anew was the largest cost. */
  private static final int NAME_CACHE_LIMIT = 4096;

  private final OutputStream sink;
  private final CodedOutputStream out;
  private final Map<String, ByteString> encodedNames = new HashMap<>();
  private boolean first = true;

  public PerfettoWriter(OutputStream sink) {
    this.sink = sink;
    this.out = CodedOutputStream.newInstance(sink, 1 << 16);
  }

  public void descriptor(TrackDescriptor descriptor) throws IOException {
    packet(TracePacket.newBuilder().setTrackDescriptor(descriptor));
  }

  public void sliceBegin(long track, long ns, String name) throws IOException {
    event(TrackEvent.Type.TYPE_SLICE_BEGIN, track, ns, name, false, 0);
  }

  public void sliceEnd(long track, long ns) throws IOException {
    event(TrackEvent.Type.TYPE_SLICE_END, track, ns, null, false, 0);
  }

  public void instant(long track, long ns, String name) throws IOException {
    event(TrackEvent.Type.TYPE_INSTANT, track, ns, name, false, 0);
  }

  public void counter(long track, long ns, long value) throws IOException {
    event(TrackEvent.Type.TYPE_COUNTER, track, ns, null, true, value);
  }

  /** An event with debug annotations (the arguments panel of the Perfetto UI). */
  public void annotated(TrackEvent.Type type, long track, long ns, String name, List<DebugAnnotation> annotations)
      throws IOException {
    TrackEvent.Builder event = TrackEvent.newBuilder().setType(type).setTrackUuid(track).addAllDebugAnnotations(annotations);
    if (name != null) {
      event.setName(name);
    }
    packet(TracePacket.newBuilder().setTimestamp(ns).setTrackEvent(event));
  }

  private void packet(TracePacket.Builder packet) throws IOException {
    packet.setTrustedPacketSequenceId(SEQUENCE_ID);
    if (first) {
      // Tells trace processors that this sequence starts here with no state to inherit.
      packet.setFirstPacketOnSequence(true).setSequenceFlags(1);
      first = false;
    }
    out.writeMessage(PACKET_TAG, packet.build());
  }

  private void event(TrackEvent.Type type, long track, long ns, String name, boolean isCounter, long value)
      throws IOException {
    if (first) {
      annotated(type, track, ns, name, List.of()); // the first packet carries the sequence flags
      return;
    }
    int eventSize = CodedOutputStream.computeEnumSize(TrackEvent.TYPE_FIELD_NUMBER, type.getNumber())
        + CodedOutputStream.computeUInt64Size(TrackEvent.TRACK_UUID_FIELD_NUMBER, track);
    ByteString encodedName = name == null ? null : encoded(name);
    if (encodedName != null) {
      eventSize += CodedOutputStream.computeBytesSize(TrackEvent.NAME_FIELD_NUMBER, encodedName);
    }
    if (isCounter) {
      eventSize += CodedOutputStream.computeInt64Size(TrackEvent.COUNTER_VALUE_FIELD_NUMBER, value);
    }
    int packetSize = CodedOutputStream.computeUInt64Size(TracePacket.TIMESTAMP_FIELD_NUMBER, ns)
        + CodedOutputStream.computeUInt32Size(TracePacket.TRUSTED_PACKET_SEQUENCE_ID_FIELD_NUMBER, SEQUENCE_ID)
        + CodedOutputStream.computeTagSize(TracePacket.TRACK_EVENT_FIELD_NUMBER)
        + CodedOutputStream.computeUInt32SizeNoTag(eventSize) + eventSize;
    out.writeTag(PACKET_TAG, WireFormat.WIRETYPE_LENGTH_DELIMITED);
    out.writeUInt32NoTag(packetSize);
    out.writeUInt64(TracePacket.TIMESTAMP_FIELD_NUMBER, ns);
    out.writeUInt32(TracePacket.TRUSTED_PACKET_SEQUENCE_ID_FIELD_NUMBER, SEQUENCE_ID);
    out.writeTag(TracePacket.TRACK_EVENT_FIELD_NUMBER, WireFormat.WIRETYPE_LENGTH_DELIMITED);
    out.writeUInt32NoTag(eventSize);
    out.writeEnum(TrackEvent.TYPE_FIELD_NUMBER, type.getNumber());
    out.writeUInt64(TrackEvent.TRACK_UUID_FIELD_NUMBER, track);
    if (encodedName != null) {
      out.writeBytes(TrackEvent.NAME_FIELD_NUMBER, encodedName); // same wire form as a string
    }
    if (isCounter) {
      out.writeInt64(TrackEvent.COUNTER_VALUE_FIELD_NUMBER, value);
    }
  }

  private ByteString encoded(String name) {
    ByteString bytes = encodedNames.get(name);
    if (bytes == null) {
      bytes = ByteString.copyFromUtf8(name);
      if (encodedNames.size() < NAME_CACHE_LIMIT) {
        encodedNames.put(name, bytes);
      }
    }
    return bytes;
  }

  /** Pushes buffered packets to the sink, e.g. while following a live capture. */
  public void flush() throws IOException {
    out.flush();
    sink.flush();
  }

  @Override
  public void close() throws IOException {
    flush();
    sink.close();
  }
}
