// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

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
    final OpenSlices isrs = new OpenSlices(MAX_NESTING);
    long droppedSoFar;
  }

  private final TrackTracker tracks;
  private final Problems problems;
  private final OpenSlices.NoBegin exitWithoutEnter;
  TraceListener listener = TraceListener.NONE;
  private Core[] cores = new Core[0];
  /** Cores that began: a timed event was seen on each. */
  private int began;
  private long events;
  private long startNs = -1;
  private long endNs;

  Cores(TrackTracker tracks, Names names, Problems problems) {
    this.tracks = tracks;
    this.problems = problems;
    this.exitWithoutEnter = isr -> "isr_exit of " + names.isrs.name(isr) + " without isr_enter; ignored";
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
      began++;
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
    int track = tracks.isr(coreId, isr);
    core(coreId).isrs.open(isr, ns, null, track);
    listener.isrBegan(track, coreId, isr, ns);
  }

  /** Ends the innermost open run of {@code isr} on the core. */
  void isrExit(int coreId, long ns, long isr) throws IOException {
    OpenSlices isrs = core(coreId).isrs;
    int depth = isrs.end(isr, problems, exitWithoutEnter);
    if (depth >= 0) {
      listener.isrEnded(isrs.endedTrack(), coreId, isr, depth, isrs.endedBegin(), ns);
    }
  }

  /** How many interrupts are open on {@code core}. */
  public int isrDepth(int core) {
    return openIsrs(core).size();
  }

  /** The interrupts open on {@code core}, innermost last (their names are their ISRs'). */
  public OpenSlices openIsrs(int core) {
    return core < cores.length && cores[core] != null ? cores[core].isrs : OpenSlices.NONE;
  }

  /** Cores seen so far have ids below this. */
  public int count() {
    return cores.length;
  }

  /** How many cores the trace shows: those a timed event was seen on (a trace of core 5 alone shows one). */
  public int seen() {
    return began;
  }

  /** The tracer's cumulative drop count; a rise means events are missing from the trace. */
  void dropped(int coreId, long ns, long total) throws IOException {
    Core core = core(coreId);
    long rise = Math.max(0, total - core.droppedSoFar);
    core.droppedSoFar = total;
    listener.dropped(tracks.dropped(coreId), coreId, ns, total, rise);
    if (rise > 0) {
      problems.report("DROPPED_EVENTS",
          () -> "the tracer dropped " + rise + " event(s) (" + total + " in total): the trace has gaps here");
    }
  }
}
