package dev.tonband.host.stream;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9FormatException;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;

/**
 * One input, decoded lazily: reads a chunk only when the items of the last one are used up, so a
 * stream of any length costs one chunk of items. The input is a device stream or a dial9 archive
 * of one ({@link #archive}); both give the same events. Turns ticks into nanoseconds with the
 * stream's own {@code ts_resolution_ns}, tracks the current core, and keeps time from going
 * backwards (a step back is a problem, and the event is placed at the latest time seen so far)
 * so that inputs can be merged by time.
 */
public final class DeviceStream implements AutoCloseable {
  private final String name;
  private final InputStream in;
  private final StreamDecoder decoder;
  private final ArrayDeque<StreamItem> ready = new ArrayDeque<>();
  private boolean ended;
  private Runnable idle = () -> {};

  private final Timebase timebase;
  private boolean resolutionMissingReported;
  private int core;
  private long lastTicks;
  private long lastNs;

  /**
   * @param name how problems name this input, e.g. the file name
   * @param pinnedCore the core of events before the stream's first core_id event
   * @param timebase shared by the inputs of one trace
   */
  public DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase) {
    this(name, in, pinnedCore, timebase, false);
  }

  /** A dial9 archive of a device stream, as {@code tonband convert --to dial9} writes it. */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase) {
    return new DeviceStream(name, in, pinnedCore, timebase, true);
  }

  private DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase, boolean archive) {
    this.name = name;
    this.timebase = timebase;
    this.in = in;
    this.core = pinnedCore;
    this.decoder = archive ? new ArchiveDecoder(in, this) : new WireDecoder(in, this);
  }

  /** How problems name this input, e.g. the file name. */
  public String name() {
    return name;
  }

  /** Whether the input is a dial9 archive rather than the device's own stream. */
  public boolean isArchive() {
    return decoder instanceof ArchiveDecoder;
  }

  public long bytesRead() {
    return decoder.bytesRead();
  }

  /**
   * Runs {@code action} before each read that would wait for data (a live capture between
   * bursts), so that what was converted so far can be flushed to the user meanwhile.
   */
  public void whenIdle(Runnable action) {
    this.idle = action;
  }

  /** The next item without taking it, or null at the end of the input. */
  public StreamItem peek() throws IOException {
    while (ready.isEmpty() && !ended) {
      if (in.available() == 0) {
        idle.run();
      }
      ended = !decoder.decodeMore();
    }
    return ready.peek();
  }

  /** Takes the next item, or null at the end of the input. */
  public StreamItem poll() throws IOException {
    peek();
    return ready.poll();
  }

  void onEvent(TraceEvent event) {
    if (event instanceof TimedEvent timed) {
      if (timed instanceof CoreId id) {
        switchCore(id.coreId());
      }
      ready.add(new EventItem(event, toNs(timed.ts()), core, name, currentFrame()));
    } else {
      if (event instanceof TsResolutionNs resolution) {
        onResolution(resolution.nsPerTs());
      }
      ready.add(new EventItem(event, lastNs, core, name, currentFrame()));
    }
  }

  void onForeignEvent(Dial9Event event) {
    long ns = event.schema().hasTimestamp() ? foreignNs(event.timestampNs()) : lastNs;
    ready.add(new ForeignItem(event, ns, core, name, currentFrame()));
  }

  /** Foreign timestamps are nanoseconds already; they keep time from going back like the device's. */
  private long foreignNs(long ns) {
    if (ns < 0) {
      problem("TIMESTAMP_OVERFLOW", Long.toUnsignedString(ns)
          + " ns are beyond 2^63 ns (292 years); the event is placed at the latest time seen");
    } else if (ns < lastNs) {
      problem("NON_MONOTONIC_TIMESTAMP", "timestamp went back from " + lastNs + " to " + ns
          + " ns; the event is placed at the earlier time");
    } else {
      lastNs = ns;
    }
    return lastNs;
  }

  /** The archive cannot be read past {@code error}: the input ends here. */
  void onArchiveError(Dial9FormatException error) {
    ready.add(new Problem("DIAL9_" + error.kind().name(), name + " offset " + error.offset(),
        error.detail() + "; the archive cannot be read past it, so the input ends here", lastNs, core));
  }

  /** Larger core ids are damage, not hardware; following them would make a process per garbage value. */
  static final int MAX_CORE_ID = 255;

  private void switchCore(long id) {
    if (id > MAX_CORE_ID) {
      problem("IMPLAUSIBLE_CORE_ID", "core_id " + id + " is above " + MAX_CORE_ID
          + "; the stream is probably damaged here, so events stay on core " + core);
      return;
    }
    core = (int) id;
  }

  private void onResolution(long nsPerTs) {
    if (nsPerTs <= 0) {
      problem("IMPLAUSIBLE_METADATA", "ts_resolution_ns " + Long.toUnsignedString(nsPerTs)
          + " cannot be right; keeping " + timebase.nsPerTick() + " ns per tick");
      return;
    }
    if (!timebase.known() && lastTicks != 0) {
      problem("LATE_METADATA", "ts_resolution_ns arrived after timed events; they were converted at 1 ns per tick");
    }
    timebase.set(nsPerTs);
  }

  private long toNs(long ticks) {
    if (!timebase.known() && !resolutionMissingReported) {
      resolutionMissingReported = true;
      problem("MISSING_METADATA", "no ts_resolution_ns before the first timed event: assuming 1 ns per tick");
    }
    if (Long.compareUnsigned(ticks, lastTicks) < 0) {
      problem("NON_MONOTONIC_TIMESTAMP", "timestamp went back from " + Long.toUnsignedString(lastTicks)
          + " to " + Long.toUnsignedString(ticks) + " ticks; the event is placed at the earlier time");
      return lastNs;
    }
    lastTicks = ticks;
    long nsPerTick = timebase.nsPerTick();
    long ns = ticks * nsPerTick;
    if (ticks < 0 || Math.multiplyHigh(ticks, nsPerTick) != 0 || ns < 0) {
      problem("TIMESTAMP_OVERFLOW", Long.toUnsignedString(ticks) + " ticks of " + Long.toUnsignedString(nsPerTick)
          + " ns are beyond 2^63 ns (292 years); the event is placed at the latest time seen");
      return lastNs;
    }
    lastNs = Math.max(lastNs, ns);
    return lastNs;
  }

  void onDecodeError(DecodeError error) {
    String where = name + " offset " + error.streamOffset() + " frame " + error.frameIndex();
    String event = error.eventName() != null ? " (" + error.eventName() + ")"
        : error.eventId() >= 0 ? String.format(" (id 0x%02X)", error.eventId()) : "";
    String consequence = error.kind().dropsFrame() ? "; frame skipped" : "; event kept";
    ready.add(new Problem(error.kind().name(), where, error.detail() + event + consequence, lastNs, core));
  }

  private long currentFrame() {
    return decoder.frame();
  }

  /**
   * A problem the input found beneath the decoder (a bad hex line, damaged compression, an empty
   * input), placed among the items where the input met it.
   */
  public void report(String kind, String where, String message) {
    ready.add(new Problem(kind, where, message, lastNs, core));
  }

  private void problem(String kind, String message) {
    String where = name + " frame " + currentFrame();
    ready.add(new Problem(kind, where, message, lastNs, core));
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
