// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

/**
 * State of a motor in the demo application.
 */
public enum DemoMotorPhase {
  DEMO_MOTOR_STOPPED(0),

  DEMO_MOTOR_RAMPING(1),

  DEMO_MOTOR_RUNNING(2),

  DEMO_MOTOR_FAULT(3);

  private final int value;

  DemoMotorPhase(int value) {
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
  public static DemoMotorPhase fromWire(int value) {
    return switch (value) {
      case 0 -> DEMO_MOTOR_STOPPED;
      case 1 -> DEMO_MOTOR_RAMPING;
      case 2 -> DEMO_MOTOR_RUNNING;
      case 3 -> DEMO_MOTOR_FAULT;
      default -> null;
    };
  }
}
