// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueDiff;
import dev.tonband.generator.catalogue.CatalogueError;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.host.io.IoReasons;
import dev.tonband.host.text.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tonband catalogue ...}: tools for catalogue files. */
@Command(
    name = "catalogue",
    description = "Work with catalogue files (app-events.yaml).",
    versionProvider = TonbandVersion.class,
    mixinStandardHelpOptions = true,
    subcommands = CatalogueCommand.Diff.class)
final class CatalogueCommand implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "name a catalogue command: diff");
  }

  @Command(
      name = "diff",
      description = {
        "List what changed between two versions of a catalogue, each change breaking (a trace recorded by firmware"
            + " built from OLD no longer decodes as it meant with NEW: an event removed, an id now naming another"
            + " event, a field changed, an enum value changed or removed) or compatible (events added, optional"
            + " fields added at the end, enum values added, descriptions and Perfetto presentations changed).",
        "Exit code 1 when a change is breaking, so that CI can stop it; 0 otherwise."
      },
      versionProvider = TonbandVersion.class,
      mixinStandardHelpOptions = true)
  static final class Diff implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "OLD", description = "The catalogue the deployed firmware was built from.")
    Path older;

    @Parameters(index = "1", paramLabel = "NEW", description = "The changed catalogue.")
    Path newer;

    @Override
    public Integer call() throws IOException {
      Catalogue before = load(older);
      Catalogue after = load(newer);
      if (before == null || after == null) {
        return ExitCode.USAGE;
      }
      List<CatalogueDiff.Change> changes = CatalogueDiff.sorted(CatalogueDiff.between(before, after));
      changes.forEach(c -> System.out.println(TerminalText.escape(c.toString())));
      long breaking = changes.stream().filter(c -> c.kind() == CatalogueDiff.Kind.BREAKING).count();
      long compatible = changes.size() - breaking;
      if (changes.isEmpty()) {
        System.out.println("no changes that matter to decoding or display (fingerprint "
            + Fingerprint.hex(after.fingerprint()) + ")");
      } else {
        System.out.println(breaking + " breaking, " + compatible + " compatible"
            + (breaking > 0 ? ": traces of firmware built from " + older + " do not all decode with " + newer
                : ": traces of firmware built from " + older + " decode with " + newer));
      }
      return breaking > 0 ? ExitCode.TRACE_PROBLEMS : ExitCode.OK;
    }

    /** The catalogue, merged with the built-in groups; null after listing its errors. */
    private static Catalogue load(Path file) throws IOException {
      try {
        return CatalogueLoader.loadWithBuiltins(file, file.toString());
      } catch (IOException e) {
        throw IoReasons.cannotRead(file.toString(), file, e);
      } catch (CatalogueException e) {
        for (CatalogueError error : e.errors()) {
          System.err.println(TerminalText.escape(error.toString()));
        }
        System.err.println(TerminalText.escape(e.count(file.toString()) + "; fix it to compare it"));
        return null;
      }
    }
  }
}
