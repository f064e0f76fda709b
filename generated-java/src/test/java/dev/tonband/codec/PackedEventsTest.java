// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tonband.codec.events.DemoSensorSample;
import dev.tonband.codec.events.DynamicMetadataEvent;
import dev.tonband.codec.events.DynamicTimedEvent;
import dev.tonband.codec.events.EventHandler;
import dev.tonband.codec.events.EventPacker;
import dev.tonband.codec.events.EventRecords;
import dev.tonband.codec.events.EventTypes;
import dev.tonband.codec.events.EventVisitor;
import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.PackedEvents;
import dev.tonband.codec.events.RecordingVisitor;
import dev.tonband.codec.events.TimedEvent;
import dev.tonband.codec.events.TraceEvent;
import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The packed form of events against the records the decoder makes, for every event of the corpus:
 * an event's words make its record again, its record packs to the same words, and replaying words
 * or record calls the same method.
 */
class PackedEventsTest {
  private static final long NS = 123_456_789L;
  private static final int CORE = 3;
  private static final Map<Integer, EventType> BY_ID =
      EventTypes.ALL.stream().collect(Collectors.toMap(EventType::id, Function.identity()));

  /** The groups events.yaml marks {@code builtin: true}, read from the catalogue, not the code under test. */
  private static Set<String> builtinGroups;

  /** An event as a {@code PackedSink} took it. */
  private record Packed(int id, boolean timed, long ticks, long a, long b, long c, Object ref) {}

  /** A call an {@link EventHandler} took: its method and the arguments. */
  private record Call(String method, List<Object> args) {}

  @BeforeAll
  static void readBuiltinGroups() throws IOException {
    Map<String, Object> catalogue = new Yaml().load(Files.readString(Corpus.root().resolve("events.yaml")));
    builtinGroups = ((Map<?, ?>) catalogue.get("groups")).entrySet().stream()
        .filter(group -> Boolean.TRUE.equals(((Map<?, ?>) group.getValue()).get("builtin")))
        .map(group -> (String) group.getKey())
        .collect(Collectors.toSet());
  }

  @Test
  void everyCorpusEventPacksReplaysAndRebuildsAsTheDecoderMakesIt() throws IOException {
    int builtin = 0;
    int application = 0;
    for (JsonNode c : Corpus.json("encode-cases.json").get("cases")) {
      String name = c.get("name").asText();
      byte[] frame = HexFormat.of().parseHex(c.get("frame").asText());
      List<Packed> packed = new ArrayList<>();
      decode(frame, new EventPacker((id, timed, ticks, a, b, w, ref) -> packed.add(new Packed(id, timed, ticks, a, b, w, ref))));
      List<TraceEvent> records = new ArrayList<>();
      decode(frame, new RecordingVisitor(records::add));
      assertWithMessage(name).that(packed).hasSize(1);
      assertWithMessage(name).that(records).hasSize(1);
      Packed p = packed.get(0);
      TraceEvent record = records.get(0);

      assertWithMessage(name).that(p.id()).isEqualTo(record.eventId());
      assertWithMessage(name).that(p.timed()).isEqualTo(record instanceof TimedEvent);
      assertWithMessage(name).that(p.ticks()).isEqualTo(record instanceof TimedEvent timed ? timed.ts() : 0);
      assertWithMessage(name).that(PackedEvents.record(p.id(), p.ticks(), p.a(), p.b(), p.c(), p.ref())).isEqualTo(record);
      List<Packed> repacked = new ArrayList<>(); // a record (from an archive, say) packs as its frame did
      new EventPacker((id, timed, ticks, a, b, w, ref) -> repacked.add(new Packed(id, timed, ticks, a, b, w, ref)))
          .pack(record);
      assertWithMessage(name).that(repacked).containsExactly(p);
      Call expected;
      if (builtinGroups.contains(record.eventGroup())) {
        assertWithMessage(name).that(p.ref() == null || p.ref() instanceof String).isTrue();
        expected = new Call("on" + record.getClass().getSimpleName(), typedArguments(record));
        builtin++;
      } else {
        assertWithMessage(name).that(p.ref()).isEqualTo(record);
        expected = new Call("onAppEvent", List.of(NS, CORE, record));
        assertWithMessage(name).that(replayPacked(p).get(0).args().get(2)).isSameInstanceAs(p.ref());
        assertWithMessage(name).that(replayRecord(record).get(0).args().get(2)).isSameInstanceAs(record);
        application++;
      }
      assertWithMessage(name).that(replayPacked(p)).containsExactly(expected);
      assertWithMessage(name).that(replayRecord(record)).containsExactly(expected);
    }
    assertThat(builtin).isGreaterThan(0);
    assertThat(application).isGreaterThan(0);
  }

  @Test
  void anEventDecodedAtRunTimeTravelsAsItsRecordToOnAppEventEvenWithABuiltinId() throws IOException {
    DynamicEventType timedType = new DynamicEventType(IsrEnter.ID, "other", "isr_enter", false, List.of(), null);
    DynamicEventType metadataType = new DynamicEventType(0x90, "other", "note", true, List.of(), null);
    for (TraceEvent event : List.of(new DynamicTimedEvent(timedType, 42, List.of()), new DynamicMetadataEvent(metadataType, List.of()))) {
      List<Packed> packed = new ArrayList<>();
      new EventPacker((id, timed, ticks, a, b, c, ref) -> packed.add(new Packed(id, timed, ticks, a, b, c, ref))).onDynamicEvent(event);
      boolean timed = event instanceof TimedEvent;

      assertThat(packed).containsExactly(new Packed(event.eventId(), timed, timed ? 42 : 0, 0, 0, 0, event));
      assertThat(PackedEvents.record(event.eventId(), 0, 0, 0, 0, event)).isSameInstanceAs(event);
      Call appEvent = new Call("onAppEvent", List.of(NS, CORE, event));
      assertThat(replayPacked(packed.get(0))).containsExactly(appEvent);
      assertThat(replayRecord(event)).containsExactly(appEvent);
    }
  }

  @Test
  void anIdNotPackedIntoWordsIsRefusedWithoutItsRecord() {
    EventHandler handler = handler(new ArrayList<>());
    assertThrows(IllegalArgumentException.class, () -> PackedEvents.replay(DemoSensorSample.ID, NS, CORE, 0, 0, 0, null, handler));
    assertThrows(IllegalArgumentException.class, () -> PackedEvents.record(DemoSensorSample.ID, 0, 0, 0, 0, null));
  }

  private static void decode(byte[] frame, EventVisitor visitor) {
    TraceReader reader = new TraceReader(visitor, e -> {
      throw new AssertionError(e.toString());
    });
    reader.feed(frame);
    reader.finish();
  }

  /**
   * The arguments of a built-in event's typed call, from its record's fields as the visitor gets them:
   * an optional field as its presence, then its value or, when absent, 0 (null for an enum).
   */
  private static List<Object> typedArguments(TraceEvent record) {
    List<Object> arguments = new ArrayList<>(List.of(NS, CORE));
    List<CatalogueField> fields = BY_ID.get(record.eventId()).fields();
    Object[] values = EventRecords.fields(record);
    for (int f = 0; f < values.length; f++) {
      if (!fields.get(f).optional()) {
        arguments.add(values[f]);
        continue;
      }
      arguments.add(values[f] != null);
      arguments.add(values[f] != null ? values[f] : absent(fields.get(f).type()));
    }
    return arguments;
  }

  /** What the visitor gets for an absent optional field of a type. */
  private static Object absent(WireType type) {
    return switch (type) {
      case U8, U16, S32 -> 0;
      case U32, U64, S64 -> 0L;
      case S8 -> (byte) 0;
      case S16 -> (short) 0;
      case ENUM -> null;
      default -> throw new AssertionError(type + " cannot be optional");
    };
  }

  private static List<Call> replayPacked(Packed p) throws IOException {
    List<Call> calls = new ArrayList<>();
    PackedEvents.replay(p.id(), NS, CORE, p.a(), p.b(), p.c(), p.ref(), handler(calls));
    return calls;
  }

  private static List<Call> replayRecord(TraceEvent record) throws IOException {
    List<Call> calls = new ArrayList<>();
    PackedEvents.replay(record, NS, CORE, handler(calls));
    return calls;
  }

  /** A handler that notes every call. */
  private static EventHandler handler(List<Call> calls) {
    return (EventHandler) Proxy.newProxyInstance(EventHandler.class.getClassLoader(), new Class<?>[] {EventHandler.class},
        (proxy, method, args) -> {
          calls.add(new Call(method.getName(), Arrays.asList(args)));
          return null;
        });
  }
}
