// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * What a FreeRTOS queue object is used as.
 */
public enum FrQueueKind {
  FRQK_QUEUE(0),

  FRQK_COUNTING_SEMPHR(1),

  FRQK_BINARY_SEMPHR(2),

  FRQK_MUTEX(3),

  FRQK_RECURSIVE_MUTEX(4),

  FRQK_QUEUE_SET(5);

  private final int value;

  FrQueueKind(int value) {
    this.value = value;
  }

  /**
   * The byte this value is encoded as.
   */
  public int value() {
    return value;
  }

  /**
   * The value encoded as {@code value}, or null when the enum declares none.
   */
  public static FrQueueKind fromWire(int value) {
    return switch (value) {
      case 0 -> FRQK_QUEUE;
      case 1 -> FRQK_COUNTING_SEMPHR;
      case 2 -> FRQK_BINARY_SEMPHR;
      case 3 -> FRQK_MUTEX;
      case 4 -> FRQK_RECURSIVE_MUTEX;
      case 5 -> FRQK_QUEUE_SET;
      default -> null;
    };
  }
}
