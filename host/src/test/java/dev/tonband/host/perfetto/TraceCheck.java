// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The schema-and-rules check every Perfetto trace of the tests goes through. It reads the trace as
 * Perfetto's trace processor does, not as protobuf does: Perfetto decodes with protozero, whose
 * decoder keeps only the last occurrence of a singular field where protobuf merges messages, so
 * a singular field twice in one message fails here before anything is parsed. It then parses the
 * trace with Perfetto's official schema ({@code ../shared/reference/perfetto_trace.proto} beside the
 * checkout, compiled by protoc into a descriptor set at build time) when the build had it, and
 * otherwise with the project's subset of it ({@code src/test/proto/perfetto_subset.proto}, which
 * {@code PerfettoSubsetTest} checks against the official one), saying so in one line. It fails on
 * any field that schema does not know, and checks the rules of Perfetto's importer that decide
 * whether the trace shows right, for each packet sequence (non-zero) on its own: incremental state
 * cleared by the sequence's first packet and needed by every packet that uses it; interned names
 * defined before use; the defaults of the sequence's packets (clock and track) as the importer
 * applies them; timestamps (incremental clocks included) never going back; and over all
 * sequences: every track described before its first event, its parent before it; counters only
 * on counter tracks and nothing else there; slice ends only with a slice open, in the importer's
 * order (by timestamp, then as written); no slice or instant deeper than the importer's slice
 * tracker keeps; no clock value beyond int64 ns; no empty names; the final name of every track and
 * process the one the importer shows (a process keeps its first name, a track that can merge with
 * siblings its first, an unmergeable track its last); no two mergeable siblings with one name
 * (the UI would merge them into one row). Then it offers a readable view of the trace for
 * assertions, with every track under its final name. Each rule names the file of Perfetto's
 * source (google/perfetto) it comes from.
 */
public final class TraceCheck {
  private static final Descriptor PACKET = schema().findMessageTypeByName("TracePacket");
  private static final int BOOTTIME = 6;
  /** SliceTracker::kMaxDepth (src/trace_processor/importers/common/slice_tracker.h). */
  static final int MAX_DEPTH = 512;

  /** One event; the view renders it with its track's final name. */
  private record Event(int packet, long uuid, String type, String name, String value, long ns, Map<String, Object> args) {
    String at() {
      return "packet " + packet + ": ";
    }
  }

  /**
   * The incremental state of one packet sequence, as the importer keeps it: interned names,
   * packet defaults, and each sequence-scoped clock's value in its units and its units in ns.
   */
  private static final class Sequence {
    boolean stateValid;
    final Map<Long, String> eventNames = new HashMap<>();
    final Map<Long, String> annotationNames = new HashMap<>();
    final Map<Integer, Long> clockNow = new HashMap<>();
    final Map<Integer, Long> clockUnit = new HashMap<>();
    int defaultClock = BOOTTIME;
    /** TrackEventDefaults.track_uuid, 0 when there is none. */
    long defaultTrack;
    long lastNs = Long.MIN_VALUE;
  }

  /** A track as the importer ends up knowing it. */
  private static final class Described {
    final Message first;
    Message last;

    Described(Message first) {
      this.first = first;
      this.last = first;
    }
  }

  private final Map<Long, Described> tracks = new LinkedHashMap<>();
  private final List<Event> events = new ArrayList<>();
  private final Map<Long, Sequence> sequences = new HashMap<>();
  /** Packets read so far; the index of the current one is one less. */
  private int packets;
  private String at;

  private TraceCheck() {}

  /**
   * Parses {@code bytes} with the {@linkplain #schema() schema} and fails on any broken rule. Each
   * packet is parsed on its own, as the importer reads them, so a long trace needs no more memory
   * than its events.
   */
  public static TraceCheck of(byte[] bytes) throws IOException {
    TraceCheck check = new TraceCheck();
    check.at = "";
    check.fields(bytes, 0, bytes.length, "Trace", (number, wireType, start, end) -> {
      if (number != 1 || wireType != 2) {
        check.fail("field " + number + " of Trace is not packet, the only one the importer reads");
      }
      check.at = "packet " + check.packets++ + ": ";
      check.singularFieldsOnce(bytes, start, end, PACKET, "TracePacket");
      DynamicMessage packet = DynamicMessage.parseFrom(PACKET, CodedInputStream.newInstance(bytes, start, end - start));
      check.knownFieldsOnly(packet, "Trace.packet");
      check.packet(packet);
    });
    check.checkSliceDepths();
    check.finalNames();
    return check;
  }

  /** What {@link #fields} hands on: a field's number, wire type, and where its value lies. */
  private interface FieldVisitor {
    void field(int number, int wireType, int start, int end) throws IOException;
  }

  /** Walks the fields of the message in {@code bytes[from, to)} on the wire, failing where it is cut short. */
  private void fields(byte[] bytes, int from, int to, String path, FieldVisitor visitor) throws IOException {
    int i = from;
    while (i < to) {
      long tag = 0;
      for (int shift = 0; ; shift += 7) {
        byte b = bytes[i++];
        tag |= (long) (b & 0x7F) << shift;
        if (b >= 0) {
          break;
        }
        if (i == to) {
          fail(path + " is cut inside a tag");
        }
      }
      int number = (int) (tag >>> 3);
      int wireType = (int) (tag & 7);
      long length = switch (wireType) {
        case 0 -> 0;
        case 1 -> 8;
        case 5 -> 4;
        case 2 -> {
          long n = 0;
          for (int shift = 0; ; shift += 7) {
            if (i == to) {
              fail(path + " is cut inside field " + number);
            }
            byte b = bytes[i++];
            n |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
              break;
            }
          }
          yield n;
        }
        default -> fail(path + " field " + number + " has wire type " + wireType + ", which no field of the schema has");
      };
      int start = i;
      if (wireType == 0) {
        while (i < to && bytes[i] < 0) {
          i++;
        }
        i++;
      } else {
        i += (int) Math.min(length, Integer.MAX_VALUE);
      }
      if (i > to || i < start) {
        fail(path + " field " + number + " runs past the end of its message");
      }
      visitor.field(number, wireType, start, i);
    }
  }

  /**
   * Fails on a singular field that occurs more than once in the message in {@code bytes[from,
   * to)}, or in a message inside it. Perfetto's TypedProtoDecoder keeps only a singular field's
   * last occurrence ("fields_[field_id] holds the *last* value of the field",
   * include/perfetto/protozero/proto_decoder.h), so the earlier ones are lost, which protobuf's
   * merging of messages would hide: two {@code interned_data} blocks in a packet lose the first
   * block's names (stats {@code interned_data_tokenizer_errors} and {@code
   * track_event_parser_errors}, src/trace_processor/importers/proto/incremental_state.cc).
   */
  private void singularFieldsOnce(byte[] bytes, int from, int to, Descriptor type, String path) throws IOException {
    Set<Integer> seen = new HashSet<>();
    fields(bytes, from, to, path, (number, wireType, start, end) -> {
      FieldDescriptor field = type.findFieldByNumber(number);
      if (field == null) {
        return; // knownFieldsOnly names it
      }
      if (!field.isRepeated() && !seen.add(number)) {
        fail(path + "." + field.getName() + " occurs more than once in one message: Perfetto's decoder (protozero)"
            + " keeps the last occurrence only, and what the others hold is lost");
      }
      if (wireType == 2 && field.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        singularFieldsOnce(bytes, start, end, field.getMessageType(), path + "." + field.getName());
      }
    });
  }

  private void knownFieldsOnly(Message m, String path) {
    require(m.getUnknownFields().asMap().isEmpty(),
        "fields " + m.getUnknownFields().asMap().keySet() + " of " + path + " are not in " + schemaName());
    for (Map.Entry<FieldDescriptor, Object> f : m.getAllFields().entrySet()) {
      if (f.getKey().getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        List<?> values = f.getKey().isRepeated() ? (List<?>) f.getValue() : List.of(f.getValue());
        for (Object v : values) {
          knownFieldsOnly((Message) v, path + "." + f.getKey().getName());
        }
      }
    }
  }

  /**
   * One packet, as ProtoTraceReader::ParsePacket (src/trace_processor/importers/proto/
   * proto_trace_reader.cc) reads it: the sequence's incremental state is cleared by the flag (or
   * first_packet_on_sequence), a packet that needs it while it is not valid is skipped (stats
   * packet_skipped_seq_needs_incremental_state_invalid), interned data is taken before the
   * packet's event (src/trace_processor/importers/proto/incremental_state.cc), and a clock
   * snapshot packet is read for its clocks alone (ParseClockSnapshot).
   */
  private void packet(Message p) {
    long id = num(p, "trusted_packet_sequence_id");
    require(id != 0, "on sequence 0, which can hold no incremental state or sequence clock");
    Sequence seq = sequences.get(id);
    long flags = num(p, "sequence_flags");
    if (seq == null) {
      require((flags & 1) != 0, "the first packet of sequence " + id + " does not set SEQ_INCREMENTAL_STATE_CLEARED");
      seq = new Sequence();
      sequences.put(id, seq);
    }
    if ((flags & 1) != 0) {
      seq.stateValid = true;
      seq.eventNames.clear();
      seq.annotationNames.clear();
      seq.clockNow.clear();
      seq.defaultClock = BOOTTIME;
      seq.defaultTrack = 0;
    }
    boolean usesState = has(p, "interned_data") || has(p, "trace_packet_defaults") || seq.defaultClock != BOOTTIME
        || has(p, "track_event") && usesState(msg(p, "track_event"), seq);
    if (usesState && (flags & 1) == 0) {
      require((flags & 2) != 0, "uses incremental state without SEQ_NEEDS_INCREMENTAL_STATE");
    }
    if ((flags & 2) != 0) {
      require(seq.stateValid, "needs incremental state before any packet cleared it");
    }
    if (has(p, "trace_packet_defaults")) {
      defaults(msg(p, "trace_packet_defaults"), seq);
    }
    if (has(p, "clock_snapshot")) {
      clockSnapshot(msg(p, "clock_snapshot"), seq);
      require(!has(p, "track_event") && !has(p, "track_descriptor"), "the importer reads nothing but the clock snapshot of its packet");
    }
    if (has(p, "interned_data")) {
      Message data = msg(p, "interned_data");
      intern(data, "event_names", seq.eventNames);
      intern(data, "debug_annotation_names", seq.annotationNames);
    }
    Long ns = has(p, "timestamp") ? timestamp(p, seq) : null;
    if (has(p, "track_descriptor")) {
      descriptor(msg(p, "track_descriptor"));
    }
    if (has(p, "track_event")) {
      require(ns != null, "an event without a timestamp");
      require(ns >= seq.lastNs, "timestamp " + ns + " goes back from " + seq.lastNs + " on sequence " + id);
      seq.lastNs = ns;
      event(msg(p, "track_event"), ns, seq);
    }
  }

  /** Whether the event relies on the sequence's state: interned names or the default track. */
  private static boolean usesState(Message event, Sequence seq) {
    return usesInterning(event) || !has(event, "track_uuid") && seq.defaultTrack != 0;
  }

  /** Packet defaults replace the sequence's earlier ones; only the fields checked here are written. */
  private void defaults(Message defaults, Sequence seq) {
    seq.defaultClock = has(defaults, "timestamp_clock_id") ? (int) num(defaults, "timestamp_clock_id") : BOOTTIME;
    seq.defaultTrack = 0;
    if (has(defaults, "track_event_defaults")) {
      Message events = msg(defaults, "track_event_defaults");
      require(events.getAllFields().keySet().stream().allMatch(f -> f.getName().equals("track_uuid")),
          "track event defaults other than track_uuid, which this check does not model");
      seq.defaultTrack = num(events, "track_uuid");
    }
  }

  private static boolean usesInterning(Message event) {
    return has(event, "name_iid") || list(event, "debug_annotations").stream().anyMatch(a -> has(a, "name_iid"));
  }

  /**
   * Sequence-scoped clocks (ids 64..127) and their units, as ClockSynchronizer keeps them
   * (src/trace_processor/util/clock_synchronizer.h): a clock's unit must not change, and an
   * incremental clock's timestamps are deltas.
   */
  private void clockSnapshot(Message snapshot, Sequence seq) {
    for (Message clock : list(snapshot, "clocks")) {
      int id = (int) num(clock, "clock_id");
      if (id == BOOTTIME) {
        require(!has(clock, "unit_multiplier_ns") || num(clock, "unit_multiplier_ns") == 1, "BOOTTIME in units other than 1 ns");
      } else {
        require(id >= 64 && id <= 127, "clock " + id + " is neither BOOTTIME nor sequence-scoped");
        require(bool(clock, "is_incremental"), "only incremental sequence clocks are checked");
        require(num(clock, "timestamp") == 0, "the incremental clock is anchored at BOOTTIME 0");
        seq.clockNow.put(id, 0L);
        long unit = has(clock, "unit_multiplier_ns") ? num(clock, "unit_multiplier_ns") : 1;
        Long before = seq.clockUnit.put(id, unit);
        require(before == null || before == unit, "clock " + id + " changes its unit, which every snapshot must keep");
      }
    }
  }

  /** The packet's time on the trace clock, following the sequence's incremental clock where it is used. */
  private long timestamp(Message p, Sequence seq) {
    int clock = has(p, "timestamp_clock_id") ? (int) num(p, "timestamp_clock_id") : seq.defaultClock;
    long value = num(p, "timestamp");
    if (clock == BOOTTIME) {
      return value;
    }
    Long now = seq.clockNow.get(clock);
    require(now != null, "timestamp on clock " + clock + ", which no clock snapshot of the sequence defines");
    seq.clockNow.put(clock, now + value);
    long unit = seq.clockUnit.get(clock);
    try {
      return Math.multiplyExact(Math.addExact(now, value), unit);
    } catch (ArithmeticException e) {
      // The importer multiplies a sequence clock's value by unit_multiplier_ns in int64 without a
      // check (ClockSynchronizer, src/trace_processor/util/clock_synchronizer.h), so the packet
      // lands nowhere near its time.
      return fail("clock " + clock + " at " + Long.toUnsignedString(now + value) + " units of " + unit
          + " ns is beyond int64 ns, where the importer's clock conversion overflows");
    }
  }

  private void intern(Message data, String field, Map<Long, String> table) {
    for (Message entry : list(data, field)) {
      long iid = num(entry, "iid");
      String name = str(entry, "name");
      require(iid != 0, "interned id 0");
      String before = table.put(iid, name);
      require(before == null || before.equals(name), "interned id " + iid + " redefined from '" + before + "' to '" + name + "'");
    }
  }

  private String interned(Map<Long, String> table, long iid) {
    String name = table.get(iid);
    require(name != null, "interned id " + iid + " used before it was defined");
    return name;
  }

  /**
   * A track descriptor, as TrackEventTokenizer::TokenizeTrackDescriptorPacket
   * (src/trace_processor/importers/proto/track_event_tokenizer.cc) reserves it: its parent must be
   * known, and a track stays what it was first described as.
   */
  private void descriptor(Message d) {
    long uuid = num(d, "uuid");
    require(uuid != 0, "track uuid 0 is the implicit global track");
    if (has(d, "parent_uuid")) {
      require(tracks.containsKey(num(d, "parent_uuid")), "parent " + num(d, "parent_uuid") + " of track " + uuid + " is not described before it");
    }
    boolean process = has(d, "process");
    require(!name(d).isEmpty(), (process ? "process " : "track ") + uuid + " has no name");
    Described known = tracks.get(uuid);
    if (known == null) {
      tracks.put(uuid, new Described(d));
      return;
    }
    require(process == has(known.first, "process") && has(d, "counter") == has(known.first, "counter")
        && num(d, "parent_uuid") == num(known.first, "parent_uuid"), "track " + uuid + " described again as something else");
    known.last = d;
  }

  /**
   * A track event, as TrackEventEventImporter (src/trace_processor/importers/proto/
   * track_event_event_importer.h) resolves it: its track (track_uuid, else the sequence's
   * TrackEventDefaults) must be described, or the event is lost (track_event_parser_errors);
   * counters go on counter tracks only; a slice or instant without a name is one nobody can read.
   */
  private void event(Message e, long ns, Sequence seq) {
    long uuid = has(e, "track_uuid") ? num(e, "track_uuid") : seq.defaultTrack;
    require(uuid != 0, "an event with neither a track_uuid nor a default track");
    Described track = tracks.get(uuid);
    require(track != null, "descriptor of track " + uuid + " before its first event");
    Message d = track.first;
    require(!has(d, "process"), "event on process track " + uuid);
    String type = ((EnumValueDescriptor) e.getField(field(e, "type"))).getName();
    require(type.equals("TYPE_COUNTER") == has(d, "counter"), type + " on " + (has(d, "counter") ? "" : "non-") + "counter track " + uuid);
    String name = has(e, "name_iid") ? interned(seq.eventNames, num(e, "name_iid")) : str(e, "name");
    String value = null;
    switch (type) {
      case "TYPE_COUNTER" -> value = has(e, "double_counter_value")
          ? counterValue((Double) e.getField(field(e, "double_counter_value"))) : Long.toString(num(e, "counter_value"));
      case "TYPE_SLICE_BEGIN", "TYPE_SLICE_END", "TYPE_INSTANT" -> {}
      default -> require(false, "event type " + type);
    }
    if (type.equals("TYPE_SLICE_BEGIN") || type.equals("TYPE_INSTANT")) {
      require(!name.isEmpty(), type + " without a name on track " + uuid);
    }
    Map<String, Object> args = new LinkedHashMap<>();
    for (Message a : list(e, "debug_annotations")) {
      String key = has(a, "name_iid") ? interned(seq.annotationNames, num(a, "name_iid")) : str(a, "name");
      args.put(key, annotationValue(a));
    }
    events.add(new Event(packets - 1, uuid, type, name, value, ns, args.isEmpty() ? Map.of() : args));
  }

  /** What the importer's slice tracker holds for one track: the slices open, and instants stacked on them. */
  private static final class SliceStack {
    int open;
    int instants;
    long instantsNs;
  }

  /**
   * Puts the events in the importer's order, by timestamp and at one timestamp as written (its
   * sorter keeps the order of the file), and plays them through a model of the importer's slice
   * tracker (src/trace_processor/importers/common/slice_tracker.cc): every slice end must find a
   * slice open; instants of one timestamp stack on each other (each a child of the one before,
   * "instants 'stack' on top of each other", SliceTracker::MaybeCloseStack) until a slice begin or
   * end or a later time pops them; and a slice or instant that would sit at depth {@link
   * #MAX_DEPTH} is dropped (stats {@code slice_max_depth_exceeded}, SliceTracker::StartSlice).
   */
  private void checkSliceDepths() {
    events.sort(Comparator.comparingLong(Event::ns)); // a stable sort
    Map<Long, SliceStack> stacks = new HashMap<>();
    for (Event e : events) {
      at = e.at();
      SliceStack stack = stacks.computeIfAbsent(e.uuid(), uuid -> new SliceStack());
      switch (e.type()) {
        case "TYPE_SLICE_BEGIN" -> {
          stack.instants = 0;
          requireDepth(stack.open, e);
          stack.open++;
        }
        case "TYPE_SLICE_END" -> {
          stack.instants = 0;
          require(stack.open > 0, "slice end with nothing open on track " + e.uuid());
          stack.open--;
        }
        case "TYPE_INSTANT" -> {
          if (stack.instants > 0 && stack.instantsNs != e.ns()) {
            stack.instants = 0;
          }
          requireDepth(stack.open + stack.instants, e);
          stack.instants++;
          stack.instantsNs = e.ns();
        }
        default -> {}
      }
    }
  }

  private void requireDepth(int depth, Event e) {
    if (depth >= MAX_DEPTH) {
      fail("'" + e.name() + "' on track " + e.uuid() + " at " + e.ns() + " ns would sit at depth " + depth
          + ", where the importer's slice tracker drops it (slice_max_depth_exceeded)");
    }
  }

  /** The importer keeps every counter value as a double; whole ones read as integers here. */
  private static String counterValue(double v) {
    return v == Math.rint(v) && Math.abs(v) < 0x1p63 ? Long.toString((long) v) : Double.toString(v);
  }

  private static Object annotationValue(Message a) {
    for (String f : List.of("bool_value", "uint_value", "int_value", "double_value", "string_value")) {
      if (has(a, f)) {
        return a.getField(field(a, f));
      }
    }
    return null;
  }

  /**
   * The name the importer shows is the first one sent for a process or a mergeable track and the
   * last one for an unmergeable track ({@code sibling_merge_behavior}, read in
   * src/trace_processor/importers/proto/track_event_tokenizer.cc; merging in
   * track_event_tracker.cc); the converter's intent is its last descriptor's.
   */
  private void finalNames() {
    at = "at the end: ";
    Map<String, Long> mergeable = new HashMap<>();
    Map<Long, Long> pids = new HashMap<>();
    tracks.forEach((uuid, t) -> {
      boolean keepsFirst = has(t.first, "process") || !unmergeable(t.last);
      if (keepsFirst) {
        require(name(t.first).equals(name(t.last)), "track " + uuid + " is shown as '" + name(t.first)
            + "': the importer keeps the first name of a " + (has(t.first, "process") ? "process" : "mergeable track")
            + ", so '" + name(t.last) + "' is lost");
      }
      if (has(t.first, "process")) {
        Long other = pids.put(num(msg(t.first, "process"), "pid"), uuid);
        require(other == null, "processes " + other + " and " + uuid + " share a pid and would be merged");
      } else if (!unmergeable(t.last)) {
        Long other = mergeable.put(num(t.last, "parent_uuid") + "/" + name(t.last), uuid);
        require(other == null, "tracks " + other + " and " + uuid + " are siblings named '" + name(t.last) + "' and would be merged into one row");
      }
    });
  }

  private static boolean unmergeable(Message d) {
    return has(d, "sibling_merge_behavior")
        && ((EnumValueDescriptor) d.getField(field(d, "sibling_merge_behavior"))).getName().equals("SIBLING_MERGE_BEHAVIOR_NONE");
  }

  private static String name(Message d) {
    return has(d, "process") ? str(msg(d, "process"), "process_name") : str(d, "name");
  }

  /** "Core #0 / SysTick": a track's final name after its ancestors' (a process by its process name). */
  private String path(long uuid) {
    Message d = tracks.get(uuid).last;
    String name = name(d);
    return has(d, "parent_uuid") ? path(num(d, "parent_uuid")) + " / " + name : name;
  }

  private String line(Event e) {
    String what = switch (e.type()) {
      case "TYPE_SLICE_BEGIN" -> "B " + e.name();
      case "TYPE_SLICE_END" -> "E";
      case "TYPE_INSTANT" -> "I " + e.name();
      default -> "C " + e.value();
    };
    return path(e.uuid()) + ": " + what + " @" + e.ns();
  }

  /** Every event as a line such as {@code "Core #0 / SysTick: B SysTick @100"}, in trace order. */
  public List<String> lines() {
    return events.stream().map(this::line).collect(Collectors.toList());
  }

  /** A slice read back: its track's path ({@link #lines()}), its name, and its duration (-1: still open at the end). */
  public record Slice(String track, String name, long durNs) {}

  /** Every slice, paired begin to end on its own track (not by path: two tracks may share one), in order of their begins. */
  public List<Slice> slices() {
    Map<Long, Deque<Integer>> open = new HashMap<>();
    List<Event> begins = new ArrayList<>();
    List<Long> durations = new ArrayList<>();
    for (Event e : events) {
      if (e.type().equals("TYPE_SLICE_BEGIN")) {
        open.computeIfAbsent(e.uuid(), u -> new ArrayDeque<>()).push(begins.size());
        begins.add(e);
        durations.add(-1L);
      } else if (e.type().equals("TYPE_SLICE_END")) {
        int begin = open.get(e.uuid()).pop(); // checked above: every end has its begin
        durations.set(begin, e.ns() - begins.get(begin).ns());
      }
    }
    List<Slice> slices = new ArrayList<>();
    for (int i = 0; i < begins.size(); i++) {
      slices.add(new Slice(path(begins.get(i).uuid()), begins.get(i).name(), durations.get(i)));
    }
    return slices;
  }

  /** Every counter track's highest value, by path ({@link #lines()}); tracks that share a path share a maximum. */
  public Map<String, Double> counterMaxima() {
    Map<String, Double> maxima = new TreeMap<>();
    for (Event e : events) {
      if (e.type().equals("TYPE_COUNTER")) {
        maxima.merge(path(e.uuid()), Double.parseDouble(e.value()), Math::max);
      }
    }
    return maxima;
  }

  /** How many events of a TrackEvent type ({@code "TYPE_INSTANT"}, ...) the trace holds. */
  public long count(String type) {
    return events.stream().filter(e -> e.type().equals(type)).count();
  }

  /** The lines of the tracks whose path starts with {@code prefix}. */
  public List<String> linesOf(String prefix) {
    return lines().stream().filter(l -> l.startsWith(prefix)).collect(Collectors.toList());
  }

  /** The debug annotations of the {@code index}-th event (as {@link #lines()} counts), by name. */
  public Map<String, Object> annotationsOf(int index) {
    return events.get(index).args();
  }

  /** The errors track's instants, those its overflow tracks took included ({@code Tracks#instant}). */
  private List<Event> errors() {
    return events.stream().filter(e -> path(e.uuid()).replaceFirst(" \\(more at one time #\\d+\\)$", "").equals("Tracing Errors"))
        .toList();
  }

  /** The kinds of the instants on the errors track, in order. */
  public List<String> errorKinds() {
    return errors().stream().map(Event::name).collect(Collectors.toList());
  }

  /** The "where" annotations of the errors track's instants. */
  public List<String> errorPlaces() {
    return errors().stream().map(e -> (String) e.args().get("where")).collect(Collectors.toList());
  }

  /** The final name of every track, by path. */
  public List<String> trackPaths() {
    return tracks.keySet().stream().map(this::path).sorted().collect(Collectors.toList());
  }

  private void require(boolean ok, String rule) {
    if (!ok) {
      fail(rule);
    }
  }

  private <T> T fail(String rule) {
    throw new AssertionError(at + rule);
  }

  // ---- reading messages of the schema by field name

  private static FieldDescriptor field(Message m, String name) {
    FieldDescriptor f = m.getDescriptorForType().findFieldByName(name);
    if (f == null) {
      throw new IllegalArgumentException(m.getDescriptorForType().getFullName() + " has no field " + name);
    }
    return f;
  }

  private static boolean has(Message m, String name) {
    return m.hasField(field(m, name));
  }

  private static long num(Message m, String name) {
    Object v = m.getField(field(m, name));
    return v instanceof EnumValueDescriptor e ? e.getNumber() : ((Number) v).longValue();
  }

  private static boolean bool(Message m, String name) {
    return (Boolean) m.getField(field(m, name));
  }

  private static String str(Message m, String name) {
    return (String) m.getField(field(m, name));
  }

  private static Message msg(Message m, String name) {
    return (Message) m.getField(field(m, name));
  }

  @SuppressWarnings("unchecked")
  private static List<Message> list(Message m, String name) {
    return (List<Message>) m.getField(field(m, name));
  }

  /** The schema traces are checked against: Perfetto's official one when the build had it, else the subset. */
  static FileDescriptor schema() {
    return officialSchema().orElseGet(TraceCheck::subsetSchema);
  }

  private static String schemaName() {
    return officialSchema().isPresent() ? "Perfetto's official schema" : "the project's subset of Perfetto's schema";
  }

  /**
   * perfetto_trace.proto as protoc compiled it into the test classpath (host/pom.xml's profile
   * perfetto-official-schema), or empty when it was not beside the checkout; the first call in a
   * JVM then prints which checks are skipped and how to run them.
   */
  static Optional<FileDescriptor> officialSchema() {
    return Official.SCHEMA;
  }

  /** The project's perfetto_subset.proto as protoc compiled it into the test classpath (see host/pom.xml). */
  static FileDescriptor subsetSchema() {
    return load("perfetto/subset/perfetto_subset.desc")
        .orElseThrow(() -> new IllegalStateException("perfetto/subset/perfetto_subset.desc is not on the classpath: build host with Maven"));
  }

  /** Loaded once per JVM, so that the notice is one line however many tests check traces. */
  private static final class Official {
    static final Optional<FileDescriptor> SCHEMA = load("perfetto/official/perfetto_trace.desc");

    static {
      if (SCHEMA.isEmpty()) {
        System.err.println(SKIPPED);
      }
    }
  }

  /** What a build without the official schema does not check, and how to check it. */
  static final String SKIPPED = "Perfetto official-schema checks skipped: ../shared/reference/perfetto_trace.proto"
      + " (beside the checkout) not found, so traces are checked against the project's subset"
      + " host/src/test/proto/perfetto_subset.proto and PerfettoSubsetTest (the subset against the official schema)"
      + " is skipped; put Perfetto's perfetto_trace.proto there and build again to run them";

  private static Optional<FileDescriptor> load(String resource) {
    try (InputStream in = TraceCheck.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        return Optional.empty();
      }
      return Optional.of(FileDescriptor.buildFrom(FileDescriptorSet.parseFrom(in).getFile(0), new FileDescriptor[0]));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (com.google.protobuf.Descriptors.DescriptorValidationException e) {
      throw new IllegalStateException(resource + ": " + e.getMessage(), e);
    }
  }
}
