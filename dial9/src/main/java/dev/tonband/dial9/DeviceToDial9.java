// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import dev.tonband.codec.DecodeErrorListener;
import dev.tonband.codec.DynamicEvent;
import dev.tonband.codec.DynamicEventType;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import dev.tonband.codec.events.TsFrequencyHz;
import dev.tonband.codec.events.TsResolutionNs;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Converts a device trace into a dial9 archive: one schema per catalogue event present, written
 * just before its first event (the generated records' events, and the {@link DynamicEvent}s of a
 * catalogue given at run time, whose schemas come from their types); metadata events kept as untimestamped events; timestamps in
 * nanoseconds as {@link TickScale} describes. Streams: memory holds the schemas and the string
 * pool, never the trace. {@link Dial9ToEvents} reads the result back into the same records.
 */
public final class DeviceToDial9 implements AutoCloseable {
  private final Dial9Writer writer;
  private final Set<Integer> schemasWritten = new HashSet<>();
  /** The mappings of the run-time catalogue's events met so far, by their type. */
  private final Map<DynamicEventType, EventMapping> dynamicMappings = new IdentityHashMap<>();
  private long resolution = 1;
  /** The device's clock from ts_frequency_hz, which decode prefers to the resolution; 0 until one comes. */
  private long hz;
  /** The scale announced last; 0, never a real scale, until the first timestamped event. */
  private long scale;
  private long announcedHz;
  /** The latest nanosecond time written: where decode places an event whose time overflows. */
  private long latestNs;
  private long events;

  /** Starts an archive on {@code out} (header written now); {@link #close()} flushes and closes it. */
  public DeviceToDial9(OutputStream out) throws IOException {
    this.writer = new Dial9Writer(out);
  }

  /**
   * Converts the whole device stream {@code device} into {@code dial9}, which is flushed but left
   * open. Bad device frames are reported to {@code errors} and skipped, as the decoder does.
   *
   * @return the number of device events converted
   */
  public static long convert(InputStream device, OutputStream dial9, DecodeErrorListener errors) throws IOException {
    DeviceToDial9 converter = new DeviceToDial9(dial9);
    try {
      TraceReader.forEvents(converter::acceptUnchecked, errors).readAll(device);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    converter.writer.flush();
    return converter.events;
  }

  /** Appends one decoded device event. */
  public void accept(TraceEvent event) throws IOException {
    EventMapping mapping = mappingOf(event);
    Schema schema = mapping.schema();
    if (schemasWritten.add(schema.typeId())) {
      writer.writeSchema(schema);
    }
    Object[] values = mapping.values(event, writer);
    if (event instanceof TimedEvent timed) {
      writer.writeTimedEvent(schema, nanoseconds(timed.ts()), values);
    } else {
      if (event instanceof TsResolutionNs r && TickScale.plausible(r.nsPerTs())) {
        resolution = r.nsPerTs();
      } else if (event instanceof TsFrequencyHz f && TickScale.plausibleHz(f.hz())) {
        hz = f.hz();
      }
      writer.writeEvent(schema, values);
    }
    events++;
  }

  private EventMapping mappingOf(TraceEvent event) {
    if (event instanceof DynamicEvent dynamic) {
      return dynamicMappings.computeIfAbsent(dynamic.type(), EventMapping::of);
    }
    return Dial9Catalogue.generated(event.eventId());
  }

  /** Writes out what was accepted so far, for a live capture whose archive should stay current. */
  public void flush() throws IOException {
    writer.flush();
  }

  @Override
  public void close() throws IOException {
    writer.close();
  }

  private void acceptUnchecked(TraceEvent event) {
    try {
      accept(event);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The event's dial9 timestamp, announcing a new scale first when it changes; for ticks whose
   * nanoseconds overflow, the latest time written, after a marker with the ticks.
   */
  private long nanoseconds(long ticks) throws IOException {
    if (hz != 0) {
      return nanosecondsAtHz(ticks);
    }
    if (TickScale.overflows(ticks, resolution)) {
      writeTonbandEvent(TickScale.OVERFLOW, ticks);
      return latestNs;
    }
    if (resolution != scale) {
      writeTonbandEvent(TickScale.SCHEMA, resolution);
      scale = resolution;
    }
    latestNs = Math.max(latestNs, ticks * scale);
    return ticks * scale;
  }

  /** As {@link #nanoseconds}, at the device's clock in Hz. */
  private long nanosecondsAtHz(long ticks) throws IOException {
    long ns = TickScale.ns(ticks, hz);
    if (ns < 0) {
      writeTonbandEvent(TickScale.OVERFLOW, ticks);
      return latestNs;
    }
    if (hz != announcedHz) {
      writeTonbandEvent(TickScale.HZ, hz);
      announcedHz = hz;
    }
    latestNs = Math.max(latestNs, ns);
    return ns;
  }

  private void writeTonbandEvent(Schema schema, long value) throws IOException {
    if (schemasWritten.add(schema.typeId())) {
      writer.writeSchema(schema);
    }
    writer.writeEvent(schema, value);
  }
}
