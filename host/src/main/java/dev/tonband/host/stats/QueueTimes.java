// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.stats;

import dev.tonband.host.trace.IdMap;
import dev.tonband.host.trace.KernelObjects;
import dev.tonband.host.trace.Wait;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Queues, semaphores and mutexes (one id space, told apart by the kind their metadata gives) and
 * stream and message buffers (another): fill levels, traffic, waits, and for mutexes who held
 * them. A mutex is taken when its level drops to 0 and given back when it rises, as the converter
 * shows it.
 */
final class QueueTimes {
  /** Time is kept per level up to this one, to learn a queue's time full once its capacity is known. */
  private static final int LEVELS_KEPT = 1024;

  /** One queue-like object. */
  final class Queue {
    final long id;
    final boolean buffer;
    long capacity = -1;
    private long level = -1;
    private long since;
    long firstNs = -1;
    long highWater = -1;
    long highWaterAt;
    long timeFull;
    long timeEmpty;
    /** Time at each level while the capacity is unknown. */
    private long[] atLevel = new long[0];
    long sends;
    long receives;
    long peeks;
    final Durations waits = new Durations();
    private Timeline.Level chart;

    final Map<Long, long[]> holders = new LinkedHashMap<>();
    final Durations holds = new Durations();
    long inherits;

    Queue(long id, boolean buffer) {
      this.id = id;
      this.buffer = buffer;
    }

    boolean isMutex() {
      return !buffer && objects.isMutex(id);
    }

    /** The object holds {@code value} now. */
    void level(long ns, long value) {
      if (firstNs < 0) {
        firstNs = ns;
      }
      account(ns);
      level = value;
      if (value > highWater) {
        highWater = value;
        highWaterAt = ns;
      }
      if (timeline != null) {
        if (chart == null) {
          chart = timeline.new Level();
        }
        chart.set(ns, value);
      }
    }

    /** Adds the time since the last change to the level held meanwhile. */
    private void account(long ns) {
      long spent = ns - since;
      since = ns;
      if (level < 0 || spent <= 0) {
        return;
      }
      if (level == 0) {
        timeEmpty += spent;
      }
      if (capacity >= 0) {
        if (level >= capacity) {
          timeFull += spent;
        }
      } else if (level < LEVELS_KEPT) {
        if (level >= atLevel.length) {
          atLevel = Arrays.copyOf(atLevel, (int) level + 1);
        }
        atLevel[(int) level] += spent;
      }
    }

    /** Now the capacity is known, the time spent full before counts too. */
    void capacity(long value) {
      if (capacity >= 0 || value <= 0) {
        return;
      }
      capacity = value;
      for (long l = value; l < atLevel.length; l++) {
        timeFull += atLevel[(int) l];
      }
      atLevel = new long[0];
    }

    /** The mutex was taken by {@code task} (-1: an interrupt), as the kernel objects tracker says. */
    void taken(long task) {
      holders.computeIfAbsent(task, t -> new long[2])[0]++;
    }

    /** The mutex, which {@code task} took at {@code takenNs}, was given at {@code ns}. */
    void given(long task, long takenNs, long ns) {
      holds.record(ns - takenNs, takenNs);
      holders.computeIfAbsent(task, t -> new long[2])[1] += ns - takenNs;
    }

    Timeline.Level chart() {
      return chart;
    }
  }

  private final IdMap<Queue> queues = new IdMap<>();
  private final IdMap<Queue> buffers = new IdMap<>();
  private final Timeline timeline;
  private final KernelObjects objects;

  QueueTimes(Timeline timeline, KernelObjects objects) {
    this.timeline = timeline;
    this.objects = objects;
  }

  Queue queue(long id) {
    Queue queue = queues.get(id);
    if (queue == null) {
      queue = new Queue(id, false);
      queues.put(id, queue);
    }
    return queue;
  }

  Queue buffer(long id) {
    Queue buffer = buffers.get(id);
    if (buffer == null) {
      buffer = new Queue(id, true);
      buffers.put(id, buffer);
    }
    return buffer;
  }

  /** A task blocked on {@code wait}; one blocked sending shows its queue full, which tells its capacity. */
  void blocked(Wait wait) {
    if (wait.cause() == Wait.Cause.QUEUE && wait.operation() == Wait.Operation.SEND) {
      Queue queue = queue(wait.object());
      if (!queue.isMutex() && queue.level > 0) {
        queue.capacity(queue.level);
      }
    }
  }

  /** A task was blocked on {@code wait} from {@code from} to {@code to}. */
  void waited(Wait wait, long from, long to) {
    Queue queue = wait.cause() == Wait.Cause.QUEUE ? queue(wait.object())
        : wait.cause() == Wait.Cause.STREAM_BUFFER ? buffer(wait.object()) : null;
    if (queue != null) {
      queue.waits.record(to - from, from);
    }
  }

  /** {@code task} inherited a priority through mutex {@code mutex} (-1: not known; one it holds). */
  void inherited(long mutex, long task) {
    Queue waited = mutex >= 0 ? queues.get(mutex) : null;
    if (waited != null && waited.isMutex()) {
      waited.inherits++;
      return;
    }
    for (Queue queue : queues.values()) {
      if (queue.isMutex() && objects.holder(queue.id) == task) {
        queue.inherits++;
        return;
      }
    }
  }

  List<Queue> queues() {
    return sorted(queues);
  }

  List<Queue> buffers() {
    return sorted(buffers);
  }

  private static List<Queue> sorted(IdMap<Queue> objects) {
    List<Queue> list = new ArrayList<>(objects.values());
    list.sort(Comparator.comparingLong(q -> q.id));
    return list;
  }

  /** Closes the open spans at the end of the trace. */
  void finish(long endNs) {
    for (Queue queue : queues.values()) {
      queue.account(endNs);
    }
    for (Queue buffer : buffers.values()) {
      buffer.account(endNs);
    }
  }
}
