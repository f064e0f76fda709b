// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Random, truncated, bit-flipped and spliced inputs through {@code decode} and {@code convert}, run
 * as the CLI runs: no stack trace, an exit code from the documented table, output bounded by the
 * input, and every frame the damage did not touch decoded as it was. The base is the generated
 * corpus stream with every event at its boundary values; each frame of it holds one event.
 */
class FuzzTest extends CliFixture {
  private static final Path BASE = Path.of(System.getProperty("tonband.root", ".."), "corpus", "streams", "encode-cases.bin");
  private static final long SEED = 0x7012_2024L;
  private static final int CASES_PER_KIND = 12;
  private static final Pattern PLACE = Pattern.compile("^\\{(\"ns\":\\d+,)?\"core\":\\d+,");
  /** The names of the ids an event mentions, the last member of its line. */
  private static final Pattern NAMES = Pattern.compile(",\"names\":\\{.*\\}\\}$");
  private static final Pattern PROBLEM = Pattern.compile("^\\{\"(problem|suppressed)\":\"([A-Z0-9_]+)\"");
  /** The most lines a summary on stderr may take: its heading, counts, first occurrences, "wrote". */
  private static final int SUMMARY_LINES_PER_KIND = 1 + ProblemLog.SHOWN_PER_KIND;

  private byte[] base;
  /** Offset of each frame's 0x00 delimiter. */
  private final List<Integer> ends = new ArrayList<>();
  /**
   * Each frame's event, as decode --json prints it without time, core and the names of the ids it
   * mentions: damage elsewhere may change them (a core_id or a name event lost).
   */
  private List<String> events;

  @BeforeEach
  void decodeTheBase() throws Exception {
    base = Files.readAllBytes(BASE);
    for (int i = 0; i < base.length; i++) {
      if (base[i] == 0) {
        ends.add(i);
      }
    }
    events = eventsOf(decode(base, "base"));
    assertWithMessage("one event per frame of the base").that(events).hasSize(ends.size());
  }

  @Test
  void randomBytes() throws Exception {
    Random random = new Random(SEED);
    check("empty", new byte[0], Set.of());
    for (int i = 1; i < CASES_PER_KIND; i++) {
      byte[] noise = new byte[1 + random.nextInt(20_000)];
      random.nextBytes(noise);
      // a file of noise is no device stream: refused at once; read live, it is decoded as it comes
      picocliErr.getBuffer().setLength(0);
      assertWithMessage("random" + i).that(run("decode", write(noise).toString())).isEqualTo(ExitCode.USAGE);
      assertThat(picocliErr.toString()).contains("input.bin is not a device stream: its first " + noise.length
          + " bytes hold");
      InputStream saved = System.in;
      System.setIn(new ByteArrayInputStream(noise));
      try {
        stdout.reset();
        assertWithMessage("random" + i + " live").that(run("decode", "--json", "-"))
            .isAnyOf(ExitCode.OK, ExitCode.TRACE_PROBLEMS);
      } finally {
        System.setIn(saved);
      }
      assertNoStackTrace("random" + i + " live");
    }
  }

  @Test
  void truncatedStreams() throws Exception {
    Random random = new Random(SEED + 1);
    for (int i = 0; i < CASES_PER_KIND; i++) {
      int cut = random.nextInt(base.length);
      Set<Integer> intact = new TreeSet<>();
      for (int f = 0; f < ends.size() && ends.get(f) < cut; f++) {
        intact.add(f);
      }
      check("cut at " + cut, Arrays.copyOf(base, cut), intact);
    }
  }

  @Test
  void bitFlippedStreams() throws Exception {
    Random random = new Random(SEED + 2);
    for (int i = 0; i < CASES_PER_KIND; i++) {
      byte[] damaged = base.clone();
      List<Integer> flipped = new ArrayList<>();
      for (int flips = 1 + random.nextInt(8); flips > 0; flips--) {
        int at = random.nextInt(damaged.length);
        damaged[at] ^= (byte) (1 << random.nextInt(8));
        flipped.add(at);
      }
      Set<Integer> intact = new TreeSet<>();
      for (int f = 0; f < ends.size(); f++) {
        // a frame is touched by a flip in its bytes, its delimiter, or the delimiter before it
        int from = f == 0 ? -1 : ends.get(f - 1); // the first frame has no delimiter before it
        int to = ends.get(f);
        if (flipped.stream().noneMatch(at -> at >= from && at <= to)) {
          intact.add(f);
        }
      }
      check("flipped at " + flipped, damaged, intact);
    }
  }

  @Test
  void streamsWithNoiseSplicedIn() throws Exception {
    Random random = new Random(SEED + 3);
    for (int i = 0; i < CASES_PER_KIND; i++) {
      int at = random.nextInt(base.length);
      byte[] noise = new byte[1 + random.nextInt(300)];
      random.nextBytes(noise);
      byte[] spliced = new byte[base.length + noise.length];
      System.arraycopy(base, 0, spliced, 0, at);
      System.arraycopy(noise, 0, spliced, at, noise.length);
      System.arraycopy(base, at, spliced, at + noise.length, base.length - at);
      Set<Integer> intact = new TreeSet<>();
      for (int f = 0; f < ends.size(); f++) {
        int from = f == 0 ? -1 : ends.get(f - 1); // the first frame has no delimiter before it
        if (ends.get(f) < at || from >= at) { // wholly before the noise, or after the delimiter that follows it
          intact.add(f);
        }
      }
      check("noise at " + at, spliced, intact);
    }
  }

  /** Decodes and converts {@code input}, checking everything the test promises. */
  private void check(String name, byte[] input, Set<Integer> intactFrames) throws Exception {
    String decoded = decode(input, name);
    int frames = 1;
    for (byte b : input) {
      frames += b == 0 ? 1 : 0;
    }
    List<String> printed = eventsOf(decoded);
    assertWithMessage(name + ": events printed").that(printed.size()).isAtMost(frames);
    Map<String, Integer> problemLines = new HashMap<>();
    for (String line : decoded.lines().toList()) {
      Matcher problem = PROBLEM.matcher(line);
      if (problem.find()) {
        problemLines.merge(problem.group(2), 1, Integer::sum);
      }
    }
    problemLines.forEach((kind, lines) -> assertWithMessage(name + ": lines of " + kind)
        .that(lines).isAtMost(ProblemLog.SHOWN_PER_KIND + 1));
    assertWithMessage(name + ": summary lines").that(err().lines().count())
        .isAtMost(2 + (long) SUMMARY_LINES_PER_KIND * problemLines.size());

    List<String> expected = intactFrames.stream().map(events::get).toList();
    assertWithMessage(name + ": every intact frame decoded, in order").that(isSubsequence(expected, printed)).isTrue();

    stderr.reset();
    Path trace = dir.resolve("t.pftrace");
    int exit = run("convert", write(input).toString(), "-o", trace.toString());
    assertWithMessage(name + ": convert's exit code").that(exit).isAnyOf(ExitCode.OK, ExitCode.TRACE_PROBLEMS);
    assertNoStackTrace(name);
    TraceCheck.of(Files.readAllBytes(trace)); // a trace by Perfetto's rules
    assertWithMessage(name + ": convert's summary lines").that(err().lines().count())
        .isAtMost(3 + (long) SUMMARY_LINES_PER_KIND * 30);
  }

  private String decode(byte[] input, String name) throws Exception {
    stdout.reset();
    stderr.reset();
    int exit = run("decode", "--json", write(input).toString());
    assertWithMessage(name + ": decode's exit code").that(exit).isAnyOf(ExitCode.OK, ExitCode.TRACE_PROBLEMS);
    assertNoStackTrace(name);
    return out();
  }

  private Path write(byte[] input) throws Exception {
    return Files.write(dir.resolve("input.bin"), input);
  }

  private void assertNoStackTrace(String name) {
    for (String output : new String[] {err(), picocliErr.toString()}) {
      assertWithMessage(name).that(output).doesNotContain("Exception");
      assertWithMessage(name).that(output).doesNotContain("\tat ");
    }
  }

  /** The event lines of decode --json output, without time, core and names. */
  private static List<String> eventsOf(String json) {
    return json.lines().filter(l -> l.contains("\"event\":"))
        .map(l -> NAMES.matcher(PLACE.matcher(l).replaceFirst("{")).replaceFirst("}")).toList();
  }

  private static boolean isSubsequence(List<String> expected, List<String> actual) {
    int next = 0;
    for (String line : actual) {
      if (next < expected.size() && expected.get(next).equals(line)) {
        next++;
      }
    }
    return next == expected.size();
  }
}
