// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

/**
 * What a blocked task waits for: a delay, a notification, or an object (a queue, semaphore or
 * mutex; a stream or message buffer; an event group).
 *
 * @param object the object's id (0 for delays and notifications)
 * @param operation for queues and buffers: what the task was doing (null otherwise)
 * @param value the delay's ticks, the tick a delay lasts until, the bits waited for, or the
 *     notification's index
 */
public record Wait(Cause cause, long object, Operation operation, long value) {
  public enum Cause { DELAY, DELAY_UNTIL, QUEUE, STREAM_BUFFER, EVENT_GROUP, NOTIFICATION }

  /** A queue operation; on semaphores and mutexes, send and receive are give and take. */
  public enum Operation {
    SEND("send", "give"), RECEIVE("receive", "take"), PEEK("peek", "peek");

    /** The word for it on a queue or buffer. */
    public final String onQueue;
    /** The word for it on a semaphore or mutex. */
    public final String onLock;

    Operation(String onQueue, String onLock) {
      this.onQueue = onQueue;
      this.onLock = onLock;
    }
  }

  /**
   * Whether {@code ticks} is FreeRTOS's portMAX_DELAY, a wait without end: 0xFFFF with 16-bit
   * ticks, 0xFFFFFFFF with 32-bit ones (a trace does not say which its kernel has).
   */
  public static boolean indefinitely(long ticks) {
    return ticks == 0xFFFFL || ticks == 0xFFFF_FFFFL;
  }

  /** Whether the task waits on object {@code id} of the queue kind (queue, semaphore or mutex). */
  public boolean onQueue(long id) {
    return cause == Cause.QUEUE && object == id;
  }
}
