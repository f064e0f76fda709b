// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.release;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Debian package ({@code tonband.deb}, made in the package phase where dpkg-deb is) as a user
 * installs it: {@code dpkg -i}, then {@code tonband} on the PATH decodes, converts, exports and
 * queries the demo trace with the package's own Java, and {@code dpkg -r} removes it again.
 * Where there is no package, no dpkg or no root, says so in one line.
 */
class DebPackageTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  private static final String DEMO = ROOT.resolve("target-firmware/examples/qemu-demo/demo_streaming.bin").toAbsolutePath().toString();

  @TempDir Path dir;

  @Test
  void installedPackageRunsTheDemoAndIsRemovedAgain() throws Exception {
    Path deb = Path.of(System.getProperty("tonband.deb"));
    String skipped = !Files.exists(deb) ? "no " + deb + " (the deb profile builds it where dpkg-deb and jpackage are)"
        : !Files.isExecutable(Path.of("/usr/bin/dpkg")) ? "no dpkg"
        : !"root".equals(System.getProperty("user.name")) ? "dpkg -i needs root" : null;
    if (skipped != null) {
      System.out.println("DebPackageTest: skipped installing the .deb: " + skipped);
      return;
    }
    assertWithMessage("tonband is installed already; remove it first (dpkg -r tonband)")
        .that(installed()).isFalse();
    Result install = run("dpkg", "-i", deb.toString());
    assertWithMessage(install.err).that(install.exit).isEqualTo(0);
    try {
      assertThat(Files.isSymbolicLink(Path.of("/usr/bin/tonband"))).isTrue();
      Result decode = run("/usr/bin/tonband", "decode", DEMO);
      assertWithMessage(decode.err).that(decode.exit).isEqualTo(0);
      assertThat(decode.out).isEqualTo(run(jar("decode", DEMO)).out);

      Result convert = run("/usr/bin/tonband", "convert", DEMO, "-o", dir.resolve("demo.pftrace").toString());
      assertWithMessage(convert.err).that(convert.exit).isEqualTo(0);
      run(jar("convert", DEMO, "-o", dir.resolve("jar.pftrace").toString()));
      assertThat(Files.readAllBytes(dir.resolve("demo.pftrace"))).isEqualTo(Files.readAllBytes(dir.resolve("jar.pftrace")));

      Result export = run("/usr/bin/tonband", "export", "--to", "parquet", "--out", dir.resolve("fleet").toString(), DEMO);
      assertWithMessage(export.err).that(export.exit).isEqualTo(0);
      String query = "SELECT grp, name, count(*) AS events FROM event GROUP BY ALL ORDER BY events DESC, name";
      Result sql = run("/usr/bin/tonband", "sql", "--csv", query, dir.resolve("fleet").toString());
      assertWithMessage(sql.err).that(sql.exit).isEqualTo(0);
      assertThat(sql.out).contains("demo,");
      // The build's jar on this JDK answers the same over the package's tables.
      assertThat(sql.out).isEqualTo(run(jar("sql", "--csv", query, dir.resolve("fleet").toString())).out);
    } finally {
      Result remove = run("dpkg", "-r", "tonband");
      assertWithMessage(remove.err).that(remove.exit).isEqualTo(0);
    }
    assertThat(installed()).isFalse();
    assertThat(Files.exists(Path.of("/usr/bin/tonband"), java.nio.file.LinkOption.NOFOLLOW_LINKS)).isFalse();
    assertThat(Files.exists(Path.of("/opt/tonband"))).isFalse();
  }

  /** Whether dpkg has the package installed (after dpkg -r it may still know it, as "deinstall ok config-files"). */
  private boolean installed() throws Exception {
    return run("dpkg-query", "-W", "-f=${Status}", "tonband").out.endsWith(" installed");
  }

  private record Result(int exit, String out, String err) {}

  /** The same command with the build's tonband.jar on the JDK that runs the tests. */
  private static String[] jar(String... args) {
    List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", ROOT.resolve("host/target/tonband.jar").toAbsolutePath().toString()));
    command.addAll(List.of(args));
    return command.toArray(String[]::new);
  }

  private Result run(String... command) throws Exception {
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process process = new ProcessBuilder(List.of(command)).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    int exit = process.waitFor();
    return new Result(exit, Files.readString(out), Files.readString(err));
  }
}
