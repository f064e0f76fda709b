package dev.tonband.host.stream;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;

/**
 * One input, decoded lazily: reads a chunk only when the items of the last one are used up, so a
 * stream of any length costs one chunk of items. Turns ticks into nanoseconds with the stream's
 * own {@code ts_resolution_ns}, tracks the current core, and keeps time from going backwards
 * (a step back is a problem, and the event is placed at the latest time seen so far) so that
 * inputs can be merged by time.
 */
public final class DeviceStream implements AutoCloseable {
  private static final int CHUNK_BYTES = 64 * 1024;

  private final String name;
  private final InputStream in;
  private final TraceReader reader;
  private final ArrayDeque<StreamItem> ready = new ArrayDeque<>();
  private final byte[] chunk = new byte[CHUNK_BYTES];
  private boolean ended;
  private Runnable idle = () -> {};

  private final Timebase timebase;
  private boolean resolutionMissingReported;
  private int core;
  private long lastTicks;
  private long lastNs;
  private long bytesRead;

  /**
   * @param name how problems name this input, e.g. the file name
   * @param pinnedCore the core of events before the stream's first core_id event
   * @param timebase shared by the inputs of one trace
   */
  public DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase) {
    this.name = name;
    this.timebase = timebase;
    this.in = in;
    this.core = pinnedCore;
    this.reader = TraceReader.forEvents(this::onEvent, this::onDecodeError);
  }

  public long bytesRead() {
    return bytesRead;
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
      int n = in.read(chunk);
      if (n < 0) {
        reader.finish();
        ended = true;
      } else {
        bytesRead += n;
        reader.feed(chunk, 0, n);
      }
    }
    return ready.peek();
  }

  /** Takes the next item, or null at the end of the input. */
  public StreamItem poll() throws IOException {
    peek();
    return ready.poll();
  }

  private void onEvent(TraceEvent event) {
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

  private void onDecodeError(DecodeError error) {
    String where = name + " offset " + error.streamOffset() + " frame " + error.frameIndex();
    String event = error.eventName() != null ? " (" + error.eventName() + ")"
        : error.eventId() >= 0 ? String.format(" (id 0x%02X)", error.eventId()) : "";
    String consequence = error.kind().dropsFrame() ? "; frame skipped" : "; event kept";
    ready.add(new Problem(error.kind().name(), where, error.detail() + event + consequence, lastNs, core));
  }

  /** The index of the frame being decoded (the reader counts it before decoding it). */
  private long currentFrame() {
    return reader.frames() - 1;
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
