// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A team's catalogue merged with the built-in groups of the release (the bundled events.yaml). */
class BuiltinsMergeTest {
  private static final String PUMP = """
      groups:
        pump:
          description: The pump controller.
          events:
            pressure:
              id: 0x80
              fields: {pump: u8, millibar: u32}
              description: Pump `pump` measured `millibar`.
      """;

  private static List<String> errors(String text) {
    CatalogueException e = assertThrows(CatalogueException.class,
        () -> CatalogueLoader.loadWithBuiltins("app.yaml", text.getBytes(StandardCharsets.UTF_8)));
    return e.errors().stream().map(CatalogueError::toString).toList();
  }

  @Test
  void theBuiltInGroupsComeFirstThenTheTeamsOwn() throws Exception {
    Catalogue merged = CatalogueLoader.loadWithBuiltins("app.yaml", PUMP.getBytes(StandardCharsets.UTF_8));

    assertThat(merged.groups().stream().map(Group::name).toList()).containsExactly("base", "freertos", "pump").inOrder();
    assertThat(merged.enums().stream().map(EnumDef::name).toList())
        .containsExactly("FrQueueKind", "FrStreamBufferKind", "FrFailedCall").inOrder(); // not the demo's enum
    assertThat(merged.sourceName()).isEqualTo("app.yaml");
  }

  @Test
  void tonbandsOwnCatalogueDeclaresTheBuiltInGroupsAsTheReleaseDoes() throws Exception {
    Path shipped = Path.of("../events.yaml");

    Catalogue merged = CatalogueLoader.loadWithBuiltins(shipped, "events.yaml");

    assertThat(merged.fingerprint()).isEqualTo(CatalogueLoader.load(shipped).fingerprint());
    assertThat(merged.groups().stream().map(Group::name).toList()).containsExactly("base", "freertos", "demo").inOrder();
  }

  @Test
  void aBuiltInGroupOfTheTeamsOwnIsRefused() {
    assertThat(errors(PUMP.replace("    description: The pump controller.",
        "    description: The pump controller.\n    builtin: true")))
        .containsExactly("app.yaml:2:3: group 'pump' is marked builtin: true, but only Tonband's own groups (base,"
            + " freertos) are built in; remove 'builtin: true' to make it an application group");
  }

  @Test
  void anEnumOfABuiltInsNameIsTakenOnceWhenTheSameAndReportedWhenNot() throws Exception {
    String same = "enums:\n  FrStreamBufferKind:\n    description: Mine.\n    values: {FRSBK_STREAM_BUFFER: 0,"
        + " FRSBK_MESSAGE_BUFFER: 1}\n" + PUMP;
    assertThat(CatalogueLoader.loadWithBuiltins("app.yaml", same.getBytes(StandardCharsets.UTF_8)).enums()).hasSize(3);

    assertThat(errors(same.replace("FRSBK_MESSAGE_BUFFER: 1", "FRSBK_MESSAGE_BUFFER: 2")))
        .containsExactly(
            "app.yaml:2:3: enum 'FrStreamBufferKind' is declared twice (first at tonband:events.yaml:23:3); rename one",
            "app.yaml:4:14: value 'FRSBK_STREAM_BUFFER' of enum 'FrStreamBufferKind' has the same name as a value of"
                + " enum 'FrStreamBufferKind' (tonband:events.yaml:26:7); C enumerators share one namespace, so rename one",
            "app.yaml:4:38: value 'FRSBK_MESSAGE_BUFFER' of enum 'FrStreamBufferKind' has the same name as a value of"
                + " enum 'FrStreamBufferKind' (tonband:events.yaml:27:7); C enumerators share one namespace, so rename one");
  }
}
