// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.firmware.TraceExpectations.Decoded;
import dev.tonband.firmware.TraceExpectations.Trace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The demo capture the README points new users at (examples/qemu-demo/demo_streaming.bin) is a
 * real trace of the current demo: the build compares it with the trace this build's QEMU run
 * wrote and, like the generated files, replaces it and fails when its events differ. Timestamps
 * are left out of the comparison: they follow the instruction count, which another compiler
 * version changes, while the events stay the same.
 */
class DemoCaptureTest {
  static final Path CAPTURE = Path.of("examples", "qemu-demo", "demo_streaming.bin");

  @Test
  void theCommittedCaptureHasTheEventsOfThisBuildsDemoRun() throws IOException {
    Path fresh = Path.of(System.getProperty("tband.trace.dir"), "demo_streaming.bin");
    Trace run = TraceExpectations.decode(fresh);
    assertThat(run.errors()).isEmpty();

    List<String> committed = Files.exists(CAPTURE) ? lines(TraceExpectations.decode(CAPTURE)) : List.of();
    if (!committed.equals(lines(run))) {
      Path temporary = Files.createTempFile(CAPTURE.toAbsolutePath().getParent(), ".demo_streaming", ".tmp");
      Files.copy(fresh, temporary, StandardCopyOption.REPLACE_EXISTING);
      Files.move(temporary, CAPTURE, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      assertWithMessage(
              "target-firmware/%s had drifted from the demo: its events differ from this build's QEMU run (%s)."
                  + " The build has replaced it; review and commit it.", CAPTURE, fresh)
          .fail();
    }
  }

  @Test
  void theCommittedCaptureDecodesWithoutASingleProblem() throws IOException {
    Trace capture = TraceExpectations.decode(CAPTURE);

    assertThat(capture.errors()).isEmpty();
    assertThat(capture.events().size()).isAtLeast(100);
  }

  private static List<String> lines(Trace trace) {
    return trace.events().stream().map(Decoded::line).toList();
  }
}
