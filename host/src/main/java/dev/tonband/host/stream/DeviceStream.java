// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stream;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.events.EventPacker;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.PackedSink;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9FormatException;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * One input, decoded lazily: reads a chunk only when the items of the last one are used up, so a
 * stream of any length costs one chunk of items. The input is a device stream or a dial9 archive
 * of one ({@link #archive}); both give the same events. It packs each decoded event ({@link
 * EventPacker}), applying the stream's own on the way (as their typed calls): a core_id switches
 * the {@link CurrentCore}, a ts_resolution_ns or ts_frequency_hz sets the {@link Timebase}, a
 * catalogue fingerprint is checked against the catalogue; the {@link Opening} holds the first events until
 * the resolution is known, and {@link TimestampRepair} places them in time, in ns ({@link
 * TickClock}), into the {@link PendingItems} the stream's items are taken from. Another
 * producer's events in a dial9 archive are at their own times, put in order by {@link
 * ForeignOrder}. Its problems are worded by {@link StreamProblems}.
 *
 * <p>An archive that can be read again from any offset ({@link ArchiveSource}) is read as its
 * batches side by side, each like an input of its own, merged by time ({@link ArchiveBatches}):
 * dial9's writers append a batch per thread buffer, and their times overlap.
 */
public final class DeviceStream implements AutoCloseable {
  private final String name;
  private final InputStream in;
  /** Null when the stream is an archive read as its batches ({@link #lanes}). */
  private final StreamDecoder decoder;
  private final ArchiveBatches lanes;
  private final PendingItems pending;
  private boolean ended;
  private Runnable idle;

  private final Timebase timebase;
  private final TraceCatalogue catalogue;
  private final CurrentCore core;
  private final StreamProblems problems;
  private final TimestampRepair repair;
  private final Opening opening;
  private final ForeignOrder foreign;
  private final StreamEvents events = new StreamEvents(this::packed);

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
    this(name, in, pinnedCore, timebase, catalogue, s -> new WireDecoder(in, s, catalogue.decoder()), null, 0);
  }

  /** A dial9 archive of a device stream, as {@code tonband convert --to dial9} writes it. */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase) {
    return archive(name, in, pinnedCore, timebase, TraceCatalogue.builtIn());
  }

  /** A dial9 archive, its fingerprint checked against {@code catalogue}. */
  public static DeviceStream archive(String name, InputStream in, int pinnedCore, Timebase timebase,
      TraceCatalogue catalogue) {
    return new DeviceStream(name, in, pinnedCore, timebase, catalogue,
        s -> new ArchiveDecoder(in, s, 0, 0, Dial9Reader.defaultMemoryBudget(), false), null, 0);
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
        new ArchiveBatches(name, in, source, memoryBudget, pinnedCore, timebase, catalogue), 0);
  }

  /**
   * One batch of an archive, read as an input of its own from its header on by {@code decoder}
   * (an {@link ArchiveDecoder} of the batch). It starts at {@code startNs}, the time of its first
   * timestamped event, which the merge has reached when it opens the batch: what comes before
   * that event is placed there.
   */
  static DeviceStream lane(String name, InputStream in, int pinnedCore, Timebase timebase, TraceCatalogue catalogue,
      Function<DeviceStream, StreamDecoder> decoder, long startNs) {
    return new DeviceStream(name, in, pinnedCore, timebase, catalogue, decoder, null, startNs);
  }

  /**
   * With a decoder, or else with the batches of an archive; what comes before the first timed
   * event is at {@code startNs}.
   */
  private DeviceStream(String name, InputStream in, int pinnedCore, Timebase timebase, TraceCatalogue catalogue,
      Function<DeviceStream, StreamDecoder> decoder, ArchiveBatches lanes, long startNs) {
    this.name = name;
    this.pending = new PendingItems(name);
    this.timebase = timebase;
    this.catalogue = catalogue;
    this.in = in;
    this.core = new CurrentCore(pinnedCore);
    this.problems = new StreamProblems(name, pending, this::currentFrame, this::currentNs, core::get);
    this.repair = new TimestampRepair(pending, new TickClock(timebase), problems, startNs);
    this.opening = new Opening(timebase, problems, repair::place);
    this.foreign = new ForeignOrder(pending, problems);
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

  /**
   * Whole nanoseconds per tick of the stream's timestamps, as far as known (1 before a resolution,
   * and for a clock whose tick is no whole number of ns).
   */
  public long nsPerTick() {
    return timebase.nsPerTick();
  }

  /** Nanoseconds per tick with their fraction (8.333 at 120 MHz), as far as known. */
  public double tickNs() {
    return timebase.tickNs();
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
    return fromLanes() ? lanes.peek() : pending.peek();
  }

  /** Takes the next item, or null at the end of the input. */
  public StreamItem poll() throws IOException {
    if (!fill()) {
      return null;
    }
    if (fromLanes()) {
      return lanes.next();
    }
    StreamItem item = pending.peek();
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
      pending.take(sink);
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
      if (endOpeningOnResolution()) {
        continue;
      }
      if (idle != null && in.available() == 0) {
        settle();
        if (pending.ready()) {
          break;
        }
        idle.run();
      }
      decodeNext();
    }
    return pending.ready();
  }

  /** Places the opening's events once another input of the trace gave the resolution; whether it did. */
  private boolean endOpeningOnResolution() {
    if (opening.isOver() || !timebase.known()) {
      return false;
    }
    opening.end();
    return true;
  }

  /** Decodes the input's next chunk, or places the opening once another input gave the resolution. */
  private void decodeNext() throws IOException {
    if (endOpeningOnResolution()) {
      return;
    }
    ended = !decoder.decodeMore();
    if (ended) {
      settle();
      repair.end(currentFrame());
    }
  }

  /**
   * Whether another thread can take this stream's items in place ({@link #share}): an input read
   * on its own, not an archive read as its batches, nor a live one.
   */
  boolean sharable() {
    return lanes == null && idle == null;
  }

  /**
   * From now on the items are taken by another thread ({@link #takeShared}) while this one reads
   * the input ({@link #decodeAhead}), each waiting for the other with {@code pause} (given how
   * often it waited already); only when {@link #sharable()}.
   */
  void share(IntConsumer pause) {
    pending.share(pause);
  }

  /**
   * Decodes the input's next chunk and lets the taking thread have its items; false at the end of
   * the input, when every item was let go.
   */
  boolean decodeAhead() throws IOException {
    decodeNext();
    if (ended) {
      pending.finish();
    } else {
      pending.publish();
    }
    return !ended;
  }

  /** Lets the taking thread have what is ready when the reading thread fails: no more comes. */
  void endShared() {
    pending.finish();
  }

  /** In the taking thread of a shared stream: hands the next item to {@code sink}; false at the end. */
  boolean takeShared(ItemSink sink) throws IOException {
    return pending.takePublished(sink);
  }

  /** The decoder's calls: the events it decodes, which the stream packs ({@link #packed}). */
  EventVisitor events() {
    return events;
  }

  /** An event that comes as its record (from an archive): packed as the decoder's would be. */
  void onEvent(TraceEvent event) {
    events.pack(event);
  }

  /**
   * The stream's events, packed; its own metadata (the core, the clock, the catalogue) is applied
   * on the way, before the event joins the stream.
   */
  private final class StreamEvents extends EventPacker {
    StreamEvents(PackedSink sink) {
      super(sink);
    }

    @Override
    public void onCoreId(long ts, long coreId) {
      arriving();
      core.switchTo(coreId, problems);
      super.onCoreId(ts, coreId);
    }

    @Override
    public void onTsResolutionNs(long nsPerTs) {
      arriving();
      onResolution(nsPerTs);
      super.onTsResolutionNs(nsPerTs);
    }

    @Override
    public void onTsFrequencyHz(long hz) {
      arriving();
      onFrequency(hz);
      super.onTsFrequencyHz(hz);
    }

    @Override
    public void onCatalogueFingerprint(long fingerprint) {
      arriving();
      catalogue.mismatch(fingerprint).ifPresent(problems::catalogueMismatch);
      super.onCatalogueFingerprint(fingerprint);
    }
  }

  /** An event, packed (see {@link PackedSink}): on the current core, from the current frame. */
  private void packed(int id, boolean timed, long ticks, long a, long b, long c, Object ref) {
    arriving();
    opening.add(id, timed, ticks, a, b, c, ref, core.get(), currentFrame());
  }

  /** Before an event of the stream: what an archive's other producers sent so far goes first. */
  private void arriving() {
    // Only an archive has other producers' events to wait: for any other input this is one test.
    if (foreign.waiting()) {
      releaseForeign(); // the input's order between its kinds of events stays
    }
  }

  private void onResolution(long nsPerTs) {
    if (!Timebase.plausible(nsPerTs)) {
      problems.implausibleResolution(nsPerTs, timebase.nsPerTick());
      return;
    }
    if (!timebase.known() && opening.isOver() && repair.ticked()) {
      problems.lateResolution(Opening.LIMIT);
    }
    timebase.set(nsPerTs);
  }

  /** The exact clock, which {@link Timebase} prefers to ts_resolution_ns. */
  private void onFrequency(long hz) {
    if (!Timebase.plausibleHz(hz)) {
      problems.implausibleFrequency(hz);
      return;
    }
    if (!timebase.known() && opening.isOver() && repair.ticked()) {
      problems.lateResolution(Opening.LIMIT);
    }
    timebase.setHz(hz);
  }

  /** Releases everything held for look-ahead or sorting: at the end of the input, or when it goes idle. */
  private void settle() {
    releaseDevice();
    releaseForeign();
  }

  private void releaseDevice() {
    opening.end();
    repair.releaseHeld();
  }

  private void releaseForeign() {
    foreign.flush();
    repair.foreignPlaced(foreign.releasedNs());
  }

  void onForeignEvent(Dial9Event event) {
    releaseDevice(); // nothing of the device is held now: its latest time is placed for good
    foreign.add(event, core.get(), name, currentFrame(), repair.currentNs());
    repair.foreignPlaced(foreign.releasedNs());
  }

  /** The archive cannot be read past {@code error}, at {@code offset} ({@link StreamProblems#archiveError}). */
  void onArchiveError(Dial9FormatException error, long offset, boolean oneOfSeveral) {
    releaseForeign();
    problems.archiveError(error, offset, oneOfSeveral);
  }

  void onDecodeError(DecodeError error) {
    releaseForeign();
    problems.decodeError(error);
  }

  private long currentFrame() {
    return decoder.frame();
  }

  /** The time problems take: the latest timed event's, of the device or another producer. */
  private long currentNs() {
    return Math.max(repair.currentNs(), foreign.releasedNs());
  }

  /**
   * A problem the input found beneath the decoder (a bad hex line, damaged compression, an empty
   * input), placed among the items where the input met it.
   */
  public void report(String kind, String where, String message) {
    releaseForeign();
    problems.report(kind, where, message);
  }

  @Override
  public void close() throws IOException {
    if (lanes != null) {
      lanes.close();
    }
    in.close();
  }
}
