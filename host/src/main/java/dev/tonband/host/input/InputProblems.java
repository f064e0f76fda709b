// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import dev.tonband.host.stream.DeviceStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Problems an input finds beneath the decoder (a bad hex line, damaged compression, no bytes at
 * all), handed to the input's {@link DeviceStream} so that they take their place among its items.
 * The stream is made after the layers that report, so reports wait until it exists.
 */
final class InputProblems {
  private record Report(String kind, String where, String message) {}

  private final List<Report> early = new ArrayList<>();
  private DeviceStream stream;

  void report(String kind, String where, String message) {
    if (stream == null) {
      early.add(new Report(kind, where, message));
    } else {
      stream.report(kind, where, message);
    }
  }

  void deliverTo(DeviceStream stream) {
    this.stream = stream;
    early.forEach(r -> stream.report(r.kind(), r.where(), r.message()));
    early.clear();
  }
}
