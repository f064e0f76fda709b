// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The real events.yaml loads and declares Tonbandgerät's catalogue, id for id (docs/wire-format.md, "Event ids"). */
class ShippedCatalogueTest {
  /**
   * Tonbandgerät's catalogue, written out by hand: group, id, name, M for metadata events,
   * required fields, varlen field ("-" for none).
   */
  private static final String SPEC =
      """
      base 0x00 core_id - core_id:u32 -
      base 0x01 dropped_evt_cnt - cnt:u32 -
      base 0x02 ts_resolution_ns M ns_per_ts:u64 -
      base 0x03 isr_name M isr_id:u32 name:str
      base 0x04 isr_enter - isr_id:u32 -
      base 0x05 isr_exit - isr_id:u32 -
      base 0x06 evtmarker_name M evtmarker_id:u32 name:str
      base 0x07 evtmarker - evtmarker_id:u32 msg:str
      base 0x08 evtmarker_begin - evtmarker_id:u32 msg:str
      base 0x09 evtmarker_end - evtmarker_id:u32 -
      base 0x0A valmarker_name M valmarker_id:u32 name:str
      base 0x0B valmarker - valmarker_id:u32,val:s64 -
      base 0x26 catalogue_fingerprint M fingerprint:u64 -
      base 0x27 ts_frequency_hz M hz:u64 -
      freertos 0x54 task_switched_in - task_id:u32 -
      freertos 0x55 task_to_rdy_state - task_id:u32 -
      freertos 0x56 task_resumed - task_id:u32 -
      freertos 0x57 task_resumed_from_isr - task_id:u32 -
      freertos 0x58 task_suspended - task_id:u32 -
      freertos 0x59 curtask_delay - ticks:u32 -
      freertos 0x5A curtask_delay_until - time_to_wake:u32 -
      freertos 0x5B task_priority_set - task_id:u32,priority:u32 -
      freertos 0x5C task_priority_inherit - task_id:u32,priority:u32 -
      freertos 0x5D task_priority_disinherit - task_id:u32,priority:u32 -
      freertos 0x5E task_created - task_id:u32 -
      freertos 0x5F task_name M task_id:u32 name:str
      freertos 0x60 task_is_idle_task M task_id:u32,core_id:u32 -
      freertos 0x61 task_is_timer_task M task_id:u32 -
      freertos 0x62 task_deleted - task_id:u32 -
      freertos 0x63 queue_created - queue_id:u32 -
      freertos 0x64 queue_name M queue_id:u32 name:str
      freertos 0x65 queue_kind M queue_id:u32,kind:FrQueueKind -
      freertos 0x66 queue_send - queue_id:u32,len_after:u32 -
      freertos 0x67 queue_send_from_isr - queue_id:u32,len_after:u32 -
      freertos 0x68 queue_overwrite - queue_id:u32,len_after:u32 -
      freertos 0x69 queue_overwrite_from_isr - queue_id:u32,len_after:u32 -
      freertos 0x6A queue_receive - queue_id:u32,len_after:u32 -
      freertos 0x6B queue_receive_from_isr - queue_id:u32,len_after:u32 -
      freertos 0x6C queue_reset - queue_id:u32 -
      freertos 0x6D curtask_block_on_queue_peek - queue_id:u32,ticks_to_wait:u32 -
      freertos 0x6E curtask_block_on_queue_send - queue_id:u32,ticks_to_wait:u32 -
      freertos 0x6F curtask_block_on_queue_receive - queue_id:u32,ticks_to_wait:u32 -
      freertos 0x70 queue_cur_length - queue_id:u32,length:u32 -
      freertos 0x7A task_evtmarker_name M evtmarker_id:u32,task_id:u32 name:str
      freertos 0x7B task_evtmarker - evtmarker_id:u32 msg:str
      freertos 0x7C task_evtmarker_begin - evtmarker_id:u32 msg:str
      freertos 0x7D task_evtmarker_end - evtmarker_id:u32 -
      freertos 0x7E task_valmarker_name M valmarker_id:u32,task_id:u32 name:str
      freertos 0x7F task_valmarker - valmarker_id:u32,val:s64 -
      """;

  /**
   * The events Tonband added to the spec's groups, and the demo group, in the notation of {@link
   * #SPEC}. With SPEC this is every shipped event: a change to any of them, in any group, must
   * change this table too, or it would flow into every generated output unnoticed.
   */
  private static final String TONBAND =
      """
      freertos 0x0C queue_deleted - queue_id:u32 -
      freertos 0x0D stream_buffer_created - sb_id:u32,kind:FrStreamBufferKind,size:u32 -
      freertos 0x0E stream_buffer_kind M sb_id:u32,kind:FrStreamBufferKind,size:u32 -
      freertos 0x0F stream_buffer_name M sb_id:u32 name:str
      freertos 0x10 stream_buffer_send - sb_id:u32,bytes:u32,len_after:u32 -
      freertos 0x11 stream_buffer_send_from_isr - sb_id:u32,bytes:u32,len_after:u32 -
      freertos 0x12 stream_buffer_receive - sb_id:u32,bytes:u32,len_after:u32 -
      freertos 0x13 stream_buffer_receive_from_isr - sb_id:u32,bytes:u32,len_after:u32 -
      freertos 0x14 stream_buffer_reset - sb_id:u32 -
      freertos 0x15 curtask_block_on_stream_buffer_send - sb_id:u32 -
      freertos 0x16 curtask_block_on_stream_buffer_receive - sb_id:u32 -
      freertos 0x17 stream_buffer_deleted - sb_id:u32 -
      freertos 0x18 event_group_created - eg_id:u32 -
      freertos 0x19 event_group_name M eg_id:u32 name:str
      freertos 0x1A event_group_set_bits - eg_id:u32,bits:u32,value:u32 -
      freertos 0x1B event_group_clear_bits - eg_id:u32,bits:u32,value:u32 -
      freertos 0x1C curtask_block_on_event_group - eg_id:u32,bits:u32 -
      freertos 0x1D event_group_deleted - eg_id:u32 -
      freertos 0x1E task_notify - task_id:u32,index:u32 -
      freertos 0x1F task_notify_from_isr - task_id:u32,index:u32 -
      freertos 0x20 curtask_block_on_notify - index:u32 -
      freertos 0x21 timer_created - timer_id:u32 -
      freertos 0x22 timer_name M timer_id:u32 name:str
      freertos 0x23 timer_expired - timer_id:u32 -
      freertos 0x24 queue_peek - queue_id:u32,length:u32 -
      freertos 0x25 queue_peek_from_isr - queue_id:u32,length:u32 -
      freertos 0x28 heap_malloc - address:u32,size:u32 -
      freertos 0x29 heap_free - address:u32,size:u32 -
      freertos 0x2A heap_malloc_failed - size:u32 -
      freertos 0x34 task_stack_low - task_id:u32,free:u32 -
      freertos 0x35 task_stack_high_water - task_id:u32,free_min:u32 -
      freertos 0x2B queue_call_failed - queue_id:u32,call:FrFailedCall -
      freertos 0x2C stream_buffer_call_failed - sb_id:u32,call:FrFailedCall -
      demo 0x80 sensor_sample - sensor:u8,value:s64,raw?:u32,quality?:u8 -
      demo 0x81 motor_state - motor:u8,state:DemoMotorPhase -
      demo 0x82 log_line - level:u8 text:str
      demo 0x83 board_name M - name:str
      """;

  private static Catalogue catalogue;

  @BeforeAll
  static void load() throws Exception {
    // Surefire runs in the generator module; the catalogue sits at the checkout root.
    catalogue = CatalogueLoader.load(Path.of("../events.yaml"));
  }

  private static Event event(String name) {
    return catalogue.events().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
  }

  private static Group group(String name) {
    return catalogue.groups().stream().filter(g -> g.name().equals(name)).findFirst().orElseThrow();
  }

  /** One event in the notation of {@link #SPEC}; an optional field would show as {@code name?:type}. */
  private static String row(Event e) {
    String fields =
        Stream.concat(
                e.required().stream().map(f -> f.name() + ":" + f.type().spelling()),
                e.optional().stream().map(f -> f.name() + "?:" + f.type().spelling()))
            .collect(Collectors.joining(","));
    return String.join(
        " ",
        e.group(),
        String.format("0x%02X", e.id()),
        e.name(),
        e.metadata() ? "M" : "-",
        fields.isEmpty() ? "-" : fields,
        e.varlen().map(f -> f.name() + ":" + f.type().spelling()).orElse("-"));
  }

  private static List<String> rows(String table) {
    return table.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
  }

  @Test
  void declaresEveryEventOfTheSpecInOrderWithItsIdMetadataFlagAndFields() {
    assertThat(catalogue.events().stream().map(ShippedCatalogueTest::row).toList()).containsAtLeastElementsIn(rows(SPEC)).inOrder();
  }

  @Test
  void everyShippedEventOfEveryGroupIsPinned() {
    List<String> pinned = Stream.concat(rows(SPEC).stream(), rows(TONBAND).stream()).toList();

    assertThat(catalogue.events().stream().map(ShippedCatalogueTest::row).toList()).containsExactlyElementsIn(pinned);
    assertThat(catalogue.groups().stream().map(Group::name).toList()).containsExactly("base", "freertos", "demo").inOrder();
  }

  @Test
  void theDemoGroupIsAPrefixedApplicationGroupWithItsPerfettoPresentations() {
    assertThat(group("demo").prefixed()).isTrue();
    assertThat(group("demo").builtin()).isFalse();
    assertThat(event("sensor_sample").symbol()).isEqualTo("demo_sensor_sample");
    assertThat(event("sensor_sample").variants().stream().map(Event.Variant::symbol).toList())
        .containsExactly("demo_sensor_sample", "demo_sensor_sample_upto_raw", "demo_sensor_sample_base").inOrder();
    assertThat(presentation("sensor_sample")).isEqualTo("counter track=Sensor {sensor} value=value");
    assertThat(presentation("motor_state")).isEqualTo("instant track=Motor {motor} name={state}");
    assertThat(presentation("log_line")).isEqualTo("instant track=Log name={text}");
    assertThat(event("board_name").presentation()).isEmpty();
  }

  /** An event's perfetto: key, as "show track=... [name=...] [value=...]". */
  private static String presentation(String event) {
    Presentation p = event(event).presentation().orElseThrow();
    return p.show().keyword() + " track=" + p.track() + p.name().map(n -> " name=" + n).orElse("")
        + p.value().map(v -> " value=" + v).orElse("");
  }

  @Test
  void baseNamesAreUnprefixedAndFreertosNamesCarryTheGroup() {
    assertThat(group("base").prefixed()).isFalse();
    assertThat(group("freertos").prefixed()).isTrue();
    assertThat(event("isr_name").symbol()).isEqualTo("isr_name");
    assertThat(event("task_switched_in").symbol()).isEqualTo("freertos_task_switched_in");
  }

  @Test
  void bothSpecGroupsAreBuiltin() {
    assertThat(group("base").builtin()).isTrue();
    assertThat(group("freertos").builtin()).isTrue();
  }

  @Test
  void enumsHaveTheSpecValues() {
    assertThat(catalogue.enums().stream().map(EnumDef::name).toList())
        .containsExactly("FrQueueKind", "FrStreamBufferKind", "FrFailedCall", "DemoMotorPhase").inOrder();
    assertThat(values(catalogue.enumNamed("FrQueueKind")))
        .containsExactly(
            "FRQK_QUEUE=0", "FRQK_COUNTING_SEMPHR=1", "FRQK_BINARY_SEMPHR=2", "FRQK_MUTEX=3",
            "FRQK_RECURSIVE_MUTEX=4", "FRQK_QUEUE_SET=5")
        .inOrder();
    assertThat(values(catalogue.enumNamed("FrStreamBufferKind")))
        .containsExactly("FRSBK_STREAM_BUFFER=0", "FRSBK_MESSAGE_BUFFER=1")
        .inOrder();
    assertThat(values(catalogue.enumNamed("DemoMotorPhase")))
        .containsExactly("DEMO_MOTOR_STOPPED=0", "DEMO_MOTOR_RAMPING=1", "DEMO_MOTOR_RUNNING=2", "DEMO_MOTOR_FAULT=3")
        .inOrder();
  }

  @Test
  void theEnumFieldRefersToItsEnum() {
    Field kind = event("queue_kind").required().get(1);

    assertThat(kind.type()).isEqualTo(FieldType.ofEnum("FrQueueKind"));
    assertThat(kind.type().kind().maxBytes()).isEqualTo(1);
  }

  @Test
  void descriptionsAreRead() {
    assertThat(event("isr_enter").description()).isEqualTo("Interrupt `isr_id` started running.");
    assertThat(group("base").description()).isEqualTo("Events every target records, with or without an RTOS.");
  }

  private static List<String> values(EnumDef def) {
    return def.values().stream().map(v -> v.name() + "=" + v.value()).toList();
  }
}
