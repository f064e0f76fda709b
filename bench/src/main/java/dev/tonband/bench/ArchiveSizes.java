// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.dial9.DeviceToDial9;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Bytes per event of device traces and of their dial9 archives, raw and gzip-compressed (Java's
 * GZIPOutputStream, deflate level 6 like {@code gzip}), as a Markdown table for
 * docs/performance.md. Everything streams: a 10-million-event trace needs no more memory than a
 * small one. Run through {@code bench/archive-size.sh}.
 *
 * <pre>ArchiveSizes [--synthetic EVENTS] [DEVICE_TRACE...]</pre>
 */
public final class ArchiveSizes {
  private static final long SEED = 1;

  private record Sizes(String trace, long events, long errors, long device, long deviceGz, long dial9, long dial9Gz) {}

  private ArchiveSizes() {}

  public static void main(String[] args) throws IOException, CatalogueException {
    List<Sizes> rows = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--synthetic")) {
        rows.add(synthetic(Long.parseLong(args[++i].replace("_", ""))));
      } else {
        rows.add(measure(args[i], Path.of(args[i])));
      }
    }
    System.out.println("| trace | events | device B/event | dial9 B/event | device gzip B/event | dial9 gzip B/event | dial9 / device | dial9 gzip / device gzip |");
    System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (Sizes s : rows) {
      System.out.printf("| %s | %,d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |%n",
          s.trace(), s.events(), perEvent(s.device(), s), perEvent(s.dial9(), s), perEvent(s.deviceGz(), s),
          perEvent(s.dial9Gz(), s), (double) s.dial9() / s.device(), (double) s.dial9Gz() / s.deviceGz());
    }
    for (Sizes s : rows) {
      System.out.printf("%s: device %,d B (gzip %,d), dial9 %,d B (gzip %,d), %d decode error(s)%n",
          s.trace(), s.device(), s.deviceGz(), s.dial9(), s.dial9Gz(), s.errors());
    }
  }

  private static Sizes synthetic(long events) throws IOException, CatalogueException {
    Path file = Files.createTempFile("tonband-synthetic-", ".bin");
    try {
      try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
        SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), events, SEED, out);
      }
      return measure(String.format("SyntheticTrace, %,d events, seed %d", events, SEED), file);
    } finally {
      Files.delete(file);
    }
  }

  private static Sizes measure(String name, Path device) throws IOException {
    CountingOutputStream deviceGz = new CountingOutputStream();
    try (InputStream in = Files.newInputStream(device); OutputStream gz = new GZIPOutputStream(deviceGz, 1 << 16)) {
      in.transferTo(gz);
    }
    CountingOutputStream dial9 = new CountingOutputStream();
    CountingOutputStream dial9Gz = new CountingOutputStream();
    long[] errors = {0};
    long events;
    try (InputStream in = new BufferedInputStream(Files.newInputStream(device), 1 << 16);
        GZIPOutputStream gz = new GZIPOutputStream(dial9Gz, 1 << 16);
        OutputStream both = new Tee(dial9, gz)) {
      events = DeviceToDial9.convert(in, both, error -> errors[0]++);
    }
    return new Sizes(name, events, errors[0], Files.size(device), deviceGz.count, dial9.count, dial9Gz.count);
  }

  private static double perEvent(long bytes, Sizes s) {
    return (double) bytes / s.events();
  }

  /** Counts bytes and drops them. */
  private static final class CountingOutputStream extends OutputStream {
    long count;

    @Override
    public void write(int b) {
      count++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      count += len;
    }
  }

  /** Writes to two streams at once, so an archive is measured raw and compressed in one pass. */
  private static final class Tee extends OutputStream {
    private final OutputStream first;
    private final OutputStream second;

    Tee(OutputStream first, OutputStream second) {
      this.first = first;
      this.second = second;
    }

    @Override
    public void write(int b) throws IOException {
      first.write(b);
      second.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      first.write(b, off, len);
      second.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      try (first; second) {
        flush();
      }
    }

    @Override
    public void flush() throws IOException {
      first.flush();
      second.flush();
    }
  }
}
