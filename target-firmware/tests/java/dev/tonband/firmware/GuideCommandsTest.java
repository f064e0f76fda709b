// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.cli.TonbandCommand;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every {@code tonband} command a guide (docs/) shows in an {@code sh} block runs as written, in
 * {@code sh}, from a clean folder, in the guide's order, as a user following the guide runs it:
 * {@code java -jar .../tonband.jar} is the same program as {@code tonband}. The folder holds only
 * what the commands name: the checkout's files at their paths (this build's firmware traces among
 * them), and for a guide's placeholders the files a user has, the demo trace the release ships
 * above all. Each must exit 0, or with the code its comment gives ({@code # exits 1: why}), and
 * where the guide shows the output right after the block, print exactly that.
 *
 * <p>A block a test of its own runs, because its output needs that test's setting (the runs of two
 * builds, numbers that may drift a little), says so in a comment before it: {@code <!-- what:
 * SomeTest -->}. Commands that wait for a device or for Ctrl-C ({@link #WAITS}) are not run here;
 * the input and serve tests run them against a pseudo-terminal, a socket and a browser. Commands of
 * other programs (mvn, cmake, qemu, pip) are the build's own steps.
 */
class GuideCommandsTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final Path DOCS = ROOT.resolve("docs");
  private static final Path DEMO = ROOT.resolve("target-firmware/examples/qemu-demo/demo_streaming.bin");

  /** What a guide's placeholder names stand for. */
  private static final Map<String, Path> STAND_INS = Map.of(
      "trace.bin", DEMO,
      "capture.bin", DEMO,
      "app-events.yaml", ROOT.resolve("target-firmware/examples/team-project/app-events.yaml"));
  /** A folder of compressed captures: the demo's, gzipped. */
  private static final String NIGHTLY = "nightly/";

  /** A device to read, or a run that ends at Ctrl-C. */
  private static final Pattern WAITS = Pattern.compile("serial:|--follow|^tonband serve ");
  private static final Pattern FENCE = Pattern.compile("(?ms)^( *)```(\\w*)\n(.*?)^\\1```\n");
  private static final Pattern RUN_ELSEWHERE = Pattern.compile("<!-- [^>]*: (\\w+Test) -->\n\\s*\\z");
  /** A comment after a command: outside quotes, the rest of the line. */
  private static final Pattern COMMENT = Pattern.compile("\\s+# ([^\"]*)$");
  private static final Pattern TONBAND = Pattern.compile("^(?:java -jar \\S*tonband\\.jar|tonband) ");

  /** The user's folder. */
  @TempDir Path dir;
  /** The launcher and each command's output, outside the user's folder. */
  @TempDir Path scratch;

  /** A command and the exit it must end with: 0, or what its comment says ({@code # exits 1: why}). */
  record Command(String line, int exit) {}

  /** A block of commands and, when the guide shows it right after, their output. */
  record Block(int line, List<Command> commands, String output) {}

  /** The guides that show tonband commands this test runs. */
  static Stream<String> guides() throws IOException {
    List<String> guides = new ArrayList<>();
    try (Stream<Path> files = Files.walk(DOCS)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".md") && !f.endsWith("events.md")).sorted().toList()) {
        if (!blocks(Files.readString(file)).isEmpty()) {
          guides.add(DOCS.relativize(file).toString());
        }
      }
    }
    assertWithMessage("guides with tonband commands").that(guides).containsAtLeast("host-tool.md", "fleet.md");
    return guides.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("guides")
  void everyCommandRunsAsTheGuideShowsIt(String name) throws Exception {
    Path bin = launcher();
    for (Block block : blocks(Files.readString(DOCS.resolve(name)))) {
      StringBuilder out = new StringBuilder();
      boolean all = true;
      for (Command command : block.commands()) {
        if (WAITS.matcher(command.line()).find()) {
          all = false;
          continue;
        }
        String missing = stage(command.line());
        if (missing != null) {
          System.out.println("GuideCommandsTest: skipped " + name + " line " + block.line() + ": " + command.line()
              + ": this build made no " + missing);
          Assumptions.abort("this build made no " + missing);
        }
        out.append(run(name, block.line(), command, bin));
      }
      if (block.output() != null && all) {
        assertWithMessage(name + " line " + block.line() + ": the output shown").that(out.toString())
            .isEqualTo(block.output());
      }
    }
  }

  /** The guide's sh blocks of tonband commands that this test runs, in order. */
  static List<Block> blocks(String markdown) {
    List<Block> blocks = new ArrayList<>();
    Matcher fence = FENCE.matcher(markdown);
    int from = 0;
    while (fence.find(from)) {
      from = fence.end();
      if (!fence.group(2).equals("sh") || RUN_ELSEWHERE.matcher(markdown.substring(0, fence.start())).find()) {
        continue;
      }
      List<Command> commands = commands(fence.group(3).replaceAll("(?m)^" + fence.group(1), ""));
      if (commands.isEmpty()) {
        continue;
      }
      Matcher next = FENCE.matcher(markdown);
      String output = next.find(fence.end()) && markdown.substring(fence.end(), next.start()).isBlank()
          && next.group(2).isEmpty() ? next.group(3).replaceAll("(?m)^" + next.group(1), "") : null;
      int line = (int) markdown.substring(0, fence.start()).lines().count() + 1;
      blocks.add(new Block(line, commands, output));
    }
    return blocks;
  }

  /** A block's tonband commands: lines joined where a quote or a backslash goes on, comments cut. */
  static List<Command> commands(String block) {
    List<Command> commands = new ArrayList<>();
    StringBuilder command = new StringBuilder();
    for (String line : block.split("\n")) {
      command.append(line);
      boolean open = command.chars().filter(c -> c == '"').count() % 2 == 1;
      if (open || line.endsWith("\\")) {
        command.append('\n');
        continue;
      }
      String text = command.toString();
      command.setLength(0);
      Matcher comment = COMMENT.matcher(text);
      boolean commented = comment.find();
      String whole = (commented ? text.substring(0, comment.start()) : text).strip();
      Matcher tonband = TONBAND.matcher(whole);
      if (tonband.find()) {
        Matcher exits = Pattern.compile("^exits (\\d+)").matcher(commented ? comment.group(1) : "");
        commands.add(new Command("tonband " + whole.substring(tonband.end()), exits.find() ? Integer.parseInt(exits.group(1)) : 0));
      }
    }
    return commands;
  }

  /**
   * Copies into the folder what {@code command} reads: the checkout's files at their paths, and the
   * stand-ins; the checkout's file it names that this build did not make, or null.
   */
  private String stage(String command) throws IOException {
    List<String> words = List.of(command.replace("\"", " ").split("\\s+"));
    for (int i = 1; i < words.size(); i++) {
      String word = words.get(i);
      if (words.get(i - 1).equals("-o") || words.get(i - 1).equals("--out") || Files.exists(dir.resolve(word))) {
        continue;
      }
      if (STAND_INS.containsKey(word)) {
        copy(STAND_INS.get(word), dir.resolve(word));
      } else if (word.startsWith(NIGHTLY)) {
        gzip(DEMO, dir.resolve(NIGHTLY + "demo.bin.gz"));
      } else if (word.startsWith("target-firmware/target/")) {
        if (!Files.exists(ROOT.resolve(word))) {
          return word;
        }
        copy(ROOT.resolve(word), dir.resolve(word));
      } else if (word.contains("/") && Files.exists(ROOT.resolve(word))) {
        copy(ROOT.resolve(word), dir.resolve(word));
      }
    }
    return null;
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    if (Files.isDirectory(from)) {
      try (Stream<Path> files = Files.walk(from)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          copy(file, to.resolve(from.relativize(file).toString()));
        }
      }
    } else {
      Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  private static void gzip(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(to))) {
      Files.copy(from, out);
    }
  }

  /** A {@code tonband} on the PATH that runs this build's classes, outside the folder. */
  private Path launcher() throws IOException {
    Path bin = Files.createDirectories(scratch.resolve("bin"));
    Path tonband = bin.resolve("tonband");
    Files.writeString(tonband, "#!/bin/sh\nexec '" + Path.of(System.getProperty("java.home"), "bin", "java")
        + "' -cp '" + System.getProperty("java.class.path") + "' " + TonbandCommand.class.getName() + " \"$@\"\n");
    tonband.toFile().setExecutable(true);
    return bin;
  }

  /** Runs {@code command} in sh in the folder; its stdout. */
  private String run(String guide, int line, Command command, Path bin) throws Exception {
    Path out = Files.createTempFile(scratch, "out", ".txt");
    Path err = Files.createTempFile(scratch, "err", ".txt");
    ProcessBuilder sh = new ProcessBuilder("sh", "-c", command.line()).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    sh.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    Process process = sh.start();
    String said = guide + " line " + line + ": " + command.line();
    assertWithMessage(said + " ends").that(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertWithMessage(said + "\n" + Files.readString(err, StandardCharsets.UTF_8))
        .that(process.exitValue()).isEqualTo(command.exit());
    return Files.readString(out, StandardCharsets.UTF_8);
  }
}
