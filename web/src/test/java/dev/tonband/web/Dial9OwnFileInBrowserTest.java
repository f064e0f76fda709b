// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The demo trace of dial9's viewer, gzipped as dial9 ships it (../shared/reference/dial9, beside
 * the checkout in CI, never in a user's clone), converted by both browser builds as by the JVM:
 * its batches are read side by side, each decompressed again from the start, which the browser's
 * class library once failed at a few MB in.
 */
class Dial9OwnFileInBrowserTest {
  private static final Path DEMO = Path.of(System.getProperty("tonband.root", ".."), "..", "shared", "reference",
      "dial9", "demo-trace-0.3.2.bin.gz");
  private static final Path PAGE = Path.of("target", "tonband-web");
  private static final Path OUT = Path.of("target", "browser-test", "dial9-own-file");

  @BeforeEach
  void needsTheFile() {
    if (!Files.isRegularFile(DEMO)) {
      System.out.println("Dial9OwnFileInBrowserTest: skipped: no " + DEMO + " (../shared is not beside the checkout)");
    }
    Assumptions.assumeTrue(Files.isRegularFile(DEMO));
  }

  @Test
  void bothBrowserBuildsConvertItAsTheJvmDoes() throws Exception {
    String name = DEMO.getFileName().toString();
    WebConversion.Result jvm = WebConversion.convert(Files.readAllBytes(DEMO), name, progress -> {});
    assertThat(jvm.refusal()).isNull();
    assertThat(jvm.summary().events()).isEqualTo(276_712);
    assertThat(jvm.problems().total()).isEqualTo(0);

    String input = DEMO.getParent().toString();
    NodeScript.run(OUT, List.of("node", "src/test/js/node-convert.cjs", PAGE.resolve("tonband.js").toString(), input,
        OUT.resolve("node").toString(), name));
    NodeScript.run(OUT, List.of("node", "src/test/js/chromium-convert.mjs", PAGE.toString(), input,
        OUT.resolve("chromium-wasm").toString(), "wasm", "", name));
    for (String build : List.of("node", "chromium-wasm")) {
      JsonNode result = new ObjectMapper().readTree(OUT.resolve(build).resolve(name + ".json").toFile());
      assertWithMessage(build).that(result.get("refusal").isNull()).isTrue();
      assertWithMessage(build).that(result.get("events").asLong()).isEqualTo(276_712);
      assertWithMessage(build).that(result.get("problemCount").asLong()).isEqualTo(0);
      assertWithMessage(build + ": the trace differs from the JVM's")
          .that(Files.readAllBytes(OUT.resolve(build).resolve(name + ".pftrace"))).isEqualTo(jvm.trace());
    }
  }


}
