<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
# Decoder test corpus

Generated from `${source}` by the Tonband generator; do not edit. Regenerate with
`mvn generate-sources`. Any decoder or encoder of the Tonband wire format
([docs/wire-format.md](../docs/wire-format.md)) can test itself against these files; the Java
decoder and the generated C encoders both do, in `mvn verify`.

Expected bytes come from the generator's reference encoder
(`generator/src/main/java/dev/tonband/generator/corpus/ReferenceEncoder.java`), which is
written independently of the C encoders and tested on its own against hand-written vectors
derived from the format and against the golden vectors of docs/wire-format.md
(`ReferenceEncoderTest`). Strings are cut at ${maxStrLen} bytes (the C default
`tband_configMAX_STR_LEN`), never inside a UTF-8 character; the long-string cases are built
for a limit of ${longMaxStrLen} bytes.

| file | what it holds |
|---|---|
| `encode-cases.json` | ${cases} cases: every event and optional-field variant, each field at every boundary value. Per case: the encoder and its `inputs`, the framed bytes (`frame`, hex, delimiter included) and the `fields` a decoder must report (absent optional fields are `null`). |
| `long-string-cases.json` | ${longCases} cases in the same form, for encoders built with `tband_configMAX_STR_LEN` ${longMaxStrLen}: for the first event of each layout of fields before a string, strings that make frames of one and two full 254-byte COBS blocks and one byte either side (the `0xFF` codes, and a payload ending exactly at a block's end), a string of exactly ${longMaxStrLen} bytes, and longer ones that are cut. |
| `streams/encode-cases.bin`, `streams/long-string-cases.bin` | those frames, concatenated: clean streams. |
| `error-cases.json` | ${errorCases?size} small streams (hex; also as `streams/errors/NAME.bin`), one per decoder error kind the catalogue can meet (<#list errorCases as c>`${c}`<#sep>, </#sep></#list>): a good event, the damage, a good event. `errors` lists each error's kind, the stream offset of its frame's first byte, and that frame's index; `events` lists what must be decoded. |
| `streams/mixed.bin`, `streams/mixed.expected.json` | ${perEvent} random instances of every event (${mixedFrames} frames), in timestamp order, with damaged frames sprinkled in. `frames` lists every frame of the stream in order: its bytes (`frame`, hex, delimiter included) and either the event it decodes to or the `error` it must be reported with; a frame's offset is the sum of the lengths before it, its index its place in the list. Each event's frames come from a random sequence of its own, so a new event adds frames and changes no others. |
| `c/encode_cases.c`, `c/long_string_cases.c` | C programs that encode every case of the JSON file of the same name with the generated encoders and compare the bytes (`long_string_cases.c` sets its string limit itself). |
| `c/random_events.c` | writes random events with the generated encoders, for the randomized C-to-Java round trip (events with a field of a type for application events, such as `f32` or `string`, are left to the encode cases). |

Values are text in canonical form: integers in decimal (u64 unsigned), enum values by name,
strings as text, bools as `true` or `false`, floats as their raw bits (`0x` and 8 or 16
upper-case hex digits, so NaN payloads and `-0.0` compare exactly), bytes as upper-case hex, and
arrays as `[a, b, c]` of their elements. Error kinds: `EMPTY_FRAME`, `COBS_OVERRUN`, `UNKNOWN_EVENT_ID`,
`TRUNCATED_FIELD`, `VARINT_TOO_LONG`, `VARINT_TOO_WIDE`, `UNDECLARED_ENUM_VALUE`,
`LOOSE_BYTES`, `TRAILING_BYTES` (end of input), and the warning `INVALID_UTF8` (event kept).
A catalogue without an enum field has no `undeclared_enum_value` case, one without strings no
`invalid_utf8` case, and so on.
