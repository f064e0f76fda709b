<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#include "banner.ftl">
<@banner "The input beneath the stream."/>
"""What read() does before decoding, as the tonband CLI reads its inputs (host/.../input):
gzip-compressed input is decompressed (told by its first bytes), and a hex dump is turned into
the bytes it shows (told from a raw stream by its first 4 KiB, unless the format is given).
Problems found here (BAD_HEX_LINE, GZIP_DAMAGED, EMPTY_INPUT) take their place among the
bytes, named as the CLI names them. Internal to the package.
"""
from __future__ import annotations

import dataclasses
import itertools
import os
import struct
import zlib
from typing import BinaryIO, Iterator, List, Optional, Tuple, TypeVar, Union

from .problems import ErrorKind

CHUNK_BYTES = 256 * 1024
SNIFF_BYTES = 4096
# ID1, ID2, CM = deflate (RFC 1952), and the fixed part of the header.
GZIP_MAGIC = b"\x1f\x8b\x08"
GZIP_HEADER_BYTES = 10
# The most header a member may have (a file name or comment past it reads as cut off), and how
# much data is inflated at a time: as the CLI's buffers, so that damage costs the same output.
GZIP_MAX_HEADER = 64 * 1024
INFLATE_BYTES = 64 * 1024
# A hex dump with a typo is still one: up to one character in this many may be wrong.
HEX_TYPOS_PER = 16


@dataclasses.dataclass(frozen=True)
class InputProblem:
    kind: ErrorKind
    #: Where (the input's name, and line and column for a hex dump) and what, for people.
    detail: str


Piece = Union[bytes, InputProblem]


def open_source(source: Union[str, "os.PathLike[str]", BinaryIO]) -> Tuple[BinaryIO, str, bool]:
    """A path opened now (a missing file raises here), or a file object as it is; with its name, and
    whether the reader owns it (closes it at the end)."""
    if isinstance(source, (str, os.PathLike)):
        return open(source, "rb"), os.path.basename(os.fspath(source)), True
    return source, os.path.basename(str(getattr(source, "name", "input"))), False


def stream_bytes(raw: BinaryIO, name: str, format: str) -> Iterator[Piece]:
    """The device stream's bytes in `raw`, in chunks, with the problems of the input among them."""
    chunks = _file_chunks(raw)
    head, chunks = _head(chunks, len(GZIP_MAGIC))
    pieces: Iterator[Piece] = _gunzip(chunks, name) if head == GZIP_MAGIC else chunks
    if format == "auto":
        sniffed, pieces = _head(pieces, SNIFF_BYTES)
        format = "hex" if _looks_like_hex(sniffed) else "binary"
    if format == "hex":
        pieces = _hex_bytes(pieces, name)
    return _reported_when_empty(pieces, name)


def _file_chunks(raw: BinaryIO) -> Iterator[bytes]:
    while True:
        chunk = raw.read(CHUNK_BYTES)
        if not chunk:
            return
        yield bytes(chunk)


P = TypeVar("P", bytes, Piece)


def _head(pieces: Iterator[P], size: int) -> Tuple[bytes, Iterator[P]]:
    """The first `size` bytes (fewer at the end of the input), and the pieces with nothing taken."""
    held: List[P] = []
    count = 0
    for piece in pieces:
        held.append(piece)
        if isinstance(piece, bytes):
            count += len(piece)
            if count >= size:
                break
    head = b"".join(p for p in held if isinstance(p, bytes))[:size]
    return head, itertools.chain(held, pieces)


class _NotGzip(Exception):
    """A header that is not gzip's."""


class _Pull:
    """The bytes of a sequence of chunks, taken as a parser needs them."""

    def __init__(self, chunks: Iterator[bytes]) -> None:
        self._chunks = chunks
        self._held = b""

    def take(self, size: int) -> bytes:
        """The next `size` bytes; fewer at the end."""
        while len(self._held) < size:
            chunk = next(self._chunks, None)
            if chunk is None:
                break
            self._held += chunk
        taken, self._held = self._held[:size], self._held[size:]
        return taken

    def chunk(self, size: int) -> bytes:
        """The next bytes at hand, at most `size`; empty at the end."""
        if not self._held:
            self._held = next(self._chunks, b"")
        taken, self._held = self._held[:size], self._held[size:]
        return taken

    def give_back(self, data: bytes) -> None:
        self._held = data + self._held


def _gunzip(chunks: Iterator[bytes], name: str) -> Iterator[Piece]:
    """Decompresses gzip members one after the other, as the CLI's java.util.zip.GZIPInputStream
    does: each member's data is handed on before its trailer is checked, damaged or cut-off data
    ends the input there as GZIP_DAMAGED (everything before it was kept), bytes after a member that
    start no other are ignored, and an input whose header turns out not to be gzip's is read as it is.
    """
    pull = _Pull(chunks)
    taken = pull.take(GZIP_MAX_HEADER)
    try:
        header = _gzip_header(taken)
    except EOFError:
        yield InputProblem(ErrorKind.GZIP_DAMAGED,
                           f"{name}: the input ends inside its gzip header: it was cut off; nothing to decode")
        return
    except _NotGzip:
        yield taken
        yield from chunks
        return
    pull.give_back(taken[header:])
    decompressed = 0
    while True:
        inflater = zlib.decompressobj(-zlib.MAX_WBITS)
        crc = 0
        size = 0
        try:
            while not inflater.eof:
                data = inflater.unconsumed_tail or pull.chunk(INFLATE_BYTES)
                out = inflater.decompress(data, INFLATE_BYTES) if data else inflater.flush()
                decompressed += len(out)
                crc = zlib.crc32(out, crc)
                size += len(out)
                if out:
                    yield out
                if not data and not inflater.eof:
                    raise EOFError
            pull.give_back(inflater.unused_data)
            trailer = pull.take(8)
            if len(trailer) < 8:
                raise EOFError
            if trailer != struct.pack("<II", crc, size & 0xFFFFFFFF):
                raise zlib.error("Corrupt GZIP trailer")
        except EOFError:
            yield _gzip_damaged(name, decompressed, "it was cut off")
            return
        except zlib.error as error:
            # zlib's own words, as Java's Inflater reports them, without Python's "Error -3 while ...: ".
            yield _gzip_damaged(name, decompressed, f"it is damaged ({str(error).split(': ', 1)[-1]})")
            return
        following = pull.take(GZIP_MAX_HEADER)
        try:
            header = _gzip_header(following)
        except (EOFError, _NotGzip):
            return
        pull.give_back(following[header:])


def _gzip_header(data: bytes) -> int:
    """The length of the gzip member header data starts with (RFC 1952). EOFError when it is cut
    off, _NotGzip when it is no gzip header."""
    if len(data) < GZIP_HEADER_BYTES:
        if data[:len(GZIP_MAGIC)] != GZIP_MAGIC[:len(data)]:
            raise _NotGzip
        raise EOFError
    if data[:3] != GZIP_MAGIC:
        raise _NotGzip
    flags = data[3]
    at = GZIP_HEADER_BYTES
    if flags & 0x04:  # FEXTRA
        if at + 2 > len(data):
            raise EOFError
        at += 2 + int.from_bytes(data[at:at + 2], "little")
    for flag in (0x08, 0x10):  # FNAME, FCOMMENT: zero-terminated
        if flags & flag:
            end = data.find(b"\0", at)
            if end < 0:
                raise EOFError
            at = end + 1
    if flags & 0x02:  # FHCRC
        if at + 2 > len(data):
            raise EOFError
        if int.from_bytes(data[at:at + 2], "little") != zlib.crc32(data[:at]) & 0xFFFF:
            raise _NotGzip
        at += 2
    if at > len(data):
        raise EOFError
    return at


def _gzip_damaged(name: str, decompressed: int, reason: str) -> InputProblem:
    return InputProblem(ErrorKind.GZIP_DAMAGED, f"{name}: the gzip-compressed input ends after {decompressed}"
                        f" decompressed bytes: {reason}; the input ends here, everything before it was kept")


# The characters of a hex dump (ASCII only, as the CLI reads them) and what separates bytes.
_HEX_DIGITS = {c: int(chr(c), 16) for c in b"0123456789abcdefABCDEF"}
_SEPARATORS = frozenset(b" \t\r,:")
# Java's Character.isWhitespace among single bytes.
_WHITESPACE = frozenset(b"\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f ")
# A line of only these is hex pairs bytes.fromhex reads as the CLI does (no 0x, commas or colons).
_PLAIN_HEX = b"0123456789abcdefABCDEF \t\r"


def _looks_like_hex(head: bytes) -> bool:
    """Text of hex digits and separators, # comments aside, with a typo or two allowed. A device
    stream has a 0x00 delimiter after every frame, which text never has."""
    digits = 0
    others = 0
    comment = False
    for c in head:
        if c == 0:
            return False
        if comment or c == 0x23:
            comment = c != 0x0A
        elif c in _HEX_DIGITS:
            digits += 1
        elif not (c in _WHITESPACE or c in b",:xX"):
            others += 1
    return digits > 0 and others * HEX_TYPOS_PER <= digits


def _hex_bytes(pieces: Iterator[Piece], name: str) -> Iterator[Piece]:
    """The bytes a hex dump shows, line by line. A line with anything but hex pairs (``02040a`` or
    ``02 04 0a``, each pair with or without 0x), separators (spaces, commas, colons) and a #
    comment is reported as BAD_HEX_LINE with its line and column, and skipped."""
    line = 0
    partial: List[bytes] = []  # the start of a line whose end has not been read yet
    for piece in pieces:
        if isinstance(piece, InputProblem):
            yield piece
            continue
        lines = piece.split(b"\n")
        partial.append(lines.pop())
        if not lines:
            continue
        lines[0] = b"".join(partial[:-1]) + lines[0]
        partial = partial[-1:]
        shown = bytearray()
        for text in lines:
            line += 1
            problem = _hex_line(text, shown, name, line)
            if problem is not None:
                if shown:
                    yield bytes(shown)
                    shown.clear()
                yield problem
        if shown:
            yield bytes(shown)
    last = b"".join(partial)
    if last:
        shown = bytearray()
        problem = _hex_line(last, shown, name, line + 1)
        yield problem if problem is not None else bytes(shown)


def _hex_line(text: bytes, shown: bytearray, name: str, line: int) -> Optional[InputProblem]:
    """Adds the bytes of one line of a hex dump to `shown`; or, for a bad line, adds nothing and
    returns its problem."""
    if not text.translate(None, _PLAIN_HEX):
        try:
            shown += bytes.fromhex(text.decode("ascii"))
            return None
        except ValueError:
            pass  # an odd digit: the walk below says where
    values = bytearray()
    digits = 0
    in_run = False
    run_column = 0
    high = 0
    error: Optional[Tuple[int, str]] = None
    at = 0
    while at < len(text):
        c = text[at]
        at += 1
        column = at
        if c == 0x23:  # '#': a comment to the end of the line
            break
        if not in_run:
            run_column = column
        if c in _SEPARATORS:
            if digits % 2:
                break
            digits = 0
            in_run = False
        elif not in_run and c == 0x30 and at < len(text) and text[at] in b"xX":
            at += 1  # the 0x of a byte
            in_run = True
        elif c in _HEX_DIGITS:
            in_run = True
            if digits % 2:
                values.append(high | _HEX_DIGITS[c])
            else:
                high = _HEX_DIGITS[c] << 4
            digits += 1
        else:
            error = (column, f"{_describe(c)} is not hex")
            break
    if error is None and digits % 2:
        error = (run_column, "a byte has only one hex digit")
    if error is None:
        shown += values
        return None
    column, what = error
    return InputProblem(ErrorKind.BAD_HEX_LINE, f"{name}:{line}:{column}: {what}; line {line} skipped (a hex dump"
                        " holds byte pairs such as 0a or 0x0a, separated by spaces, commas or colons, and # comments;"
                        " read it with format=\"binary\" if it is a raw capture)")


def _describe(c: int) -> str:
    return f"'{chr(c)}'" if 0x20 <= c < 0x7F else f"byte 0x{c:02X}"


def _reported_when_empty(pieces: Iterator[Piece], name: str) -> Iterator[Piece]:
    """Says so when the input holds not a single byte of a trace (an empty file, a hex dump of only
    comments), which would otherwise read as a clean, empty trace."""
    empty = True
    for piece in pieces:
        if isinstance(piece, bytes) and piece:
            empty = False
        yield piece
    if empty:
        yield InputProblem(ErrorKind.EMPTY_INPUT, f"{name}: the input is empty: it holds no bytes of a trace;"
                           " is it the right file, and did the capture run?")
