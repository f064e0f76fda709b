# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""The Python reader against the Java decoder, through `tonband decode --json`: the same events, field
by field, and the same problems of the decoder (kind, stream offset, frame index and message), for
every stream of the corpus, the QEMU demo's trace, the traces the build's own runs wrote, random
events encoded by the generated C encoders, and those streams damaged at random.

The CLI prints an event's time in nanoseconds; where it took the timestamps as they are, they must
be the Python events' ticks times the trace's resolution. It orders problems among events by time
(those of the trace's opening wait for its resolution), so events and problems are compared each in
their own order. Its own problems of time (a non-monotonic timestamp, ...) are no decoder's and are
left out; a fingerprint of another catalogue is reported by both, at the same frames.
"""
from __future__ import annotations

import dataclasses
import random
import subprocess
import unittest
from pathlib import Path
from typing import List, Tuple

import tonband_codec
from support import (CORPUS, DEMO_TRACE, ROOT, TRACE_DIR, JavaComparison, cobs_frame, events_of, problems_of,
                     varint, work_dir)
from tonband_codec.events import IsrName

RANDOM_EVENTS = 200_000
#: The header's default tband_configMAX_STR_LEN, and one long enough for frames of two and three
#: COBS blocks (0xFF codes).
DEFAULT_MAX_STR_LEN = 20
LONG_MAX_STR_LEN = 600


class AgainstJavaTest(JavaComparison):
    def test_every_stream_of_the_corpus(self) -> None:
        streams = sorted((CORPUS / "streams").rglob("*.bin"))
        self.assertGreaterEqual(len(streams), 16)
        for stream in streams:
            with self.subTest(stream=str(stream.relative_to(CORPUS))):
                self.assert_same_as_java(stream)

    def test_the_qemu_demo_trace(self) -> None:
        items = self.assert_same_as_java(DEMO_TRACE, times_as_they_are=True)

        self.assertEqual(problems_of(items), [])
        self.assertGreater(len(items), 300)

    def test_the_traces_of_the_builds_own_runs(self) -> None:
        traces = sorted(TRACE_DIR.glob("*.bin"))
        if not traces:
            self.skipTest(f"no traces in {TRACE_DIR}: the target-firmware build writes them (mvn verify)")
        for trace in traces:
            with self.subTest(trace=trace.name):
                self.assert_same_as_java(trace)

    def test_random_events_encoded_in_c_decode_to_the_values_c_passed_and_as_in_java(self) -> None:
        for max_str_len, count in ((DEFAULT_MAX_STR_LEN, RANDOM_EVENTS), (LONG_MAX_STR_LEN, 20_000)):
            with self.subTest(max_str_len=max_str_len):
                stream, values = random_events(max_str_len, count)
                items = self.assert_same_as_java(stream)

                self.assertEqual(problems_of(items), [])
                lines = values.read_text(encoding="utf-8").splitlines()
                self.assertEqual(len(lines), count)
                for event, line in zip(events_of(items), lines):
                    self.assertEqual(present_values(event), expected_values(line, max_str_len), line)

    def test_random_damage_costs_the_same_frames_in_both(self) -> None:
        stream, _ = random_events(DEFAULT_MAX_STR_LEN, 20_000)
        clean = stream.read_bytes()
        rng = random.Random(30)
        for damage in ("flipped bits", "lost bytes", "zeros", "cut and joined", "garbage and a huge frame"):
            with self.subTest(damage=damage):
                damaged = stream.with_name(damage.replace(" ", "-") + ".bin")
                damaged.write_bytes(damaged_copy(clean, damage, rng))
                items = self.assert_same_as_java(damaged)

                self.assertGreater(len(problems_of(items)), 20)

    def test_strings_that_are_not_utf8_are_replaced_as_java_replaces_them(self) -> None:
        rng = random.Random(8)
        # Lead bytes, continuations and the bytes around the edges of valid sequences.
        pieces = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0,
                  0xF1, 0xF4, 0xF5, 0xFF]
        stream = bytearray()
        for n in range(5_000):
            text = bytes(rng.choice(pieces) for _ in range(rng.randint(1, 9)))
            stream += cobs_frame(bytes([IsrName.id]) + varint(n) + text)
        path = work_dir() / "not-utf8.bin"
        path.write_bytes(stream)

        items = self.assert_same_as_java(path)

        self.assertGreater(sum(1 for p in problems_of(items) if p.kind.name == "INVALID_UTF8"), 4_000)


def random_events(max_str_len: int, count: int) -> Tuple[Path, Path]:
    """corpus/c/random_events.c built with the generated encoders: its stream and its values file."""
    out = work_dir()
    program = out / "random_events"
    compile_command = [
        "cc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Wpedantic", "-Wconversion", "-Werror",
        f"-Dtband_configMAX_STR_LEN={max_str_len}", "-I", str(ROOT / "generated-c"),
        str(ROOT / "corpus/c/random_events.c"), "-o", str(program)]
    subprocess.run(compile_command, check=True, timeout=300)
    stream, values = out / f"random-{max_str_len}.bin", out / f"random-{max_str_len}.txt"
    subprocess.run([str(program), str(count), "20261121", str(stream), str(values)], check=True, timeout=300)
    return stream, values


def present_values(event: tonband_codec.events.TraceEvent) -> List[str]:
    """The timestamp and the fields the frame carried, in wire order, as random_events.c prints them."""
    values = [] if event.ts is None else [str(event.ts)]
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        if field.name != "ts" and value is not None:
            values.append(str(int(value)) if not isinstance(value, str) else value)
    return values


def expected_values(line: str, max_str_len: int) -> List[str]:
    """The values a line of random_events.c says it passed (enums by number), strings cut to the
    limit as the wire rule says: at most max_str_len bytes, never inside a UTF-8 character."""
    values = []
    for part in line.split("\t")[1:]:
        kind, value = part.split(":", 1)
        if kind == "str":
            raw = bytes.fromhex(value)
            if len(raw) > max_str_len:
                keep = max_str_len
                while raw[keep] & 0xC0 == 0x80:
                    keep -= 1
                raw = raw[:keep]
            values.append(raw.decode("utf-8"))
        else:
            values.append(value)
    return values


def damaged_copy(clean: bytes, damage: str, rng: random.Random) -> bytes:
    data = bytearray(clean)
    if damage == "flipped bits":
        for _ in range(400):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif damage == "lost bytes":
        for _ in range(400):
            at = rng.randrange(len(data))
            del data[at:at + rng.randint(1, 4)]
    elif damage == "zeros":
        for _ in range(400):
            data[rng.randrange(len(data))] = 0
    elif damage == "cut and joined":
        pieces = [bytes(data[i:i + rng.randint(5, 400)]) for i in range(0, len(data), 200)]
        rng.shuffle(pieces)
        data = bytearray(b"".join(pieces))
    else:
        for _ in range(200):
            at = rng.randrange(len(data))
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 30)))
        # A frame longer than both readers' 64 KiB limit, and a stream that ends inside a frame.
        at = rng.randrange(len(data))
        data[at:at] = bytes(rng.randrange(1, 256) for _ in range(70_000))
        data += b"\x05\x04"
    return bytes(data)


if __name__ == "__main__":
    unittest.main()
