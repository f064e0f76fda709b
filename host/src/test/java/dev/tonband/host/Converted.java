package dev.tonband.host;

import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.perfetto.TraceCheck;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/** A conversion run in memory, with its trace checked against Perfetto's rules. */
public record Converted(TraceCheck trace, ProblemLog problems, byte[] bytes) {
  /** Converts streams, the i-th pinned to core i. */
  public static Converted of(byte[]... inputs) throws Exception {
    List<DeviceStream> streams = new ArrayList<>();
    Timebase timebase = new Timebase();
    for (int i = 0; i < inputs.length; i++) {
      streams.add(new DeviceStream("input" + i, new ByteArrayInputStream(inputs[i]), i, timebase));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ProblemLog problems = Conversion.run(streams, out, false, n -> {});
    return new Converted(TraceCheck.of(out.toByteArray()), problems, out.toByteArray());
  }
}
