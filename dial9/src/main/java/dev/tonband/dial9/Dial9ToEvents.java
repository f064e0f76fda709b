// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads a dial9 archive back into catalogue events: the reverse of {@link DeviceToDial9}, exact
 * for archives it wrote. Schemas are recognised by name ({@code group/event}) in a {@link
 * Dial9Catalogue} (the generated one, or one given at run time) and must have the catalogue's
 * fields; timestamps become ticks again through the {@code tonband/ns_per_tick} or {@code
 * tonband/tick_hz} events (scale 1 when there are none; see {@link TickScale}), or come from a
 * {@code tonband/timestamp_overflow} marker. Events of other
 * schemas are passed on as generic {@link Dial9Event}s, so an archive that mixes in foreign events
 * still reads, and one of a team's catalogue reads without it.
 */
public final class Dial9ToEvents implements Dial9Visitor {
  private final Dial9Reader reader;
  private final Dial9Catalogue catalogue;
  private final Consumer<? super TraceEvent> events;
  private final Consumer<? super Dial9Event> foreign;
  private final Map<Integer, EventMapping> mappings = new HashMap<>();
  private long scale = 1;
  /** The device's clock from tonband/tick_hz, which replaces the scale; 0 for none. */
  private long hz;
  /** The ticks of the next event, when a tonband/timestamp_overflow marker announced them. */
  private Long overflowTicks;

  private Dial9ToEvents(Dial9Reader reader, Dial9Catalogue catalogue, Consumer<? super TraceEvent> events,
      Consumer<? super Dial9Event> foreign) {
    this.reader = reader;
    this.catalogue = catalogue;
    this.events = events;
    this.foreign = foreign;
  }

  /**
   * Reads {@code dial9} to its end: catalogue events to {@code events}, any others to {@code
   * foreign}. Throws {@link Dial9FormatException} for a broken stream and for a schema or value
   * that contradicts the catalogue (kind {@code CATALOGUE_MISMATCH}).
   */
  public static void read(
      InputStream dial9, Consumer<? super TraceEvent> events, Consumer<? super Dial9Event> foreign)
      throws IOException {
    Dial9ToEvents archive = open(dial9, events, foreign);
    while (archive.readFrame()) {
      // each frame's events have gone to the consumers
    }
  }

  /**
   * Like {@link #read}, but frame by frame at the caller's pace ({@link #readFrame()}), for a
   * caller that pulls events, such as the host tool merging several inputs by time.
   */
  public static Dial9ToEvents open(
      InputStream dial9, Consumer<? super TraceEvent> events, Consumer<? super Dial9Event> foreign) {
    return open(dial9, Dial9Catalogue.BUILT_IN, events, foreign);
  }

  /**
   * Like {@link #open(InputStream, Consumer, Consumer)}, with the events of {@code catalogue}
   * (such as a team's catalogue given at run time) instead of the generated ones.
   */
  public static Dial9ToEvents open(InputStream dial9, Dial9Catalogue catalogue, Consumer<? super TraceEvent> events,
      Consumer<? super Dial9Event> foreign) {
    return open(dial9, catalogue, events, foreign, Dial9Reader.defaultMemoryBudget());
  }

  /**
   * Like {@link #open(InputStream, Dial9Catalogue, Consumer, Consumer)}, with the heap bytes the
   * schemas and pools of a batch may take (see {@link Dial9Reader#Dial9Reader(InputStream, int,
   * long)}): for a caller that reads several batches at once, which share the budget.
   */
  public static Dial9ToEvents open(InputStream dial9, Dial9Catalogue catalogue, Consumer<? super TraceEvent> events,
      Consumer<? super Dial9Event> foreign, long memoryBudget) {
    return new Dial9ToEvents(new Dial9Reader(dial9, Dial9Reader.DEFAULT_MAX_VALUE_BYTES, memoryBudget), catalogue,
        events, foreign);
  }

  /** Reads the next frame (the header first), handing its event, if any, on; false at the end. */
  public boolean readFrame() throws IOException {
    return reader.readFrame(this);
  }

  /** Bytes of the archive read so far. */
  public long offset() {
    return reader.offset();
  }

  /** A new batch has type_ids and a scale of its own; nothing of the previous one carries over. */
  @Override
  public void onBatchStart(int batch) {
    mappings.clear();
    scale = 1;
    hz = 0;
    overflowTicks = null;
  }

  @Override
  public void onSchema(Schema schema) throws IOException {
    Schema tonbands = tonbandSchema(schema.name());
    if (tonbands != null) {
      if (!schema.fields().equals(tonbands.fields()) || schema.hasTimestamp()) {
        throw mismatch("schema " + schema.name() + " is not the one Tonband writes: " + schema);
      }
      return;
    }
    EventMapping mapping = catalogue.named(schema.name());
    if (mapping == null) {
      return;
    }
    if (!mapping.matches(schema)) {
      throw mismatch(
          "schema " + schema.name() + " differs from the catalogue's: expected " + mapping.schema() + ", got " + schema);
    }
    mappings.put(schema.typeId(), mapping);
  }

  @Override
  public void onEvent(Dial9Event event) throws IOException {
    String name = event.schema().name();
    if (name.equals(TickScale.SCHEMA.name())) {
      scale = (Long) event.values().get(0);
      if (scale == 0) {
        throw mismatch("ns_per_tick is 0");
      }
      hz = 0;
      return;
    }
    if (name.equals(TickScale.HZ.name())) {
      hz = (Long) event.values().get(0);
      if (!TickScale.plausibleHz(hz)) {
        throw mismatch("tick_hz " + Long.toUnsignedString(hz) + " is not 1 Hz to 1 GHz");
      }
      return;
    }
    EventMapping mapping = mappings.get(event.schema().typeId());
    if (overflowTicks != null && (mapping == null || !event.schema().hasTimestamp())) {
      throw mismatch(TickScale.OVERFLOW.name() + " is not followed by the timestamped catalogue event it belongs to");
    }
    if (name.equals(TickScale.OVERFLOW.name())) {
      overflowTicks = (Long) event.values().get(0);
      return;
    }
    if (mapping == null) {
      foreign.accept(event);
      return;
    }
    long ticks = overflowTicks != null ? overflowTicks
        : hz != 0 ? TickScale.ticks(event.timestampNs(), hz) : Long.divideUnsigned(event.timestampNs(), scale);
    overflowTicks = null;
    try {
      events.accept(mapping.toRecord(ticks, event.values()));
    } catch (MappingException e) {
      throw mismatch(e.getMessage());
    }
  }

  private static Schema tonbandSchema(String name) {
    return name.equals(TickScale.SCHEMA.name()) ? TickScale.SCHEMA
        : name.equals(TickScale.OVERFLOW.name()) ? TickScale.OVERFLOW
        : name.equals(TickScale.HZ.name()) ? TickScale.HZ : null;
  }

  /** Offsets point just past the frame concerned: the visitor runs once the frame is read. */
  private Dial9FormatException mismatch(String detail) {
    return new Dial9FormatException(Dial9FormatException.Kind.CATALOGUE_MISMATCH, reader.offset(), detail);
  }
}
