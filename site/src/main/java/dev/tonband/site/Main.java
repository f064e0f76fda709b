package dev.tonband.site;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The site builder's command line: {@code Main --root DIR --out DIR}. Exit codes: 0 built, 1 the
 * sources have problems (each printed; nothing was written), 2 usage or I/O error.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    Path root = null;
    Path site = null;
    for (int i = 0; i < args.length; i++) {
      String option = args[i];
      if (option.equals("--help")) {
        out.println(usage());
        return 0;
      }
      if (i + 1 >= args.length) {
        err.println("tonband-site: " + option + " needs a value\n" + usage());
        return 2;
      }
      Path value = Path.of(args[++i]);
      switch (option) {
        case "--root" -> root = value;
        case "--out" -> site = value;
        default -> {
          err.println("tonband-site: unknown option " + option + "\n" + usage());
          return 2;
        }
      }
    }
    if (root == null || site == null) {
      err.println("tonband-site: --root and --out are required\n" + usage());
      return 2;
    }
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

  private static String usage() {
    return """
        Usage: tonband-site --root DIR --out DIR
          --root DIR  checkout root: README.md, docs/ and events.yaml are read from it
          --out DIR   the site folder to write (replaced only when the new site builds without problems)""";
  }
}
