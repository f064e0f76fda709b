// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import dev.tonband.codec.events.FrFailedCall;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.host.stream.ForeignItem;
import java.io.IOException;
import java.util.List;

/**
 * What an output of a trace is told, in trace order, once the trackers have interpreted each
 * event: an ISR began, a task switched, a state changed and why, a queue's level changed, a
 * marker slice closed, a track was renamed. Problems go to the trace's {@link ProblemLog}. An
 * output (Perfetto, stats, tables) implements every call, those it does not show with a word on
 * why, so that a new call cannot go unheard; it reads anything else it needs from the {@link
 * Trace}'s trackers, and never looks at event ids. Times are ns since the trace's epoch.
 *
 * <p>A call about something shown over time comes with its {@code track}: its id in the trace's
 * {@link TrackTracker}, which the tracker that tells the call made when the track was first
 * needed. So every output shows it on the same track, of the same id, and looks nothing up.
 */
public interface TraceListener {
  /** Told nothing: what trackers tell until a listener is set. */
  TraceListener NONE = new ListenerList(List.of());

  /** {@code core} is seen for the first time, at the time of its first timed event. */
  void coreBegan(int core, long ns) throws IOException;

  /** The tracer of {@code core} says it has dropped {@code total} events so far, {@code rise} since it last said. */
  void dropped(int track, int core, long ns, long total, long rise) throws IOException;

  void isrBegan(int track, int core, long isr, long ns) throws IOException;

  /** A run of {@code isr} that began at {@code beganNs} ended, {@code depth} ISRs deep on the core (0: outermost). */
  void isrEnded(int track, int core, long isr, int depth, long beganNs, long ns) throws IOException;

  /**
   * The task running on {@code core} changes from {@code from}, there since {@code fromSinceNs},
   * to {@code to} (-1: none); each task's runs on the core are its track (-1 for none).
   */
  void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to)
      throws IOException;

  /**
   * {@code task} is now in {@code state}, which differs from its {@code previous} one (null: none
   * before), where it was since {@code previousSinceNs}.
   */
  void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs)
      throws IOException;

  /** {@code task}'s priority is now {@code priority}, set by {@code change}; {@code core} is where that happened. */
  void priority(int track, int core, long task, long ns, long priority, PriorityChange change) throws IOException;

  /** An instant of marker {@code marker} of {@code owner}, named by its message. */
  void markerInstant(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException;

  /** A slice of marker {@code marker} of {@code owner} begins, named by its message. */
  void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) throws IOException;

  /** The innermost open slice of the marker ends, {@code depth} deep: {@code name}, begun at {@code beganNs}. */
  void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name, long ns)
      throws IOException;

  void markerValue(int track, Markers.Owner owner, long marker, long ns, long value) throws IOException;

  /**
   * Queue (or semaphore) {@code queue} holds {@code level} items after {@code operation}, done
   * while {@code task} ran on the core (-1: none known).
   */
  void queueLevel(int track, long queue, long ns, long level, Operation operation, long task) throws IOException;

  /**
   * Mutex {@code mutex} is taken (level 0) or available after {@code operation}; {@code holder} is
   * the task that holds it now (-1: an interrupt or none known; {@link KernelObjects#NOBODY} when
   * it is available), as {@link KernelObjects#holder} keeps it.
   */
  void mutexLevel(int track, long mutex, long ns, long level, Operation operation, long holder) throws IOException;

  /** Mutex {@code mutex} was taken by {@code task} (-1: an interrupt or none known) and is held from {@code ns}. */
  void mutexTaken(long mutex, long ns, long task) throws IOException;

  /** Mutex {@code mutex}, which {@code task} took at {@code takenNs}, was given at {@code ns}. */
  void mutexGiven(long mutex, long ns, long task, long takenNs) throws IOException;

  /** A queue-like object is known to hold at most {@code items} (a binary semaphore: 1). */
  void queueCapacity(long queue, long items) throws IOException;

  /** A stream or message buffer holds at most {@code bytes}. */
  void bufferCapacity(long buffer, long bytes) throws IOException;

  /** A stream or message buffer holds {@code bytes} bytes after {@code operation}. */
  void bufferLevel(int track, long buffer, long ns, long bytes, Operation operation) throws IOException;

  void eventGroupBits(int track, long group, long ns, long bits) throws IOException;

  /** The FreeRTOS heap has {@code bytes} in use after an allocation or a free ({@link Heap}). */
  void heapInUse(int track, long ns, long bytes) throws IOException;

  /** {@code block} was allocated from the FreeRTOS heap (after {@link #heapInUse}). */
  void heapAllocated(int track, long ns, Heap.Block block) throws IOException;

  /**
   * {@code task} (-1: none known) freed {@code size} bytes at {@code address}: {@code block}, or
   * null for a block allocated before the trace began, whose free leaves the use as it was.
   */
  void heapFreed(int track, long ns, long task, long address, long size, Heap.Block block) throws IOException;

  /** The least free stack the trace shows for {@code task} fell to {@code bytes} ({@link Stacks}). */
  void stackFree(int track, long task, long ns, long bytes) throws IOException;
  /**
   * An allocation from the FreeRTOS heap failed on {@code core}, made by {@code task} (-1: none
   * known); {@code size} as the heap reports it (0: not told).
   */
  void heapAllocationFailed(int track, int core, long ns, long task, long size) throws IOException;

  /**
   * A {@code call} on {@code object} (a queue, semaphore or mutex; or a stream buffer, by {@code
   * kind}) failed on {@code core}, made by {@code task} (-1: an interrupt, or no task known);
   * {@code timedOut}: after the task blocked in it, else with no wait ({@link CallFailures}).
   */
  void callFailed(int track, int core, long ns, long task, Wait.Cause kind, long object, FrFailedCall call,
      boolean timedOut)
      throws IOException;

  /** {@code task} was notified, by an interrupt or by task {@code by} (-1: not known). */
  void notified(int track, long task, long ns, long index, boolean fromIsr, long by) throws IOException;

  /** Timer {@code timer} expired, in {@code task} (the timer task, or else the running one). */
  void timerExpired(int track, long timer, long ns, long task) throws IOException;

  /** An application event shown as an instant on {@code track}, with its fields ({@link EventFields#of}). */
  void appInstant(int track, long ns, String name, TraceEvent event) throws IOException;

  void appSliceBegan(int track, long ns, String name) throws IOException;

  /** The innermost open application slice on {@code track} ends, {@code depth} deep: {@code name}, begun at {@code beganNs}. */
  void appSliceEnded(int track, int depth, long beganNs, String name, long ns) throws IOException;

  void appCounter(int track, long ns, long value) throws IOException;

  /** A counter of a float field. */
  void appCounter(int track, long ns, double value) throws IOException;

  /** An event of another producer than this catalogue's (a dial9 archive's foreign schema). */
  void foreignEvent(int track, ForeignItem item) throws IOException;

  /** A track's name changes with the object it is named after ({@link TrackTracker#name}). */
  void trackRenamed(int track) throws IOException;

  /** What was done to a queue-like object. */
  enum Operation { CREATE, SEND, RECEIVE, PEEK, RESET, CURRENT }

  /** How a task's priority changed: set, or raised and lowered back by a mutex's priority inheritance. */
  enum PriorityChange { SET, INHERIT, DISINHERIT }
}
