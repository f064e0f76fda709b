// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host;

import static com.google.common.truth.Truth.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Archiving with {@code convert --to dial9} and converting the archive loses nothing Perfetto
 * shows: the same as the direct conversion, and the markers the corpus files say the stream holds.
 */
class ArchiveConversionTest {
  private static final Path CORPUS = Path.of(System.getProperty("tonband.root", ".."), "corpus");
  private static final Path STREAMS = CORPUS.resolve("streams");

  @Test
  void aTraceConvertedToDial9AndBackToPerfettoGivesTheSameTracksAndEventsAsTheDirectConversion() throws Exception {
    // every catalogue event at its boundary values, problems of the model (ends without begins) included
    byte[] device = Files.readAllBytes(STREAMS.resolve("encode-cases.bin"));

    Converted direct = Converted.of(device);
    Converted viaArchive = Converted.ofArchive(Converted.archive(device));

    assertThat(direct.trace().lines()).isNotEmpty();
    assertThat(viaArchive.trace().trackPaths()).containsExactlyElementsIn(direct.trace().trackPaths()).inOrder();
    assertThat(viaArchive.trace().lines()).containsExactlyElementsIn(direct.trace().lines()).inOrder();
    assertThat(viaArchive.problems().counts()).isEqualTo(direct.problems().counts());
    JsonNode cases = new ObjectMapper().readTree(CORPUS.resolve("encode-cases.json").toFile()).get("cases");
    assertThat(ExpectedMarkers.shown(viaArchive.trace())).containsExactlyElementsIn(ExpectedMarkers.fromCorpus(cases)).inOrder();
  }

  @Test
  void anArchiveKeepsTheGoodEventsOfADamagedStream() throws Exception {
    byte[] device = Files.readAllBytes(STREAMS.resolve("mixed.bin"));

    Converted direct = Converted.of(device);
    Converted viaArchive = Converted.ofArchive(Converted.archive(device));

    // the decoder errors stay with the device stream; every other event converts alike
    assertThat(direct.problems().clean()).isFalse();
    assertThat(viaArchive.trace().linesOf("Core")).containsExactlyElementsIn(direct.trace().linesOf("Core")).inOrder();
    assertThat(viaArchive.trace().linesOf("Markers")).containsExactlyElementsIn(direct.trace().linesOf("Markers")).inOrder();
    JsonNode frames = new ObjectMapper().readTree(STREAMS.resolve("mixed.expected.json").toFile()).get("frames");
    assertThat(ExpectedMarkers.shown(viaArchive.trace())).containsExactlyElementsIn(ExpectedMarkers.fromCorpus(frames)).inOrder();
  }
}
