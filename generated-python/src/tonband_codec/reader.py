# The streaming reader.
#
# GENERATED from events.yaml by the Tonband generator. Do not edit: change the catalogue or
# the templates in generator/src/main/resources/templates/python/ and run `mvn generate-sources`.
#
# This generated code may be used under the MIT license, as Tonband itself, closed products included:
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
"""Reading traces: Reader decodes a stream fed in chunks of any size, read() a whole file.

Both split the stream into frames at each 0x00, undo each frame's COBS and decode its event, as
the Java decoder's TraceReader does. A bad frame becomes a Problem in the sequence and costs only
itself; nothing is raised for a damaged trace. Memory stays bounded by the largest frame allowed
plus the chunk at hand, whatever the stream's length.
"""
from __future__ import annotations

import itertools
import os
from typing import BinaryIO, Callable, Iterable, Iterator, List, Optional, Union

from . import _input
from ._decoders import DECODERS
from ._wire import Buffer, FrameError, Utf8Warning, unstuff
from .catalogue import EVENT_CLASSES, FINGERPRINT
from .events import TraceEvent
from .problems import ErrorKind, Problem

#: Frames longer than this are reported (FRAME_TOO_LONG) and skipped; devices send frames of a
#: few dozen bytes.
DEFAULT_MAX_FRAME_BYTES = 64 * 1024

#: What reading gives: events, and problems where they occur.
Item = Union[TraceEvent, Problem]

_NAMES: List[Optional[str]] = [None] * 256
for _id, _cls in EVENT_CLASSES.items():
    _NAMES[_id] = _cls.event



class _OtherCatalogue(Exception):
    """A catalogue_fingerprint event of another catalogue than this package's: the event is kept."""

    def __init__(self, event: TraceEvent) -> None:
        super().__init__()
        self.event = event


def _checking_fingerprint(decode: Callable[[Buffer], TraceEvent]) -> Callable[[Buffer], TraceEvent]:
    def decode_checked(payload: Buffer) -> TraceEvent:
        event = decode(payload)
        if event.fingerprint != FINGERPRINT:  # type: ignore[attr-defined]
            raise _OtherCatalogue(event)
        return event
    return decode_checked


# The decoders, the fingerprint's checked against the catalogue: the only event whose value the reader
# looks at, so the others cost nothing more. A catalogue without the base group has none to check.
_CHECKED_DECODERS = list(DECODERS)
for _cls in EVENT_CLASSES.values():
    if (_cls.group, _cls.event) == ("base", "catalogue_fingerprint"):
        _CHECKED_DECODERS[_cls.id] = _checking_fingerprint(DECODERS[_cls.id])

_DECODER_KINDS = frozenset((
    ErrorKind.UNKNOWN_EVENT_ID, ErrorKind.TRUNCATED_FIELD, ErrorKind.VARINT_TOO_LONG, ErrorKind.VARINT_TOO_WIDE,
    ErrorKind.UNDECLARED_ENUM_VALUE, ErrorKind.LOOSE_BYTES))


class Reader:
    """Decodes one device stream, fed in chunks as it arrives (a serial port, a socket, a file).

        reader = Reader()
        for chunk in chunks:
            for item in reader.feed(chunk):
                ...
        for item in reader.finish():
            ...

    feed() takes the chunk at once and returns an iterator over the events and problems of the
    frames the chunk completes, decoded as the iterator is consumed; the bytes after its last
    delimiter wait for the next chunk. finish() ends the stream. Not thread-safe: one reader per
    stream.
    """

    def __init__(self, max_frame_bytes: int = DEFAULT_MAX_FRAME_BYTES) -> None:
        # A frame of one full COBS block (255 bytes) must always fit: the fast path takes it as it is.
        if max_frame_bytes < 255:
            raise ValueError(f"max_frame_bytes must be at least 255 (one COBS block): {max_frame_bytes}")
        self.max_frame_bytes = max_frame_bytes
        #: Bytes fed so far.
        self.position = 0
        #: Frames seen so far, good or bad.
        self.frames = 0
        # The bytes of a frame whose delimiter has not arrived yet, from stream offset _pending_offset;
        # none once the frame is known to be too long.
        self._pending: Optional[bytearray] = None
        self._pending_offset = 0
        self._too_long = False
        # CATALOGUE_MISMATCH is said once per stream, as the tonband CLI says it.
        self._other_catalogue_told = False

    def feed(self, data: Union[bytes, bytearray, memoryview]) -> Iterator[Item]:
        """Takes the next bytes of the stream; returns the events and problems of the frames they complete."""
        chunk = bytes(data)
        start = self.position
        self.position += len(chunk)
        frames = chunk.split(b"\0")
        tail = frames.pop()  # after the last delimiter: the start of a frame still open
        offset = start
        first: List[Item] = []
        if self._pending is not None:
            if not frames:
                self._hold(tail)
                return iter(first)
            if self._too_long:
                first.append(Problem(ErrorKind.FRAME_TOO_LONG, self._pending_offset, self.frames, None, None,
                                     _too_long(self.max_frame_bytes)))
                self.frames += 1
                offset += len(frames[0]) + 1
                del frames[0]
            else:
                offset = self._pending_offset
                frames[0] = bytes(self._pending) + frames[0]
            self._pending = None
        index = self.frames
        self.frames += len(frames)
        if tail:
            self._pending = bytearray()
            self._pending_offset = self.position - len(tail)
            self._too_long = False
            self._hold(tail)
        decoded = _decode(frames, offset, index, self.max_frame_bytes, self)
        return itertools.chain(first, decoded) if first else decoded

    def finish(self) -> Iterator[Item]:
        """Ends the stream: bytes after the last delimiter are reported as a cut-off frame (TRAILING_BYTES)."""
        if self._pending is None:
            return iter(())
        problem = Problem(ErrorKind.TRAILING_BYTES, self._pending_offset, self.frames, None, None,
                          f"{self.position - self._pending_offset} byte(s) after the last delimiter:"
                          " the stream ends inside a frame")
        self.frames += 1
        self._pending = None
        return iter((problem,))

    def _hold(self, piece: bytes) -> None:
        assert self._pending is not None
        if self._too_long:
            return
        if len(self._pending) + len(piece) > self.max_frame_bytes:
            self._too_long = True
            self._pending.clear()
            return
        self._pending += piece


def read(source: Union[str, "os.PathLike[str]", BinaryIO], *, format: str = "auto",
         max_frame_bytes: int = DEFAULT_MAX_FRAME_BYTES) -> Iterator[Item]:
    """The events and problems of a whole trace: a file's path, or a binary file object (read to its
    end, not closed).

    The input is the device's stream as the tonband CLI reads it: gzip-compressed or not (told by
    its first bytes), and then raw bytes or a hex dump (``02 04 0a 00 ...``, as terminals and
    debuggers print captures), which ``format`` "auto" tells apart by the first 4 KiB; "binary"
    and "hex" say which. Problems of the input itself (a bad hex line, damaged compression, no
    bytes at all) come in the sequence where they occur, like those of the stream. A path that
    cannot be opened raises OSError at once.
    """
    if format not in ("auto", "binary", "hex"):
        raise ValueError(f"format must be auto, binary or hex: {format!r}")
    raw, name, owned = _input.open_source(source)  # a missing file raises now, not at the first item
    # A chain of each chunk's iterator takes items straight from the decoding generators, without a
    # generator frame of its own per item.
    return itertools.chain.from_iterable(_read_chunks(raw, name, owned, format, Reader(max_frame_bytes)))


def _read_chunks(raw: BinaryIO, name: str, owned: bool, format: str, reader: Reader) -> Iterator[Iterable[Item]]:
    try:
        for piece in _input.stream_bytes(raw, name, format):
            if isinstance(piece, bytes):
                yield reader.feed(piece)
            else:
                yield (Problem(piece.kind, reader.position, reader.frames, None, None, piece.detail),)
    finally:
        if owned:
            raw.close()
    yield reader.finish()


def _other_catalogue(event: TraceEvent) -> str:
    return (f"the trace was recorded by firmware built from another catalogue (fingerprint 0x{event.fingerprint:016x})"  # type: ignore[attr-defined]
            f" than the one this package was generated from (0x{FINGERPRINT:016x}); its application events decode"
            " wrongly or not at all: read it with the package generated from the firmware's catalogue"
            " (tonband generate --python-out)")


def _too_long(limit: int) -> str:
    return f"the frame is longer than {limit} bytes (the reader's limit)"


def _decode(frames: List[bytes], offset: int, index: int, limit: int, reader: Reader) -> Iterator[Item]:
    """The items of whole frames (delimiters removed), the first at stream offset `offset` and frame
    index `index`, for `reader`. Problems are rare: the offset of a frame is worked out only for them."""
    decoders = _CHECKED_DECODERS
    places = _Places(frames, offset, index)
    for k, frame in enumerate(frames):
        try:
            size = len(frame)
            if frame[0] == size:
                # One COBS group, as in most device frames (no zero in the payload): the payload is the
                # frame after its code byte, decoded in place.
                yield decoders[frame[1]](frame)
            elif size > limit:
                yield places.problem(k, ErrorKind.FRAME_TOO_LONG, None, _too_long(limit))
            else:
                payload = unstuff(frame)
                yield decoders[payload[1]](payload)
        except FrameError as error:
            # The payload starts with the first group's first byte, or with the zero after an empty group.
            event_id = (frame[1] if frame[0] > 1 else 0) if error.kind in _DECODER_KINDS else None
            yield places.problem(k, error.kind, event_id, error.detail)
        except _OtherCatalogue as other:
            yield other.event
            if not reader._other_catalogue_told:
                reader._other_catalogue_told = True
                yield places.problem(k, ErrorKind.CATALOGUE_MISMATCH, other.event.id, _other_catalogue(other.event))
        except Utf8Warning as warning:
            yield warning.event
            yield places.problem(k, ErrorKind.INVALID_UTF8, warning.event.id,
                                 "a string field is not valid UTF-8; it was decoded with U+FFFD replacements")
        except IndexError:
            # No code byte (two delimiters in a row), or a code byte and no event id after it. The
            # decoders report their own reads past the end as truncated fields.
            if len(frame) > 1:
                raise
            yield places.problem(k, ErrorKind.EMPTY_FRAME, None,
                                 "the frame holds no bytes, not even an event id" if frame
                                 else "two delimiters in a row: the frame is empty")


class _Places:
    """Stream offsets and indices of the frames of one chunk, worked out as problems ask for them,
    in order: each frame's length is summed once, however many problems there are."""

    def __init__(self, frames: List[bytes], offset: int, index: int) -> None:
        self._frames = frames
        self._index = index
        self._at = 0
        self._offset = offset

    def problem(self, k: int, kind: ErrorKind, event_id: Optional[int], detail: str) -> Problem:
        self._offset += sum(map(len, self._frames[self._at:k])) + (k - self._at)
        self._at = k
        name = None if event_id is None else _NAMES[event_id]
        return Problem(kind, self._offset, self._index + k, event_id, name, detail)
