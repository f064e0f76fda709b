package dev.tonband.host.perfetto;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.perfetto.proto.DebugAnnotation;
import dev.tonband.host.perfetto.proto.Trace;
import dev.tonband.host.perfetto.proto.TracePacket;
import dev.tonband.host.perfetto.proto.TrackDescriptor;
import dev.tonband.host.perfetto.proto.TrackEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Parses a written trace back with the protobuf classes and checks the rules of
 * spec/perfetto.md on every packet; then offers a readable view of it for assertions.
 */
public final class TraceCheck {
  /** One event as a line: {@code "Core #0 / SysTick: B SysTick @100"}. */
  private final List<String> lines = new ArrayList<>();
  private final Map<Long, TrackDescriptor> tracks = new HashMap<>();
  private final Map<Long, String> paths = new HashMap<>();
  private final List<TracePacket> errors = new ArrayList<>();

  private TraceCheck() {}

  /** Parses {@code bytes} and fails the test on any broken rule. */
  public static TraceCheck of(byte[] bytes) throws Exception {
    TraceCheck check = new TraceCheck();
    check.run(Trace.parseFrom(bytes));
    return check;
  }

  private void run(Trace trace) {
    Map<Long, Integer> depth = new HashMap<>();
    long lastTs = Long.MIN_VALUE;
    int index = 0;
    for (TracePacket p : trace.getPacketList()) {
      String at = "packet " + index++ + ": ";
      assertWithMessage(at + "sequence id").that(p.getTrustedPacketSequenceId()).isEqualTo(PerfettoWriter.SEQUENCE_ID);
      if (index == 1) {
        assertWithMessage(at + "first packet clears incremental state").that(p.getSequenceFlags() & 1).isEqualTo(1);
      }
      if (p.hasTrackDescriptor()) {
        TrackDescriptor d = p.getTrackDescriptor();
        if (d.hasParentUuid()) {
          assertWithMessage(at + "parent described before child " + d).that(tracks).containsKey(d.getParentUuid());
        }
        tracks.put(d.getUuid(), d);
        paths.clear(); // a renamed track renames its children's paths too
        continue;
      }
      assertWithMessage(at + "has an event").that(p.hasTrackEvent()).isTrue();
      TrackEvent e = p.getTrackEvent();
      TrackDescriptor track = tracks.get(e.getTrackUuid());
      assertWithMessage(at + "descriptor before first event on track " + e.getTrackUuid()).that(track).isNotNull();
      assertWithMessage(at + "timestamps never go back").that(p.getTimestamp()).isAtLeast(lastTs);
      lastTs = p.getTimestamp();
      boolean counterTrack = track.hasCounter();
      assertWithMessage(at + "counters exactly on counter tracks: " + e)
          .that(e.getType() == TrackEvent.Type.TYPE_COUNTER).isEqualTo(counterTrack);
      assertWithMessage(at + "no events on process tracks").that(track.hasProcess()).isFalse();
      int open = depth.getOrDefault(e.getTrackUuid(), 0);
      switch (e.getType()) {
        case TYPE_SLICE_BEGIN -> depth.put(e.getTrackUuid(), open + 1);
        case TYPE_SLICE_END -> {
          assertWithMessage(at + "slice end with nothing open on " + path(track)).that(open).isGreaterThan(0);
          depth.put(e.getTrackUuid(), open - 1);
        }
        default -> {}
      }
      if (path(track).equals("Tracing Errors")) {
        errors.add(p);
      }
      lines.add(line(p, track));
    }
  }

  private String line(TracePacket p, TrackDescriptor track) {
    TrackEvent e = p.getTrackEvent();
    String what = switch (e.getType()) {
      case TYPE_SLICE_BEGIN -> "B " + e.getName();
      case TYPE_SLICE_END -> "E";
      case TYPE_INSTANT -> "I " + e.getName();
      case TYPE_COUNTER -> "C " + e.getCounterValue();
      default -> "? " + e;
    };
    return path(track) + ": " + what + " @" + p.getTimestamp();
  }

  /** "Core #0 / SysTick": a track's name after its ancestors' (a process by its process name). */
  private String path(TrackDescriptor track) {
    String path = paths.get(track.getUuid());
    if (path == null) {
      String name = track.hasProcess() ? track.getProcess().getProcessName() : track.getName();
      TrackDescriptor parent = track.hasParentUuid() ? tracks.get(track.getParentUuid()) : null;
      path = parent == null ? name : path(parent) + " / " + name;
      paths.put(track.getUuid(), path);
    }
    return path;
  }

  /** Every event as a line, in trace order. */
  public List<String> lines() {
    return lines;
  }

  /** The lines of the tracks whose path starts with {@code prefix}. */
  public List<String> linesOf(String prefix) {
    return lines.stream().filter(l -> l.startsWith(prefix)).collect(Collectors.toList());
  }

  /** The kinds of the instants on the errors track, in order. */
  public List<String> errorKinds() {
    return errors.stream().map(p -> p.getTrackEvent().getName()).collect(Collectors.toList());
  }

  /** The "where" annotations of the errors track's instants. */
  public List<String> errorPlaces() {
    List<String> places = new ArrayList<>();
    for (TracePacket p : errors) {
      for (DebugAnnotation a : p.getTrackEvent().getDebugAnnotationsList()) {
        if (a.getName().equals("where")) {
          places.add(a.getStringValue());
        }
      }
    }
    return places;
  }

  /** The final name of every track, by path. */
  public List<String> trackPaths() {
    return tracks.values().stream().map(this::path).sorted().collect(Collectors.toList());
  }
}
