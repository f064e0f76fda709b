package dev.tonband.host.model;

import dev.tonband.host.freertos.IdMap;
import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import java.io.IOException;

/**
 * One counter track per object of a kind (a stream buffer's fill level, an event group's bits),
 * under a process that is created with the first of them, so that traces without such objects
 * show no empty process.
 */
final class ObjectCounters {
  private final Tracks out;
  private final String processName;
  private final NamedTracks names;
  private final Track.Unit unit;
  private final IdMap<Track> counters = new IdMap<>();
  private Track process;

  ObjectCounters(Tracks out, String processName, NamedTracks names, Track.Unit unit) {
    this.out = out;
    this.processName = processName;
    this.names = names;
    this.unit = unit;
  }

  /** Object {@code id}'s counter now reads {@code value}. */
  void set(long ns, long id, long value) throws IOException {
    Track counter = counters.get(id);
    if (counter == null) {
      if (process == null) {
        process = out.process(processName);
      }
      counter = out.counter(process, names.name(id), unit);
      names.shownOn(id, counter);
      counters.put(id, counter);
    }
    out.counter(counter, ns, value);
  }
}
