package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * check-tools.sh, which the root pom runs before anything builds: on a machine missing tools it
 * names each one and the apt-get line that installs them, and fails; on this machine, which
 * builds everything, it passes.
 */
class ToolCheckTest {
  private static final Path SCRIPT = Path.of("check-tools.sh").toAbsolutePath();

  private record Run(int code, String output) {}

  private static Run run(String path) throws Exception {
    ProcessBuilder builder = new ProcessBuilder("/bin/bash", SCRIPT.toString()).redirectErrorStream(true);
    builder.environment().put("PATH", path);
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
    return new Run(process.exitValue(), output);
  }

  @Test
  void aMachineWithOnlyCmakeAndGccGetsTheListAndTheInstallLine(@TempDir Path bin) throws Exception {
    for (String tool : new String[] {"cmake", "ctest", "gcc"}) {
      Files.createSymbolicLink(bin.resolve(tool), which(tool));
    }

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
            + " binutils-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf qemu-system-misc socat chromium chromium-driver nodejs npm\n");
  }

  @Test
  void anEmptyPathMissesEverything() throws Exception {
    Run run = run("/nonexistent");

    assertThat(run.code()).isEqualTo(1);
    assertThat(run.output()).contains("sudo apt-get install -y cmake ninja-build gcc binutils clang gcc-arm-none-eabi"
        + " binutils-arm-none-eabi qemu-system-arm gcc-riscv64-unknown-elf qemu-system-misc socat chromium chromium-driver nodejs npm\n");
  }

  @Test
  void thisMachineHasEveryTool() throws Exception {
    Run run = run(System.getenv("PATH"));

    assertThat(run.output()).isEmpty();
    assertThat(run.code()).isEqualTo(0);
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
