# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""The Python reader against the decoder test corpus (corpus/README.md): every encode case, every
error kind, the long strings and the mixed stream, compared with the expectations written there,
which come from the generator's reference encoder, not from any decoder.

The generator's GeneratesEveryValidCatalogueTest runs this module too, on the package and corpus
generated from each of its catalogues (TONBAND_CORPUS names the corpus).
"""
from __future__ import annotations

import dataclasses
import enum
import struct
import unittest
from typing import Any, Dict, List, Tuple

from support import CORPUS, corpus_json, decode, events_of, problems_of
from tonband_codec import Problem
from tonband_codec.events import TraceEvent

Description = Tuple[str, str, int, List[Tuple[str, str]]]


def canonical(value: Any) -> str:
    """A value as the corpus writes it: integers in decimal, bools as true or false, enums by name,
    bytes in upper-case hex, text as it is, tuples (arrays) as [a, b]; floats as Python prints
    them, which corpus_value matches."""
    if value is None:
        return "absent"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return value.name
    if isinstance(value, bytes):
        return value.hex().upper()
    if isinstance(value, tuple):
        return "[" + ", ".join(canonical(v) for v in value) + "]"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def corpus_value(type_name: str, value: Any) -> str:
    """The corpus's text of a value, a float's raw bits as the Python float they make: Python keeps
    no NaN payload (a NaN reads as nan), which the Java decoder's corpus test checks instead."""
    if value is None:
        return "absent"
    element = type_name.split("[")[0]
    if element not in ("f32", "f64"):
        return value
    form, width = ("<f", 4) if element == "f32" else ("<d", 8)

    def as_float(bits: str) -> str:
        return repr(struct.unpack(form, int(bits, 16).to_bytes(width, "little"))[0])

    if "[" in type_name:
        return "[" + ", ".join(as_float(bits) for bits in value[1:-1].split(", ")) + "]"
    return as_float(value)


def describe(event: TraceEvent) -> Description:
    fields = [(f.name, canonical(getattr(event, f.name))) for f in dataclasses.fields(event)]
    return event.group, event.event, event.id, fields


def corpus_describe(event: Dict[str, Any]) -> Description:
    fields = [(f["name"], corpus_value(f["type"], f["value"])) for f in event["fields"]]
    return event["group"], event["event"], event["id"], fields


def errors(problems: List[Problem]) -> List[Tuple[str, int, int]]:
    return [(p.kind.name, p.offset, p.frame) for p in problems]


class CorpusTest(unittest.TestCase):
    def test_every_encode_case_decodes_to_the_fields_the_corpus_lists(self) -> None:
        for name in ("encode-cases.json", "long-string-cases.json"):
            for case in corpus_json(name)["cases"]:
                with self.subTest(case=case["name"]):
                    items = decode(bytes.fromhex(case["frame"]))

                    self.assertEqual(problems_of(items), [])
                    self.assertEqual([describe(e) for e in events_of(items)], [corpus_describe(case)])

    def test_the_concatenated_cases_decode_as_one_stream(self) -> None:
        for name in ("encode-cases", "long-string-cases"):
            with self.subTest(stream=name):
                cases = corpus_json(name + ".json")["cases"]

                items = decode((CORPUS / "streams" / (name + ".bin")).read_bytes())

                self.assertEqual(problems_of(items), [])
                self.assertEqual([describe(e) for e in events_of(items)], [corpus_describe(c) for c in cases])

    def test_every_error_kind_is_reported_where_it_happens_and_decoding_resumes(self) -> None:
        for case in corpus_json("error-cases.json")["cases"]:
            with self.subTest(case=case["name"]):
                stream = bytes.fromhex(case["stream"])
                self.assertEqual((CORPUS / "streams" / "errors" / (case["name"] + ".bin")).read_bytes(), stream)

                items = decode(stream)

                expected_errors = [(e["kind"], e["offset"], e["frameIndex"]) for e in case["errors"]]
                self.assertEqual(errors(problems_of(items)), expected_errors)
                self.assertEqual([describe(e) for e in events_of(items)], [corpus_describe(e) for e in case["events"]])

    def test_the_mixed_stream_gives_each_frame_its_event_or_its_error(self) -> None:
        expected = corpus_json("streams/mixed.expected.json")
        stream = (CORPUS / expected["stream"]).read_bytes()
        frames = expected["frames"]
        self.assertEqual(b"".join(bytes.fromhex(f["frame"]) for f in frames), stream)
        expected_events = [corpus_describe(f) for f in frames if "error" not in f]
        expected_errors = []
        offset = 0
        for index, frame in enumerate(frames):
            if "error" in frame:
                expected_errors.append((frame["error"], offset, index))
            offset += len(frame["frame"]) // 2

        items = decode(stream)

        self.assertEqual(errors(problems_of(items)), expected_errors)
        self.assertEqual([describe(e) for e in events_of(items)], expected_events)


if __name__ == "__main__":
    unittest.main()
