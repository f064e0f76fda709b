// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.CatalogueLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test catalogue of every field type (src/test/resources/every-type/app-events.yaml), merged
 * with the built-in groups as a team's catalogue is: it generates; its C encoders build
 * warning-free and write the reference encoder's bytes for every encode case; its generated Java
 * decodes every case to the values the corpus lists, floats bit for bit, and packs each into
 * the same record; its Python package passes its corpus test.
 */
class EveryFieldTypeTest {
  static final Path CATALOGUE = Path.of("src/test/resources/every-type/app-events.yaml");

  @Test
  void generatesAndTheOutputBuildsAndPassesItsCorpus(@TempDir Path root) throws Exception {
    GeneratedBuild build = GeneratedBuild.write(Generator.generate(CatalogueLoader.loadWithBuiltins(CATALOGUE, "app-events.yaml")), root);

    build.buildAndRunC();
    build.compileJava();
    build.runPythonCorpusTest();
    JavaCorpusCheck.Described java = JavaCorpusCheck.run(root);
    assertThat(java.decoded()).containsExactlyElementsIn(java.expected()).inOrder();
    assertThat(java.unequalTwins()).isEmpty();
    assertThat(java.unequalPacked()).isEmpty();
    assertThat(java.expected()).contains( // a signalling NaN with a payload, which a float conversion would quiet
        "sensors_reading/celsius=0x7F800001: 1000000 5 0x7F800001 0x3FF8000000000000 true 5 -5");
  }

  /**
   * The encoders write every encode case's bytes built by clang -O2 and by gcc -Os (which warns
   * about reads it cannot bound), and on a Cortex-M3 under QEMU.
   */
  @Test
  void theEncodeCasesPassBuiltWithClangAndGccOsAndOnACortexM3(@TempDir Path root) throws Exception {
    GeneratedBuild build = GeneratedBuild.write(Generator.generate(CatalogueLoader.loadWithBuiltins(CATALOGUE, "app-events.yaml")), root);

    String host = GeneratedBuild.run(List.of(build.buildCorpusProgram("encode_cases", "clang", "clang", "-O2").toString()));
    String qemu = build.runEncodeCasesOnQemu();
    for (String program : List.of("encode_cases", "long_string_cases")) {
      String gcc = GeneratedBuild.run(List.of(build.buildCorpusProgram(program, "gcc", "gcc-Os", "-Os").toString()));
      assertThat(gcc).contains(" passed, 0 failed");
    }

    assertThat(host).contains(" passed, 0 failed");
    assertThat(qemu).isEqualTo(host);
  }
}
