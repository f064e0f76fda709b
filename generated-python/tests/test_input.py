# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""read() on the inputs the CLI reads: gzip-compressed traces (whole, of several members, cut off,
damaged) and hex dumps in the styles terminals and debuggers print, with bad lines; each compared
with `tonband decode --json`, problems of the input included."""
from __future__ import annotations

import gzip
import io
import unittest
from pathlib import Path

import tonband_codec
from support import DEMO_TRACE, JavaComparison, events_of, problems_of, work_dir
from tonband_codec import ErrorKind

DEMO = DEMO_TRACE.read_bytes()


def hex_lines(data: bytes, per_line: int, style: str) -> list:
    lines = []
    for start in range(0, len(data), per_line):
        piece = data[start:start + per_line]
        if style == "spaced":
            lines.append(" ".join(f"{b:02x}" for b in piece))
        elif style == "c array":
            lines.append(", ".join(f"0x{b:02X}" for b in piece) + ",")
        elif style == "runs":
            lines.append(piece.hex())
        else:
            lines.append(":".join(f"{b:02X}" for b in piece))
    return lines


class GzipTest(JavaComparison):
    def setUp(self) -> None:
        self.dir = work_dir()

    def write(self, name: str, data: bytes) -> Path:
        path = self.dir / name
        path.write_bytes(data)
        return path

    def test_a_compressed_trace_reads_as_the_trace(self) -> None:
        items = self.assert_same_as_java(self.write("demo.bin.gz", gzip.compress(DEMO)), times_as_they_are=True)

        self.assertEqual(items, list(tonband_codec.read(DEMO_TRACE)))

    def test_members_one_after_the_other_read_as_one_trace(self) -> None:
        half = len(DEMO) // 2
        items = self.assert_same_as_java(self.write("two.gz", gzip.compress(DEMO[:half]) + gzip.compress(DEMO[half:])))

        self.assertEqual(items, list(tonband_codec.read(DEMO_TRACE)))

    def test_a_cut_off_or_damaged_compressed_trace_keeps_what_came_before(self) -> None:
        compressed = gzip.compress(DEMO * 4)
        damaged = bytearray(compressed)
        damaged[len(damaged) // 2] ^= 0xFF
        cases = {"cut.gz": compressed[:len(compressed) * 2 // 3], "header.gz": compressed[:7],
                 "damaged.gz": bytes(damaged), "garbage-after.gz": compressed + b"not gzip"}
        for name, data in cases.items():
            with self.subTest(input=name):
                items = self.assert_same_as_java(self.write(name, data))

                damage = [p for p in problems_of(items) if p.kind is ErrorKind.GZIP_DAMAGED]
                self.assertEqual(len(damage), 0 if name == "garbage-after.gz" else 1)


class HexTest(JavaComparison):
    def setUp(self) -> None:
        self.dir = work_dir()

    def test_hex_dumps_in_every_style_read_as_the_trace(self) -> None:
        expected = list(tonband_codec.read(DEMO_TRACE))
        for style, ending in (("spaced", "\n"), ("c array", "\n"), ("runs", "\r\n"), ("colons", "\n")):
            with self.subTest(style=style):
                text = "# a capture of the QEMU demo\n" + ending.join(hex_lines(DEMO, 30, style)) + "  # the end" + ending
                path = self.dir / (style.replace(" ", "-") + ".txt")
                path.write_text(text, encoding="ascii")

                items = self.assert_same_as_java(path, times_as_they_are=True)

                self.assertEqual(items, expected)

    def test_bad_lines_are_reported_where_they_are_and_cost_only_themselves(self) -> None:
        lines = hex_lines(DEMO, 16, "spaced")
        lines[5] = lines[5][:10] + "zz" + lines[5][12:]
        lines[9] = lines[9][:4] + " " + lines[9][4:]  # a byte of one digit
        lines[12] = "0x" + lines[12]  # a run that starts with 0x: fine
        lines[14] = lines[14].replace(" ", "\t", 3) + "\x7f"
        path = self.dir / "typos.hex"
        path.write_text("\n".join(lines), encoding="ascii")

        items = self.assert_same_as_java(path)

        bad = [p for p in problems_of(items) if p.kind is ErrorKind.BAD_HEX_LINE]
        self.assertEqual([p.detail.split(": ")[0] for p in bad], ["typos.hex:6:11", "typos.hex:10:4", "typos.hex:15:48"])

    def test_an_input_without_a_byte_of_a_trace_says_so(self) -> None:
        for name, text in (("empty.bin", b""), ("empty.gz", gzip.compress(b""))):
            with self.subTest(input=name):
                path = self.dir / name
                path.write_bytes(text)

                items = self.assert_same_as_java(path)

                self.assertEqual([p.kind for p in items if isinstance(p, tonband_codec.Problem)], [ErrorKind.EMPTY_INPUT])

    def test_a_file_object_reads_as_its_path_and_the_format_can_be_forced(self) -> None:
        path = self.dir / "spaced.txt"
        path.write_text("\n".join(hex_lines(DEMO, 16, "spaced")), encoding="ascii")

        with open(path, "rb") as file:
            self.assertEqual(list(tonband_codec.read(file)), list(tonband_codec.read(path)))
        self.assertEqual(list(tonband_codec.read(io.BytesIO(DEMO))), list(tonband_codec.read(DEMO_TRACE)))
        self.assertEqual(events_of(tonband_codec.read(path, format="binary")), [])
        with self.assertRaises(ValueError):
            tonband_codec.read(path, format="text")


if __name__ == "__main__":
    unittest.main()
