// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The host's packages depend downward only (see package-info.java): the CLI on the outputs, the
 * outputs on the trace (dispatch, trackers, the listener interface), the trace on the stream, the
 * stream on the catalogue, everything on io (the wording of I/O failures). Fails, naming the class and the dependency, when an arrow points up.
 */
class LayersTest {
  private static final JavaClasses HOST = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("dev.tonband.host");

  @Test
  void packagesDependDownwardOnly() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("cli").definedBy("dev.tonband.host.cli..")
        .layer("outputs").definedBy("dev.tonband.host", "dev.tonband.host.perfetto..", "dev.tonband.host.stats..",
            "dev.tonband.host.text..", "dev.tonband.host.budget..", "dev.tonband.host.diff..", "dev.tonband.host.report..",
            "dev.tonband.host.serve..", "dev.tonband.host.tables..", "dev.tonband.host.sql..")
        .layer("trace").definedBy("dev.tonband.host.trace..")
        .layer("input").definedBy("dev.tonband.host.input..")
        .layer("stream").definedBy("dev.tonband.host.stream..")
        .layer("catalogue").definedBy("dev.tonband.host.catalogue..")
        .layer("io").definedBy("dev.tonband.host.io..")
        .whereLayer("cli").mayNotBeAccessedByAnyLayer()
        .whereLayer("outputs").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("trace").mayOnlyBeAccessedByLayers("cli", "outputs")
        .whereLayer("input").mayOnlyBeAccessedByLayers("cli", "outputs", "trace")
        .whereLayer("stream").mayOnlyBeAccessedByLayers("cli", "outputs", "trace", "input")
        .whereLayer("catalogue").mayOnlyBeAccessedByLayers("cli", "outputs", "trace", "input", "stream")
        .whereLayer("io").mayOnlyBeAccessedByLayers("cli", "outputs", "trace", "input", "stream", "catalogue")
        .check(HOST);
  }
}
