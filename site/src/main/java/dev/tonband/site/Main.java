// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The site builder's command line; {@code mvn -pl site -am package} runs it. */
@Command(
    name = "tonband-site",
    mixinStandardHelpOptions = true,
    description = "Builds the static docs site from README.md, docs/ and the event index.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the site was written",
      "1:the sources have problems, each printed; nothing was written",
      "2:usage or I/O error"
    })
public final class Main implements Callable<Integer> {
  @Option(names = "--root", required = true, paramLabel = "DIR",
      description = "checkout root: README.md, docs/ and events.yaml are read from it")
  private Path root;

  @Option(names = "--out", required = true, paramLabel = "DIR",
      description = "the site folder to write; replaced only when the new site builds without problems")
  private Path site;

  private final PrintStream out;
  private final PrintStream err;

  private Main(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    return new CommandLine(new Main(out, err))
        .setOut(new PrintWriter(out, true))
        .setErr(new PrintWriter(err, true))
        .execute(args);
  }

  @Override
  public Integer call() {
    if (!Files.isRegularFile(root.resolve(Sources.HOME)) || !Files.isDirectory(root.resolve(Sources.DOCS))) {
      err.println("tonband-site: " + root + " is not a Tonband checkout (no README.md and docs/ in it)");
      return 2;
    }
    try {
      SiteBuilder.Result result = SiteBuilder.build(root, site);
      if (!result.problems().isEmpty()) {
        result.problems().forEach(err::println);
        err.println(result.problems().size() + (result.problems().size() == 1 ? " problem" : " problems")
            + "; the site was not written" + (Files.exists(site) ? " (" + site + " is the previous build)" : "") + ".");
        return 1;
      }
      out.println("tonband-site: wrote " + result.pages() + " pages and " + result.files() + " linked files to " + site
          + "; open " + site.resolve("index.html") + " or serve the folder from any static host");
      return 0;
    } catch (IOException e) {
      err.println("tonband-site: " + e);
      return 2;
    }
  }
}
