// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** What the CLI tells its user: precise messages, bounded output, nothing that puzzles. */
class MessagesTest extends CliFixture {
  /** Tonband's own catalogue, which generate and catalogue diff read as a team's. */
  private static final Path CATALOGUE = Path.of(System.getProperty("tonband.root", ".."), "events.yaml");

  private Path clean() throws IOException {
    return Files.write(dir.resolve("clean.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).metadata(0x03, "SysTick", 1).event(0x04, 5, 1).event(0x05, 7, 1).bytes());
  }

  private static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(bytes);
    }
    return out.toByteArray();
  }

  private long lines(String text, String prefix) {
    return text.lines().filter(l -> l.startsWith(prefix)).count();
  }

  @Test
  void aFolderAsInputIsCalledAFolder() {
    assertThat(run("decode", dir.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains(dir + " is a folder, not a trace; give a file in it");
  }

  @Test
  void anUnreadableInputSaysPermissionDenied() throws Exception {
    Path locked = clean();
    try {
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
    } catch (UnsupportedOperationException e) {
      return; // no POSIX permissions here
    }
    assumeFalse(Files.isReadable(locked), "running as a user who reads every file (root)");

    assertThat(run("decode", locked.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains("cannot read " + locked + ": permission denied; check its permissions");
  }

  @Test
  void aCoreSuffixThatIsNoNumberSaysHowToWriteIt() throws Exception {
    Path input = clean();
    assertThat(run("decode", input + "@x")).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains(input + "@x: no such file; to pin " + input
        + " to a core, write @ and the core number, e.g. " + input + "@1");
  }

  @Test
  void anUnknownHostIsCalledUnknownWithWhatToCheck() {
    assertThat(run("decode", "tcp:no-such-host.invalid:19021")).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains("tcp:no-such-host.invalid:19021: cannot connect: unknown host"
        + " (no address found for the name); check the host name, or give an address such as 127.0.0.1");
  }

  @Test
  void outputErrorsNameNoJavaClasses() throws Exception {
    assertThat(run("convert", clean().toString(), "-o", dir.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains(dir + " is a folder; name the file to write, e.g. -o "
        + dir.resolve("trace.pftrace"));
    assertThat(picocliErr.toString()).doesNotContain("Exception");
  }

  @Test
  void aFolderWhereAFileIsReadSaysSoNamingItsOption() throws Exception {
    Path input = clean();
    Path folder = Files.createDirectory(dir.resolve("gen"));

    assertThat(run("decode", "--catalogue", folder.toString(), input.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: --catalogue " + folder
        + " is a folder, not a file; name the file in it" + System.lineSeparator());
    picocliErr.getBuffer().setLength(0);
    assertThat(run("check", "-b", folder.toString(), input.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: " + folder + " is a folder, not a file; name the file in it"
        + System.lineSeparator());
    picocliErr.getBuffer().setLength(0);
    assertThat(run("catalogue", "diff", CATALOGUE.toString(), folder.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: " + folder + " is a folder, not a file; name the file in it"
        + System.lineSeparator());
  }

  @Test
  void anOutputThatCannotBeMadeSaysWhyAndNamesItsOption() throws Exception {
    Path input = clean();
    Path file = Files.writeString(dir.resolve("notes.txt"), "a file, not a folder");
    Path budgets = Files.writeString(dir.resolve("budgets.yaml"), "trace: {drops: 0}\n");

    assertThat(run("generate", "--catalogue", CATALOGUE.toString(), "--c-out", file.resolve("gen").toString()))
        .isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: cannot write --c-out " + file.resolve("gen") + ": " + file
        + " is a file, not a folder; choose another --c-out" + System.lineSeparator());
    picocliErr.getBuffer().setLength(0);
    assertThat(run("check", "-b", budgets.toString(), input.toString(), "--junit", file.resolve("j.xml").toString()))
        .isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: cannot write " + file.resolve("j.xml") + ": " + file
        + " is a file, not a folder; choose another --junit" + System.lineSeparator());
  }

  @Test
  void aFolderThatTakesNoFilesIsNotCalledMissing() throws Exception {
    assumeTrue(Files.isDirectory(Path.of("/proc/self")), "a Linux /proc, where no file can be made even by root");
    Path input = clean();

    assertThat(run("convert", input.toString(), "-o", "/proc/x.pftrace")).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: cannot write /proc/x.pftrace: the folder /proc takes no new"
        + " files; choose another -o" + System.lineSeparator());
    picocliErr.getBuffer().setLength(0);
    assertThat(run("generate", "--catalogue", CATALOGUE.toString(), "--c-out", "/proc/gen"))
        .isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).isEqualTo("tonband: cannot write --c-out /proc/gen: the folder /proc takes no"
        + " new files; choose another --c-out" + System.lineSeparator());
  }

  @Test
  void aPortOutOfRangeIsCalledNoPort() throws Exception {
    assertThat(run("serve", "--port", "99999", clean().toString())).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).startsWith("tonband: Invalid value for option '--port': '99999' is not a port:"
        + " give a number from 1 to 65535 (0: any free port)" + System.lineSeparator());
  }

  @Test
  void anEmptyInputSaysThereWasNothingInIt() throws Exception {
    Path empty = Files.write(dir.resolve("empty.bin"), new byte[0]);

    assertThat(run("convert", empty.toString(), "-o", dir.resolve("t.pftrace").toString()))
        .isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(err()).contains("EMPTY_INPUT empty.bin: the input is empty: it holds no bytes of a trace;"
        + " is it the right file, and did the capture run?");
    stderr.reset();
    assertThat(run("decode", empty.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(out()).contains("! EMPTY_INPUT empty.bin: the input is empty");
  }

  @Test
  void everyCommandPrintsTheVersion() {
    assertThat(run("--version")).isEqualTo(ExitCode.OK);
    String version = out();
    assertThat(version).startsWith(TonbandCommand.VERSION + System.lineSeparator()); // what VersionTest checks
    for (String command : new String[] {"decode", "convert", "serve", "export", "stats", "check", "report", "sql",
        "generate", "catalogue", "ports"}) {
      stdout.reset();
      assertWithMessage(command).that(run(command, "-V")).isEqualTo(ExitCode.OK);
      assertWithMessage(command).that(out()).isEqualTo(version);
    }
  }

  @Test
  void completionOffersValuesAsTypedAndNoProgress() {
    assertThat(run("generate-completion")).isEqualTo(ExitCode.OK);
    assertThat(out()).contains("--no-progress");
    assertThat(out()).contains("(\"perfetto\" \"dial9\") # --to values");
    assertThat(out()).contains("(\"auto\" \"binary\" \"hex\" \"dial9\") # --format values");
    assertThat(out()).doesNotContain("PERFETTO");
    assertThat(out()).doesNotContain("DIAL9");
  }

  @Test
  void helpListsEveryExitCode() {
    assertThat(run("--help")).isEqualTo(ExitCode.OK);
    for (String code : new String[] {"0", "1", "2", "3", "4", "130"}) {
      assertThat(out()).containsMatch("(?m)^ +" + code + " +\\S");
    }
  }

  @Test
  void deviceTextIsEscapedInTheProblemSummaryAndInDecode() throws Exception {
    String hostile = "\u001b]0;owned\u0007\u009b31mUART";
    Path input = Files.write(dir.resolve("hostile.bin"), new StreamBuilder()
        .metadata(0x02, null, 10).metadata(0x03, hostile, 1).event(0x05, 7, 1).bytes());

    assertThat(run("convert", input.toString(), "-o", dir.resolve("t.pftrace").toString()))
        .isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(err()).contains("isr_exit of \\u001B]0;owned\\u0007\\u009B31mUART without isr_enter");
    assertThat(run("decode", input.toString())).isEqualTo(ExitCode.OK);
    assertThat(run("decode", "--json", input.toString())).isEqualTo(ExitCode.OK);

    for (String output : new String[] {out(), err()}) {
      assertThat(output.chars().filter(c -> c < 0x20 && c != '\n' || c >= 0x7F && c <= 0x9F).count()).isEqualTo(0);
    }
    assertThat(out()).contains("name=\"\\u001B]0;owned\\u0007\\u009B31mUART\"");
    assertThat(out()).contains("\"name\":\"\\u001B]0;owned\\u0007\\u009B31mUART\"");
  }

  @Test
  void fileNamesInMessagesAreEscapedToo() {
    Path odd = dir.resolve("\u001b[2Jtrace.bin");
    assertThat(run("decode", odd.toString())).isEqualTo(ExitCode.IO_ERROR);
    assertThat(picocliErr.toString()).contains("\\u001B[2Jtrace.bin: no such file");
    assertThat(picocliErr.toString()).doesNotContain("\u001b");
  }

  @Test
  void gzipInputIsDecompressedForDeviceStreamsAndArchives() throws Exception {
    Path device = clean();
    assertThat(run("decode", device.toString())).isEqualTo(ExitCode.OK);
    String expected = out();
    Path archive = dir.resolve("clean.dial9");
    assertThat(run("convert", "--to", "dial9", device.toString(), "-o", archive.toString())).isEqualTo(ExitCode.OK);

    for (Path plain : new Path[] {device, archive}) {
      Path gz = Files.write(dir.resolve(plain.getFileName() + ".gz"), gzip(Files.readAllBytes(plain)));
      stdout.reset();
      assertThat(run("decode", gz.toString())).isEqualTo(ExitCode.OK);
      assertThat(out()).isEqualTo(expected);
    }
    Path gz = Files.write(dir.resolve("hex.txt.gz"), gzip("03 02 0a 00\n04 04 05 01 00\n".getBytes(StandardCharsets.US_ASCII)));
    assertThat(run("convert", gz.toString(), "-o", dir.resolve("t.pftrace").toString())).isEqualTo(ExitCode.OK);
    assertThat(TraceCheck.of(Files.readAllBytes(dir.resolve("t.pftrace"))).linesOf("Core")).containsExactly("Core #0 / ISR 1: B ISR 1 @50");
  }

  @Test
  void aCutOffGzipInputKeepsWhatCameBeforeAndSaysSo() throws Exception {
    StreamBuilder stream = new StreamBuilder().metadata(0x02, null, 10);
    for (int i = 0; i < 5000; i++) {
      stream.event(0x04, 2L * i, 1).event(0x05, 2L * i + 1, 1);
    }
    byte[] gz = gzip(stream.bytes());
    Path cut = Files.write(dir.resolve("cut.bin.gz"), Arrays.copyOf(gz, gz.length / 2));

    assertThat(run("decode", cut.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);

    assertThat(out().lines().filter(l -> l.contains("  isr_")).count()).isGreaterThan(1000); // the events before the cut
    assertThat(out()).contains("! GZIP_DAMAGED cut.bin.gz: the gzip-compressed input ends after");
    assertThat(out()).contains("it was cut off; the input ends here, everything before it was kept");
  }

  @Test
  void repeatedProblemsAreSummarisedWithAnOptionForAll() throws Exception {
    StreamBuilder stream = new StreamBuilder().metadata(0x02, null, 1);
    for (int i = 0; i < 50; i++) {
      stream.event(0xFF, i);
    }
    Path input = Files.write(dir.resolve("unknown.bin"), stream.bytes());

    assertThat(run("decode", input.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(lines(out(), "! UNKNOWN_EVENT_ID unknown.bin")).isEqualTo(5);
    assertThat(out()).contains("! UNKNOWN_EVENT_ID: further UNKNOWN_EVENT_ID problems are counted in the summary"
        + " on stderr, not printed; --all-problems prints every one");
    assertThat(err()).contains("UNKNOWN_EVENT_ID           50");
    assertThat(err()).contains("first occurrences (--all-problems lists every one):");

    stdout.reset();
    assertThat(run("decode", "--json", input.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(lines(out(), "{\"problem\":\"UNKNOWN_EVENT_ID\"")).isEqualTo(5);
    assertThat(lines(out(), "{\"suppressed\":\"UNKNOWN_EVENT_ID\"")).isEqualTo(1);

    stdout.reset();
    assertThat(run("decode", "--all-problems", input.toString())).isEqualTo(ExitCode.TRACE_PROBLEMS);
    assertThat(lines(out(), "! UNKNOWN_EVENT_ID unknown.bin")).isEqualTo(50);

    stderr.reset();
    assertThat(run("convert", input.toString(), "-o", dir.resolve("t.pftrace").toString())).isEqualTo(1);
    assertThat(lines(err(), "  UNKNOWN_EVENT_ID unknown.bin")).isEqualTo(5);
    stderr.reset();
    assertThat(run("convert", "--all-problems", input.toString(), "-o", dir.resolve("t.pftrace").toString()))
        .isEqualTo(1);
    assertThat(lines(err(), "  UNKNOWN_EVENT_ID unknown.bin")).isEqualTo(50);
  }

  @Test
  void decodeStopsWhenItsOutputIsClosed() throws Exception {
    StreamBuilder stream = new StreamBuilder().metadata(0x02, null, 10);
    for (int i = 0; i < 20_000; i++) {
      stream.event(0x04, 2L * i, 1).event(0x05, 2L * i + 1, 1); // ~2 MB of text
    }
    Path input = Files.write(dir.resolve("long.bin"), stream.bytes());
    ClosedAfter head = new ClosedAfter(10_000); // as `| head` does
    System.setOut(new PrintStream(head, true, StandardCharsets.UTF_8));

    assertThat(run("decode", input.toString())).isEqualTo(ExitCode.OK);

    assertThat(head.writesAfterClose).isAtMost(1);
    assertThat(err()).isEmpty();
  }

  /** Standard output whose reader goes away after {@code limit} bytes. */
  private static final class ClosedAfter extends OutputStream {
    private final int limit;
    private int written;
    int writesAfterClose;

    ClosedAfter(int limit) {
      this.limit = limit;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (written >= limit) {
        writesAfterClose++;
        throw new IOException("Broken pipe");
      }
      written += len;
    }
  }
}
