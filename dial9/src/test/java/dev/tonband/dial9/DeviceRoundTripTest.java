// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.DecodeError;
import dev.tonband.codec.TraceReader;
import dev.tonband.codec.events.TraceEvent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Device trace -> dial9 -> records gives the records the device decoder gives. */
class DeviceRoundTripTest {
  static Path corpus(String name) {
    return Path.of(System.getProperty("tonband.root", "..")).resolve("corpus").resolve(name);
  }

  static List<TraceEvent> decodeDevice(byte[] device, List<DecodeError> errors) throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    TraceReader.forEvents(events::add, errors::add).readAll(new ByteArrayInputStream(device));
    return events;
  }

  static byte[] toDial9(byte[] device, List<DecodeError> errors) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DeviceToDial9.convert(new ByteArrayInputStream(device), out, errors::add);
    return out.toByteArray();
  }

  static List<TraceEvent> fromDial9(byte[] dial9) throws IOException {
    List<TraceEvent> events = new ArrayList<>();
    Dial9ToEvents.read(
        new ByteArrayInputStream(dial9), events::add,
        foreign -> {
          throw new AssertionError("a converted archive has no foreign events: " + foreign);
        });
    return events;
  }

  @Test
  void everyEncodeCaseSurvivesTheRoundTrip() throws IOException {
    byte[] device = Files.readAllBytes(corpus("streams/encode-cases.bin"));
    List<DecodeError> errors = new ArrayList<>();
    List<TraceEvent> expected = decodeDevice(device, errors);
    assertThat(errors).isEmpty();
    assertThat(expected).hasSize(encodeCases()); // none lost in decoding: the round trip is of every case

    List<TraceEvent> roundTrip = fromDial9(toDial9(device, errors));

    assertThat(errors).isEmpty();
    assertThat(roundTrip).containsExactlyElementsIn(expected).inOrder();
  }

  /** How many cases corpus/encode-cases.json lists: one {@code "event"} key each. */
  private static int encodeCases() throws IOException {
    return (int) java.util.regex.Pattern.compile("\"event\" :").matcher(
        Files.readString(corpus("encode-cases.json"))).results().count();
  }

  @Test
  void aDamagedStreamConvertsItsGoodEventsAndReportsTheSameErrors() throws IOException {
    byte[] device = Files.readAllBytes(corpus("streams/mixed.bin"));
    List<DecodeError> decoderErrors = new ArrayList<>();
    List<TraceEvent> expected = decodeDevice(device, decoderErrors);
    List<DecodeError> converterErrors = new ArrayList<>();

    List<TraceEvent> roundTrip = fromDial9(toDial9(device, converterErrors));

    assertThat(decoderErrors).isNotEmpty();
    assertThat(converterErrors).isEqualTo(decoderErrors);
    assertThat(roundTrip).containsExactlyElementsIn(expected).inOrder();
  }
}
