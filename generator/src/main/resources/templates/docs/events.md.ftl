<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#-- The event index. Model: source, version (IndexVersion), regenerate, fingerprint, eventCount, groups (IndexGroup), enums (IndexEnum), types (IndexType), tsMaxBytes, maxStrLen, defaultMaxLength. -->
<#-- Prose of the field-type reference, by keyword; a new FieldKind without an entry fails the generation. -->
<#assign wire = {
  "u8": "the raw byte",
  "u32": "unsigned LEB128 varint: 7 bits per byte, least significant group first, high bit set when more bytes follow; always the shortest form",
  "u16": "unsigned LEB128 varint, as `u32`",
  "u64": "unsigned LEB128 varint, as `u32`",
  "s8": "sign-magnitude varint, as `s64`; `INT8_MIN` → `81 02`",
  "s16": "sign-magnitude varint, as `s64`",
  "s32": "sign-magnitude varint, as `s64`",
  "s64": "sign-magnitude as a `u64` varint: `(abs(v) << 1) \\| sign`; `0` → `00`, `1` → `02`, `-1` → `03`; `INT64_MIN` is the single byte `01` (\"negative zero\")",
  "bool": "one byte: `00` false, `01` true; a decoder reports any other value",
  "f32": "IEEE 754 binary32: its 4 raw bytes, least significant first (little endian); every bit pattern (NaN payloads, `-0.0`, subnormals, infinities) is sent as it is",
  "f64": "IEEE 754 binary64: its 8 raw bytes, least significant first, as `f32`",
  "enum": "one raw byte; only the values the enum declares are valid, and a decoder reports any other",
  "bytes": "a `u32` varint length, then that many raw bytes; allowed in any position and any number of times per event. The encoder writes at most the field's maximum length (the catalogue's `max_length`, default ${defaultMaxLength}) and drops the rest",
  "string": "as `bytes`, holding UTF-8 text; the encoder takes a NUL-terminated string (`NULL` encodes as the empty string) and cuts it at the maximum length, never inside a UTF-8 sequence",
  "str": "raw bytes with no length and no terminator, running to the end of the frame, so only allowed as an event's `varlen` field. The encoder copies up to the NUL or `tband_configMAX_STR_LEN` bytes, whichever comes first, and never cuts a UTF-8 sequence in half; `NULL` encodes as the empty string"
}>
<!--
  GENERATED from ${htmlComment(source)} by the Tonband generator. Do not edit: <#if regenerate?has_content>${htmlComment(regenerate)}.<#else>change the catalogue or
  generator/src/main/resources/templates/docs/events.md.ftl and run `mvn generate-sources`.</#if>
-->

# Event index

<#if regenerate?has_content>
> **Generated file.** This index is generated from `${source}` by the Tonband generator; do
> not edit it: ${regenerate}.
<#else>
> **Generated file.** This index is generated from `${source}` by the Tonband generator; do
> not edit it. To change it, edit the catalogue (its format is described in
> [catalogue.md](catalogue.md)) and run `mvn generate-sources` in the checkout root.
</#if>

The catalogue declares ${eventCount} events in ${groups?size} groups<#if enums?has_content>, and ${enums?size} enums</#if>.
Its fingerprint is `${fingerprint}`: the firmware sends it in the `catalogue_fingerprint` event,
and the host tools compare it with the catalogue they decode with.

## Catalogue version

What this index was generated from, to match a published index with the firmware it describes:

- **Catalogue:** `${version.catalogue()}`

## How to read an entry

- **Id**: the first byte of the event's frame payload. Ids are part of the wire format and
  never change.
- **Metadata**: metadata events describe the system (names, timestamp resolution) and carry no
  timestamp. Every other event carries `ts`, the time in target timer ticks as a
  [`u64`](#type-u64) varint right after the id.
- **Fields**, in wire order: the payload is `id [ts] required... (optional... | varlen | nothing)`.
  *required* fields are always written. *optional* fields can only be left off from the end:
  with optional fields A, B the layouts are {}, {A} and {A, B}, and each layout has its own
  encoder. A *varlen* field is a [`str`](#type-str) that runs to the end of the frame.
- **Max framed size**: the worst case in bytes of the COBS-framed event including its `0x00`
  delimiter, which is the size of the buffer an encoder needs (`EVT_<NAME>_MAXLEN`). For an
  N-byte payload it is `COBS_MAXLEN(N) = N == 0 ? 2 : 1 + ceil(N / 254) + N`. Strings count
  `tband_configMAX_STR_LEN` bytes (${maxStrLen} unless the firmware configures another length).
- **Encoders**: the C functions of `generated-c/tband_encode.h`. Each writes one framed event
  into `buf` and returns the number of bytes written.

## Contents

<#list groups as g>
- [`${g.name()}` group](#${g.anchor()}) (${g.events()?size} event<#if g.events()?size != 1>s</#if>): ${g.description()}
<#list g.events() as ev>
  - `${ev.idHex()}` [`${ev.name()}`](#${ev.anchor()})<#if ev.metadata()> (metadata)</#if>
</#list>
</#list>
<#if enums?has_content>
- [Enum reference](#enums)
<#list enums as e>
  - [`${e.name()}`](#${e.anchor()})
</#list>
</#if>
- [Field type reference](#field-types)
<#list groups as g>

<a id="${g.anchor()}"></a>
## `${g.name()}` group

${g.description()}

<#if g.builtin()>
Built-in: the Tonband runtime records these events itself.
<#else>
Application events: your firmware records them by calling their encoders.
</#if>
<#if g.prefix()?has_content>
C names carry the group prefix: `EVT_${g.prefix()?upper_case}*`, `encode_${g.prefix()}*`.
<#else>
C names carry no group prefix.
</#if>
<#list g.events() as ev>

<a id="${ev.anchor()}"></a>
### `${ev.name()}`

${ev.description()}

- **Id:** `${ev.idHex()}`
<#if ev.metadata()>
- **Metadata:** yes (no timestamp)
<#else>
- **Metadata:** no (carries the timestamp `ts`)
</#if>
<#if ev.varlen()>
- **Max framed size:** `${ev.macro()}` = `${ev.maxlenExpr()}` = ${ev.maxlenBytes()} bytes with the default MAX_STR_LEN of ${maxStrLen}
<#else>
- **Max framed size:** `${ev.macro()}` = `${ev.maxlenExpr()}` = ${ev.maxlenBytes()} bytes
</#if>
<#if ev.fields()?has_content>

| Field | Type | Presence |<#if ev.fieldDescriptions()> Description |</#if>
|---|---|---|<#if ev.fieldDescriptions()>---|</#if>
<#list ev.fields() as f>
| `${f.name()}` | [`${f.type()}`](#${f.typeAnchor()})<#if f.isEnum()> ([enum](#type-enum))</#if> | ${f.presence()} |<#if ev.fieldDescriptions()> ${f.description()} |</#if>
</#list>
<#else>

No fields.
</#if>

<#if ev.encoders()?size == 1>
Encoder:
<#else>
Encoders, one per layout of the optional fields:
</#if>

```c
<#list ev.encoders() as enc>
<#if enc.summary()?has_content>
/* ${enc.summary()} */
</#if>
${enc.signature()};
</#list>
```
</#list>
</#list>
<#if enums?has_content>

<a id="enums"></a>
## Enum reference

Enum fields are one byte on the wire ([`enum`](#type-enum)); the C encoders take the C enum
type, for example `enum ${enums[0].name()}`.
<#list enums as e>

<a id="${e.anchor()}"></a>
### `${e.name()}`

${e.description()}

| Value | Name |<#if e.valueDescriptions()> Description |</#if>
|---|---|<#if e.valueDescriptions()>---|</#if>
<#list e.values() as v>
| ${v.value()} | `${v.name()}` |<#if e.valueDescriptions()> ${v.description()} |</#if>
</#list>

<#if e.usedBy()?has_content>
Used by: <#list e.usedBy() as ref>[`${ref.name()}`](#${ref.anchor()})<#sep>, </#list>.
<#else>
Not used by any event yet.
</#if>
</#list>
</#if>

<a id="field-types"></a>
## Field type reference

How each field type is written in a frame payload (nothing is aligned or padded), the C
parameter type the encoders take, and the most bytes a field of the type takes before COBS
framing. The id takes 1 byte and `ts` up to ${tsMaxBytes}.

| Type | C parameter | Wire form | Max bytes |
|---|---|---|---|
<#list types as t>
| <a id="${t.anchor()}"></a>`${t.keyword()}` | `${t.cType()}` | ${wire[t.keyword()]} | <#if t.keyword() == "str">`tband_configMAX_STR_LEN` (default ${maxStrLen})<#elseif t.keyword() == "bytes" || t.keyword() == "string">the maximum length and its varint (default ${defaultMaxLength + 1})<#else>${t.maxBytes()}</#if> |
</#list>

A fixed array `T[N]` (`u16[3]`, `f32[4]`) of an integer, `bool` or float type is its N
elements one after another, each in `T`'s wire form, with no length: it takes up to N times
`T`'s bytes. Its C parameter is `const T name[N]`.
