package dev.tonband.host.stream;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.events.CatalogueFingerprint;
import dev.tonband.codec.events.CoreId;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9FormatException;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One input, decoded lazily: reads a chunk only when the items of the last one are used up, so a
 * stream of any length costs one chunk of items. The input is a device stream or a dial9 archive
 * of one ({@link #archive}); both give the same events. Turns ticks into nanoseconds with the
 * stream's own {@code ts_resolution_ns}, tracks the current core, and keeps time from going
 * backwards so that inputs can be merged by time.
 *
 * <p>Two things need a little look-ahead. Runtimes send timed events (a {@code core_id}) before
 * the resolution at the very start, so the opening events wait, up to {@link #OPENING_LIMIT} of
 * them, until the resolution places them. And one damaged timestamp must not re-time the rest
 * of the trace: each timed event is held until the next one, and an event far ahead of both its
 * neighbours, which agree with each other, is the damaged one: it is reported and placed at the
 * time of the event before it. An event that goes back is placed at that time too.
 *
 * <p>An archive that can be read again from any offset ({@link ArchiveSource}) is read as its
 * batches side by side, each like an input of its own, merged by time ({@link ArchiveBatches}):
 * dial9's writers append a batch per thread buffer, and their times overlap.
 */
public final class DeviceStream implements AutoCloseable {
  /** Opening events held back at most while waiting for the resolution. */
  static final int OPENING_LIMIT = 4096;

  private final String name;
  private final InputStream in;
  /** Null when the stream is an archive read as its batches ({@link #lanes}). */
  private final StreamDecoder decoder;
  private final ArchiveBatches lanes;
  private final PendingItems pending = new PendingItems();
  private boolean ended;
  private Runnable idle;

  private final Timebase timebase;
  private final TraceCatalogue catalogue;
  private int core;
  /** The latest timed event placed for good, in ticks and ns; untimed items take its time. */
  private long lastTicks;
  private long lastNs;
  /** Whether {@link #lastTicks} is a timed event's, the evidence a held event is judged against. */
  private boolean timedPlaced;
  private long nsPerTick;
  private long maxTicks;

  /** Events of the opening while the resolution is unknown, in order; null once it is over. */
  private List<Opening> opening = new ArrayList<>();

  private record Opening(TraceEvent event, int id, boolean timed, long ticks, int core, long frame) {}

  /**
   * The ticks of the newest timed event, which {@link #pending} holds back, with what came after
   * it, until the next one confirms its time.
   */
  private long heldTicks;

  /**
   * @param name how problems name this input, e.g. the file name
   * @param pinnedCore the core of events before the stream's first core_id event
   * @param timebase shared by the inputs of one trace
   */
  public DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase) {
    this(name, in, pinnedCore, timebase, TraceCatalogue.builtIn());
  }

  /**
   * @param catalogue what the stream is decoded with, shared by the inputs of one trace (it
   *     reports a trace of another catalogue once)
   */
  public DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase, TraceCatalogue catalogue) {
    this(name, in, pinnedCore, timebase, catalogue, s -> new WireDecoder(in, s, catalogue.decoder()), null);
  }

  /** A dial9 archive of a device stream, as {@code tonband convert --to dial9} writes it. */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase) {
    return archive(name, in, pinnedCore, timebase, TraceCatalogue.builtIn());
  }

  /** A dial9 archive, its fingerprint checked against {@code catalogue}. */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase,
      TraceCatalogue catalogue) {
    return new DeviceStream(name, in, pinnedCore, timebase, catalogue,
        s -> new ArchiveDecoder(in, s, 0, 0, Dial9Reader.defaultMemoryBudget(), false), null);
  }

  /**
   * A dial9 archive whose bytes {@code source} can read again from any offset: its batches are
   * read side by side and merged by time, each event at the time its batch gives it. {@code in}
   * reads it through once first, to find the batches.
   */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase,
      TraceCatalogue catalogue, ArchiveSource source) {
    return archive(name, in, pinnedCore, timebase, catalogue, source, Dial9Reader.defaultMemoryBudget());
  }

  /** As above, the batches read at once sharing {@code memoryBudget} for their schemas and pools. */
  static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase,
      TraceCatalogue catalogue, ArchiveSource source, long memoryBudget) {
    return new DeviceStream(name, in, pinnedCore, timebase, catalogue, null,
        new ArchiveBatches(name, in, source, memoryBudget, pinnedCore, timebase, catalogue));
  }

  /**
   * One batch of an archive, read as an input of its own from its header on by {@code decoder}
   * (an {@link ArchiveDecoder} of the batch). It starts at {@code startNs}, the time of its first
   * timestamped event, which the merge has reached when it opens the batch: what comes before
   * that event is placed there.
   */
  static DeviceStream lane(String name, InputStream in, int pinnedCore, Timebase timebase, TraceCatalogue catalogue,
      Function<DeviceStream, StreamDecoder> decoder, long startNs) {
    DeviceStream lane = new DeviceStream(name, in, pinnedCore, timebase, catalogue, decoder, null);
    lane.lastNs = startNs;
    return lane;
  }

  /** With a decoder, or else with the batches of an archive. */
  private DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase, TraceCatalogue catalogue,
      Function<DeviceStream, StreamDecoder> decoder, ArchiveBatches lanes) {
    this.name = name;
    this.timebase = timebase;
    this.catalogue = catalogue;
    this.in = in;
    this.core = pinnedCore;
    this.lanes = lanes;
    this.decoder = lanes == null ? decoder.apply(this) : null;
  }

  /** The catalogue the stream is decoded with. */
  public TraceCatalogue catalogue() {
    return catalogue;
  }

  /** How problems name this input, e.g. the file name. */
  public String name() {
    return name;
  }

  /** Whether the input is a dial9 archive rather than the device's own stream. */
  public boolean isArchive() {
    return lanes != null || decoder instanceof ArchiveDecoder;
  }

  /** Nanoseconds per tick of the stream's timestamps, as far as known (1 before a resolution). */
  public long nsPerTick() {
    return timebase.nsPerTick();
  }

  public long bytesRead() {
    return lanes != null ? lanes.bytesScanned() : decoder.bytesRead();
  }

  /**
   * Runs {@code action} before each read that would wait for data (a live capture between
   * bursts), so that what was converted so far can be flushed to the user meanwhile. What the
   * stream holds back for look-ahead is released first: a live view cannot wait for more.
   */
  public void whenIdle(Runnable action) {
    this.idle = action;
  }

  /** The next item without taking it, or null at the end of the input. */
  public StreamItem peek() throws IOException {
    if (!fill()) {
      return null;
    }
    return fromLanes() ? lanes.peek() : pending.peek(name);
  }

  /** Takes the next item, or null at the end of the input. */
  public StreamItem poll() throws IOException {
    if (!fill()) {
      return null;
    }
    if (fromLanes()) {
      return lanes.next();
    }
    StreamItem item = pending.peek(name);
    pending.skip();
    return item;
  }

  /** Hands the next item to {@code sink}, without an {@link EventItem}; false at the end of the input. */
  boolean take(ItemSink sink) throws IOException {
    if (!fill()) {
      return false;
    }
    if (fromLanes()) {
      lanes.take(sink);
    } else {
      pending.take(sink, name);
    }
    return true;
  }

  /** The time of the next item; only after {@link #peek()} or {@link #fill()} found one. */
  long peekNs() {
    return fromLanes() ? lanes.peekNs() : pending.peekNs();
  }

  /**
   * Whether the next item is one of the archive's batches'; the stream's own (the problems of
   * the input beneath, found while the archive is read through) go first.
   */
  private boolean fromLanes() {
    return lanes != null && !pending.ready();
  }

  /** Decodes until an item is ready; false at the end of the input. */
  boolean fill() throws IOException {
    if (lanes != null) {
      boolean batches = lanes.fill(); // reads the archive through first: its input's problems come then
      return pending.ready() || batches;
    }
    while (!pending.ready() && !ended) {
      if (opening != null && timebase.known()) {
        endOpening(); // another input of the trace gave the resolution
        continue;
      }
      if (idle != null && in.available() == 0) {
        settle();
        if (pending.ready()) {
          break;
        }
        idle.run();
      }
      ended = !decoder.decodeMore();
      if (ended) {
        settle();
      }
    }
    return pending.ready();
  }

  /** An event that comes as its record alone (from an archive). */
  void onEvent(TraceEvent event) {
    onRecord(event, event.eventId(), event instanceof TimedEvent, event instanceof TimedEvent timed ? timed.ts() : 0);
  }

  /** An event, its id, whether it is timed and its ticks (see {@link dev.tonband.codec.events.RecordSink}). */
  void onRecord(TraceEvent event, int id, boolean timed, long ticks) {
    if (event instanceof CoreId coreId) {
      switchCore(coreId.coreId());
    } else if (event instanceof TsResolutionNs resolution) {
      onResolution(resolution.nsPerTs());
    } else if (event instanceof CatalogueFingerprint fingerprint) {
      catalogue.mismatch(fingerprint.fingerprint()).ifPresent(message -> problem("CATALOGUE_MISMATCH", message));
    }
    if (opening == null) {
      place(event, id, timed, ticks, core, currentFrame());
      return;
    }
    opening.add(new Opening(event, id, timed, ticks, core, currentFrame()));
    if (timebase.known() || opening.size() >= OPENING_LIMIT) {
      endOpening();
    }
  }

  /** Places the opening's events, at the resolution now known, or else at 1 ns per tick. */
  private void endOpening() {
    List<Opening> events = opening;
    opening = null;
    if (!timebase.known() && events.stream().anyMatch(Opening::timed)) {
      problem("MISSING_METADATA", "no ts_resolution_ns in the first " + events.size()
          + " event(s) of the stream: timestamps are taken as nanoseconds (1 ns per tick)");
    }
    for (Opening e : events) {
      place(e.event(), e.id(), e.timed(), e.ticks(), e.core(), e.frame());
    }
  }

  /** Releases everything held for look-ahead: at the end of the input, or when it goes idle. */
  private void settle() {
    if (opening != null) {
      endOpening();
    }
    releaseHeld();
  }

  private void place(TraceEvent event, int id, boolean timed, long ticks, int core, long frame) {
    if (timed) {
      timed(event, id, ticks, core, frame);
    } else {
      pending.addEvent(event, id, false, currentNs(), core, frame);
    }
  }

  private void timed(TraceEvent event, int id, long ticks, int core, long frame) {
    if (pending.holding()) {
      if (timedPlaced && Long.compareUnsigned(ticks, heldTicks) < 0 && Long.compareUnsigned(ticks, lastTicks) >= 0
          && Long.compareUnsigned(ticks - lastTicks, heldTicks - ticks) < 0) {
        heldIsDamaged(ticks);
      } else {
        releaseHeld();
      }
    }
    if (Long.compareUnsigned(ticks, lastTicks) < 0) {
      problemAt(frame, "NON_MONOTONIC_TIMESTAMP", "timestamp went back from " + Long.toUnsignedString(lastTicks)
          + " to " + Long.toUnsignedString(ticks) + " ticks; the event is placed at the time of the event before it");
      pending.addEvent(event, id, true, lastNs, core, frame);
      return;
    }
    long ns = toNs(ticks);
    if (ns < 0) {
      problemAt(frame, "TIMESTAMP_OVERFLOW", Long.toUnsignedString(ticks) + " ticks of " + Long.toUnsignedString(nsPerTick)
          + " ns are beyond 2^63 ns (292 years); the event is placed at the time of the event before it");
      pending.addEvent(event, id, true, lastNs, core, frame);
      return;
    }
    pending.hold();
    pending.addEvent(event, id, true, Math.max(lastNs, ns), core, frame);
    heldTicks = ticks;
  }

  /** The held event's time stands: it becomes the time later events are measured against. */
  private void releaseHeld() {
    if (!pending.holding()) {
      return;
    }
    lastTicks = heldTicks;
    lastNs = pending.heldNs();
    timedPlaced = true;
    pending.release();
  }

  /** The held event lies far ahead of the events before and after it: its timestamp is damaged. */
  private void heldIsDamaged(long nextTicks) {
    Problem outlier = new Problem("TIMESTAMP_OUTLIER", name + " frame " + pending.heldFrame(), "timestamp "
        + Long.toUnsignedString(heldTicks) + " ticks is far ahead of the events before (" + Long.toUnsignedString(lastTicks)
        + ") and after it (" + Long.toUnsignedString(nextTicks) + "), which agree: it is damaged; the event is placed at"
        + " the time of the event before it", lastNs, pending.heldCore());
    pending.retimeHeld(lastNs);
    pending.insertBeforeHeld(outlier);
    pending.release();
  }

  /** The time of the latest timed event, held or placed: what untimed items and problems take. */
  private long currentNs() {
    return pending.holding() ? pending.heldNs() : lastNs;
  }

  /** Adds a problem after what came before it, held back with the held event if there is one. */
  private void emit(Problem problem) {
    pending.addOther(problem);
  }

  void onForeignEvent(Dial9Event event) {
    settle();
    long ns = event.schema().hasTimestamp() ? foreignNs(event.timestampNs()) : lastNs;
    pending.addOther(new ForeignItem(event, ns, core, name, currentFrame()));
  }

  /** Foreign timestamps are nanoseconds already; they keep time from going back like the device's. */
  private long foreignNs(long ns) {
    if (ns < 0) {
      problem("TIMESTAMP_OVERFLOW", Long.toUnsignedString(ns)
          + " ns are beyond 2^63 ns (292 years); the event is placed at the time of the event before it");
    } else if (ns < lastNs) {
      problem("NON_MONOTONIC_TIMESTAMP", "timestamp went back from " + lastNs + " to " + ns
          + " ns; the event is placed at the time of the event before it");
    } else {
      lastNs = ns;
    }
    return lastNs;
  }

  /**
   * The archive cannot be read past {@code error}, at {@code offset} of it: the input ends here,
   * or, for one of several batches read side by side, the batch.
   */
  void onArchiveError(Dial9FormatException error, long offset, boolean oneOfSeveral) {
    String consequence = oneOfSeveral
        ? "; its batch cannot be read past it, so the batch ends here (the others go on)"
        : "; the archive cannot be read past it, so the input ends here";
    emit(new Problem("DIAL9_" + error.kind().name(), name + " offset " + offset, error.detail() + consequence,
        currentNs(), core));
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
    if (!timebase.known() && opening == null && (lastTicks != 0 || pending.holding())) {
      problem("LATE_METADATA", "ts_resolution_ns arrived after the stream's first " + OPENING_LIMIT
          + " events; the timed events before it were placed at 1 ns per tick");
    }
    timebase.set(nsPerTs);
  }

  /** Ticks in ns, or -1 beyond 2^63 ns. */
  private long toNs(long ticks) {
    long perTick = timebase.nsPerTick();
    if (perTick != nsPerTick) {
      nsPerTick = perTick;
      maxTicks = Long.MAX_VALUE / perTick;
    }
    return ticks < 0 || ticks > maxTicks ? -1 : ticks * perTick;
  }

  void onDecodeError(DecodeError error) {
    String where = name + " offset " + error.streamOffset() + " frame " + error.frameIndex();
    // An id without a name is an unknown one, which the decoder's detail names already.
    String event = error.eventName() != null ? " (" + error.eventName() + ")" : "";
    String consequence = error.kind().dropsFrame() ? "; frame skipped" : "; event kept";
    emit(new Problem(error.kind().name(), where, error.detail() + event + consequence, currentNs(), core));
  }

  private long currentFrame() {
    return decoder.frame();
  }

  /**
   * A problem the input found beneath the decoder (a bad hex line, damaged compression, an empty
   * input), placed among the items where the input met it.
   */
  public void report(String kind, String where, String message) {
    emit(new Problem(kind, where, message, currentNs(), core));
  }

  private void problem(String kind, String message) {
    problemAt(currentFrame(), kind, message);
  }

  private void problemAt(long frame, String kind, String message) {
    emit(new Problem(kind, name + " frame " + frame, message, currentNs(), core));
  }

  @Override
  public void close() throws IOException {
    if (lanes != null) {
      lanes.close();
    }
    in.close();
  }
}
