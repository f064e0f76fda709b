# Decoder test corpus

Generated from `${source}` by the Tonband generator; do not edit. Regenerate with
`mvn generate-sources`. Any decoder or encoder of the Tonband wire format
(`spec/wire-format.md`) can test itself against these files; the Java decoder and the
generated C encoders both do, in `mvn verify`.

Expected bytes come from the generator's reference encoder
(`generator/src/main/java/dev/tonband/generator/corpus/ReferenceEncoder.java`), which is
written independently of the C encoders and checked against the spec's golden vectors.
Strings are cut at ${maxStrLen} bytes (the C default `tband_configMAX_STR_LEN`), never inside
a UTF-8 character.

| file | what it holds |
|---|---|
| `encode-cases.json` | ${cases} cases: every event and optional-field variant, each field at every boundary value. Per case: the encoder and its `inputs`, the framed bytes (`frame`, hex, delimiter included) and the `fields` a decoder must report (absent optional fields are `null`). |
| `streams/encode-cases.bin` | all those frames, concatenated: one clean stream. |
| `error-cases.json` | ${errorCases} small streams (hex; also as `streams/errors/NAME.bin`), one per decoder error kind: a good event, the damage, a good event. `errors` lists each error's kind, the stream offset of its frame's first byte, and that frame's index; `events` lists what must be decoded. |
| `streams/mixed.bin`, `streams/mixed.expected.json` | ${mixedEvents} random events with damaged frames sprinkled in, and exactly the events and errors a decoder must report. |
| `c/encode_cases.c` | a C program that encodes every case with the generated encoders and compares the bytes. |

Values are text in canonical form: integers in decimal (u64 unsigned), enum values by name,
strings as text. Error kinds: `EMPTY_FRAME`, `COBS_OVERRUN`, `UNKNOWN_EVENT_ID`,
`TRUNCATED_FIELD`, `VARINT_TOO_LONG`, `VARINT_TOO_WIDE`, `UNDECLARED_ENUM_VALUE`,
`LOOSE_BYTES`, `TRAILING_BYTES` (end of input), and the warning `INVALID_UTF8` (event kept).
