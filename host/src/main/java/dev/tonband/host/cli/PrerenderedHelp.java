// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Help.Ansi;

/**
 * {@code tonband --help} (or {@code -h}) as picocli prints it, rendered at build time: picocli
 * builds its model of the commands by reflection over their annotations, which was most of
 * {@code --help}'s start. The package's build runs {@link #main} after compiling (host/pom.xml,
 * process-classes), which writes the text with and without ANSI styles beside these classes;
 * {@link #printIfAsked} prints the one picocli would choose. Where the text is missing (a build
 * without that step) or picocli would render it otherwise (its {@code picocli.usage.width}), picocli
 * prints it as always.
 */
final class PrerenderedHelp {
  private PrerenderedHelp() {}

  /** Writes {@code tonband --help}'s text, plain and with ANSI styles, into the folder {@code args[0]}. */
  public static void main(String[] args) throws IOException {
    Path folder = Path.of(args[0]);
    for (Ansi ansi : new Ansi[] {Ansi.OFF, Ansi.ON}) {
      Files.writeString(folder.resolve(resource(ansi)), rendered(ansi), StandardCharsets.UTF_8);
    }
  }

  /** What picocli prints for {@code tonband --help} with {@code ansi}, with \n line ends. */
  static String rendered(Ansi ansi) {
    StringWriter text = new StringWriter();
    CommandLine cli = TonbandCommand.commandLine("--help");
    cli.setOut(new PrintWriter(text));
    cli.setColorScheme(CommandLine.Help.defaultColorScheme(ansi));
    cli.execute("--help");
    return text.toString().replace(System.lineSeparator(), "\n");
  }

  /**
   * Prints the build's text when {@code args} asks for the top command's help and nothing more;
   * false when picocli has to answer.
   */
  static boolean printIfAsked(String[] args) throws IOException {
    if (args.length != 1 || !(args[0].equals("--help") || args[0].equals("-h"))
        || System.getProperty("picocli.usage.width") != null) {
      return false;
    }
    String text;
    try (InputStream in = PrerenderedHelp.class.getResourceAsStream(resource(Ansi.AUTO.enabled() ? Ansi.ON : Ansi.OFF))) {
      if (in == null) {
        return false;
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    // As picocli writes to stdout: in its encoding, with this system's line ends.
    Writer out = new OutputStreamWriter(System.out, stdoutCharset());
    out.write(text.replace("\n", System.lineSeparator()));
    out.flush();
    return true;
  }

  private static String resource(Ansi ansi) {
    return ansi == Ansi.ON ? "help-ansi.txt" : "help.txt";
  }

  /** The encoding picocli writes stdout in: sun.stdout.encoding's (cp65001 is UTF-8), else the default. */
  private static Charset stdoutCharset() {
    String name = System.getProperty("sun.stdout.encoding");
    if (name == null) {
      return Charset.defaultCharset();
    }
    try {
      return Charset.forName(name.equalsIgnoreCase("cp65001") ? "UTF-8" : name);
    } catch (IllegalArgumentException unknown) {
      return Charset.defaultCharset();
    }
  }
}
