// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The FreeRTOS heap as its allocations and frees tell it: the blocks allocated and not freed yet
 * (each with its size and the task that allocated it), the bytes in use and their peak, and per
 * task what it allocated, freed and failed to allocate. Use counts from the trace's start: a
 * block freed that was allocated before (unseen) changes no use, and is counted apart.
 */
public final class Heap {
  /** A block allocated and not freed: {@code task} allocated it (-1: no task ran) at {@code ns}. */
  public record Block(long address, long size, long task, long ns) {}

  /** What one task did to the heap. */
  public static final class TaskUse {
    public long allocations;
    public long allocatedBytes;
    public long frees;
    public long freedBytes;
    public long failed;
  }

  private final TrackTracker tracks;
  private final TaskStates tasks;
  TraceListener listener = TraceListener.NONE;
  /** The blocks not freed, by address, in the order they were allocated. */
  private final Map<Long, Block> unfreed = new LinkedHashMap<>();
  /** By task (-1: none known), in task order. */
  private final Map<Long, TaskUse> byTask = new TreeMap<>();
  private long inUse;
  private long peak;
  private long peakNs = -1;
  private long unseenFrees;

  Heap(TrackTracker tracks, TaskStates tasks) {
    this.tracks = tracks;
    this.tasks = tasks;
  }

  void allocated(int core, long ns, long address, long size) throws IOException {
    long task = tasks.running(core);
    TaskUse use = use(task);
    use.allocations++;
    use.allocatedBytes += size;
    Block replaced = unfreed.remove(address); // its free was not traced: it is in use no more
    inUse += size - (replaced != null ? replaced.size : 0);
    Block block = new Block(address, size, task, ns);
    unfreed.put(address, block);
    if (inUse > peak || peakNs < 0) {
      peak = inUse;
      peakNs = ns;
    }
    listener.heapInUse(tracks.heap(), ns, inUse);
    listener.heapAllocated(tracks.heapCalls(task), ns, block);
  }

  void freed(int core, long ns, long address, long size) throws IOException {
    long task = tasks.running(core);
    TaskUse use = use(task);
    use.frees++;
    use.freedBytes += size;
    Block block = unfreed.remove(address);
    if (block == null) {
      unseenFrees++;
    } else {
      inUse -= block.size;
      listener.heapInUse(tracks.heap(), ns, inUse);
    }
    listener.heapFreed(tracks.heapCalls(task), ns, task, address, size, block);
  }

  void failed(int core, long ns, long size) throws IOException {
    long task = tasks.running(core);
    use(task).failed++;
    listener.heapAllocationFailed(tracks.failedCalls(core, task), core, ns, task, size);
  }

  private TaskUse use(long task) {
    return byTask.computeIfAbsent(task, t -> new TaskUse());
  }

  /** Whether the trace has any heap event. */
  public boolean traced() {
    return !byTask.isEmpty(); // every heap event counts for a task
  }

  /** Bytes in use now, counted from the trace's start. */
  public long inUse() {
    return inUse;
  }

  /** The most bytes in use so far; first at {@link #peakNs} (-1 before any allocation). */
  public long peak() {
    return peak;
  }

  public long peakNs() {
    return peakNs;
  }

  /** Frees of blocks allocated before the trace began. */
  public long unseenFrees() {
    return unseenFrees;
  }

  /** Per task (-1: none known), in task order. */
  public Map<Long, TaskUse> byTask() {
    return byTask;
  }

  /** The blocks allocated in the trace and not freed by now, in the order they were allocated. */
  public List<Block> unfreed() {
    return new ArrayList<>(unfreed.values());
  }
}
