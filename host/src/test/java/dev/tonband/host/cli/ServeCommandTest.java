// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.StreamBuilder;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.perfetto.TraceCheck;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code tonband serve}: what it serves for what it is given. */
class ServeCommandTest extends CliFixture {
  private static final Pattern TRACE_URL = Pattern.compile("url=(http://127\\.0\\.0\\.1:\\d+/\\S+)");

  private static byte[] isrStream(long from, long to) {
    StreamBuilder stream = from == 0 ? new StreamBuilder().metadata(0x02, null, 10).metadata(0x03, "SysTick", 1)
        : new StreamBuilder();
    for (long ts = from; ts < to; ts += 2) {
      stream.event(0x04, ts, 1).event(0x05, ts + 1, 1);
    }
    return stream.bytes();
  }

  private static byte[] fetch(String url) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
        HttpResponse.BodyHandlers.ofByteArray()).body();
  }

  /** Runs {@code serve --once -p 0 INPUTS} in-process, downloads what it serves, and returns that. */
  private byte[] servedOnce(String... inputs) throws Exception {
    String[] args = new String[inputs.length + 4];
    System.arraycopy(new String[] {"serve", "--once", "-p", "0"}, 0, args, 0, 4);
    System.arraycopy(inputs, 0, args, 4, inputs.length);
    CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(() -> run(args));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    Matcher url = TRACE_URL.matcher("");
    while (!url.reset(out()).find() && System.nanoTime() < deadline && !exit.isDone()) {
      Thread.sleep(20);
    }
    assertThat(url.reset(out()).find()).isTrue();
    byte[] body = fetch(url.group(1));
    assertThat(exit.get(20, TimeUnit.SECONDS)).isEqualTo(ExitCode.OK);
    return body;
  }

  @Test
  void aPerfettoTraceIsServedAsItIsWhateverItsName() throws Exception {
    Path device = Files.write(dir.resolve("device.bin"), isrStream(0, 4));
    Path trace = dir.resolve("trace.bin"); // a Perfetto trace under a device stream's name
    assertThat(run("convert", device.toString(), "-o", trace.toString())).isEqualTo(ExitCode.OK);

    assertThat(servedOnce(trace.toString())).isEqualTo(Files.readAllBytes(trace));
  }

  @Test
  void aDeviceStreamNamedLikeATraceIsConvertedFirst() throws Exception {
    Path device = Files.write(dir.resolve("capture.pftrace"), isrStream(0, 2));

    assertThat(TraceCheck.of(servedOnce(device.toString())).linesOf("Core"))
        .containsExactly("Core #0 / SysTick: B SysTick @0", "Core #0 / SysTick: E @10").inOrder();
  }

  @Test
  void aConvertedTraceIsServedUnderItsInputsName() throws Exception {
    Path device = Files.write(dir.resolve("bench-3 run.bin"), isrStream(0, 2));

    servedOnce(device.toString());
    assertThat(out()).contains("/bench-3_run.pftrace");
    assertThat(ServeCommand.servedName(InputSpec.parse("capture.bin.gz"))).isEqualTo("capture.pftrace");
    assertThat(ServeCommand.servedName(InputSpec.parse("tcp:127.0.0.1:19021"))).isEqualTo("tcp_127.0.0.1_19021.pftrace");
    assertThat(ServeCommand.servedName(InputSpec.parse("-"))).isEqualTo("stdin.pftrace");
  }

  @Test
  void aPerfettoTraceAmongDeviceStreamsIsRefused() throws Exception {
    Path device = Files.write(dir.resolve("device.bin"), isrStream(0, 2));
    Path trace = dir.resolve("t.pftrace");
    assertThat(run("convert", device.toString(), "-o", trace.toString())).isEqualTo(ExitCode.OK);

    assertThat(run("serve", device.toString(), trace.toString())).isEqualTo(ExitCode.USAGE);
    assertThat(picocliErr.toString()).contains(trace + " is a Perfetto trace, which is served as it is;"
        + " serve it on its own, or give only device streams to convert and serve");
  }

  @Test
  void followServesALiveCaptureWhileItRuns() throws Exception {
    Path growing = Files.write(dir.resolve("growing.bin"), isrStream(0, 4));
    Process tonband = CliProcess.tonband("serve", "--follow", "-p", "0", growing.toString())
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    try (BufferedReader stdout = new BufferedReader(new InputStreamReader(tonband.getInputStream(), StandardCharsets.UTF_8))) {
      Matcher url = TRACE_URL.matcher("");
      for (String line = stdout.readLine(); line != null && !url.reset(line).find(); line = stdout.readLine()) {
        // until the link
      }
      assertThat(eventsServed(url.group(1), 4)).isEqualTo(4);

      try (OutputStream append = Files.newOutputStream(growing, StandardOpenOption.APPEND)) {
        append.write(isrStream(4, 10));
      }
      assertThat(eventsServed(url.group(1), 10)).isEqualTo(10); // a reload shows what came since

      CliProcess.pressCtrlC(tonband);
      assertThat(tonband.waitFor(20, TimeUnit.SECONDS)).isTrue();
      assertThat(tonband.exitValue()).isEqualTo(130);
    } finally {
      tonband.destroyForcibly();
    }
  }

  /** Downloads the trace until it holds {@code expected} events (a live one grows), or 20 s have passed. */
  private static int eventsServed(String url, int expected) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    int events;
    do {
      Thread.sleep(50);
      events = TraceCheck.of(fetch(url)).linesOf("Core").size();
    } while (events < expected && System.nanoTime() < deadline);
    return events;
  }
}
