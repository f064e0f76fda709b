package dev.tonband.host.trace;

import java.io.IOException;
import java.util.Arrays;

/**
 * The cores of a trace and the trace's span: when each core is first seen, the interrupts open on
 * each (they nest), and each tracer's count of dropped events.
 */
public final class Cores {
  /** Interrupts nest only a few deep on real hardware; deeper means enters whose exits were lost. */
  private static final int MAX_NESTING = 64;

  /** One core. */
  private static final class Core {
    long[] isrIds = new long[4];
    long[] isrEnters = new long[4];
    int depth;
    long droppedSoFar;
  }

  private final Names names;
  private final Problems problems;
  TraceListener listener = TraceListener.NONE;
  private Core[] cores = new Core[0];
  private long events;
  private long startNs = -1;
  private long endNs;

  Cores(Names names, Problems problems) {
    this.names = names;
    this.problems = problems;
  }

  /** Events seen, of this catalogue and foreign ones. */
  public long events() {
    return events;
  }

  /** The time of the first timed event, or -1 before it. */
  public long startNs() {
    return startNs;
  }

  /** The time of the latest timed event. */
  public long endNs() {
    return endNs;
  }

  /** An event on {@code core}; a timed one at {@code ns} moves the trace's end and may begin the core. */
  void event(boolean timed, long ns, int core) throws IOException {
    events++;
    if (!timed) {
      return;
    }
    if (startNs < 0) {
      startNs = ns;
    }
    endNs = ns;
    if (core >= cores.length) {
      cores = Arrays.copyOf(cores, core + 1);
    }
    if (cores[core] == null) {
      cores[core] = new Core();
      listener.coreBegan(core, ns);
    }
  }

  private Core core(int id) {
    if (id >= cores.length) {
      cores = Arrays.copyOf(cores, id + 1);
    }
    if (cores[id] == null) {
      cores[id] = new Core();
    }
    return cores[id];
  }

  void isrEnter(int coreId, long ns, long isr) throws IOException {
    Core core = core(coreId);
    if (core.depth == MAX_NESTING) { // the oldest enter lost its exit: forget it
      System.arraycopy(core.isrIds, 1, core.isrIds, 0, core.depth - 1);
      System.arraycopy(core.isrEnters, 1, core.isrEnters, 0, core.depth - 1);
      core.depth--;
    }
    if (core.depth == core.isrIds.length) {
      core.isrIds = Arrays.copyOf(core.isrIds, core.depth * 2);
      core.isrEnters = Arrays.copyOf(core.isrEnters, core.depth * 2);
    }
    core.isrIds[core.depth] = isr;
    core.isrEnters[core.depth] = ns;
    core.depth++;
    listener.isrBegan(coreId, isr, ns);
  }

  /** Ends the innermost open run of {@code isr} on the core. */
  void isrExit(int coreId, long ns, long isr) throws IOException {
    Core core = core(coreId);
    for (int i = core.depth - 1; i >= 0; i--) {
      if (core.isrIds[i] == isr) {
        long enter = core.isrEnters[i];
        System.arraycopy(core.isrIds, i + 1, core.isrIds, i, core.depth - i - 1);
        System.arraycopy(core.isrEnters, i + 1, core.isrEnters, i, core.depth - i - 1);
        core.depth--;
        listener.isrEnded(coreId, isr, enter, ns);
        return;
      }
    }
    problems.report("END_WITHOUT_BEGIN", () -> "isr_exit of " + names.isrs.name(isr) + " without isr_enter; ignored");
  }

  /** How many interrupts are open on {@code core}. */
  public int isrDepth(int core) {
    return core < cores.length && cores[core] != null ? cores[core].depth : 0;
  }

  /** The tracer's cumulative drop count; a rise means events are missing from the trace. */
  void dropped(int coreId, long ns, long total) throws IOException {
    Core core = core(coreId);
    long rise = Math.max(0, total - core.droppedSoFar);
    core.droppedSoFar = total;
    listener.dropped(coreId, ns, total, rise);
    if (rise > 0) {
      problems.report("DROPPED_EVENTS",
          () -> "the tracer dropped " + rise + " event(s) (" + total + " in total): the trace has gaps here");
    }
  }
}
