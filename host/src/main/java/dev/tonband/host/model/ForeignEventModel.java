package dev.tonband.host.model;

import dev.tonband.host.perfetto.Track;
import dev.tonband.host.perfetto.Tracks;
import dev.tonband.host.stream.ForeignItem;
import dev.tonband.host.text.ForeignFields;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * Events of a dial9 archive that are not this catalogue's (another producer's schemas): nothing
 * is known about what they mean, so each becomes an instant named after its schema, with its
 * fields as annotations, on a track per schema in the process "Foreign events".
 */
final class ForeignEventModel {
  private final Tracks out;
  private final Map<String, Track> tracks = new HashMap<>();
  private Track process;

  ForeignEventModel(Tracks out) {
    this.out = out;
  }

  void event(ForeignItem item) throws IOException {
    String name = item.event().schema().name();
    out.instant(track(name), item.ns(), name, Annotations.of(ForeignFields.of(item.event())));
  }

  private Track track(String schemaName) {
    return tracks.computeIfAbsent(schemaName, n -> out.slices(process(), n));
  }

  private Track process() {
    if (process == null) {
      process = out.process("Foreign events");
    }
    return process;
  }
}
