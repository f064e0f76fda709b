package dev.tonband.host;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Converts every stream of the shared corpus (corpus/streams, damaged ones included): each must
 * give a trace that keeps Perfetto's rules (checked by {@code TraceCheck}), and every decoder
 * error the corpus expects must be on the errors track at its offset.
 */
class CorpusConversionTest {
  private static final Path STREAMS = Path.of(System.getProperty("tonband.root", ".."), "corpus", "streams");

  static Stream<Path> streams() throws IOException {
    try (Stream<Path> files = Files.walk(STREAMS)) {
      return files.filter(p -> p.toString().endsWith(".bin")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("streams")
  void convertsIntoAValidTrace(Path stream) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(stream));

    assertThat(c.trace().lines()).isNotEmpty();
    assertThat(c.trace().errorKinds().size()).isEqualTo((int) c.problems().total());
  }

  @Test
  void mixedStreamHasEveryExpectedDecoderErrorOnTheErrorsTrack() throws Exception {
    JsonNode expected = new ObjectMapper().readTree(STREAMS.resolve("mixed.expected.json").toFile());
    Converted c = Converted.of(Files.readAllBytes(STREAMS.resolve("mixed.bin")));

    // The expectation lists every frame; a frame's offset is the length of the frames before it.
    List<String> expectedPlaces = new ArrayList<>();
    long offset = 0;
    long index = 0;
    for (JsonNode frame : expected.get("frames")) {
      if (frame.has("error")) {
        expectedPlaces.add("input0 offset " + offset + " frame " + index);
      }
      offset += frame.get("frame").asText().length() / 2;
      index++;
    }
    assertThat(expectedPlaces).isNotEmpty();
    assertThat(c.trace().errorPlaces()).containsAtLeastElementsIn(expectedPlaces).inOrder();
    assertThat(c.problems().clean()).isFalse();
  }
}
