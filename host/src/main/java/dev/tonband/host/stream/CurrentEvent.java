package dev.tonband.host.stream;

/**
 * The event a consumer of {@link ItemSink} is at, kept as its parts (not an {@link EventItem}
 * per event) during the call, so that problems found with it name its place as {@link
 * EventItem#problem} does.
 */
public final class CurrentEvent {
  private EventRow event;
  private long ns;
  private int core;
  private String input;
  private long frame;

  public void set(EventRow event, long ns, int core, String input, long frame) {
    this.event = event;
    this.ns = ns;
    this.core = core;
    this.input = input;
    this.frame = frame;
  }

  /** A problem found with the event, placed at it. */
  public Problem problem(String kind, String message) {
    return EventItem.problem(event.record(), ns, core, input, frame, kind, message);
  }
}
