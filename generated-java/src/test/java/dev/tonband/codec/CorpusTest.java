// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The Java decoder against the generated corpus: every case, every error kind, the mixed stream. */
class CorpusTest {
  /** What a reader reports for a stream: event descriptions and errors. */
  private record Decoded(List<TraceEvent> events, List<DecodeError> errors) {}

  private static Decoded decode(byte[] stream) {
    List<TraceEvent> events = new ArrayList<>();
    List<DecodeError> errors = new ArrayList<>();
    TraceReader reader = TraceReader.forEvents(events::add, errors::add);
    reader.feed(stream);
    reader.finish();
    return new Decoded(events, errors);
  }

  /** The encode cases and the long-string cases, whose frames run to several 254-byte COBS blocks. */
  static Stream<JsonNode> encodeCases() throws IOException {
    return Stream.of("encode-cases.json", "long-string-cases.json")
        .flatMap(file -> StreamSupport.stream(Corpus.jsonUnchecked(file).get("cases").spliterator(), false));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("encodeCases")
  void decodesEveryEncodeCase(JsonNode c) {
    Decoded decoded = decode(HexFormat.of().parseHex(c.get("frame").asText()));

    assertThat(decoded.errors()).isEmpty();
    assertThat(decoded.events()).hasSize(1);
    assertThat(Corpus.describe(decoded.events().get(0), c.get("fields"))).isEqualTo(Corpus.describe(c));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"encode-cases", "long-string-cases"})
  void decodesTheConcatenatedCasesAsOneStream(String name) throws IOException {
    JsonNode cases = Corpus.json(name + ".json").get("cases");
    Decoded decoded = decode(Files.readAllBytes(Corpus.file("streams/" + name + ".bin")));

    assertThat(decoded.errors()).isEmpty();
    assertThat(decoded.events()).hasSize(cases.size());
  }

  @Test
  void longStringCasesHaveFramesOfSeveralCobsBlocks() throws IOException {
    List<Integer> lengths = new ArrayList<>();
    for (JsonNode c : Corpus.json("long-string-cases.json").get("cases")) {
      lengths.add(c.get("frame").asText().length() / 2);
    }
    // 254 bytes without a zero make a full block (code 0xFF); two blocks make 508 and more.
    assertThat(lengths.stream().filter(n -> n >= 256).count()).isAtLeast(3);
    assertThat(lengths.stream().filter(n -> n >= 511).count()).isAtLeast(2);
  }

  static Stream<JsonNode> errorCases() throws IOException {
    return StreamSupport.stream(Corpus.json("error-cases.json").get("cases").spliterator(), false);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errorCases")
  void reportsEveryErrorKindAndResumes(JsonNode c) {
    Decoded decoded = decode(HexFormat.of().parseHex(c.get("stream").asText()));

    assertThat(errorsOf(decoded)).containsExactlyElementsIn(expectedErrors(c.get("errors"))).inOrder();
    assertThat(describe(decoded.events(), c.get("events"))).containsExactlyElementsIn(Corpus.describeAll(c.get("events"))).inOrder();
  }

  @Test
  void mixedStreamKeepsExactlyTheUndamagedEvents() throws IOException {
    Corpus.Mixed expected = Corpus.mixed();
    byte[] stream = Files.readAllBytes(Corpus.file("streams/mixed.bin"));
    Decoded decoded = decode(stream);

    assertThat(stream).isEqualTo(expected.stream());
    assertWithMessage("errors").that(errorsOf(decoded)).containsExactlyElementsIn(expected.errors()).inOrder();
    assertThat(describe(decoded.events(), expected.events()))
        .containsExactlyElementsIn(Corpus.describeAll(expected.events())).inOrder();
  }

  private static List<String> errorsOf(Decoded decoded) {
    return decoded.errors().stream().map(e -> e.kind() + "@" + e.streamOffset() + "#" + e.frameIndex()).toList();
  }

  private static List<String> expectedErrors(JsonNode errors) {
    List<String> out = new ArrayList<>();
    errors.forEach(e -> out.add(e.get("kind").asText() + "@" + e.get("offset").asLong() + "#" + e.get("frameIndex").asLong()));
    return out;
  }

  private static List<String> describe(List<TraceEvent> events, JsonNode expected) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      JsonNode fields = i < expected.size() ? expected.get(i).get("fields") : expected.get(0).get("fields");
      out.add(Corpus.describe(events.get(i), fields));
    }
    return out;
  }
}
