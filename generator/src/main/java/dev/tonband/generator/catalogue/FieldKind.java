package dev.tonband.generator.catalogue;

/** The wire types a field can have (see docs/wire-format.md, "Field types"). */
public enum FieldKind {
  U8("u8", 1),
  U32("u32", 5),
  U64("u64", 10),
  S64("s64", 10),
  /** One byte holding a value declared by a catalogue enum. */
  ENUM("enum", 1),
  /** Raw bytes to the end of the frame; only as the varlen field. */
  STR("str", 0);

  private final String keyword;
  private final int maxBytes;

  FieldKind(String keyword, int maxBytes) {
    this.keyword = keyword;
    this.maxBytes = maxBytes;
  }

  /** The name used in events.yaml; enums are referred to by their own name instead. */
  public String keyword() {
    return keyword;
  }

  /** Whether values are whole numbers (a counter can plot them). */
  public boolean isInteger() {
    return this == U8 || this == U32 || this == U64 || this == S64;
  }

  /** Most bytes the field takes in a frame payload; strings are bounded by MAX_STR_LEN instead. */
  public int maxBytes() {
    return maxBytes;
  }
}
