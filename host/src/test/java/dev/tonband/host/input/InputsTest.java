// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.stream.DeviceStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputsTest {
  @TempDir
  Path dir;

  /**
   * An archive file is read through once to find its batches, then batch by batch: progress
   * counts both reads against twice its size, so it reaches the end with the last batch.
   */
  @Test
  void progressOfAnArchiveCountsItsReadThroughAndItsBatches() throws Exception {
    String batch = "54 52 43 00 01  01 01 00 01 00 74 01 00 00  02 01 00 05 00 00"; // header, schema 1 "t", event at 5 ns
    Path archive = Files.write(dir.resolve("two.dial9"), HexFormat.of().parseHex((batch + batch).replace(" ", "")));
    long size = Files.size(archive);

    try (Inputs inputs = Inputs.open(List.of(InputSpec.parse(archive.toString())), InputFormat.AUTO, false, false,
        TraceCatalogue.builtIn(), notice -> {})) {
      DeviceStream stream = inputs.streams().get(0);
      int items = 0;
      while (stream.poll() != null) {
        items++;
      }

      assertThat(items).isEqualTo(2);
      assertThat(inputs.totalBytes()).isEqualTo(2 * size);
      assertThat(inputs.bytesRead()).isEqualTo(2 * size);
    }
  }
}
