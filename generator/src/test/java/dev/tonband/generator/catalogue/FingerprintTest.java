// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** The catalogue fingerprint: FNV-1a 64 over a canonical text of what decoding depends on. */
class FingerprintTest {
  private static final String CATALOGUE = """
      enums:
        Mode:
          description: A mode.
          values: {MODE_ON: 1, MODE_OFF: 0}
      groups:
        pump:
          description: The pump.
          events:
            state:
              id: 0x81
              fields: {pump: u8, mode: Mode}
              description: A state.
            pressure:
              id: 0x80
              fields: {pump: u8}
              optional: {millibar: u32}
              description: A pressure.
            site:
              id: 0x82
              metadata: true
              varlen: {name: str}
              description: A site.
      """;

  @Test
  void theCanonicalTextListsEventsByIdWithTheirLayout() throws Exception {
    assertThat(Fingerprint.canonical(CatalogueLoader.load("c.yaml", CATALOGUE))).isEqualTo("""
        0x80 pump/pressure timed pump:u8 ?millibar:u32
        0x81 pump/state timed pump:u8 mode:Mode{0=MODE_OFF,1=MODE_ON}
        0x82 pump/site metadata *name:str
        """);
  }

  @Test
  void theHashIsFnv1a64OfThatText() throws Exception {
    // Published FNV-1a 64 test vectors: "" and "a".
    assertThat(Fingerprint.fnv1a64("")).isEqualTo(0xcbf29ce484222325L);
    assertThat(Fingerprint.fnv1a64("a")).isEqualTo(0xaf63dc4c8601ec8cL);
    Catalogue catalogue = CatalogueLoader.load("c.yaml", CATALOGUE);
    assertThat(Fingerprint.of(catalogue)).isEqualTo(Fingerprint.fnv1a64(Fingerprint.canonical(catalogue)));
  }

  @Test
  void descriptionsAndPresentationsChangeNothingButLayoutsDo() throws Exception {
    long base = CatalogueLoader.load("c.yaml", CATALOGUE).fingerprint();

    assertThat(CatalogueLoader.load("c.yaml", CATALOGUE.replace("A state.", "Another state.")).fingerprint())
        .isEqualTo(base);
    assertThat(CatalogueLoader.load("c.yaml", CATALOGUE.replace("MODE_ON: 1", "MODE_ON: 2")).fingerprint())
        .isNotEqualTo(base);
    assertThat(CatalogueLoader.load("c.yaml", CATALOGUE.replace("{millibar: u32}", "{millibar: u64}")).fingerprint())
        .isNotEqualTo(base);
    assertThat(Fingerprint.hex(0x00ab)).isEqualTo("0x00000000000000ab");
  }
}
