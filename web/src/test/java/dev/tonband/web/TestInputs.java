package dev.tonband.web;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.Archiving;
import dev.tonband.host.model.ProblemLog;
import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.Timebase;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

/**
 * The files the browser builds convert in the tests, gathered in one folder: the corpus streams
 * (every error kind among them), every trace the firmware's build wrote (the QEMU demo's and the
 * real FreeRTOS kernels' among them), and made from those the other forms a user drops on the
 * page: gzip, a hex dump, a dial9 archive plain and gzipped, a cut-off gzip, and a Perfetto trace.
 */
final class TestInputs {
  /** Traces target-firmware's build must have written: the QEMU demo's and the FreeRTOS kernels'. */
  static final List<String> FIRMWARE_TRACES = List.of(
      "demo_streaming.bin", "demo_snapshot.bin", "demo_post_mortem.bin", "freertos_v10.bin", "freertos_v11.bin");

  /**
   * A gzip file cut off in its compressed data. TeaVM's inflater stops a byte or so before the
   * JVM's at the damage, so the browser may keep up to one frame less of it than the CLI.
   */
  static final String CUT_OFF_GZIP = "cut-off.bin.gz";

  private TestInputs() {}

  static Path root() {
    return Path.of(System.getProperty("tonband.root", "..")).toAbsolutePath().normalize();
  }

  /** Writes the inputs into {@code dir}; returns their names, which are also what they are converted as. */
  static List<String> writeTo(Path dir) throws IOException {
    Files.createDirectories(dir);
    List<Path> sources = new ArrayList<>();
    sources.addAll(binFiles(root().resolve("corpus/streams")));
    sources.addAll(binFiles(root().resolve("corpus/streams/errors")));
    Path traces = Path.of(System.getProperty("tband.trace.dir"));
    List<Path> firmware = binFiles(traces);
    for (String expected : FIRMWARE_TRACES) {
      assertWithMessage(traces + " lacks " + expected + ": target-firmware's build writes it (mvn verify at the root)")
          .that(firmware.stream().map(p -> p.getFileName().toString()).toList())
          .contains(expected);
    }
    sources.addAll(firmware);
    List<String> names = new ArrayList<>();
    for (Path source : sources) {
      String name = source.getFileName().toString();
      assertWithMessage("two inputs named " + name).that(names).doesNotContain(name);
      Files.copy(source, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
      names.add(name);
    }

    byte[] mixed = Files.readAllBytes(root().resolve("corpus/streams/mixed.bin"));
    byte[] freertos = Files.readAllBytes(traces.resolve("freertos_v11.bin"));
    byte[] archive = archive(freertos);
    names.add(write(dir, "mixed.bin.gz", gzip(mixed)));
    names.add(write(dir, "mixed.txt", hexDump(mixed)));
    names.add(write(dir, "freertos_v11.dial9", archive));
    names.add(write(dir, "freertos_v11.dial9.gz", gzip(archive)));
    byte[] gzipped = gzip(freertos);
    names.add(write(dir, CUT_OFF_GZIP, Arrays.copyOf(gzipped, gzipped.length * 2 / 3)));
    names.add(write(dir, "already.pftrace", WebConversion.convert(mixed, "mixed.bin", f -> {}).trace()));
    return names;
  }

  private static List<Path> binFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.getFileName().toString().endsWith(".bin")).sorted().toList();
    }
  }

  private static String write(Path dir, String name, byte[] bytes) throws IOException {
    Files.write(dir.resolve(name), bytes);
    return name;
  }

  /** The dial9 archive {@code tonband convert --to dial9} writes. */
  static byte[] archive(byte[] device) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Archiving.run(new DeviceStream("device", new ByteArrayInputStream(device), 0, new Timebase()), out, false,
        n -> {}, new ProblemLog());
    return out.toByteArray();
  }

  static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream gz = new GZIPOutputStream(out)) {
      gz.write(bytes);
    }
    return out.toByteArray();
  }

  /** Sixteen bytes a line, as a terminal shows a capture, with a comment line on top. */
  static byte[] hexDump(byte[] bytes) {
    StringBuilder text = new StringBuilder("# captured from the device\n");
    for (int i = 0; i < bytes.length; i++) {
      text.append(String.format("%02x", bytes[i])).append(i % 16 == 15 || i == bytes.length - 1 ? "\n" : " ");
    }
    return text.toString().getBytes(StandardCharsets.US_ASCII);
  }
}
