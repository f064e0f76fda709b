// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import dev.tonband.generator.catalogue.CatalogueDiff.Kind;
import java.util.Map;

/**
 * Whether a field whose type changed still reads old traces, judged by the bytes on the wire
 * (docs/wire-format.md, "Field types"), not by the types' names: a {@code u16}, {@code u32} and
 * {@code u64} are one LEB128 varint, so widening keeps every old value; a {@code u8} is a raw
 * byte, so turning it into a varint misreads old bytes from 0x80.
 */
final class FieldTypeChange {
  /** A change's kind and why, in terms of the bytes. */
  record Verdict(Kind kind, String reason) {}

  /** How the values of a kind are laid out; kinds of one family differ only in their range. */
  private enum Family {
    RAW_BYTE("one raw byte"),
    VARINT("a LEB128 varint"),
    SIGNED_VARINT("a sign-and-magnitude varint"),
    FLOAT("raw IEEE 754 bytes"),
    LENGTH_PREFIXED("a varint length then that many bytes"),
    TO_FRAME_END("bytes up to the frame's end, with no length");

    final String bytes;

    Family(String bytes) {
      this.bytes = bytes;
    }
  }

  private record Layout(Family family, int bits) {}

  private static final Map<FieldKind, Layout> LAYOUTS = Map.ofEntries(
      Map.entry(FieldKind.U8, new Layout(Family.RAW_BYTE, 8)),
      Map.entry(FieldKind.ENUM, new Layout(Family.RAW_BYTE, 8)),
      Map.entry(FieldKind.BOOL, new Layout(Family.RAW_BYTE, 1)),
      Map.entry(FieldKind.U16, new Layout(Family.VARINT, 16)),
      Map.entry(FieldKind.U32, new Layout(Family.VARINT, 32)),
      Map.entry(FieldKind.U64, new Layout(Family.VARINT, 64)),
      Map.entry(FieldKind.S8, new Layout(Family.SIGNED_VARINT, 8)),
      Map.entry(FieldKind.S16, new Layout(Family.SIGNED_VARINT, 16)),
      Map.entry(FieldKind.S32, new Layout(Family.SIGNED_VARINT, 32)),
      Map.entry(FieldKind.S64, new Layout(Family.SIGNED_VARINT, 64)),
      Map.entry(FieldKind.F32, new Layout(Family.FLOAT, 32)),
      Map.entry(FieldKind.F64, new Layout(Family.FLOAT, 64)),
      Map.entry(FieldKind.BYTES, new Layout(Family.LENGTH_PREFIXED, 0)),
      Map.entry(FieldKind.STRING, new Layout(Family.LENGTH_PREFIXED, 0)),
      Map.entry(FieldKind.STR, new Layout(Family.TO_FRAME_END, 0)));

  private FieldTypeChange() {}

  /** The verdict on a field that was {@code before} and is {@code after} now; the two differ. */
  static Verdict of(FieldType before, FieldType after) {
    int oldCount = Math.max(1, before.arrayLength());
    int newCount = Math.max(1, after.arrayLength());
    if (oldCount != newCount) {
      return breaking("old traces hold " + elements(oldCount) + " one after another where it now reads "
          + elements(newCount));
    }
    return elements(before, after);
  }

  private static Verdict elements(FieldType before, FieldType after) {
    FieldKind was = before.kind();
    FieldKind is = after.kind();
    Layout old = LAYOUTS.get(was);
    Layout now = LAYOUTS.get(is);
    if (was == is && !before.isEnum()) {
      // Only the max_length of a bytes or string field differs, which decoders do not check.
      return compatible("holds up to " + after.maxLength() + " bytes now, was " + before.maxLength()
          + ": the same length-prefixed bytes; the maximum bounds only what encoders write");
    }
    if (old.family() == now.family() && old.family() != Family.FLOAT) {
      return sameFamily(before, after, old, now);
    }
    if (was == FieldKind.BOOL && now.family() == Family.VARINT) {
      return compatible("a bool's byte 0 or 1 is also the varint 0 or 1");
    }
    if (old.family() == Family.VARINT && now.family() == Family.SIGNED_VARINT) {
      return breaking("a sign-and-magnitude varint keeps the sign in its lowest bit, so old traces' bytes read as"
          + " other numbers (an old 2 reads as 1)");
    }
    if (old.family() == Family.SIGNED_VARINT && now.family() == Family.VARINT) {
      return breaking("old traces hold sign-and-magnitude varints, with the sign in the lowest bit, so their bytes"
          + " read as other numbers (an old 1 reads as 2)");
    }
    String reason = "old traces hold " + bytes(old) + " where it now reads " + bytes(now);
    if (old.family() == Family.RAW_BYTE && now.family() != Family.FLOAT) {
      reason += ": an old byte from 0x80 up reads as the start of a longer number";
    } else if (now.family() == Family.RAW_BYTE && old.family() != Family.FLOAT) {
      reason += ": old values from 128 up take more than one byte";
    }
    return breaking(reason);
  }

  private static Verdict sameFamily(FieldType before, FieldType after, Layout old, Layout now) {
    return switch (old.family()) {
      case VARINT, SIGNED_VARINT -> now.bits() >= old.bits()
          ? compatible("the same " + varint(old) + ", and every " + before.kind().keyword() + " value fits")
          : breaking("the same " + varint(old) + ", but old traces' values outside the " + after.kind().keyword()
              + " range no longer decode");
      case RAW_BYTE -> rawByte(after);
      case LENGTH_PREFIXED -> breaking("both are written as " + bytes(old) + ", but old traces' "
          + (before.kind() == FieldKind.STRING ? "text now reads as raw bytes" : "raw bytes now read as text"));
      case FLOAT, TO_FRAME_END -> throw new AssertionError(before + " -> " + after);
    };
  }

  /** u8, enums and bool are all one byte: what changes is which byte values are valid. */
  private static Verdict rawByte(FieldType after) {
    return switch (after.kind()) {
      case U8 -> compatible("the same one byte; old values show as numbers now");
      case BOOL -> breaking("the same one byte, but a bool's is 0 or 1: old values from 2 up no longer decode");
      default -> breaking("the same one byte, but old values that enum " + after.enumName()
          + " does not declare no longer decode");
    };
  }

  private static String varint(Layout layout) {
    return layout.family() == Family.VARINT ? "LEB128 varint" : "sign-and-magnitude varint";
  }

  /** How a layout's values are written, with a float's width. */
  private static String bytes(Layout layout) {
    return layout.family() == Family.FLOAT ? layout.bits() / 8 + " " + layout.family().bytes : layout.family().bytes;
  }

  private static String elements(int count) {
    return count + (count == 1 ? " element" : " elements");
  }

  private static Verdict breaking(String reason) {
    return new Verdict(Kind.BREAKING, reason);
  }

  private static Verdict compatible(String reason) {
    return new Verdict(Kind.COMPATIBLE, reason);
  }
}
