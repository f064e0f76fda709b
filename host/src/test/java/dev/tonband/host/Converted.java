// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.trace.ProblemLog;
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
    return run(streams);
  }

  /** Converts a dial9 archive of a device stream. */
  public static Converted ofArchive(byte[] archive) throws Exception {
    return run(List.of(DeviceStream.archive("archive", new ByteArrayInputStream(archive), 0, new Timebase())));
  }

  /** The dial9 archive {@code convert --to dial9} writes of a device stream. */
  public static byte[] archive(byte[] device) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Archiving.run(new DeviceStream("device", new ByteArrayInputStream(device), 0, new Timebase()), out, false, n -> {},
        new ProblemLog());
    return out.toByteArray();
  }

  private static Converted run(List<DeviceStream> streams) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ProblemLog problems = Conversion.run(streams, out, false, n -> {});
    byte[] trace = out.toByteArray();
    return new Converted(TraceCheck.of(trace), problems, trace);
  }
}
