<#include "banner.ftl">
<@banner "The input beneath the stream."/>
"""What read() does before decoding, as the tonband CLI reads its inputs (host/.../input):
gzip-compressed input is decompressed (told by its first bytes), and a hex dump is turned into
the bytes it shows (told from a raw stream by its first 4 KiB, unless the format is given).
Problems found here (BAD_HEX_LINE, GZIP_DAMAGED, EMPTY_INPUT) take their place among the
bytes, named as the CLI names them. Internal to the package.
"""
from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import zlib
from typing import BinaryIO, Iterator, List, Optional, Tuple, Union

from .problems import ErrorKind

CHUNK_BYTES = 256 * 1024
SNIFF_BYTES = 4096
# ID1, ID2, CM = deflate (RFC 1952), and the fixed part of the header.
GZIP_MAGIC = b"\x1f\x8b\x08"
GZIP_HEADER_BYTES = 10
# A hex dump with a typo is still one: up to one character in this many may be wrong.
HEX_TYPOS_PER = 16


@dataclasses.dataclass(frozen=True)
class InputProblem:
    kind: ErrorKind
    #: Where (the input's name, and line and column for a hex dump) and what, for people.
    detail: str


Piece = Union[bytes, InputProblem]


@contextlib.contextmanager
def opened(source: Union[str, "os.PathLike[str]", BinaryIO]) -> Iterator[Tuple[BinaryIO, str]]:
    """A path is opened and closed here; a file object is read as it is and left open."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, "rb") as file:
            yield file, os.path.basename(os.fspath(source))
    else:
        yield source, os.path.basename(str(getattr(source, "name", "input")))


def stream_bytes(raw: BinaryIO, name: str, format: str) -> Iterator[Piece]:
    """The device stream's bytes in `raw`, in chunks, with the problems of the input among them."""
    pieces: Iterator[Piece] = _file_chunks(raw)
    head, pieces = _head(pieces, GZIP_HEADER_BYTES)
    if head.startswith(GZIP_MAGIC):
        pieces = _gunzip(pieces, name)
    if format == "auto":
        head, pieces = _head(pieces, SNIFF_BYTES)
        format = "hex" if _looks_like_hex(head) else "binary"
    if format == "hex":
        pieces = _hex_bytes(pieces, name)
    return _reported_when_empty(pieces, name)


def _file_chunks(raw: BinaryIO) -> Iterator[Piece]:
    while True:
        chunk = raw.read(CHUNK_BYTES)
        if not chunk:
            return
        yield bytes(chunk)


def _head(pieces: Iterator[Piece], size: int) -> Tuple[bytes, Iterator[Piece]]:
    """The first `size` bytes (fewer at the end of the input), and the pieces with nothing taken."""
    held: List[Piece] = []
    count = 0
    for piece in pieces:
        held.append(piece)
        if isinstance(piece, bytes):
            count += len(piece)
            if count >= size:
                break
    head = b"".join(p for p in held if isinstance(p, bytes))[:size]
    return head, itertools.chain(held, pieces)


def _gunzip(pieces: Iterator[Piece], name: str) -> Iterator[Piece]:
    """Decompresses gzip members one after the other, as gzip does. Damaged or cut-off data ends the
    input there as GZIP_DAMAGED, keeping everything before it; bytes after a member that do not
    start another are ignored, as Java's GZIPInputStream ignores them."""
    inflater = zlib.decompressobj(zlib.MAX_WBITS | 16)
    first_member = True
    member_in = 0  # compressed bytes given to the current member
    member_out = 0  # bytes it gave
    decompressed = 0
    for piece in pieces:
        data = piece if isinstance(piece, bytes) else b""
        while data:
            member_in += len(data)
            try:
                out = inflater.decompress(data)
            except zlib.error as error:
                if first_member or member_out:
                    yield _gzip_damaged(name, decompressed, f"it is damaged ({error})")
                return
            decompressed += len(out)
            member_out += len(out)
            if out:
                yield out
            data = b""
            if inflater.eof:
                data = inflater.unused_data
                inflater = zlib.decompressobj(zlib.MAX_WBITS | 16)
                first_member = False
                member_in = member_out = 0
    if member_in and not inflater.eof:
        if first_member and member_in < GZIP_HEADER_BYTES:
            yield InputProblem(ErrorKind.GZIP_DAMAGED,
                               f"{name}: the input ends inside its gzip header: it was cut off; nothing to decode")
        elif first_member or member_out:
            yield _gzip_damaged(name, decompressed, "it was cut off")


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
