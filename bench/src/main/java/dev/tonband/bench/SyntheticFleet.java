// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a fleet's worth of {@link SyntheticTrace}s, one JVM for all: {@code board-N.bin} with
 * seed N, for N from 1 to TRACES, each of EVENTS events.
 *
 * <pre>java -cp ... dev.tonband.bench.SyntheticFleet TRACES EVENTS OUT_DIR</pre>
 */
public final class SyntheticFleet {
  private SyntheticFleet() {}

  public static void main(String[] args) throws IOException, CatalogueException {
    if (args.length != 3) {
      System.err.println("usage: SyntheticFleet TRACES EVENTS OUT_DIR  (run in the checkout, for events.yaml)");
      System.exit(2);
    }
    int traces = Integer.parseInt(args[0]);
    long events = Long.parseLong(args[1].replace("_", ""));
    Path dir = Files.createDirectories(Path.of(args[2]));
    Catalogue catalogue = CatalogueLoader.load(SyntheticTrace.findCatalogue());
    for (int seed = 1; seed <= traces; seed++) {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(dir.resolve("board-" + seed + ".bin")), 1 << 16)) {
        SyntheticTrace.write(catalogue, events, seed, out);
      }
    }
    System.err.printf("wrote %d traces of %,d events to %s%n", traces, events, dir);
  }
}
