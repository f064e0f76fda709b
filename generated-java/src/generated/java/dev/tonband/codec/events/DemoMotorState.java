// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/JavaRecordEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import java.util.Objects;

/**
 * Motor {@code motor} entered {@code state}.
 *
 * <p>Event id 0x81 of group {@code demo}.
 *
 * @param ts timestamp in target timer ticks (unsigned 64-bit)
 * @param motor (u8, 0..255)
 * @param state (enum DemoMotorPhase)
 */
public record DemoMotorState(long ts, int motor, DemoMotorPhase state) implements TimedEvent {
  public static final int ID = 0x81;

  public static final String NAME = "motor_state";

  public static final String GROUP = "demo";

  public DemoMotorState(long ts, int motor, DemoMotorPhase state) {
    if (motor < 0 || motor > 0xFF) {
      throw new IllegalArgumentException("motor is out of u8 range: " + motor);
    }
    Objects.requireNonNull(state, "state");
    this.ts = ts;
    this.motor = motor;
    this.state = state;
  }

  @Override
  public int eventId() {
    return ID;
  }

  @Override
  public String eventName() {
    return NAME;
  }

  @Override
  public String eventGroup() {
    return GROUP;
  }

  @Override
  public String toString() {
    return "DemoMotorState[" + "ts=" + Long.toUnsignedString(ts) + ", motor=" + motor + ", state=" + state + "]";
  }
}
