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

  @Test
  void declaresEveryEventOfTheSpecInOrderWithItsIdMetadataFlagAndFields() {
    List<String> spec = SPEC.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();

    // New events may join (on free ids), but the spec's events never change.
    assertThat(catalogue.events().stream().map(ShippedCatalogueTest::row).toList()).containsAtLeastElementsIn(spec).inOrder();
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
    assertThat(values(catalogue.enumNamed("FrQueueKind")))
        .containsExactly(
            "FRQK_QUEUE=0", "FRQK_COUNTING_SEMPHR=1", "FRQK_BINARY_SEMPHR=2", "FRQK_MUTEX=3",
            "FRQK_RECURSIVE_MUTEX=4", "FRQK_QUEUE_SET=5")
        .inOrder();
    assertThat(values(catalogue.enumNamed("FrStreamBufferKind")))
        .containsExactly("FRSBK_STREAM_BUFFER=0", "FRSBK_MESSAGE_BUFFER=1")
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
