// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.GeneratedFiles;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class PresentationEmitterTest {
  private static final String CATALOGUE =
      """
      enums:
        JobKind:
          description: What a job does.
          values: {JOB_COPY: 0, JOB_HASH: 1}
      groups:
        jobs:
          description: A worker pool.
          events:
            job_start:
              id: 0x90
              fields: {worker: u8, kind: JobKind}
              varlen: {label: str}
              description: Worker `worker` starts a job.
              perfetto: {show: begin, track: "Worker {worker}", name: "{kind}: {label}"}
            job_done:
              id: 0x91
              fields: {worker: u8, bytes: u32}
              description: Worker `worker` finished its job.
              perfetto: {show: end, track: "Worker {worker}"}
            queue_depth:
              id: 0x92
              fields: {depth: s64}
              description: Jobs waiting.
              perfetto: {show: counter, track: Queue depth, value: depth}
            heartbeat:
              id: 0x93
              description: Still alive.
      """;

  private static String emitted() throws Exception {
    GeneratedFiles out = new GeneratedFiles();
    PresentationEmitter.emit(CatalogueLoader.load("jobs.yaml", CATALOGUE), out);
    byte[] file = out.files().get(JavaCodec.SOURCE_ROOT + "/dev/tonband/codec/events/EventPresentations.java");
    return new String(file, StandardCharsets.UTF_8);
  }

  @Test
  void templatesBecomeConcatenationsOfTheRecordsAccessors() throws Exception {
    String code = emitted();
    assertThat(code).contains("new Presentation(Presentation.Kind.SLICE_BEGIN, "
        + "e -> \"Worker \" + String.valueOf(((JobsJobStart) e).worker()), "
        + "e -> String.valueOf(((JobsJobStart) e).kind()) + \": \" + String.valueOf(((JobsJobStart) e).label()), e -> 0)");
    assertThat(code).contains("new Presentation(Presentation.Kind.SLICE_END, "
        + "e -> \"Worker \" + String.valueOf(((JobsJobDone) e).worker()), e -> \"job_done\", e -> 0)");
    assertThat(code).contains("new Presentation(Presentation.Kind.COUNTER, e -> \"Queue depth\", "
        + "e -> \"queue_depth\", e -> ((JobsQueueDepth) e).depth())");
  }

  @Test
  void onlyDeclaringEventsAreInTheTable() throws Exception {
    String code = emitted();
    assertThat(code).contains("case 0x90 -> JOBS_JOB_START;");
    assertThat(code).contains("case 0x92 -> JOBS_QUEUE_DEPTH;");
    assertThat(code).doesNotContain("0x93");
    assertThat(code).contains("default -> null;");
  }
}
