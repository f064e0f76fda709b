// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.perfetto.TraceCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * A file as dial9's own tools write it, read by decode and convert: two batches, each with its
 * own header and schemas, using a stack pool, schema annotations and the field types of dial9's
 * latest spec. Bytes by hand from ../shared/reference/dial9-SPEC-latest.md.
 */
class ForeignArchiveCliTest extends CliFixture {
  private static final String TWO_BATCHES = String.join(" ",
      "54 52 43 00 01",                                          // batch 0
      "04 01 00 00 00  01 00 00 00 01 00 00 00 00 10 00 00 00 00 00 00", // stack pool: 1 = [0x1000]
      "01 09 00  06 00 73 61 6D 70 6C 65  01  02 00",            // schema 9 "sample", timestamped, 2 fields
      "05 00 73 74 61 63 6B 06  04 00 6C 69 73 74 0E",           //   "stack" PooledStackFrames, "list" DynamicList
      "06 09 01 00  00 00 04 00 75 6E 69 74 02 00 00 00 6E 73",  // annotations of 9: field 0 "unit" = "ns"
      "02 09 00 2A 00 00  01 00 00 00  02 00 00 00 0B 05 04 02 00 00 00 68 69", // at 42 ns: stack 1, [U8 5, "hi"]
      "54 52 43 00 01",                                          // batch 1: type_id 9 is something else now
      "01 09 00  05 00 6F 74 68 65 72  01  01 00  01 00 6D 0F",  // schema 9 "other", timestamped, "m" DynamicMap
      "02 09 00 32 00 00  01 00 00 00 09 01 03 01");             // at 50 ns: m = {Varint 1: Bool true}

  private Path archive() throws Exception {
    return Files.write(dir.resolve("threads.dial9"), HexFormat.of().parseHex(TWO_BATCHES.replace(" ", "")));
  }

  @Test
  void decodeReadsEveryBatchAndShowsTheLatestSpecsValues() throws Exception {
    assertThat(run("decode", archive().toString())).isEqualTo(ExitCode.OK);

    assertThat(out().lines().map(String::strip).toList()).containsExactly(
        "42 ns  core 0  sample  stack=0x1000  list=[5, \"hi\"]",
        "50 ns  core 0  other  m={1: true}").inOrder();
  }

  @Test
  void convertShowsThemAsInstantsWithTheirFieldsAsAnnotations() throws Exception {
    Path trace = dir.resolve("threads.pftrace");

    assertThat(run("convert", archive().toString(), "-o", trace.toString())).isEqualTo(ExitCode.OK);

    TraceCheck check = TraceCheck.of(Files.readAllBytes(trace));
    assertThat(check.lines()).containsExactly(
        "Foreign events / sample: I sample @42", "Foreign events / other: I other @50").inOrder();
    assertThat(check.annotationsOf(0)).containsExactly("stack", "0x1000", "list", "[5, \"hi\"]").inOrder();
  }
}
