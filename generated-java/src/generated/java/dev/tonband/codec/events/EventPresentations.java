// GENERATED from events.yaml by the Tonband generator. Do not edit:
// change the catalogue or generator/src/main/java/dev/tonband/generator/emit/PresentationEmitter.java
// and run `mvn generate-sources`.
//
// This generated code may be used under the MIT license, as Tonband itself, closed products included:
// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT
package dev.tonband.codec.events;

import dev.tonband.codec.Presentation;

/**
 * How application events appear in Perfetto, from the {@code perfetto:} keys of the catalogue.
 */
public final class EventPresentations {
  private static final Presentation DEMO_SENSOR_SAMPLE = new Presentation(Presentation.Kind.COUNTER, e -> "Sensor " + String.valueOf(((DemoSensorSample) e).sensor()), e -> "sensor_sample", e -> ((DemoSensorSample) e).value());

  private static final Presentation DEMO_MOTOR_STATE = new Presentation(Presentation.Kind.INSTANT, e -> "Motor " + String.valueOf(((DemoMotorState) e).motor()), e -> String.valueOf(((DemoMotorState) e).state()), e -> 0);

  private static final Presentation DEMO_LOG_LINE = new Presentation(Presentation.Kind.INSTANT, e -> "Log", e -> String.valueOf(((DemoLogLine) e).text()), e -> 0);

  private EventPresentations() {
  }

  /**
   * The declared presentation of an event, or null when its catalogue entry declares none.
   */
  public static Presentation of(int eventId) {
    return switch (eventId) {
      case 0x80 -> DEMO_SENSOR_SAMPLE;
      case 0x81 -> DEMO_MOTOR_STATE;
      case 0x82 -> DEMO_LOG_LINE;
      default -> null;
    };
  }
}
