// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check-tools.sh, which the root pom runs before anything builds: on a machine missing tools it
 * names each one and the apt-get line that installs them, and fails; on this machine, which
 * builds everything, it passes. With the tests skipped (mvn package -DskipTests) it asks only for
 * what builds the C side, not for what runs the tests (QEMU, socat, Chromium, Node).
 */
class ToolCheckTest {
  private static final Path SCRIPT = Path.of("check-tools.sh").toAbsolutePath();
  private static final Path README = Path.of("..", "README.md");
  /** The C side's build tools (not ctest), and the assembler and linker gcc runs for the sanitizer check. */
  private static final String[] BUILD_TOOLS =
      {"cmake", "ninja", "gcc", "cc", "nm", "clang", "arm-none-eabi-gcc", "arm-none-eabi-nm", "riscv64-unknown-elf-gcc",
          "as", "ld"};

  private static final Pattern INSTALL = Pattern.compile("sudo apt-get install -y ([a-z0-9 .+-]+)");

  private record Run(int code, String output) {}

  private static Run run(String path, String... arguments) throws Exception {
    List<String> command = new ArrayList<>(List.of("/bin/bash", SCRIPT.toString()));
    command.addAll(List.of(arguments));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("PATH", path);
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
    return new Run(process.exitValue(), output);
  }

  @Test
  void aMachineWithOnlyCmakeAndGccGetsTheListAndTheInstallLine(@TempDir Path bin) throws Exception {
    link(bin, "cmake", "ctest", "gcc");

    Run run = run(bin.toString());

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.output()).contains("  - ninja\n");
    assertThat(run.output()).contains("  - clang\n");
    assertThat(run.output()).contains("  - arm-none-eabi-gcc\n");
    assertThat(run.output()).contains("  - qemu-system-arm\n");
    assertThat(run.output()).contains("  - riscv64-unknown-elf-gcc\n");
    assertThat(run.output()).contains("  - socat\n");
    assertThat(run.output()).doesNotContain("  - cmake\n");
    assertThat(run.output())
        .contains("sudo apt-get update && sudo apt-get install -y ninja-build gcc binutils clang gcc-arm-none-eabi"
            + " binutils-arm-none-eabi gcc-riscv64-unknown-elf qemu-system-arm qemu-system-misc socat chromium chromium-driver"
            + " nodejs npm\n");
  }

  @Test
  void anEmptyPathMissesEverything() throws Exception {
    Run run = run("/nonexistent");

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.output()).contains("sudo apt-get install -y cmake ninja-build gcc binutils clang gcc-arm-none-eabi"
        + " binutils-arm-none-eabi gcc-riscv64-unknown-elf qemu-system-arm qemu-system-misc socat chromium chromium-driver"
        + " nodejs npm\n");
  }

  /**
   * A fresh machine that runs the README's install line gets every tool the check asks for
   * (binutils and binutils-arm-none-eabi come with gcc and gcc-arm-none-eabi, which need them).
   */
  @Test
  void theReadmesInstallLineHasEveryPackageTheCheckNames() throws Exception {
    Matcher check = INSTALL.matcher(run("/nonexistent").output());
    Matcher readme = INSTALL.matcher(Files.readString(README));
    assertThat(check.find()).isTrue();
    assertThat(readme.find()).isTrue();

    List<String> needed = new ArrayList<>(List.of(check.group(1).split(" ")));
    needed.removeAll(List.of("binutils", "binutils-arm-none-eabi"));

    assertThat(needed).contains("nodejs");
    assertThat(List.of(readme.group(1).split(" "))).containsAtLeastElementsIn(needed);
  }

  @Test
  void withTestsSkippedTheBuildToolsAreEnough(@TempDir Path bin) throws Exception {
    link(bin, BUILD_TOOLS);

    Run skipped = run(bin.toString(), "--skip-tests=true");
    Run all = run(bin.toString(), "--skip-tests=false");

    assertThat(skipped.output()).isEmpty();
    assertThat(skipped.code()).isEqualTo(0);
    assertThat(all.code()).isEqualTo(1);
    assertThat(all.output()).contains(
        "sudo apt-get install -y cmake qemu-system-arm qemu-system-misc socat chromium chromium-driver nodejs npm\n");
  }

  @Test
  void withTestsSkippedTheBuildToolsAreStillChecked() throws Exception {
    Run run = run("/nonexistent", "--skip-tests=true");

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.output()).contains("sudo apt-get install -y cmake ninja-build gcc binutils clang gcc-arm-none-eabi"
        + " binutils-arm-none-eabi gcc-riscv64-unknown-elf\n");
  }

  @Test
  void anUnknownArgumentIsRefused() throws Exception {
    Run run = run(System.getenv("PATH"), "--skip-tests");

    assertThat(run.code()).isEqualTo(2);
    assertThat(run.output()).isEqualTo("usage: check-tools.sh [--skip-tests=true|false]\n");
  }

  @Test
  void thisMachineHasEveryTool() throws Exception {
    Run run = run(System.getenv("PATH"));

    assertThat(run.output()).isEmpty();
    assertThat(run.code()).isEqualTo(0);
  }

  private static void link(Path bin, String... tools) throws Exception {
    for (String tool : tools) {
      Files.createSymbolicLink(bin.resolve(tool), which(tool));
    }
  }

  private static Path which(String tool) {
    for (String dir : System.getenv("PATH").split(":")) {
      Path candidate = Path.of(dir, tool);
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    throw new AssertionError(tool + " is not on PATH");
  }
}
