package dev.tonband.host.stream;

import dev.tonband.codec.events.TraceEvent;

/**
 * The event a consumer of {@link ItemSink} is at, kept as its parts (not an {@link EventItem}
 * per event), so that problems found with it name its place as {@link EventItem#problem} does.
 */
public final class CurrentEvent {
  private TraceEvent event;
  private long ns;
  private int core;
  private String input;
  private long frame;

  public void set(TraceEvent event, long ns, int core, String input, long frame) {
    this.event = event;
    this.ns = ns;
    this.core = core;
    this.input = input;
    this.frame = frame;
  }

  /** A problem found with the event, placed at it. */
  public Problem problem(String kind, String message) {
    return EventItem.problem(event, ns, core, input, frame, kind, message);
  }
}
