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
  void malformedTcpInputSaysHowToWriteIt() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> InputSpec.parse("tcp:localhost"));
    assertThat(e).hasMessageThat().contains("tcp:HOST:PORT");
  }
}
