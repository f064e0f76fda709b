package dev.tonband.host.stream;

import dev.tonband.dial9.Dial9;
import dev.tonband.dial9.Dial9Event;
import dev.tonband.dial9.Dial9FormatException;
import dev.tonband.dial9.Dial9Reader;
import dev.tonband.dial9.Dial9Visitor;
import dev.tonband.host.catalogue.TraceCatalogue;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The batches of a dial9 archive, read side by side and merged by time. dial9's writers keep a
 * buffer per thread and append each to the file as a batch of its own (its own header, schemas,
 * pools and timestamp base 0), so the batches of different threads overlap in time: that is no
 * damage. Each batch is read as an input of its own, a lane (a {@link DeviceStream} with its own
 * clock, look-ahead and current core, starting at the archive's pinned core), like the inputs of
 * several cores.
 *
 * <p>Where the batches start is known only by reading the archive: {@link #fill} first reads it
 * through once, keeping only each batch's offset, its first frame's index and the time of its
 * first timestamped event. A lane is opened from the {@link ArchiveSource} only when the merge
 * reaches that time, and its input is closed at its end, so memory and open files grow with the
 * batches that overlap in time (about the writer's threads), not with the archive. Offsets and
 * frame indexes in problems are the archive's, as when it is read from start to end.
 */
final class ArchiveBatches {
  /**
   * A batch of the archive: where it starts and ends (the next batch's offset; -1 for the end of
   * the archive), the index its first frame has in the archive, and when its lane starts: the
   * time of its first timestamped event (0 for the first batch, and for a batch without one, such
   * as metadata: they come first).
   */
  private record Batch(long offset, long end, long firstFrame, long startNs) {
    Batch endingAt(long next) {
      return new Batch(offset, next, firstFrame, startNs);
    }

    Batch startingAt(long ns) {
      return new Batch(offset, end, firstFrame, ns);
    }
  }

  private final String name;
  private final int pinnedCore;
  private final Timebase timebase;
  private final TraceCatalogue catalogue;
  private final InputStream in;
  private final ArchiveSource source;
  /** The batches in the order their lanes open, by start time (then file order); null until read through. */
  private List<Batch> batches;
  private int opened;
  private long bytesScanned;
  private final StreamMerger lanes = new StreamMerger();
  /** The inputs of lanes not yet at their end (a lane that stops at an error does not get there). */
  private final List<LaneInput> open = new ArrayList<>();

  ArchiveBatches(String name, InputStream in, ArchiveSource source, int pinnedCore, Timebase timebase,
      TraceCatalogue catalogue) {
    this.name = name;
    this.in = in;
    this.source = source;
    this.pinnedCore = pinnedCore;
    this.timebase = timebase;
    this.catalogue = catalogue;
  }

  /** Opens the lanes whose time has come; false when every batch has ended. */
  boolean fill() throws IOException {
    if (batches == null) {
      batches = scan();
    }
    while (opened < batches.size() && (!lanes.fill() || batches.get(opened).startNs() <= lanes.peekNs())) {
      lanes.add(lane(batches.get(opened++)));
    }
    return lanes.fill();
  }

  /** Only after {@link #fill()} found an item, as for the following. */
  long peekNs() {
    return lanes.peekNs();
  }

  StreamItem peek() throws IOException {
    return lanes.peek();
  }

  StreamItem next() throws IOException {
    return lanes.next();
  }

  void take(ItemSink sink) throws IOException {
    lanes.next(sink);
  }

  long bytesScanned() {
    return bytesScanned;
  }

  void close() throws IOException {
    for (LaneInput lane : open) {
      lane.close();
    }
  }

  /**
   * Reads the archive through, noting where each batch starts. A broken archive ends the list at
   * the batch it breaks in; that batch's lane reads up to the damage and reports it.
   */
  private List<Batch> scan() throws IOException {
    Scan scan = new Scan(new Dial9Reader(in));
    try {
      while (scan.reader.readFrame(scan)) {
        scan.frame++;
      }
    } catch (Dial9FormatException e) {
      // the lane of the batch it is in meets it too, and reports it in its place
    }
    bytesScanned = scan.reader.offset();
    List<Batch> found = scan.found;
    if (found.isEmpty()) {
      found.add(new Batch(0, -1, 0, 0)); // not even a header: its lane says what is wrong
    }
    found.sort(Comparator.comparingLong(Batch::startNs)); // stable: file order among equal times
    return found;
  }

  /** What the read-through keeps: each batch, in file order. */
  private static final class Scan implements Dial9Visitor {
    final Dial9Reader reader;
    final List<Batch> found = new ArrayList<>();
    /** The index of the frame being read. */
    long frame;
    /** Whether the current batch's start time is known. */
    boolean started;

    Scan(Dial9Reader reader) {
      this.reader = reader;
    }

    @Override
    public void onBatchStart(int batch) {
      long offset = reader.offset() - Dial9.HEADER_BYTES;
      if (batch > 0) {
        found.add(found.remove(found.size() - 1).endingAt(offset));
      }
      // a later header is a frame of its own; the batch's first frame is the one after it
      found.add(new Batch(offset, -1, batch == 0 ? 0 : frame + 1, 0));
      started = batch == 0;
    }

    @Override
    public void onEvent(Dial9Event event) {
      if (!started && event.schema().hasTimestamp()) {
        started = true;
        // beyond 2^63 ns the lane reports the event; it starts with the batches that come first
        found.add(found.remove(found.size() - 1).startingAt(Math.max(0, event.timestampNs())));
      }
    }
  }

  private DeviceStream lane(Batch batch) throws IOException {
    open.removeIf(lane -> lane.ended);
    LaneInput input = new LaneInput(source.openAt(batch.offset()), batch.end() - batch.offset());
    open.add(input);
    return DeviceStream.lane(name, input, pinnedCore, timebase, catalogue, batch.offset(), batch.firstFrame(),
        batch.startNs());
  }

  /** A lane's bytes, up to the next batch, closed as soon as they end. */
  private static final class LaneInput extends FilterInputStream {
    /** Bytes left to the next batch; negative for the last one, which ends with the archive. */
    private long left;
    boolean ended;

    LaneInput(InputStream in, long length) {
      super(in);
      this.left = length;
    }

    @Override
    public int read() throws IOException {
      byte[] b = new byte[1];
      return read(b, 0, 1) < 0 ? -1 : b[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = ended || left == 0 ? -1 : in.read(b, off, left < 0 ? len : (int) Math.min(len, left));
      if (n < 0) {
        close();
      } else if (left > 0) {
        left -= n;
      }
      return n;
    }

    @Override
    public void close() throws IOException {
      ended = true;
      in.close();
    }
  }
}
