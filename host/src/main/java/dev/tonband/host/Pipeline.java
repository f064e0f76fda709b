// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import dev.tonband.host.stream.DeviceStream;
import dev.tonband.host.stream.ItemSink;
import dev.tonband.host.stream.ItemSource;
import dev.tonband.host.stream.StreamMerger;
import dev.tonband.host.trace.ListenerList;
import dev.tonband.host.trace.ProblemLog;
import dev.tonband.host.trace.Trace;
import dev.tonband.host.trace.TraceListener;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The one way a trace is read, whatever it is read for: the inputs merged by time, read through
 * {@link #reading} (a {@link dev.tonband.host.stream.ReadAhead}, say), into the {@link Trace}'s
 * dispatch and trackers, which tell the outputs (Perfetto, stats, tables) what happens, in the
 * order they were added. {@link Conversion}, {@link Analysis}, {@link Export} and {@link Archiving}
 * each build one.
 */
final class Pipeline {
  /** Told every so many items, to show progress and keep a live capture's output flushed. */
  static final int PROGRESS_EVERY = 1 << 14;

  private final List<DeviceStream> streams;
  private final Trace trace;
  private final List<TraceListener> outputs = new ArrayList<>();
  private Function<StreamMerger, ItemSource> reading = merger -> merger;
  private Function<ItemSink, ItemSink> items = dispatch -> dispatch;

  /** A pipeline of the streams (of one catalogue: the first stream's), its problems logged to {@code problems}. */
  Pipeline(List<DeviceStream> streams, ProblemLog problems) {
    this.streams = streams;
    this.trace = new Trace(problems, streams.get(0).catalogue().presentations());
  }

  /** Adds the output {@code output} makes of the trace, told what happens after those added before it. */
  <T extends TraceListener> T output(Function<Trace, T> output) {
    T made = output.apply(trace);
    outputs.add(made);
    return made;
  }

  /** Reads the merged items through {@code reading}. */
  Pipeline reading(Function<StreamMerger, ItemSource> reading) {
    this.reading = reading;
    return this;
  }

  /** Hands the items to what {@code items} makes of the dispatch, which hands them on to it (to see each item first). */
  Pipeline items(Function<ItemSink, ItemSink> items) {
    this.items = items;
    return this;
  }

  /** Reads the streams to their end, telling {@code progress} how far it got. */
  void run(Conversion.Progress progress) throws IOException {
    // One output is told directly: the list's loop would be one more call per event on the hot path.
    trace.listen(outputs.size() == 1 ? outputs.get(0) : new ListenerList(outputs));
    ItemSink sink = items.apply(trace.items());
    long taken = 0;
    try (ItemSource source = reading.apply(new StreamMerger(streams))) {
      while (source.next(sink)) {
        if (++taken % PROGRESS_EVERY == 0) {
          progress.update(taken);
        }
      }
    }
    progress.update(taken);
  }
}
