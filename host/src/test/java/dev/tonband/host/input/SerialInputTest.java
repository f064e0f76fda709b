// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Failures of a serial port that pseudo-terminals cannot produce (they take any rate and never
 * fail), from the errno values Linux gives; SerialPortMessagesTest meets the others for real.
 */
class SerialInputTest {
  private static final SerialSettings USB = SerialSettings.parse("serial:/dev/ttyUSB0@3000000,7E2");

  @Test
  void aRateTheAdapterRefusesIsNamedWithTheFormat() {
    assertThat(SerialInput.openFailure("serial:/dev/ttyUSB0", USB, 22 /* EINVAL */))
        .isEqualTo("serial:/dev/ttyUSB0 does not take 3000000 baud, 7E2: the adapter or its driver refused it;"
            + " give the rate and format the firmware sends that the adapter supports (e.g. 115200 or 921600)");
  }

  @Test
  void aDeviceThatDoesNotAnswerAndAnUnknownErrorNameThePort() {
    assertThat(SerialInput.openFailure("serial:/dev/ttyUSB0", USB, 5 /* EIO */))
        .isEqualTo("cannot open serial:/dev/ttyUSB0: the device does not answer (I/O error);"
            + " unplug it and plug it in again");
    assertThat(SerialInput.openFailure("serial:/dev/ttyUSB0", USB, 95))
        .isEqualTo("cannot open serial:/dev/ttyUSB0: the system refused with error 95");
  }
}
