// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.host.trace.ProblemLog;
import java.util.List;

/**
 * What a trace comes to: the numbers {@code tonband stats} prints, {@code tonband check} holds
 * against budgets and {@code tonband report} draws. Times are in ns of device time (as {@code
 * decode} prints them); an {@code ...At} is when the worst case happened, to find it in Perfetto.
 *
 * @param events the trace's events (problems not counted)
 * @param startNs the time of the first event, {@code endNs} of the last
 * @param cores the use of each core; {@code total} all cores together
 * @param interruptsTraced whether the trace has interrupts (an isr_enter or an ISR's name); without
 *     any, their time of 0 says nothing
 * @param heap the FreeRTOS heap, null when the trace has no heap event
 * @param stacks the least free stack of each task with stack events, in task order
 * @param failedCalls the queue and buffer calls that failed (none when the firmware does not trace them)
 * @param timeline the values over time, for the report (null unless asked for)
 */
public record Stats(long events, long startNs, long endNs, List<Cpu> cores, Cpu total, boolean interruptsTraced,
    List<Isr> isrs, List<Task> tasks, List<Queue> queues, List<Mutex> mutexes, List<Marker> markers,
    List<AppSlice> appSlices, List<AppCounter> appCounters, Heap heap, List<Stack> stacks, FailedCalls failedCalls, List<Drops> drops, ProblemLog problems,
    Charts timeline) {

  /**
   * The use of a core (or of all of them): the time each task ran there, the time in interrupts,
   * and the time no task was known to run (before the core's first task switch).
   *
   * @param core the core, or -1 for all cores together
   * @param tracedNs from the core's first event to the end of the trace (added up for all cores)
   * @param tasks the running time of each task, longest first
   */
  public record Cpu(int core, long tracedNs, List<Share> tasks, long interruptNs, long unknownNs, long switches) {
    public double share(long ns) {
      return tracedNs == 0 ? 0 : (double) ns / tracedNs;
    }
  }

  /** The time a task ran: on the CPU, without the interrupts that ran meanwhile. */
  public record Share(long taskId, String task, long ns) {}

  /**
   * An interrupt: its runs (from isr_enter to isr_exit, nested interrupts included) and the
   * longest time between the end of one run and the start of the next.
   *
   * @param longestGap the longest gap, from {@code gapAt}; -1 when no run followed another
   * @param histogram the durations in bins {from, to, count}, for the report
   */
  public record Isr(long id, String name, Summary runs, long longestGap, long gapAt, long[][] histogram) {}

  /**
   * A task: its time in each state, how long it waited to run once ready (its scheduling
   * latency), and its priorities.
   *
   * @param states time per state, in the order running, ready, blocked (per cause), suspended, deleted
   * @param runs its activations, each from being switched in to being switched out, without the
   *     interrupts that ran meanwhile: its running time per activation. Not the one still running
   *     at the end of the trace
   * @param readyLatency the times from becoming ready to running; the longest is the worst latency.
   *     Not those that began before the trace's first task switch, when the scheduler had not started
   * @param readyAtStart the time of those, -1 for none
   * @param priorities changes of priority (set, inherited or given back), not counting the first known
   * @param minPriority the lowest priority seen, -1 when none was traced; {@code maxPriority} the highest
   * @param idle whether it is an idle task (task_is_idle_task): its ready latency is others' work
   */
  public record Task(long id, String name, long cpuNs, List<StateTime> states, Summary runs, Summary readyLatency,
      long readyAtStart, long priorities, long inherits, long minPriority, long maxPriority, boolean idle) {}

  /** Time spent in one state, e.g. "running", "blocked on queue rx". */
  public record StateTime(String state, long ns) {}

  /**
   * A queue, semaphore, or stream or message buffer: its fill level (items; for semaphores the
   * count; for buffers bytes) and the traffic through it.
   *
   * @param kind "queue", "counting semaphore", "binary semaphore", "queue set", "stream buffer", "message buffer"
   * @param capacity how many items (bytes) it holds when full, -1 when the trace does not tell
   * @param observedNs from its first event to the end of the trace: what the times full and empty are part of
   * @param timeFull the time it was full, -1 when its capacity is unknown
   * @param waits the times tasks were blocked on it
   */
  public record Queue(long id, String name, String kind, long capacity, long highWater, long highWaterAt,
      long observedNs, long timeFull, long timeEmpty, long sends, long receives, long peeks, Summary waits) {
    public boolean isBuffer() {
      return kind.endsWith("buffer");
    }
  }

  /**
   * A mutex: who held it and how long, who waited for it and how long, and how often its holder
   * inherited a waiter's priority.
   */
  public record Mutex(long id, String name, boolean recursive, List<Holder> holders, Summary holds, Summary waits,
      long inherits) {}

  /** A task that held a mutex, how often and how long in all ("an interrupt" when no task ran). */
  public record Holder(String task, long takes, long heldNs) {}

  /**
   * An event marker (instants and begin/end slices) or a value marker, global or of a task; one
   * that was named and never used has no instants, slices or values.
   *
   * @param task the task a task-local marker belongs to, null for a global one
   * @param openSlices an event marker's slices begun and not ended by the end of the trace (not in {@code slices})
   * @param valueMarker a value marker: {@code values} counts its values, which lie from {@code
   *     minValue} (first at {@code minAt}) to {@code maxValue} (first at {@code maxAt})
   */
  public record Marker(String name, String task, boolean valueMarker, long instants, Summary slices,
      long openSlices, long values, long minValue, long minAt, long maxValue, long maxAt) {}

  /** The application's slices of one name on one track (its catalogue's slice events): those that ended. */
  public record AppSlice(String track, String name, Summary slices) {
    /** How budgets and diff name it: track/name. */
    public String object() {
      return track + "/" + name;
    }
  }

  /** An application counter (its catalogue's counter events): {@code values} values from {@code min} to {@code max}. */
  public record AppCounter(String track, long values, double min, long minAt, double max, long maxAt) {}

  /**
   * The FreeRTOS heap, its bytes counted from the trace's start (blocks allocated before it are not
   * known; {@code unseenFrees} counts the frees of such blocks).
   *
   * @param peakBytes the most bytes in use, first at {@code peakAt}
   * @param endBytes the bytes in use at the end of the trace: the blocks in {@code leaks}
   * @param failed the allocations that failed
   * @param tasks what each task allocated and freed, in task order
   * @param leaks the blocks allocated in the trace and never freed, by the task that allocated them
   */
  public record Heap(long peakBytes, long peakAt, long endBytes, long failed, long unseenFrees, List<HeapUse> tasks,
      List<Leak> leaks) {}

  /** What one task ("no task known": before the scheduler ran) allocated, freed and failed to allocate. */
  public record HeapUse(String task, long allocations, long allocatedBytes, long frees, long freedBytes, long failed) {}

  /** The blocks one task allocated and never freed, and their bytes; the first allocated at {@code firstAt}. */
  public record Leak(String task, long blocks, long bytes, long firstAt) {}

  /**
   * A task's stack, in bytes free; -1 (with -1 for its time) where the trace has no such figure.
   *
   * @param freeMin the least free stack the trace shows: the lower of the two below, first at {@code freeMinAt}
   * @param switchOutMin the fewest free bytes at a switch-out (task_stack_low)
   * @param highWater the kernel's exact high-water mark (task_stack_high_water), at {@code highWaterAt}
   */
  public record Stack(long id, String task, long freeMin, long freeMinAt, long switchOutMin, long switchOutAt,
      long highWater, long highWaterAt) {}

  /**
   * The FreeRTOS queue, semaphore, mutex and stream-buffer calls that failed.
   *
   * @param timedOut the calls that timed out after their task blocked in them, the first at {@code
   *     firstTimeoutAt} (-1: none)
   * @param failed the calls that failed with no wait
   * @param calls per task and object, in task order
   */
  public record FailedCalls(long timedOut, long firstTimeoutAt, long failed, List<FailedCall> calls) {}

  /** The calls of {@code task} ("interrupts": of interrupts or before any task ran) on {@code object} that failed. */
  public record FailedCall(String task, String object, long timedOut, long failed) {}

  /** Events the tracer dropped on a core: how many, in how many reports, the first at {@code firstAt}. */
  public record Drops(int core, long dropped, long reports, long firstAt) {}

  /**
   * The report's values over time, {@code bucketNs} per value from {@code startNs}: the running
   * time of each task, of interrupts and with no task known per bucket (all cores), and the level of each queue
   * per bucket.
   */
  public record Charts(long startNs, long bucketNs, List<Series> cpu, List<LevelSeries> levels) {}

  public record Series(String name, long[] values) {}

  /** A level per bucket: the lowest, the time-weighted mean and the highest (each -1 before the first level). */
  public record LevelSeries(String name, long[] low, double[] mean, long[] high) {}
}
