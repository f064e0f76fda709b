// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.release;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release zip as a user gets it ({@code tonband.release}, made in the package phase):
 * unpacked with {@code unzip} into an empty folder, every link of every Markdown file in it leads
 * to a file in it, and every command its README shows runs there through {@code bin/tonband},
 * saying what {@code java -jar tonband.jar} says, with the class-data archive in use.
 */
class ReleaseTest {
  private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
  private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));

  @TempDir static Path temp;
  /** The release unpacked; a second copy, where the README's commands run with java -jar. */
  private static Path release;
  private static Path jarRelease;

  @BeforeAll
  static void unzip() throws Exception {
    release = unzip("unzipped");
    jarRelease = unzip("unzipped-for-the-jar");
  }

  private static Path unzip(String folder) throws Exception {
    Path archive = Path.of(System.getProperty("tonband.release"));
    Path into = Files.createDirectory(temp.resolve(folder));
    Result unzip = run(new ProcessBuilder("unzip", "-q", archive.toString(), "-d", into.toString()));
    assertWithMessage("unzip: %s", unzip.err).that(unzip.exit).isEqualTo(0);
    try (Stream<Path> top = Files.list(into)) {
      List<Path> folders = top.toList();
      assertWithMessage("the release's folders").that(folders).hasSize(1);
      return folders.get(0);
    }
  }

  @Test
  void everyLinkOfEveryMarkdownFileLeadsToAFileInTheRelease() throws IOException {
    List<Path> markdown;
    try (Stream<Path> walk = Files.walk(release)) {
      markdown = walk.filter(file -> file.toString().endsWith(".md")).sorted().toList();
    }
    assertThat(markdown).contains(release.resolve("README.md"));
    List<String> broken = new ArrayList<>();
    for (Path file : markdown) {
      for (String link : links(Files.readString(file))) {
        String path = URLDecoder.decode(link.replaceFirst("#.*", ""), StandardCharsets.UTF_8);
        Path target = file.getParent().resolve(path).normalize();
        if (!path.isEmpty() && (!target.startsWith(release) || !Files.exists(target))) {
          broken.add(release.relativize(file) + ": " + link);
        }
      }
    }
    assertWithMessage("links to no file of the release").that(broken).isEmpty();
  }

  /** Each command of the README's sh blocks, in order, from the release's folder. */
  @Test
  void everyCommandOfTheReadmeRunsThroughTheLauncherAsWithTheJar() throws Exception {
    List<String> commands = readmeCommands();
    assertThat(commands).contains("export PATH=\"$PWD/bin:$PATH\"");
    int tonbandCommands = 0;
    for (String command : commands) {
      if (!command.startsWith("tonband ")) {
        continue; // setting PATH, which each command below does for itself
      }
      tonbandCommands++;
      Result launcher = shell(release, "export PATH=\"$PWD/bin:$PATH\"; " + command);
      assertWithMessage("%s: %s", command, launcher.err).that(launcher.exit).isEqualTo(0);
      Result jar = shell(jarRelease, "\"$JAVA_HOME/bin/java\" -jar tonband.jar " + command.substring("tonband ".length()));
      assertWithMessage("%s with java -jar: %s", command, jar.err).that(jar.exit).isEqualTo(0);
      assertWithMessage(command).that(launcher.out).isEqualTo(jar.out.replace("java -jar tonband.jar", "tonband"));
    }
    assertThat(tonbandCommands).isAtLeast(8);
    assertThat(Files.size(release.resolve("demo.pftrace"))).isGreaterThan(0L);
    assertThat(Files.readString(release.resolve("demo.html"))).contains("<html");
  }

  /** The first run in the folder makes the class-data archive; later runs load classes from it. */
  @Test
  void theLauncherStartsFromTheClassDataArchiveItsFirstRunMade() throws Exception {
    Result first = shell(release, "bin/tonband --version");
    assertWithMessage(first.err).that(first.exit).isEqualTo(0);
    assertThat(first.err).isEmpty();
    assertThat(Files.exists(release.resolve("lib/tonband.jsa"))).isTrue();
    Result run = shell(release, "TONBAND_OPTS=-Xlog:class+load bin/tonband decode target-firmware/examples/qemu-demo/demo_streaming.bin");
    assertWithMessage(run.err).that(run.exit).isEqualTo(0);
    assertThat(run.out).containsMatch("dev\\.tonband\\.host\\.cli\\.DecodeCommand source: shared objects file \\(top\\)");
  }

  @Test
  void withoutJavaTheLauncherSaysWhatToInstall() throws Exception {
    // A PATH with the tools the launcher uses, but no java.
    Path noJavaPath = Files.createDirectory(temp.resolve("no-java"));
    for (String tool : List.of("dirname", "ls", "sed", "readlink")) {
      Files.createSymbolicLink(noJavaPath.resolve(tool), Path.of("/usr/bin", tool).toRealPath());
    }
    ProcessBuilder noJava = new ProcessBuilder(release.resolve("bin/tonband").toString(), "--version");
    noJava.environment().remove("JAVA_HOME");
    noJava.environment().put("PATH", noJavaPath.toString());
    Result run = run(noJava);
    assertThat(run.exit).isEqualTo(3);
    assertThat(run.err).startsWith("tonband: no Java found: install Java 17 or newer");

    ProcessBuilder wrongHome = new ProcessBuilder(release.resolve("bin/tonband").toString(), "--version");
    wrongHome.environment().put("JAVA_HOME", temp.toString());
    run = run(wrongHome);
    assertThat(run.exit).isEqualTo(3);
    assertThat(run.err).isEqualTo("tonband: JAVA_HOME is '" + temp + "', which has no bin/java; set JAVA_HOME to a Java"
        + " 17 or newer, or unset it to use the java on the PATH\n");
  }

  /** A Java older than 17, as its installation's release file says: the launcher says so, and runs nothing. */
  @Test
  void tooOldAJavaIsNamed() throws Exception {
    Path old = Files.createDirectories(temp.resolve("jdk8/bin"));
    Path java = old.resolve("java");
    Files.writeString(java, "#!/bin/sh\necho ran >&2\n");
    java.toFile().setExecutable(true);
    Files.writeString(temp.resolve("jdk8/release"), "JAVA_VERSION=\"1.8.0_412\"\n");
    ProcessBuilder builder = new ProcessBuilder(release.resolve("bin/tonband").toString(), "--version");
    builder.environment().put("JAVA_HOME", temp.resolve("jdk8").toString());
    Result run = run(builder);
    assertThat(run.exit).isEqualTo(3);
    assertThat(run.err).isEqualTo("tonband: needs Java 17 or newer, but " + java + " is Java 1.8.0_412; set JAVA_HOME"
        + " to a Java 17 or newer\n");
  }

  /** Another JVM than the one that made the archive (any other installed under /usr/lib/jvm) cannot use it: silently. */
  @Test
  void anotherJvmRunsSilentlyWithoutTheArchive() throws Exception {
    Path other = otherJdk();
    if (other == null) {
      System.out.println("ReleaseTest: skipped the run on another JVM: no other Java 17 or newer in /usr/lib/jvm");
      return;
    }
    ProcessBuilder builder = new ProcessBuilder(release.resolve("bin/tonband").toString(), "--version");
    builder.environment().put("JAVA_HOME", other.toString());
    Result run = run(builder);
    assertWithMessage(run.err).that(run.exit).isEqualTo(0);
    assertThat(run.err).isEmpty();
    assertThat(run.out).startsWith("tonband ");
  }

  private static Path otherJdk() throws IOException {
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return null;
    }
    Path ours = JAVA_HOME.toRealPath();
    try (Stream<Path> homes = Files.list(jvms)) {
      for (Path home : homes.sorted().toList()) {
        Path release = home.resolve("release");
        if (Files.isExecutable(home.resolve("bin/java")) && !home.toRealPath().equals(ours) && Files.exists(release)
            && !Files.readString(release).contains("JAVA_VERSION=\"1.")
            && !Files.readString(release).contains(Runtime.version().toString())) {
          return home;
        }
      }
    }
    return null;
  }

  private static List<String> readmeCommands() throws IOException {
    List<String> commands = new ArrayList<>();
    Parser.builder().build().parse(Files.readString(release.resolve("README.md"))).accept(new AbstractVisitor() {
      @Override
      public void visit(FencedCodeBlock block) {
        if (block.getInfo().equals("sh")) {
          block.getLiteral().lines()
              .map(line -> line.replaceFirst("\\s+# .*", "").strip())
              .filter(line -> !line.isEmpty())
              .forEach(commands::add);
        }
      }
    });
    return commands;
  }

  /** The destinations of a Markdown text's links and images, but not of links to other sites. */
  private static List<String> links(String markdown) {
    List<String> links = new ArrayList<>();
    Node document = Parser.builder().build().parse(markdown);
    document.accept(new AbstractVisitor() {
      @Override
      public void visit(Link link) {
        add(link.getDestination());
        visitChildren(link);
      }

      @Override
      public void visit(Image image) {
        add(image.getDestination());
      }

      private void add(String destination) {
        if (!SCHEME.matcher(destination).find() && !destination.startsWith("#")) {
          links.add(destination);
        }
      }
    });
    return links;
  }

  private record Result(int exit, String out, String err) {}

  private static Result shell(Path folder, String script) throws Exception {
    ProcessBuilder builder = new ProcessBuilder("sh", "-c", script).directory(folder.toFile());
    builder.environment().put("JAVA_HOME", JAVA_HOME.toString());
    return run(builder);
  }

  private static Result run(ProcessBuilder builder) throws Exception {
    Path out = Files.createTempFile(temp, "out", ".txt");
    Path err = Files.createTempFile(temp, "err", ".txt");
    Process process = builder.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    int exit = process.waitFor();
    return new Result(exit, Files.readString(out), Files.readString(err));
  }

}
