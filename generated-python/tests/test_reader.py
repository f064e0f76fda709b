# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""The streaming reader on its own: chunks of any size, the frame limit, the stream's end, what
feed() accepts, and COBS's quick path against the group-by-group one."""
from __future__ import annotations

import random
import unittest
from typing import List

import tonband_codec
from support import CORPUS, DEMO_TRACE, cobs_frame, corpus_json, decode, events_of, problems_of, varint, work_dir
from tonband_codec import ErrorKind, Problem, Reader
from tonband_codec._wire import FrameError, _unstuff_by_group, unstuff
from tonband_codec.catalogue import FINGERPRINT
from tonband_codec.events import CatalogueFingerprint

STREAMS = sorted((CORPUS / "streams").rglob("*.bin"))


def damaged_stream() -> bytes:
    """The mixed stream with more damage: cut frames, a frame longer than 1000 bytes, an open end."""
    rng = random.Random(4)
    data = bytearray((CORPUS / "streams/mixed.bin").read_bytes())
    for _ in range(100):
        at = rng.randrange(len(data))
        data[at:at + rng.randint(0, 3)] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 3)))
    at = len(data) // 2
    data[at:at] = bytes(rng.randrange(1, 256) for _ in range(1500))
    return bytes(data) + b"\x07\x04\x81"


class ChunksTest(unittest.TestCase):
    def test_any_chunking_gives_the_items_of_the_whole_stream(self) -> None:
        streams = [(path.name, path.read_bytes()) for path in STREAMS] + [("damaged", damaged_stream())]
        for name, data in streams:
            whole = decode(data, max_frame_bytes=1000)
            for chunk in (1, 2, 3, 7, 254, 255, 256, 4096):
                with self.subTest(stream=name, chunk=chunk):
                    self.assertEqual(decode(data, chunk, max_frame_bytes=1000), whole)

    def test_the_damaged_stream_holds_every_kind_the_reader_reports_on_its_own(self) -> None:
        kinds = {p.kind for p in problems_of(decode(damaged_stream(), max_frame_bytes=1000))}

        self.assertTrue({ErrorKind.FRAME_TOO_LONG, ErrorKind.TRAILING_BYTES, ErrorKind.COBS_OVERRUN,
                         ErrorKind.EMPTY_FRAME} <= kinds, kinds)

    def test_each_chunks_items_are_decoded_as_they_are_taken_in_any_order(self) -> None:
        data = DEMO_TRACE.read_bytes()
        reader = Reader()
        first = reader.feed(data[:1000])
        second = reader.feed(data[1000:])
        end = reader.finish()

        items = list(second)
        items[:0] = list(first)
        items += list(end)

        self.assertEqual(items, decode(data))

    def test_the_reader_counts_bytes_and_frames_and_can_read_another_stream_after_the_end(self) -> None:
        data = DEMO_TRACE.read_bytes()
        reader = Reader()

        first = list(reader.feed(data + b"\x02")) + list(reader.finish())
        second = list(reader.feed(data)) + list(reader.finish())

        self.assertEqual(reader.position, 2 * len(data) + 1)
        self.assertEqual(reader.frames, 2 * data.count(0) + 1)
        self.assertEqual(problems_of(first), [Problem(ErrorKind.TRAILING_BYTES, len(data), data.count(0), None, None,
                                                      "1 byte(s) after the last delimiter: the stream ends inside a frame")])
        self.assertEqual(events_of(second), events_of(first))

    def test_feed_takes_bytes_bytearray_and_memoryview(self) -> None:
        data = DEMO_TRACE.read_bytes()
        expected = decode(data)
        for view in (bytearray(data), memoryview(data)):
            reader = Reader()
            self.assertEqual(list(reader.feed(view)) + list(reader.finish()), expected)


class FrameLimitTest(unittest.TestCase):
    def test_frames_longer_than_the_limit_are_reported_where_they_start_and_skipped(self) -> None:
        stream = (CORPUS / "streams/long-string-cases.bin").read_bytes()
        expected: List[object] = []
        offset = 0
        for index, case in enumerate(corpus_json("long-string-cases.json")["cases"]):
            size = len(case["frame"]) // 2 - 1  # without its delimiter
            if size > 300:
                expected.append((ErrorKind.FRAME_TOO_LONG, offset, index))
            else:
                expected.append(case["event"])
            offset += size + 1
        self.assertIn(ErrorKind.FRAME_TOO_LONG, [e[0] for e in expected if isinstance(e, tuple)])

        for chunk in (None, 1, 100, 1000):
            with self.subTest(chunk=chunk):
                items = decode(stream, chunk, max_frame_bytes=300)

                self.assertEqual([(i.kind, i.offset, i.frame) if isinstance(i, Problem) else i.event for i in items],
                                 expected)

    def test_the_limit_holds_at_least_one_full_cobs_block(self) -> None:
        with self.assertRaises(ValueError):
            Reader(max_frame_bytes=254)
        frame = cobs_frame(bytes([tonband_codec.events.IsrName.id, 1]) + b"n" * 252)
        self.assertEqual(len(frame), 256)  # 255 bytes and the delimiter

        items = decode(frame, max_frame_bytes=255)

        self.assertEqual(items, [tonband_codec.events.IsrName(isr_id=1, name="n" * 252)])


class CobsTest(unittest.TestCase):
    def test_the_quick_unstuffing_gives_the_payload_of_the_group_by_group_one(self) -> None:
        rng = random.Random(9)
        frames = [f for path in STREAMS for f in path.read_bytes().split(b"\0") if len(f) > 1]
        frames += [bytes(rng.choice((1, 2, 3, 0xFE, 0xFF, rng.randrange(1, 256))) for _ in range(rng.randint(2, 600)))
                   for _ in range(20_000)]
        quick_ones = 0
        for frame in frames:
            try:
                expected = _unstuff_by_group(frame)
            except FrameError as error:
                with self.assertRaises(FrameError) as raised:
                    unstuff(frame)
                self.assertEqual(raised.exception.detail, error.detail)
                continue
            self.assertEqual(unstuff(frame)[1:], expected[1:], frame.hex())  # the payload starts at 1
            quick_ones += 0xFF not in frame
        self.assertGreater(quick_ones, 1000)

    def test_a_full_block_at_the_end_takes_both_forms(self) -> None:
        payload = bytes([tonband_codec.events.IsrName.id, 1]) + b"n" * 252
        short = b"\xff" + payload[:254] + b"\x00"
        long = b"\xff" + payload[:254] + b"\x01\x00"

        self.assertEqual(decode(short + long), [tonband_codec.events.IsrName(isr_id=1, name="n" * 252)] * 2)


if __name__ == "__main__":
    unittest.main()


class CatalogueTest(unittest.TestCase):
    """A trace recorded with another catalogue says so, as tonband decode says it (CATALOGUE_MISMATCH)."""

    @staticmethod
    def fingerprint(value: int) -> bytes:
        return cobs_frame(bytes((CatalogueFingerprint.id,)) + varint(value))

    def test_another_catalogues_fingerprint_is_said_once_after_its_event(self) -> None:
        other = FINGERPRINT ^ 0x5
        items = decode(self.fingerprint(other) + self.fingerprint(other))

        self.assertEqual([type(item).__name__ for item in items], ["CatalogueFingerprint", "Problem", "CatalogueFingerprint"])
        problem = items[1]
        assert isinstance(problem, Problem)
        self.assertEqual((problem.kind, problem.offset, problem.frame, problem.event_id),
                         (ErrorKind.CATALOGUE_MISMATCH, 0, 0, CatalogueFingerprint.id))
        self.assertIn(f"another catalogue (fingerprint 0x{other:016x})", problem.detail)
        self.assertIn(f"(0x{FINGERPRINT:016x})", problem.detail)
        self.assertFalse(problem.kind.drops_frame)

    def test_this_catalogues_fingerprint_is_no_problem(self) -> None:
        items = decode(self.fingerprint(FINGERPRINT))

        self.assertEqual([item for item in items if isinstance(item, Problem)], [])
        self.assertEqual(len(events_of(items)), 1)


class MissingFileTest(unittest.TestCase):
    def test_read_of_a_missing_file_raises_at_once(self) -> None:
        with self.assertRaises(FileNotFoundError):
            tonband_codec.read(work_dir() / "missing.bin")  # no next() needed
