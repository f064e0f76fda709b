<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "The wire format's parts the generated decoders share."/>
"""What every decoder of ${package}._decoders shares: COBS, the long tail of varints, strings,
and the errors that cost a frame, each worded as the Java decoder words it
(dev.tonband.codec.PayloadCursor, Cobs, TraceReader). Internal to the package.
"""
from __future__ import annotations

import enum
import struct
from typing import Any, Callable, Dict, List, NoReturn, Optional, Tuple, Type, TypeVar, Union

from .events import TraceEvent
from .problems import ErrorKind

#: A frame's buffer: the frame itself, or its payload rebuilt by unstuff. The payload starts at
#: index 1 in both (index 0 is the frame's first COBS code byte, or stands in for it).
Buffer = Union[bytes, bytearray]

INT64_MIN = -(1 << 63)

E = TypeVar("E", bound=enum.IntEnum)


class FrameError(Exception):
    """Why a frame could not be decoded; the reader reports it as a Problem and goes on."""

    def __init__(self, kind: ErrorKind, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail


class Utf8Warning(Exception):
    """A string of the frame is not UTF-8: the event, its string decoded lossily, is still delivered."""

    def __init__(self, event: TraceEvent) -> None:
        super().__init__("a string field is not valid UTF-8")
        self.event = event


def truncated(field: str) -> FrameError:
    return FrameError(ErrorKind.TRUNCATED_FIELD, f"the frame ends inside field '{field}'")


def loose(count: int, event: str) -> FrameError:
    return FrameError(ErrorKind.LOOSE_BYTES, f"{count} loose byte(s) after the last field of '{event}'")


def undeclared(field: str, enum_name: str, value: int) -> FrameError:
    return FrameError(
        ErrorKind.UNDECLARED_ENUM_VALUE, f"field '{field}' holds {value}, which enum {enum_name} does not declare")


def unknown_event(payload: Buffer) -> NoReturn:
    """The decoder of every id the catalogue does not declare."""
    raise FrameError(ErrorKind.UNKNOWN_EVENT_ID, f"unknown event id 0x{payload[1]:02X}")


def enum_table(cls: Type[E]) -> List[Optional[E]]:
    """The member of each byte value, None where the enum declares none: a list index is the fastest lookup."""
    table: List[Optional[E]] = [None] * 256
    for member in cls:
        table[member.value] = member
    return table


def varint_rest(payload: Buffer, at: int, value: int, index: int, bits: int, field: str) -> Tuple[int, int]:
    """Reads a varint of a `bits`-wide type on from its byte `index` at `at`, whose earlier bytes
    gave `value`; returns the value and the position after it. Its last possible byte may hold only
    the bits the type has left: a longer varint is VARINT_TOO_LONG, wider bits VARINT_TOO_WIDE.
    Zero-padded forms such as 80 00 are accepted, as Tonbandgerät's decoder accepts them.
    """
    last = (bits + 6) // 7 - 1
    mask = (1 << (bits - 7 * last)) - 1
    end = len(payload)
    while True:
        if at >= end:
            raise truncated(field)
        byte = payload[at]
        at += 1
        if index == last:
            if byte & 0x80:
                raise FrameError(ErrorKind.VARINT_TOO_LONG, f"field '{field}' runs past {last + 1} bytes")
            if byte & ~mask:
                raise FrameError(ErrorKind.VARINT_TOO_WIDE, f"field '{field}' has bits beyond {bits} set")
        value |= (byte & 0x7F) << (7 * index)
        if byte < 0x80:
            return value, at
        index += 1


def read_signed(payload: Buffer, at: int, bits: int, field: str, type_name: str) -> Tuple[int, int]:
    """A sign-magnitude varint of s8, s16 or s32 (bits: the raw value's width), within its range."""
    raw, at = varint_rest(payload, at, 0, 0, bits, field)
    magnitude = raw >> 1
    value = -magnitude if raw & 1 else magnitude
    limit = 1 << (bits - 2)
    if raw == 1 or not -limit <= value < limit:
        sign = "-" if raw & 1 else ""
        raise FrameError(ErrorKind.VARINT_TOO_WIDE, f"field '{field}' holds {sign}{magnitude}, beyond the range of {type_name}")
    return value, at


def read_bool(payload: Buffer, at: int, field: str) -> Tuple[bool, int]:
    """One byte, 0 or 1; any other value is an undeclared value of the enum false/true."""
    raw = payload[at]
    if raw > 1:
        raise FrameError(ErrorKind.UNDECLARED_ENUM_VALUE, f"field '{field}' holds {raw}, which is not a bool (0 or 1)")
    return raw == 1, at + 1


def read_float(payload: Buffer, at: int, field: str, form: str, size: int) -> Tuple[float, int]:
    """IEEE 754 little endian; a signalling NaN may come back quiet, as a C float to double does."""
    if at + size > len(payload):
        raise truncated(field)
    return struct.unpack_from(form, payload, at)[0], at + size


def read_bytes(payload: Buffer, at: int, field: str) -> Tuple[bytes, int]:
    """A u32 varint length, then that many bytes, which must be in the frame."""
    length, at = varint_rest(payload, at, 0, 0, 32, field)
    if length > len(payload) - at:
        raise FrameError(ErrorKind.TRUNCATED_FIELD,
                         f"field '{field}' says {length} bytes, and the frame holds {len(payload) - at} more")
    return bytes(payload[at:at + length]), at + length


def read_array(read: Callable[[Buffer, int, str], Tuple[Any, int]], count: int, payload: Buffer, at: int,
               field: str) -> Tuple[Tuple[Any, ...], int]:
    """A fixed array: its elements one after another."""
    values = []
    for _ in range(count):
        value, at = read(payload, at, field)
        values.append(value)
    return tuple(values), at


#: The readers of the types read by a call: each takes the payload, a position and the field's
#: name, and returns the value and the position after it (a string's value is its raw bytes,
#: decoded as the event is built).
READ: Dict[str, Callable[[Buffer, int, str], Tuple[Any, int]]] = {
    "u8": lambda p, at, f: (p[at], at + 1),
    "u16": lambda p, at, f: varint_rest(p, at, 0, 0, 16, f),
    "u32": lambda p, at, f: varint_rest(p, at, 0, 0, 32, f),
    "u64": lambda p, at, f: varint_rest(p, at, 0, 0, 64, f),
    "s8": lambda p, at, f: read_signed(p, at, 9, f, "s8"),
    "s16": lambda p, at, f: read_signed(p, at, 17, f, "s16"),
    "s32": lambda p, at, f: read_signed(p, at, 33, f, "s32"),
    "s64": lambda p, at, f: _s64(*varint_rest(p, at, 0, 0, 64, f)),
    "bool": read_bool,
    "f32": lambda p, at, f: read_float(p, at, f, "<f", 4),
    "f64": lambda p, at, f: read_float(p, at, f, "<d", 8),
    "bytes": read_bytes,
    "string": read_bytes,
}


def _s64(raw: int, at: int) -> Tuple[int, int]:
    return ((-(raw >> 1) or INT64_MIN) if raw & 1 else raw >> 1), at


def lossy_utf8(raw: Buffer) -> str:
    """The text of bytes that are not UTF-8, with U+FFFD where they are malformed, exactly as Java's
    new String(bytes, UTF_8) reads them (the host tools' decoder does), which Python's
    decode("utf-8", "replace") does not always: Java replaces a surrogate's three bytes (ED A0 80)
    and a sequence cut off by the end of the string with one U+FFFD each, where Python replaces
    each byte. A port of JDK 17's String.decodeUTF8_UTF16.
    """
    src = bytes(raw)
    out: List[str] = []
    at = 0
    end = len(src)
    while at < end:
        b1 = src[at]
        at += 1
        if b1 < 0x80:
            out.append(chr(b1))
        elif b1 >> 5 == 0b110 and b1 & 0x1E:  # C2..DF: two bytes
            if at == end:
                out.append(_REPLACEMENT)
                break
            b2 = src[at]
            if _continues(b2):
                out.append(chr((b1 & 0x1F) << 6 | b2 & 0x3F))
                at += 1
            else:
                out.append(_REPLACEMENT)
        elif b1 >> 4 == 0b1110:  # E0..EF: three bytes
            if at + 1 < end:
                b2, b3 = src[at], src[at + 1]
                if _bad_second_of_3(b1, b2):
                    out.append(_REPLACEMENT)
                elif not _continues(b3):
                    out.append(_REPLACEMENT)
                    at += 1
                else:
                    c = (b1 & 0x0F) << 12 | (b2 & 0x3F) << 6 | b3 & 0x3F
                    out.append(_REPLACEMENT if 0xD800 <= c <= 0xDFFF else chr(c))
                    at += 2
            elif at < end and _bad_second_of_3(b1, src[at]):
                out.append(_REPLACEMENT)
            else:  # cut off by the end: one replacement for what is left
                out.append(_REPLACEMENT)
                break
        elif b1 >> 3 == 0b11110:  # F0..F7: four bytes
            if at + 2 < end:
                b2, b3, b4 = src[at], src[at + 1], src[at + 2]
                c = (b1 & 0x07) << 18 | (b2 & 0x3F) << 12 | (b3 & 0x3F) << 6 | b4 & 0x3F
                if _continues(b2) and _continues(b3) and _continues(b4) and 0x10000 <= c <= 0x10FFFF:
                    out.append(chr(c))
                    at += 3
                else:
                    out.append(_REPLACEMENT)
                    if not _bad_second_of_4(b1, b2):
                        at += 2 if _continues(b3) else 1
            elif b1 > 0xF4 or (at < end and _bad_second_of_4(b1, src[at])):
                out.append(_REPLACEMENT)
            else:  # cut off by the end, or a third byte that does not continue
                out.append(_REPLACEMENT)
                at += 1
                if at >= end or _continues(src[at]):
                    break
        else:  # 80..C1, F8..FF
            out.append(_REPLACEMENT)
    return "".join(out)


_REPLACEMENT = "\ufffd"


def _continues(byte: int) -> bool:
    return byte & 0xC0 == 0x80


def _bad_second_of_3(b1: int, b2: int) -> bool:
    return (b1 == 0xE0 and b2 & 0xE0 == 0x80) or not _continues(b2)


def _bad_second_of_4(b1: int, b2: int) -> bool:
    return b1 > 0xF4 or (b1 == 0xF0 and not 0x90 <= b2 <= 0xBF) or (b1 == 0xF4 and b2 & 0xF0 != 0x80) or not _continues(b2)


def unstuff(frame: bytes) -> bytearray:
    """The payload of a frame of more than one COBS group (delimiter removed), from index 1 of the
    returned buffer. Most frames have no 0xFF code: their payload is the frame with a zero where
    each later code byte was, so the frame is copied once and a zero stored per code. The others
    are decoded group by group. A code that points past the frame's end is a COBS_OVERRUN.
    """
    end = len(frame)
    payload = bytearray(frame)
    at = 0
    code = frame[0]
    while code != 0xFF:
        at += code
        if at >= end:
            if at == end:
                return payload
            break
        payload[at] = 0
        code = frame[at]
    return _unstuff_by_group(frame)


def _unstuff_by_group(frame: bytes) -> bytearray:
    end = len(frame)
    payload = bytearray(1)  # stands in for the first code byte
    at = 0
    while at < end:
        code = frame[at]
        following = at + code
        if following > end:
            raise FrameError(
                ErrorKind.COBS_OVERRUN, f"COBS code at frame byte {at} points past the end of the frame: bytes were lost")
        payload += frame[at + 1:following]
        at = following
        # A full block (code 0xFF) implies no zero, also when a last, empty group 01 follows it.
        if at < end and code != 0xFF:
            payload.append(0)
    return payload
