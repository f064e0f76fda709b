// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.codec.ErrorKind;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Converts every stream of the shared corpus (corpus/streams, damaged ones included): each must
 * give a trace that keeps Perfetto's rules (checked by {@code TraceCheck}) and shows every
 * problem it logs. What must be on the errors track comes from the corpus files, written by the
 * generator independently of the host: the decoder errors each damaged stream holds, and each
 * slice end its events send without a begin.
 */
class CorpusConversionTest {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus");
  private static final Path STREAMS = CORPUS.resolve("streams");
  private static final Set<String> DECODER_ERRORS =
      Arrays.stream(ErrorKind.values()).map(Enum::name).collect(Collectors.toSet());

  static Stream<Path> streams() throws IOException {
    try (Stream<Path> files = Files.walk(STREAMS)) {
      return files.filter(p -> p.toString().endsWith(".bin")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("streams")
  void convertsIntoAValidTraceShowingEveryProblem(Path stream) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(stream));

    assertThat(c.trace().lines()).isNotEmpty();
    assertThat(c.trace().errorKinds().size()).isEqualTo((int) c.problems().total());
  }

  static Stream<JsonNode> errorCases() throws IOException {
    List<JsonNode> cases = new ArrayList<>();
    json("error-cases.json").get("cases").forEach(cases::add);
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("errorCases")
  void eachDamagedStreamShowsExactlyTheDecoderErrorsTheCorpusLists(JsonNode errorCase) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(STREAMS.resolve("errors").resolve(errorCase.get("name").asText() + ".bin")));

    assertThat(decoderErrors(c)).containsExactlyElementsIn(expectedErrors(errorCase)).inOrder();
  }

  @Test
  void mixedStreamShowsExactlyTheDecoderErrorsTheCorpusLists() throws Exception {
    JsonNode mixed = json("streams/mixed.expected.json");
    Converted c = Converted.of(Files.readAllBytes(STREAMS.resolve("mixed.bin")));

    assertThat(mixedErrors(mixed)).isNotEmpty();
    assertThat(decoderErrors(c)).containsExactlyElementsIn(mixedErrors(mixed)).inOrder();
  }

  /**
   * Slice ends: the random events of the mixed stream send ISR exits and marker ends with and
   * without their begins; each one without is reported where it came, and no other. (The encode
   * cases send every end after its begin: a report there would be false.)
   */
  @Test
  void everySliceEndWithoutItsBeginIsReportedAndNoOther() throws Exception {
    // the mixed stream lists every frame: an event's frame number is its place in the list
    List<JsonNode> events = new ArrayList<>();
    List<Long> frames = new ArrayList<>();
    JsonNode mixed = json("streams/mixed.expected.json").get("frames");
    for (int i = 0; i < mixed.size(); i++) {
      if (mixed.get(i).has("event")) {
        events.add(mixed.get(i));
        frames.add((long) i);
      }
    }
    List<String> expected = endsWithoutBegins(events, frames);

    assertThat(expected).isNotEmpty();
    assertThat(reportedEndsWithoutBegins(Converted.of(Files.readAllBytes(STREAMS.resolve("mixed.bin")))))
        .containsExactlyElementsIn(expected).inOrder();

    List<JsonNode> cases = new ArrayList<>();
    json("encode-cases.json").get("cases").forEach(cases::add);
    List<Long> caseFrames = LongStream.range(0, cases.size()).boxed().toList();
    assertThat(reportedEndsWithoutBegins(Converted.of(Files.readAllBytes(STREAMS.resolve("encode-cases.bin")))))
        .containsExactlyElementsIn(endsWithoutBegins(cases, caseFrames)).inOrder();
  }

  /**
   * The slice rule, restated from the events' meaning: an ISR's exit closes its open enter on the
   * same core, an event marker's end its open begin; core_id moves the following events to that
   * core (unless above 255, which is damage). Returns "input0 frame N (event" of each end with
   * nothing open.
   */
  private static List<String> endsWithoutBegins(List<JsonNode> events, List<Long> frames) {
    Map<String, Integer> open = new HashMap<>();
    List<String> ends = new ArrayList<>();
    long core = 0;
    for (int i = 0; i < events.size(); i++) {
      Map<String, String> f = new HashMap<>();
      events.get(i).get("fields").forEach(field -> f.put(field.get("name").asText(), field.get("value").asText()));
      String event = events.get(i).get("event").asText();
      String slice = event.startsWith("isr_") ? "isr " + f.get("isr_id") + " on core " + core : "marker " + f.get("evtmarker_id");
      switch (event) {
        case "core_id" -> core = Long.parseLong(f.get("core_id")) <= 255 ? Long.parseLong(f.get("core_id")) : core;
        case "isr_enter", "evtmarker_begin" -> open.merge(slice, 1, Integer::sum);
        case "isr_exit", "evtmarker_end" -> {
          if (open.getOrDefault(slice, 0) == 0) {
            ends.add("input0 frame " + frames.get(i) + " (" + event);
          } else {
            open.merge(slice, -1, Integer::sum);
          }
        }
        default -> {}
      }
    }
    return ends;
  }

  /** The places of the END_WITHOUT_BEGIN problems of ISR exits and event marker ends, as above. */
  private static List<String> reportedEndsWithoutBegins(Converted c) {
    return problems(c).stream()
        .filter(p -> p.startsWith("END_WITHOUT_BEGIN ") && (p.contains(" (isr_exit,") || p.contains(" (evtmarker_end,")))
        .map(p -> p.substring("END_WITHOUT_BEGIN ".length(), p.indexOf(',')))
        .toList();
  }

  private static JsonNode json(String name) throws IOException {
    return new ObjectMapper().readTree(CORPUS.resolve(name).toFile());
  }

  /** "KIND where" of every instant on the errors track. */
  private static List<String> problems(Converted c) {
    List<String> kinds = c.trace().errorKinds();
    List<String> places = c.trace().errorPlaces();
    assertThat(places).hasSize(kinds.size());
    List<String> problems = new ArrayList<>();
    for (int i = 0; i < kinds.size(); i++) {
      problems.add(kinds.get(i) + " " + places.get(i));
    }
    return problems;
  }

  private static List<String> decoderErrors(Converted c) {
    return problems(c).stream().filter(p -> DECODER_ERRORS.contains(p.substring(0, p.indexOf(' ')))).toList();
  }

  /** "KIND input0 offset N frame I" of each damaged frame of the mixed stream: its offset is the length of the frames before it. */
  private static List<String> mixedErrors(JsonNode mixed) {
    List<String> errors = new ArrayList<>();
    long offset = 0;
    long index = 0;
    for (JsonNode frame : mixed.get("frames")) {
      if (frame.has("error")) {
        errors.add(frame.get("error").asText() + " input0 offset " + offset + " frame " + index);
      }
      offset += frame.get("frame").asText().length() / 2;
      index++;
    }
    return errors;
  }

  private static List<String> expectedErrors(JsonNode stream) {
    List<String> errors = new ArrayList<>();
    for (JsonNode error : stream.get("errors")) {
      errors.add(error.get("kind").asText() + " input0 offset " + error.get("offset").asLong()
          + " frame " + error.get("frameIndex").asLong());
    }
    return errors;
  }
}
