// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * The FreeRTOS call that failed: on semaphores and mutexes a send is a give and a receive a take.
 */
public enum FrFailedCall {
  FRFC_SEND(0),

  FRFC_RECEIVE(1),

  FRFC_PEEK(2),

  FRFC_SEND_FROM_ISR(3),

  FRFC_RECEIVE_FROM_ISR(4),

  FRFC_PEEK_FROM_ISR(5),

  FRFC_GIVE_NOT_HELD(6);

  private final int value;

  FrFailedCall(int value) {
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
  public static FrFailedCall fromWire(int value) {
    return switch (value) {
      case 0 -> FRFC_SEND;
      case 1 -> FRFC_RECEIVE;
      case 2 -> FRFC_PEEK;
      case 3 -> FRFC_SEND_FROM_ISR;
      case 4 -> FRFC_RECEIVE_FROM_ISR;
      case 5 -> FRFC_PEEK_FROM_ISR;
      case 6 -> FRFC_GIVE_NOT_HELD;
      default -> null;
    };
  }
}
