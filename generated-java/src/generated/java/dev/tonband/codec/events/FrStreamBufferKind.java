// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * Whether a FreeRTOS stream buffer carries a byte stream or discrete messages.
 */
public enum FrStreamBufferKind {
  FRSBK_STREAM_BUFFER(0),

  FRSBK_MESSAGE_BUFFER(1);

  private final int value;

  FrStreamBufferKind(int value) {
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
  public static FrStreamBufferKind fromWire(int value) {
    return switch (value) {
      case 0 -> FRSBK_STREAM_BUFFER;
      case 1 -> FRSBK_MESSAGE_BUFFER;
      default -> null;
    };
  }
}
