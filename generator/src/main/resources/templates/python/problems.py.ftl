<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "What can be wrong with a trace."/>
"""Problems: what the reader found wrong in a trace, where, and what it cost.

A bad frame costs only itself: the reader reports it as a Problem among the events and goes on
with the next frame. The kinds and their wording are the Java decoder's
(dev.tonband.codec.ErrorKind and DecodeError) and the tonband CLI's, so the three report the same
problems for the same bytes, in the same words. The CLI reports more, which come from placing
events in time and on tracks (MISSING_METADATA, TIMESTAMP_OVERFLOW, END_WITHOUT_BEGIN, ...): this
package gives each event's ticks as the device sent them, so those are not its (docs/python.md).
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Optional


class ErrorKind(enum.Enum):
    """What went wrong (docs/wire-format.md, "What a decoder reports")."""

    #: Two delimiters in a row, or a frame that decodes to no bytes: there is no event id.
    EMPTY_FRAME = "EMPTY_FRAME"
    #: A COBS code byte points past the end of its frame: bytes were lost in transport.
    COBS_OVERRUN = "COBS_OVERRUN"
    #: A frame longer than the reader's limit; it is skipped up to the next delimiter.
    FRAME_TOO_LONG = "FRAME_TOO_LONG"
    #: The event id is not in the catalogue this package was generated from.
    UNKNOWN_EVENT_ID = "UNKNOWN_EVENT_ID"
    #: The frame ends inside a field.
    TRUNCATED_FIELD = "TRUNCATED_FIELD"
    #: A varint runs past 5 (u32) or 10 (u64, s64) bytes.
    VARINT_TOO_LONG = "VARINT_TOO_LONG"
    #: A varint sets bits beyond its type's width.
    VARINT_TOO_WIDE = "VARINT_TOO_WIDE"
    #: An enum field holds a value its catalogue enum does not declare.
    UNDECLARED_ENUM_VALUE = "UNDECLARED_ENUM_VALUE"
    #: Bytes follow the last field of an event that has no optional or string field.
    LOOSE_BYTES = "LOOSE_BYTES"
    #: The input ended with bytes after the last delimiter: a frame was cut off.
    TRAILING_BYTES = "TRAILING_BYTES"
    #: A string field is not valid UTF-8; the event is kept with the string decoded lossily.
    INVALID_UTF8 = "INVALID_UTF8"
    #: The stream's catalogue_fingerprint is not that of the catalogue this package was generated
    #: from (said once per stream, after that event, which is kept): its application events decode
    #: wrongly or not at all. The tonband CLI's kind.
    CATALOGUE_MISMATCH = "CATALOGUE_MISMATCH"
    #: read() only, beneath the stream (named as the tonband CLI names them): a line of a hex dump
    #: that is not hex, skipped;
    BAD_HEX_LINE = "BAD_HEX_LINE"
    #: gzip-compressed input that is damaged or cut off, which ends the input there;
    GZIP_DAMAGED = "GZIP_DAMAGED"
    #: an input without a single byte of a trace.
    EMPTY_INPUT = "EMPTY_INPUT"

    @property
    def drops_frame(self) -> bool:
        """Whether a frame's event is lost; INVALID_UTF8 and CATALOGUE_MISMATCH are warnings: the
        event was delivered."""
        return self not in (ErrorKind.INVALID_UTF8, ErrorKind.CATALOGUE_MISMATCH)

    @property
    def in_input(self) -> bool:
        """Whether read() found it in the input beneath the stream rather than in a frame."""
        return self in _INPUT_KINDS


_INPUT_KINDS = frozenset((ErrorKind.BAD_HEX_LINE, ErrorKind.GZIP_DAMAGED, ErrorKind.EMPTY_INPUT))


@dataclasses.dataclass(frozen=True)
class Problem:
    """One problem of a trace; decoding goes on after it.

    For the problems of the decoder, ``offset`` is the stream offset of the first byte of the
    frame concerned and ``frame`` that frame's index (counting every frame, good or bad); for
    those read() finds beneath the stream (BAD_HEX_LINE, GZIP_DAMAGED, EMPTY_INPUT), the stream
    offset and frame count where the input met them, with the input's name and place in
    ``detail``.
    """

    kind: ErrorKind
    offset: int
    frame: int
    #: The frame's event id, when the frame got as far as one.
    event_id: Optional[int]
    #: The event's catalogue name, when the id is the catalogue's.
    event: Optional[str]
    #: What is wrong, for people.
    detail: str

    @property
    def where(self) -> str:
        """``offset 120 frame 7``: with ``message``, the wording of the tonband CLI, which prints it after the
        input's name, and of the Java decoder."""
        return f"offset {self.offset} frame {self.frame}"

    @property
    def message(self) -> str:
        """``the frame ends inside field 'isr_id' (isr_enter); frame skipped``: what is wrong and what it cost."""
        if self.kind.in_input:
            return self.detail
        # An id without a name is unknown, which the detail says with the id.
        what = f" ({self.event})" if self.event is not None else ""
        consequence = "frame skipped" if self.kind.drops_frame else "event kept"
        return f"{self.detail}{what}; {consequence}"

    def __str__(self) -> str:
        """``offset 120 frame 7: the frame ends inside field 'isr_id' (isr_enter); frame skipped``."""
        return f"{self.where}: {self.message}"
