// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class InputSpecTest {
  @Test
  void fileWithCoreSuffixIsPinnedToThatCore() {
    assertThat(InputSpec.parse("traces/core1.bin@1")).isEqualTo(new InputSpec(InputSpec.Kind.FILE, "traces/core1.bin", 1));
    assertThat(InputSpec.parse("trace.bin")).isEqualTo(new InputSpec(InputSpec.Kind.FILE, "trace.bin", 0));
  }

  @Test
  void dashIsStdinAndTcpNamesHostAndPort() {
    assertThat(InputSpec.parse("-@2")).isEqualTo(new InputSpec(InputSpec.Kind.STDIN, "-", 2));
    InputSpec tcp = InputSpec.parse("tcp:localhost:19021@1");
    assertThat(tcp.kind()).isEqualTo(InputSpec.Kind.TCP);
    assertThat(tcp.host()).isEqualTo("localhost");
    assertThat(tcp.port()).isEqualTo(19021);
    assertThat(tcp.core()).isEqualTo(1);
  }

  @Test
  void serialInputsNameThePortTheBaudRateAndTheFormat() {
    InputSpec usb = InputSpec.parse("serial:/dev/ttyUSB0@921600");
    assertThat(usb.kind()).isEqualTo(InputSpec.Kind.SERIAL);
    assertThat(usb.serial()).isEqualTo(new SerialSettings("/dev/ttyUSB0", 921600, 8, 'N', "1"));
    assertThat(usb.displayName()).isEqualTo("serial:/dev/ttyUSB0");
    assertThat(usb.core()).isEqualTo(0);
    // A baud rate of four digits is no core number: only a second @ pins a core.
    assertThat(InputSpec.parse("serial:COM3@9600").serial().baud()).isEqualTo(9600);
    assertThat(InputSpec.parse("serial:COM3@9600").core()).isEqualTo(0);
    InputSpec pinned = InputSpec.parse("serial:/dev/ttyACM0@115200,7e1.5@1");
    assertThat(pinned.serial()).isEqualTo(new SerialSettings("/dev/ttyACM0", 115200, 7, 'E', "1.5"));
    assertThat(pinned.serial().describe()).isEqualTo("115200 baud, 7E1.5");
    assertThat(pinned.core()).isEqualTo(1);
  }

  @Test
  void malformedSerialInputsSayHowToWriteThem() {
    for (String bad : new String[] {"serial:/dev/ttyUSB0", "serial:/dev/ttyUSB0@", "serial:/dev/ttyUSB0@0",
        "serial:/dev/ttyUSB0@fast", "serial:/dev/ttyUSB0@9600,8N3", "serial:/dev/ttyUSB0@9600,9N1", "serial:@9600"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InputSpec.parse(bad));
      assertThat(e).hasMessageThat().contains("'" + bad + "'");
      assertThat(e).hasMessageThat().containsMatch("serial:PORT@BAUD|e\\.g\\. 8N1 or 7E2");
    }
  }

  @Test
  void malformedTcpInputSaysHowToWriteIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InputSpec.parse("tcp:localhost"));
    assertThat(e).hasMessageThat().contains("tcp:HOST:PORT");
  }
}
