// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.maven;

import dev.tonband.generator.AppGenerator;
import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Fingerprint;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Generates the C code of a team's catalogue of application events, merged with the built-in
 * groups of this Tonband: tband_encode.h, tband_app_events.h and tband_app_events.c (and, if
 * asked, the event index), as {@code tonband generate} does. A catalogue with errors fails the
 * build with every error at its file:line:column, and nothing is written.
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public final class GenerateMojo extends AbstractMojo {
  /** The catalogue of the team's application events. */
  @Parameter(property = "tonband.catalogue", defaultValue = "${project.basedir}/app-events.yaml", required = true)
  private File catalogue;

  /** Where the C files go. */
  @Parameter(property = "tonband.cOutputDirectory", defaultValue = "${project.build.directory}/generated-sources/tonband",
      required = true)
  private File cOutputDirectory;

  /** Where the event index (events.md) goes; none is written without it. */
  @Parameter(property = "tonband.docsOutputDirectory")
  private File docsOutputDirectory;

  @Parameter(property = "tonband.skip", defaultValue = "false")
  private boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("tonband:generate skipped");
      return;
    }
    Path file = catalogue.toPath();
    Catalogue loaded;
    try {
      loaded = CatalogueLoader.loadWithBuiltins(file, file.toString());
    } catch (CatalogueException e) {
      for (CatalogueError error : e.errors()) {
        getLog().error(error.toString());
      }
      throw new MojoFailureException(e.count(file.toString()) + "; nothing was written");
    } catch (IOException e) {
      throw new MojoExecutionException("cannot read the catalogue " + file + ": " + e.getMessage(), e);
    }
    try {
      List<String> written = AppGenerator.write(loaded, cOutputDirectory.toPath(),
          docsOutputDirectory == null ? null : docsOutputDirectory.toPath());
      getLog().info("catalogue " + file + ", fingerprint " + Fingerprint.hex(loaded.fingerprint()) + ": "
          + (written.isEmpty() ? "generated files up to date" : written.size() + " file(s) written"));
      written.forEach(w -> getLog().info("  " + w));
    } catch (IOException e) {
      throw new MojoExecutionException("cannot write the generated files: " + e.getMessage(), e);
    }
  }
}
