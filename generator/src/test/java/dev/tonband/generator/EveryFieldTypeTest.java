package dev.tonband.generator;

import dev.tonband.generator.catalogue.CatalogueLoader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The test catalogue of every field type (src/test/resources/every-type/app-events.yaml), merged
 * with the built-in groups as a team's catalogue is: it generates, its C encoders build warning-free and write the reference encoder's bytes for every
 * encode case, its Java compiles, and its Python package decodes its corpus.
 */
class EveryFieldTypeTest {
  static final Path CATALOGUE = Path.of("src/test/resources/every-type/app-events.yaml");

  @Test
  void generatesAndTheOutputBuildsAndPassesItsCorpus(@TempDir Path root) throws Exception {
    GeneratedBuild build = GeneratedBuild.write(Generator.generate(CatalogueLoader.loadWithBuiltins(CATALOGUE, "app-events.yaml")), root);

    build.buildAndRunC();
    build.compileJava();
    build.runPythonCorpusTest();
  }
}
