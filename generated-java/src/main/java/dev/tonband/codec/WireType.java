package dev.tonband.codec;

/** The wire type of a catalogue field (docs/wire-format.md, "Field types"). */
public enum WireType {
  U8,
  U32,
  U64,
  S64,
  /** One byte holding a value declared by a catalogue enum. */
  ENUM,
  /** Raw bytes to the end of the frame; only as an event's varlen field. */
  STR
}
