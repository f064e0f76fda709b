# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

"""What the package offers besides reading: the event classes, the catalogue tables and the problem
kinds, checked against the catalogue's other outputs (the C header, the Java decoder's ErrorKind)."""
from __future__ import annotations

import dataclasses
import re
import unittest

import tonband_codec
from support import DEMO_TRACE, HOST_KINDS, ROOT, corpus_json, decode
from tonband_codec import EVENT_CLASSES, FINGERPRINT, ErrorKind, Problem
from tonband_codec.events import (DemoMotorPhase, DemoMotorState, DemoSensorSample, IsrEnter, IsrName,
                                  MetadataEvent, TimedEvent, TraceEvent, TsResolutionNs)


class EventsTest(unittest.TestCase):
    def test_events_are_frozen_dataclasses_with_their_catalogue_names(self) -> None:
        enter = IsrEnter(ts=1_000_000, isr_id=5)

        self.assertEqual((enter.id, enter.group, enter.event, enter.ts, enter.isr_id), (0x04, "base", "isr_enter", 1_000_000, 5))
        self.assertEqual(repr(enter), "IsrEnter(ts=1000000, isr_id=5)")
        with self.assertRaises(dataclasses.FrozenInstanceError):
            enter.isr_id = 6  # type: ignore[misc]
        self.assertEqual(enter, IsrEnter(1_000_000, 5))
        self.assertNotEqual(enter, tonband_codec.events.IsrExit(1_000_000, 5))
        self.assertEqual(len({enter, IsrEnter(1_000_000, 5)}), 1)
        self.assertIsInstance(enter, TimedEvent)

    def test_metadata_events_have_no_timestamp(self) -> None:
        name = IsrName(isr_id=5, name="uart")

        self.assertIsNone(name.ts)
        self.assertIsInstance(name, MetadataEvent)
        self.assertEqual([f.name for f in dataclasses.fields(name)], ["isr_id", "name"])

    def test_decoded_events_equal_the_events_built_from_their_values(self) -> None:
        for event in decode(DEMO_TRACE.read_bytes()):
            assert isinstance(event, TraceEvent)
            values = {f.name: getattr(event, f.name) for f in dataclasses.fields(event)}
            rebuilt = type(event)(**values)

            self.assertEqual(rebuilt, event)
            self.assertEqual(hash(rebuilt), hash(event))
            self.assertEqual(repr(rebuilt), repr(event))

    def test_optional_fields_are_none_when_left_out_and_enums_are_int_enums(self) -> None:
        sample = DemoSensorSample(ts=10, sensor=1, value=-5)
        state = DemoMotorState(ts=10, motor=0, state=DemoMotorPhase.DEMO_MOTOR_FAULT)

        self.assertEqual((sample.raw, sample.quality), (None, None))
        self.assertEqual((state.state, state.state.name), (3, "DEMO_MOTOR_FAULT"))

    def test_the_catalogue_tables_match_the_corpus_and_the_c_header(self) -> None:
        header = (ROOT / "generated-c/tband_encode.h").read_text(encoding="utf-8")
        fingerprint = re.search(r"#define TBAND_CATALOGUE_FINGERPRINT UINT64_C\((0x[0-9a-f]+)\)", header)
        corpus_events = {c["id"]: (c["group"], c["event"]) for c in corpus_json("encode-cases.json")["cases"]}

        assert fingerprint is not None
        self.assertEqual(FINGERPRINT, int(fingerprint.group(1), 16))
        self.assertEqual({i: (cls.group, cls.event) for i, cls in EVENT_CLASSES.items()}, corpus_events)
        for event_id, cls in EVENT_CLASSES.items():
            self.assertEqual(cls.id, event_id)
            self.assertTrue(dataclasses.is_dataclass(cls))
        self.assertIs(EVENT_CLASSES[0x02], TsResolutionNs)


class ProblemsTest(unittest.TestCase):
    def test_the_kinds_are_the_java_decoders_and_warn_the_same(self) -> None:
        java = (ROOT / "generated-java/src/main/java/dev/tonband/codec/ErrorKind.java").read_text(encoding="utf-8")
        java_kinds = {name: drops == "true" for name, drops in re.findall(r"^  ([A-Z0-9_]+)\((true|false)\)", java, re.M)}

        python_kinds = {k.name: k.drops_frame for k in ErrorKind if not k.in_input}
        # The one kind of the stream's meaning, not of a frame's bytes: the tonband CLI's, as it names it.
        self.assertFalse(python_kinds.pop("CATALOGUE_MISMATCH"))
        self.assertIn("\n| `CATALOGUE_MISMATCH` |", (ROOT / "docs/host-tool.md").read_text(encoding="utf-8"))

        self.assertEqual(python_kinds, java_kinds)
        self.assertEqual({k.name for k in ErrorKind if k.in_input}, {"BAD_HEX_LINE", "GZIP_DAMAGED", "EMPTY_INPUT"})

    def test_the_docs_name_the_clis_kinds_that_are_not_pythons(self) -> None:
        docs = (ROOT / "docs/python.md").read_text(encoding="utf-8")

        for kind in sorted(HOST_KINDS):
            self.assertIn(f"`{kind}`", docs)

    def test_a_problem_reads_as_the_cli_and_the_java_decoder_word_it(self) -> None:
        truncated = Problem(ErrorKind.TRUNCATED_FIELD, 120, 7, 0x04, "isr_enter", "the frame ends inside field 'isr_id'")
        unknown = Problem(ErrorKind.UNKNOWN_EVENT_ID, 3, 1, 0xFF, None, "unknown event id 0xFF")
        warning = Problem(ErrorKind.INVALID_UTF8, 0, 0, 0x03, "isr_name", "a string field is not valid UTF-8")

        self.assertEqual((truncated.where, truncated.message),
                         ("offset 120 frame 7", "the frame ends inside field 'isr_id' (isr_enter); frame skipped"))
        self.assertEqual(str(truncated), "offset 120 frame 7: the frame ends inside field 'isr_id' (isr_enter); frame skipped")
        self.assertEqual(str(unknown), "offset 3 frame 1: unknown event id 0xFF; frame skipped")
        self.assertEqual(str(warning), "offset 0 frame 0: a string field is not valid UTF-8 (isr_name); event kept")

if __name__ == "__main__":
    unittest.main()
