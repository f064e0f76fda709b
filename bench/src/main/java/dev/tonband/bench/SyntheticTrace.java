// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.bench;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueException;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.corpus.ReferenceEncoder;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Writes a long, plausible device trace of one FreeRTOS core: metadata first, then a scheduler
 * switching tasks, interrupts (properly entered and exited), queue traffic with consistent fill
 * levels, marker slices that nest, value markers and occasional drops. Deterministic for a seed,
 * so benchmarks compare like with like.
 *
 * <pre>java -cp ... dev.tonband.bench.SyntheticTrace EVENTS OUT_FILE [SEED]</pre>
 */
public final class SyntheticTrace {
  private static final String[] TASKS = {"IDLE", "control", "comms", "logger"};
  private static final String[] ISRS = {"SysTick", "UART0_RX", "DMA1_CH2"};
  private static final String[] QUEUES = {"rx_bytes", "log_lines"};
  private static final int QUEUE_CAPACITY = 16;

  private final Map<String, Event> events;
  private final ReferenceEncoder encoder;
  private final SplittableRandom random;
  private final OutputStream out;
  private final long count;
  private long written;
  private long ts = 1_000;

  private SyntheticTrace(Catalogue catalogue, OutputStream out, long seed, long count) {
    this.events = catalogue.events().stream().collect(Collectors.toMap(Event::symbol, Function.identity()));
    this.encoder = new ReferenceEncoder(catalogue, 20);
    this.random = new SplittableRandom(seed);
    this.out = out;
    this.count = count;
  }

  /** Writes {@code count} events (metadata included) to {@code out}. */
  public static void write(Catalogue catalogue, long count, long seed, OutputStream out) throws IOException {
    new SyntheticTrace(catalogue, out, seed, count).run();
  }

  public static void main(String[] args) throws IOException, CatalogueException {
    if (args.length < 2) {
      System.err.println("usage: SyntheticTrace EVENTS OUT_FILE [SEED]  (events.yaml is read from the working directory's checkout root)");
      System.exit(2);
    }
    long count = Long.parseLong(args[0].replace("_", ""));
    Path file = Path.of(args[1]);
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    Catalogue catalogue = CatalogueLoader.load(findCatalogue());
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      write(catalogue, count, seed, out);
    }
    System.err.printf("wrote %,d events, %,d bytes to %s%n", count, Files.size(file), file);
  }

  /** events.yaml of the checkout this runs in: the working directory or one of its parents. */
  static Path findCatalogue() throws IOException {
    for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
      if (Files.isRegularFile(dir.resolve("events.yaml"))) {
        return dir.resolve("events.yaml");
      }
    }
    throw new IOException("no events.yaml in the working directory or above");
  }

  private void run() throws IOException {
    metadata();
    int running = 0;
    int[] fill = new int[QUEUES.length];
    Deque<Integer> openMarkers = new ArrayDeque<>();
    while (written < count) {
      ts += 1 + random.nextInt(400);
      int roll = random.nextInt(100);
      if (roll < 12) {
        int isr = random.nextInt(ISRS.length);
        emit("isr_enter", (long) isr);
        if (isr == 1 && fill[0] < QUEUE_CAPACITY) {
          emit("freertos_queue_send_from_isr", 0L, (long) ++fill[0]);
        }
        ts += 1 + random.nextInt(50);
        emit("isr_exit", (long) isr);
      } else if (roll < 30) {
        running = random.nextInt(TASKS.length);
        emit("freertos_task_switched_in", (long) running);
      } else if (roll < 45) {
        int q = random.nextInt(QUEUES.length);
        if (fill[q] > 0 && random.nextBoolean()) {
          emit("freertos_queue_receive", (long) q, (long) --fill[q]);
        } else if (fill[q] < QUEUE_CAPACITY) {
          emit("freertos_queue_send", (long) q, (long) ++fill[q]);
        }
      } else if (roll < 60) {
        if (!openMarkers.isEmpty() && (openMarkers.size() > 3 || random.nextBoolean())) {
          emit("evtmarker_end", (long) (int) openMarkers.pop());
        } else {
          int marker = random.nextInt(2);
          openMarkers.push(marker);
          emit("evtmarker_begin", (long) marker, marker == 0 ? "frame" : "crc check");
        }
      } else if (roll < 80) {
        emit("valmarker", (long) random.nextInt(2), random.nextLong(-1_000_000, 1_000_000));
      } else if (roll < 90) {
        emit("evtmarker", 1L, "tick " + (written % 1000));
      } else if (roll < 99) {
        emit("freertos_task_to_rdy_state", (long) random.nextInt(TASKS.length));
      } else {
        emit("dropped_evt_cnt", written / 1000);
      }
    }
  }

  private void metadata() throws IOException {
    emit("ts_resolution_ns", 10L);
    for (int i = 0; i < ISRS.length; i++) {
      emit("isr_name", (long) i, ISRS[i]);
    }
    emit("evtmarker_name", 0L, "render");
    emit("evtmarker_name", 1L, "protocol");
    emit("valmarker_name", 0L, "temperature_mC");
    emit("valmarker_name", 1L, "rpm");
    for (int i = 0; i < TASKS.length; i++) {
      emit("freertos_task_name", (long) i, TASKS[i]);
    }
    emit("freertos_task_is_idle_task", 0L, 0L);
    for (int i = 0; i < QUEUES.length; i++) {
      emit("freertos_queue_name", (long) i, QUEUES[i]);
      emit("freertos_queue_kind", (long) i, "FRQK_QUEUE");
    }
  }

  /**
   * Encodes one event; non-metadata events get the current timestamp first. A step of the loop
   * may emit several events (an interrupt's enter, queue send and exit), so emitting stops at
   * {@code count} exactly: the trace ends as a stopped recording would, mid-interrupt perhaps.
   */
  private void emit(String symbol, Object... fields) throws IOException {
    if (written == count) {
      return;
    }
    Event event = events.get(symbol);
    List<Object> values = new java.util.ArrayList<>();
    if (event.hasTimestamp()) {
      values.add(ts);
    }
    values.addAll(List.of(fields));
    out.write(encoder.encode(event, event.variants().get(0), values));
    written++;
  }
}
