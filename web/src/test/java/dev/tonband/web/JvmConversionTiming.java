// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The JVM's side of bench/web-bench.sh: converts a file as the page does (WebConversion, all in
 * memory) RUNS times in one JVM and prints the milliseconds of each run, so the browser builds'
 * times compare with the same work on the JVM. Writes the last trace to OUT_FILE.
 *
 * <pre>java -cp ... dev.tonband.web.JvmConversionTiming INPUT_FILE OUT_FILE RUNS</pre>
 */
public final class JvmConversionTiming {
  private JvmConversionTiming() {}

  public static void main(String[] args) throws IOException {
    Path input = Path.of(args[0]);
    byte[] bytes = Files.readAllBytes(input);
    int runs = Integer.parseInt(args[2]);
    WebConversion.Result result = null;
    StringBuilder ms = new StringBuilder();
    for (int run = 0; run < runs; run++) {
      long started = System.nanoTime();
      result = WebConversion.convert(bytes, input.getFileName().toString(), f -> {});
      ms.append(ms.length() == 0 ? "" : " ").append(String.format("%.0f", (System.nanoTime() - started) / 1e6));
    }
    Files.write(Path.of(args[1]), result.trace());
    System.out.printf("jvm, %s: %,d events; ms per run: %s%n", input.getFileName(), result.summary().events(), ms);
  }
}
