// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import dev.tonband.host.perfetto.PerfettoProto.ClockSnapshot;
import dev.tonband.host.perfetto.PerfettoProto.CounterDescriptor;
import dev.tonband.host.perfetto.PerfettoProto.DebugAnnotation;
import dev.tonband.host.perfetto.PerfettoProto.EventName;
import dev.tonband.host.perfetto.PerfettoProto.InternedData;
import dev.tonband.host.perfetto.PerfettoProto.ProcessDescriptor;
import dev.tonband.host.perfetto.PerfettoProto.TracePacket;
import dev.tonband.host.perfetto.PerfettoProto.TracePacketDefaults;
import dev.tonband.host.perfetto.PerfettoProto.TrackDescriptor;
import dev.tonband.host.perfetto.PerfettoProto.TrackEvent;
import dev.tonband.host.perfetto.PerfettoProto.TrackEventDefaults;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.util.List;

/**
 * Writes a Perfetto {@code Trace} packet by packet through {@link ProtoWriter}, so a trace of any
 * length streams through a fixed buffer. As Perfetto's SDK gives each thread its own packet
 * sequence, each track that carries events gets a sequence of its own, whose incremental state
 * keeps its packets small: the track is the sequence's default ({@code TrackEventDefaults}), so
 * no event names its track; event and annotation names are interned (sent once in {@code
 * interned_data}, then referred to by id); and timestamps count from the sequence's previous
 * packet on a sequence-scoped incremental clock. A sequence's first packet clears its incremental
 * state and sets all this up; every later packet says it needs it. Track descriptors, which need
 * no incremental state, go on a sequence of their own. The importer orders packets of all
 * sequences by timestamp and, at one timestamp, in the order they were written, which is the
 * order this writer is given them.
 */
public final class PerfettoWriter implements AutoCloseable {
  /** The sequence of the track descriptors; the tracks' own sequences follow it. */
  static final int DESCRIPTOR_SEQUENCE = 1;

  /** A sequence-scoped clock (64..127) whose timestamps are deltas from the previous packet's. */
  static final int INCREMENTAL_CLOCK = 64;

  /**
   * Names are interned up to this many, over all sequences; later new ones are written out in
   * full. Slice names of states, ISRs and markers repeat, but marker messages can be unbounded,
   * and the tables stay in memory for the whole trace.
   */
  private static final int INTERNED_NAMES_LIMIT = 1 << 14;

  /** The incremental state of one track's packet sequence. */
  static final class Sequence {
    final int id;
    final InternTable eventNames = new InternTable();
    final InternTable annotationNames = new InternTable();
    /** The incremental clock's time, in ns and in units, which only this sequence's packets move. */
    long clockNs;
    long clockUnits;

    Sequence(int id) {
      this.id = id;
    }
  }

  private final ProtoWriter out;
  private int nextSequenceId = DESCRIPTOR_SEQUENCE + 1;
  private int internedNames;
  private boolean started;
  private boolean descriptorsStarted;
  /**
   * Where the current packet's one {@code interned_data} block starts, or 0 while it has none.
   * Perfetto reads a packet with protozero, which keeps only the last of several occurrences of a
   * singular field: every name the packet defines goes into one block.
   */
  private int internedData;
  /** Nanoseconds per unit of the incremental clocks; see {@link #timeUnit}. */
  private long unitNs = 1;
  /** The previous event packet's time, on any sequence. */
  private long lastNs;

  public PerfettoWriter(OutputStream sink) {
    this.out = new ProtoWriter(sink);
  }

  /**
   * Counts the incremental clocks in units of {@code ns} (a device's tick, as its timestamps are
   * multiples of it), which makes the deltas shorter. A timestamp that is not a multiple is
   * written in full on the trace clock. Takes effect only before the first event.
   */
  public void timeUnit(long ns) {
    if (!started && ns > 0) {
      unitNs = ns;
    }
  }

  void descriptor(Track track) throws IOException {
    int packet = out.begin(PerfettoProto.Trace.PACKET);
    out.varint(TracePacket.TRUSTED_PACKET_SEQUENCE_ID, DESCRIPTOR_SEQUENCE);
    if (!descriptorsStarted) {
      // Descriptors need no incremental state, but every sequence starts by clearing it.
      descriptorsStarted = true;
      out.varint(TracePacket.FIRST_PACKET_ON_SEQUENCE, 1);
      out.varint(TracePacket.SEQUENCE_FLAGS, TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    }
    int d = out.begin(TracePacket.TRACK_DESCRIPTOR);
    out.varint(TrackDescriptor.UUID, track.uuid);
    if (track.parent != null) {
      out.varint(TrackDescriptor.PARENT_UUID, track.parent.uuid);
    }
    if (track.kind == Track.Kind.PROCESS) {
      int p = out.begin(TrackDescriptor.PROCESS);
      out.varint(ProcessDescriptor.PID, track.pid);
      out.string(ProcessDescriptor.PROCESS_NAME, track.name);
      out.end(p);
    } else {
      out.string(TrackDescriptor.NAME, track.name);
      // Our tracks each stand for one object: never merged with a namesake, and the last name
      // sent is the one shown (the importer keeps the first name of a mergeable track).
      out.varint(TrackDescriptor.SIBLING_MERGE_BEHAVIOR, TrackDescriptor.SIBLING_MERGE_BEHAVIOR_NONE);
    }
    if (track.kind == Track.Kind.COUNTER) {
      int c = out.begin(TrackDescriptor.COUNTER);
      if (track.unit.proto != 0) {
        out.varint(CounterDescriptor.UNIT, track.unit.proto);
      }
      if (track.unit.name != null) {
        out.string(CounterDescriptor.UNIT_NAME, track.unit.name);
      }
      out.end(c);
    }
    out.end(d);
    endPacket(packet);
  }

  void sliceBegin(Track track, long ns, String name) throws IOException {
    event(TrackEvent.TYPE_SLICE_BEGIN, track, ns, name, 0, 0);
  }

  void sliceEnd(Track track, long ns) throws IOException {
    event(TrackEvent.TYPE_SLICE_END, track, ns, null, 0, 0);
  }

  void instant(Track track, long ns, String name) throws IOException {
    event(TrackEvent.TYPE_INSTANT, track, ns, name, 0, 0);
  }

  /** A negative int64 takes ten bytes as a varint; a double holds it in eight exactly up to 2^53. */
  void counter(Track track, long ns, long value) throws IOException {
    if (value < 0 && value >= -(1L << 53)) {
      counter(track, ns, (double) value);
    } else {
      event(TrackEvent.TYPE_COUNTER, track, ns, null, TrackEvent.COUNTER_VALUE, value);
    }
  }

  void counter(Track track, long ns, double value) throws IOException {
    event(TrackEvent.TYPE_COUNTER, track, ns, null, TrackEvent.DOUBLE_COUNTER_VALUE, Double.doubleToRawLongBits(value));
  }

  /** An instant with debug annotations (the arguments panel of the Perfetto UI). */
  void annotatedInstant(Track track, long ns, String name, List<Annotation> annotations) throws IOException {
    Sequence s = sequence(track);
    int packet = startPacket(s);
    timestamp(s, ns);
    int nameIid = intern(s.eventNames, name, InternedData.EVENT_NAMES);
    int[] annotationIids = new int[annotations.size()];
    for (int i = 0; i < annotationIids.length; i++) {
      annotationIids[i] = intern(s.annotationNames, annotations.get(i).name(), InternedData.DEBUG_ANNOTATION_NAMES);
    }
    endInternedData();
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, TrackEvent.TYPE_INSTANT);
    name(nameIid, name);
    for (int i = 0; i < annotationIids.length; i++) {
      annotation(annotations.get(i), annotationIids[i]);
    }
    out.end(e);
    endPacket(packet);
  }

  private void annotation(Annotation a, int nameIid) {
    int d = out.begin(TrackEvent.DEBUG_ANNOTATIONS);
    if (nameIid != 0) {
      out.varint(DebugAnnotation.NAME_IID, nameIid);
    } else {
      out.string(DebugAnnotation.NAME, a.name());
    }
    Object value = a.value();
    if (value instanceof BigInteger big) {
      out.varint(DebugAnnotation.UINT_VALUE, big.longValue()); // beyond 2^63: only uint holds it
    } else if (value instanceof Double d2) {
      out.fixed64(DebugAnnotation.DOUBLE_VALUE, Double.doubleToRawLongBits(d2));
    } else if (value instanceof Float f) {
      out.fixed64(DebugAnnotation.DOUBLE_VALUE, Double.doubleToRawLongBits(f));
    } else if (value instanceof Number n) {
      out.varint(DebugAnnotation.INT_VALUE, n.longValue());
    } else if (value instanceof Boolean b) {
      out.varint(DebugAnnotation.BOOL_VALUE, b ? 1 : 0);
    } else {
      out.string(DebugAnnotation.STRING_VALUE, String.valueOf(value));
    }
    out.end(d);
  }

  /**
   * Slice, instant and counter events: the hot path, several per device event. A counter's value
   * goes in field {@code counterField}: COUNTER_VALUE as a varint, DOUBLE_COUNTER_VALUE as the
   * double's bits; 0 for no counter.
   */
  private void event(int type, Track track, long ns, String name, int counterField, long counterValue) throws IOException {
    Sequence s = sequence(track);
    int packet = startPacket(s);
    timestamp(s, ns);
    int nameIid = name == null ? 0 : intern(s.eventNames, name, InternedData.EVENT_NAMES);
    endInternedData();
    int e = out.begin(TracePacket.TRACK_EVENT);
    out.varint(TrackEvent.TYPE, type);
    if (name != null) {
      name(nameIid, name);
    }
    if (counterField == TrackEvent.COUNTER_VALUE) {
      out.varint(TrackEvent.COUNTER_VALUE, counterValue);
    } else if (counterField == TrackEvent.DOUBLE_COUNTER_VALUE) {
      out.fixed64(TrackEvent.DOUBLE_COUNTER_VALUE, counterValue);
    }
    out.end(e);
    endPacket(packet);
  }

  private void name(int iid, String name) {
    if (iid != 0) {
      out.varint(TrackEvent.NAME_IID, iid);
    } else {
      out.string(TrackEvent.NAME, name);
    }
  }

  /**
   * The name's interned id on the sequence, writing its definition into the current packet when it
   * is new (into the packet's one interned_data block, which {@link #endInternedData} closes); 0
   * when the tables are full and the name must be written out.
   */
  private int intern(InternTable table, String name, int internedDataField) {
    int iid = table.get(name);
    if (iid == 0 && internedNames < INTERNED_NAMES_LIMIT) {
      internedNames++;
      iid = table.add(name);
      if (internedData == 0) {
        internedData = out.begin(TracePacket.INTERNED_DATA);
      }
      int entry = out.begin(internedDataField);
      out.varint(EventName.IID, iid);
      out.string(EventName.NAME, name);
      out.end(entry);
    }
    return iid;
  }

  /** Closes the packet's interned_data block, if names were interned into it. */
  private void endInternedData() {
    if (internedData != 0) {
      out.end(internedData);
      internedData = 0;
    }
  }

  /**
   * The packet's time as a delta on the sequence's incremental clock, or in full on the trace
   * clock when it is not a whole number of units. Timestamps never go back here, on any sequence.
   */
  private void timestamp(Sequence s, long ns) {
    if (ns < lastNs) {
      throw new IllegalArgumentException("timestamp " + ns + " ns is before the previous packet's " + lastNs + " ns");
    }
    lastNs = ns;
    if (ns == s.clockNs) {
      out.varint(TracePacket.TIMESTAMP, 0);
    } else if (ns % unitNs == 0) {
      long units = ns / unitNs;
      out.varint(TracePacket.TIMESTAMP, units - s.clockUnits);
      s.clockUnits = units;
      s.clockNs = ns;
    } else {
      out.varint(TracePacket.TIMESTAMP, ns);
      out.varint(TracePacket.TIMESTAMP_CLOCK_ID, ClockSnapshot.Clock.BOOTTIME);
    }
  }

  /** The track's sequence, set up by its first packet when this is the track's first event. */
  private Sequence sequence(Track track) {
    Sequence s = track.sequence;
    if (s == null) {
      started = true;
      s = new Sequence(nextSequenceId++);
      track.sequence = s;
      firstPacket(s, track);
    }
    return s;
  }

  private int startPacket(Sequence s) {
    int packet = out.begin(PerfettoProto.Trace.PACKET);
    out.varint(TracePacket.TRUSTED_PACKET_SEQUENCE_ID, s.id);
    out.varint(TracePacket.SEQUENCE_FLAGS, TracePacket.SEQ_NEEDS_INCREMENTAL_STATE);
    return packet;
  }

  /**
   * Sets up a sequence's incremental state: cleared here, then the track as the default of every
   * event and the sequence's incremental clock as the default of every timestamp, anchored at 0 ns
   * of the trace clock (BOOTTIME).
   */
  private void firstPacket(Sequence s, Track track) {
    int packet = out.begin(PerfettoProto.Trace.PACKET);
    out.varint(TracePacket.TRUSTED_PACKET_SEQUENCE_ID, s.id);
    out.varint(TracePacket.FIRST_PACKET_ON_SEQUENCE, 1);
    out.varint(TracePacket.SEQUENCE_FLAGS, TracePacket.SEQ_INCREMENTAL_STATE_CLEARED);
    int defaults = out.begin(TracePacket.TRACE_PACKET_DEFAULTS);
    out.varint(TracePacketDefaults.TIMESTAMP_CLOCK_ID, INCREMENTAL_CLOCK);
    int eventDefaults = out.begin(TracePacketDefaults.TRACK_EVENT_DEFAULTS);
    out.varint(TrackEventDefaults.TRACK_UUID, track.uuid);
    out.end(eventDefaults);
    out.end(defaults);
    int snapshot = out.begin(TracePacket.CLOCK_SNAPSHOT);
    int boottime = out.begin(ClockSnapshot.CLOCKS);
    out.varint(ClockSnapshot.Clock.CLOCK_ID, ClockSnapshot.Clock.BOOTTIME);
    out.varint(ClockSnapshot.Clock.TIMESTAMP, 0);
    out.end(boottime);
    int incremental = out.begin(ClockSnapshot.CLOCKS);
    out.varint(ClockSnapshot.Clock.CLOCK_ID, INCREMENTAL_CLOCK);
    out.varint(ClockSnapshot.Clock.TIMESTAMP, 0);
    out.varint(ClockSnapshot.Clock.IS_INCREMENTAL, 1);
    out.varint(ClockSnapshot.Clock.UNIT_MULTIPLIER_NS, unitNs);
    out.end(incremental);
    out.end(snapshot);
    out.end(packet);
  }

  private void endPacket(int packet) throws IOException {
    out.end(packet);
    out.maybeFlush();
  }

  /** Pushes buffered packets to the sink, e.g. while following a live capture. */
  public void flush() throws IOException {
    out.flush();
  }

  @Override
  public void close() throws IOException {
    flush();
    out.close();
  }
}
