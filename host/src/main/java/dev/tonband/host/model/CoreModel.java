package dev.tonband.host.model;

import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;

/**
 * What happens on each core: a process "Core #N" with one slice track per interrupt (enter to
 * exit) and per task (when it runs there), and a counter of dropped events.
 */
final class CoreModel {
  /** The tracks of one core. */
  static final class Core {
    final int id;
    final Track process;
    final IdMap<Track> isrs = new IdMap<>();
    final IdMap<Track> tasks = new IdMap<>();
    Track dropped;
    long droppedSoFar;

    Core(int id, Track process) {
      this.id = id;
      this.process = process;
    }
  }

  private final Tracks out;
  private final Reporter reporter;
  private final IdMap<Core> cores = new IdMap<>();
  final NamedTracks isrNames = new NamedTracks("ISR");

  CoreModel(Tracks out, Reporter reporter) {
    this.out = out;
    this.reporter = reporter;
  }

  Core core(int id) {
    Core core = cores.get(id);
    if (core == null) {
      core = new Core(id, out.process("Core #" + id));
      cores.put(id, core);
    }
    return core;
  }

  void isrName(long isr, String name) throws IOException {
    isrNames.setName(isr, name, out);
  }

  void isrEnter(int coreId, long ns, long isr) throws IOException {
    Track track = isrTrack(core(coreId), isr);
    out.begin(track, ns, track.name());
  }

  void isrExit(int coreId, long ns, long isr) throws IOException {
    if (!out.end(isrTrack(core(coreId), isr), ns)) {
      reporter.report("END_WITHOUT_BEGIN", ns, coreId,
          "isr_exit of " + isrNames.name(isr) + " without isr_enter; ignored");
    }
  }

  private Track isrTrack(Core core, long isr) {
    Track track = core.isrs.get(isr);
    if (track == null) {
      track = out.slices(core.process, isrNames.name(isr));
      core.isrs.put(isr, track);
      isrNames.shownOn(isr, track);
    }
    return track;
  }

  /** The cumulative drop count of a core; a rise means events are missing from the trace. */
  void dropped(int coreId, long ns, long total) throws IOException {
    Core core = core(coreId);
    if (core.dropped == null) {
      core.dropped = out.counter(core.process, "Dropped events", Track.Unit.COUNT);
    }
    out.counter(core.dropped, ns, total);
    if (total > core.droppedSoFar) {
      reporter.report("DROPPED_EVENTS", ns, coreId, "the tracer dropped " + (total - core.droppedSoFar)
          + " event(s) (" + total + " in total): the trace has gaps here");
    }
    core.droppedSoFar = total;
  }
}
