package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;

/** A decoded event of one input, with its timestamp in nanoseconds and its core. */
public record EventItem(TraceEvent event, long ns, int core) implements StreamItem {}
