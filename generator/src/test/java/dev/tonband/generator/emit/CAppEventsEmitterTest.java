// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.emit.CAppEventsEmitter.AppFunction;
import dev.tonband.generator.emit.CAppEventsEmitter.AppGroup;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CAppEventsEmitterTest {
  private static final String CATALOGUE =
      """
      enums:
        Dir:
          description: A direction.
          values: {DIR_CW: 0, DIR_CCW: 1}
      groups:
        base:
          description: Core events.
          prefixed: false
          builtin: true
          events:
            isr_enter:
              id: 0x04
              fields: {isr_id: u32}
              description: An ISR starts.
        motor:
          description: Motor events.
          events:
            speed:
              id: 0x90
              fields: {motor: u8, dir: Dir}
              optional: {rpm: u32}
              description: Speed.
            tick:
              id: 0x91
              description: A tick.
            label:
              id: 0x92
              metadata: true
              varlen: {name: str}
              description: A label.
      """;

  private static Catalogue catalogue() throws Exception {
    return CatalogueLoader.load("test.yaml", CATALOGUE);
  }

  @Test
  void onlyApplicationGroupsGetTraceFunctions() throws Exception {
    List<AppGroup> groups = CAppEventsEmitter.groups(catalogue());
    assertThat(groups.stream().map(AppGroup::name).toList()).containsExactly("motor");
    assertThat(groups.get(0).option()).isEqualTo("tband_configMOTOR_TRACE_ENABLE");
  }

  @Test
  void oneFunctionPerEncoderVariant() throws Exception {
    List<AppFunction> fns = CAppEventsEmitter.groups(catalogue()).get(0).events().stream()
        .flatMap(e -> e.functions().stream()).toList();
    assertThat(fns.stream().map(AppFunction::name).toList())
        .containsExactly("tband_motor_speed", "tband_motor_speed_base", "tband_motor_tick", "tband_motor_label")
        .inOrder();
    assertThat(fns.get(0).params()).isEqualTo("uint8_t motor, enum Dir dir, uint32_t rpm");
    assertThat(fns.get(1).params()).isEqualTo("uint8_t motor, enum Dir dir");
    assertThat(fns.get(2).params()).isEqualTo("void");
    assertThat(fns.get(3).params()).isEqualTo("const char *name");
    assertThat(fns.get(3).timestamp()).isFalse();
  }

  @Test
  void rendersDefinitionsAndDisabledForms() throws Exception {
    Map<String, Object> model = Map.of("source", "test.yaml", "groups", CAppEventsEmitter.groups(catalogue()));
    String header = Templates.render("c/tband_app_events.h.ftl", model);
    String source = Templates.render("c/tband_app_events.c.ftl", model);
    assertThat(header).contains("void tband_motor_tick(void);");
    assertThat(header).contains("#define tband_motor_tick() ((void)0)");
    assertThat(header).contains("#define tband_motor_speed(motor, dir, rpm) ((void)(motor), (void)(dir), (void)(rpm))");
    assertThat(header).doesNotContain("void tband_isr_enter");
    // the runtime's public API only: none of target-firmware/src's internal headers
    for (String internal : List.of("tband_port_defaults.h", "tband_locks.h", "tband_core_internal.h")) {
      assertThat(source).doesNotContain(internal);
    }
    assertThat(source).contains("""
        static size_t tband_motor_tick__encode(uint8_t *buf, uint64_t ts, const void *fields) {
          (void)fields;
          return encode_motor_tick(buf, ts);
        }

        void tband_motor_tick(void) {
          uint8_t buf[EVT_MOTOR_TICK_MAXLEN];
          TBAND_CHECK_EVENT_FITS(MOTOR_TICK);
          impl_tband_emit(buf, EVT_MOTOR_TICK_IS_METADATA, tband_motor_tick__encode, NULL);
        }
        """);
    assertThat(source).contains("""
        struct tband_motor_label__fields {
          const char *name;
        };

        static size_t tband_motor_label__encode(uint8_t *buf, uint64_t ts, const void *fields) {
          const struct tband_motor_label__fields *f = (const struct tband_motor_label__fields *)fields;
          (void)ts;
          return encode_motor_label(buf, f->name);
        }
        """);
  }
}
