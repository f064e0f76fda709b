// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds what a generation wrote, as its users would: the C encoders and corpus programs with the
 * machine's C compiler, warnings as errors, the corpus programs run; the application trace
 * functions against the real runtime headers; the Java decoder with the codec's hand-written
 * support code; the Python package against its corpus.
 */
final class GeneratedBuild {
  private static final Path CHECKOUT = Path.of("..").toAbsolutePath().normalize();
  private static final List<String> C_FLAGS =
      List.of("-std=c99", "-O0", "-Wall", "-Wextra", "-Wpedantic", "-Wconversion", "-Werror");

  private final Path root;

  private GeneratedBuild(Path root) {
    this.root = root;
  }

  /** Writes the files of a generation below {@code root}. */
  static GeneratedBuild write(GeneratedFiles generated, Path root) throws IOException {
    for (Map.Entry<String, byte[]> file : generated.files().entrySet()) {
      Path target = root.resolve(file.getKey());
      Files.createDirectories(target.getParent());
      Files.write(target, file.getValue());
    }
    return new GeneratedBuild(root);
  }

  /** Both corpus encode-case programs pass; the random-event writer and the trace functions compile. */
  void buildAndRunC() throws Exception {
    Path out = Files.createDirectories(root.resolve("build"));
    String generatedC = "-I" + root.resolve("generated-c");
    for (String program : List.of("encode_cases", "long_string_cases")) {
      Path binary = out.resolve(program);
      run(cc(generatedC, root.resolve("corpus/c/" + program + ".c").toString(), "-o", binary.toString()));
      String output = run(List.of(binary.toString()));
      assertWithMessage(output).that(output).contains(" passed, 0 failed");
    }
    Path random = out.resolve("random_events");
    run(cc(generatedC, root.resolve("corpus/c/random_events.c").toString(), "-o", random.toString()));
    run(List.of(random.toString(), "200", "7", out.resolve("random.bin").toString(), out.resolve("random.txt").toString()));
    Path firmware = CHECKOUT.resolve("target-firmware");
    run(cc(generatedC, "-I" + firmware.resolve("include"), "-I" + firmware.resolve("src"),
        "-I" + firmware.resolve("ports/posix"), "-I" + firmware.resolve("tests/compile/config"),
        "-Dtband_configUSE_BACKEND_STREAMING=1", "-c", root.resolve("generated-c/tband_app_events.c").toString(),
        "-o", out.resolve("tband_app_events.o").toString()));
  }

  /**
   * A corpus program ({@code encode_cases}, {@code long_string_cases}) built with {@code compiler}
   * (clang, arm-none-eabi-gcc) and its flags, warnings as errors; returns the binary.
   */
  Path buildCorpusProgram(String program, String compiler, String name, String... flags) throws Exception {
    Path binary = Files.createDirectories(root.resolve("build")).resolve(program + "." + name);
    List<String> command = new ArrayList<>(List.of(compiler));
    command.addAll(C_FLAGS.subList(0, C_FLAGS.indexOf("-O0")));
    command.addAll(C_FLAGS.subList(C_FLAGS.indexOf("-O0") + 1, C_FLAGS.size()));
    command.addAll(List.of(flags));
    command.addAll(List.of("-I" + root.resolve("generated-c"), root.resolve("corpus/c/" + program + ".c").toString(),
        "-o", binary.toString()));
    run(command);
    return binary;
  }

  /**
   * The encode-case program built with arm-none-eabi-gcc -Os for QEMU's mps2-an385 (Cortex-M3), as
   * target-firmware/tests/encode builds the checkout's, run there; returns what it printed.
   */
  String runEncodeCasesOnQemu() throws Exception {
    Path firmware = CHECKOUT.resolve("target-firmware");
    Path elf = buildCorpusProgram("encode_cases", "arm-none-eabi-gcc", "cortex-m3.elf", "-Os", "-mcpu=cortex-m3", "-mthumb",
        "-ffunction-sections", "-fdata-sections", firmware.resolve("tests/encode/qemu/startup.c").toString(),
        "-nostartfiles", "--specs=nano.specs", "--specs=rdimon.specs",
        "-T" + firmware.resolve("boards/mps2-an385/link.ld"), "-Wl,--defsym=end=__bss_end", "-Wl,--gc-sections");
    return run(List.of("qemu-system-arm", "-M", "mps2-an385", "-display", "none", "-monitor", "none", "-serial", "null",
        "-semihosting-config", "enable=on,target=native", "-kernel", elf.toString()));
  }

  /** The generated Java compiles, with every lint warning, against the codec's support code. */
  void compileJava() throws IOException {
    List<String> sources = new ArrayList<>();
    for (Path dir : List.of(root.resolve("generated-java/src/generated/java"), CHECKOUT.resolve("generated-java/src/main/java"))) {
      try (Stream<Path> walk = Files.walk(dir)) {
        walk.filter(p -> p.toString().endsWith(".java")).map(Path::toString).forEach(sources::add);
      }
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    StringWriter messages = new StringWriter();
    List<String> options = List.of("-d", Files.createDirectories(root.resolve("classes")).toString(),
        "--release", "17", "-Xlint:all", "-Werror", "-proc:none");
    boolean ok = javac.getTask(messages, null, null, options, null,
        javac.getStandardFileManager(null, null, StandardCharsets.UTF_8).getJavaFileObjectsFromStrings(sources)).call();
    assertWithMessage("javac:\n%s", messages).that(ok).isTrue();
  }

  /**
   * The generated Python package passes the checkout's corpus test (generated-python/tests/
   * test_corpus.py) against the corpus generated with it, under the Python the build's tests use.
   */
  void runPythonCorpusTest() throws Exception {
    Path tests = CHECKOUT.resolve("generated-python/tests");
    ProcessBuilder python = new ProcessBuilder(System.getProperty("tonband.python", "/usr/bin/python3"), "-m", "unittest",
        "test_corpus").directory(tests.toFile());
    python.environment().put("PYTHONPATH", root.resolve("generated-python/src") + java.io.File.pathSeparator + tests);
    python.environment().put("PYTHONDONTWRITEBYTECODE", "1");
    python.environment().put("TONBAND_CORPUS", root.resolve("corpus").toString());
    String output = run(python);
    assertWithMessage(output).that(output).contains("OK");
  }

  private static List<String> cc(String... arguments) {
    List<String> command = new ArrayList<>(List.of(System.getenv().getOrDefault("CC", "cc")));
    command.addAll(C_FLAGS);
    command.addAll(List.of(arguments));
    return command;
  }

  static String run(List<String> command) throws Exception {
    return run(new ProcessBuilder(command));
  }

  private static String run(ProcessBuilder builder) throws Exception {
    String command = String.join(" ", builder.command());
    Process process = builder.redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError(command + " did not finish");
    }
    assertWithMessage("%s\n%s", command, output).that(process.exitValue()).isEqualTo(0);
    return output;
  }
}
