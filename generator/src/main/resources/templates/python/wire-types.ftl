<#-- SPDX-FileCopyrightText: 2026 The Tonband authors -->
<#-- SPDX-License-Identifier: MIT -->
<#--
  Every wire type of the catalogue in one place (docs/wire-format.md, "Field types"): its Python
  type, how a generated decoder reads it, and how the value goes into the event. A new wire type
  is a case in each of typeOf, wireNote, read and store (and a reader in _wire.py.ftl's READ if
  its reading is long); a type without a case stops the generation.

  A decoder reads the frame payload in _p, from index _i (moved past each field), with the
  payload's end at _n. Reading past the end raises IndexError, which the decoder turns into
  TRUNCATED_FIELD for the field it was reading (named in _f).
-->

<#-- The Python type of a field's value, Optional for optional fields. -->
<#function annotation field>
  <#if field.optional()>
    <#return "typing.Optional[" + typeOf(field) + "]">
  </#if>
  <#return typeOf(field)>
</#function>

<#function typeOf field>
  <#if field.arrayLength() gt 0>
    <#return "typing.Tuple[" + scalarType(field.kind()) + ", ...]">
  <#elseif field.kind() == "enum">
    <#return field.enumName()>
  </#if>
  <#return scalarType(field.kind())>
</#function>

<#function scalarType kind>
  <#if ["u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64"]?seq_contains(kind)>
    <#return "int">
  <#elseif kind == "bool">
    <#return "bool">
  <#elseif kind == "f32" || kind == "f64">
    <#return "float">
  <#elseif kind == "bytes">
    <#return "bytes">
  <#elseif kind == "str" || kind == "string">
    <#return "str">
  <#elseif field.kind() == "enum">
    <#return field.enumName()>
  <#elseif field.kind() == "str">
    <#return "str">
  </#if>
  <#stop "wire-types.ftl: no Python type for wire type " + kind>
</#function>

<#-- What the wire allows, for the field's documentation. -->
<#function wireNote field>
  <#if field.arrayLength() gt 0>
    <#return field.kind() + "[" + field.arrayLength() + "], a tuple">
  <#elseif field.kind() == "u16">
    <#return "u16, 0..65535">
  <#elseif field.kind() == "s8" || field.kind() == "s16" || field.kind() == "s32">
    <#return field.kind()>
  <#elseif field.kind() == "bool">
    <#return "bool, one byte 0 or 1">
  <#elseif field.kind() == "f32" || field.kind() == "f64">
    <#return field.kind() + ", IEEE 754">
  <#elseif field.kind() == "bytes">
    <#return "bytes, length-prefixed">
  <#elseif field.kind() == "string">
    <#return "string, length-prefixed; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem">
  <#elseif field.kind() == "u8">
    <#return "u8, 0..255">
  <#elseif field.kind() == "u32">
    <#return "u32, 0..2**32-1">
  <#elseif field.kind() == "u64">
    <#return "u64, 0..2**64-1">
  <#elseif field.kind() == "s64">
    <#return "s64, -2**63..2**63-1">
  <#elseif field.kind() == "enum">
    <#return "enum " + field.enumName()>
  <#elseif field.kind() == "str">
    <#return "str; malformed UTF-8 becomes U+FFFD, with an INVALID_UTF8 problem">
  </#if>
  <#stop "wire-types.ftl: no documentation for wire type " + field.kind()>
</#function>

<#-- Reads `field` at _i into the local variable of its name and moves _i past it. -->
<#macro read field indent>
<#local inline = field.inline()>
<#if field.arrayLength() gt 0>
${indent}${field.name()}, _i = _read_array(_READ["${field.kind()}"], ${field.arrayLength()}, _p, _i, "${field.name()}")
<#elseif ["u16", "s8", "s16", "s32", "bool", "f32", "f64", "bytes", "string"]?seq_contains(field.kind())>
${indent}${field.name()}, _i = _READ["${field.kind()}"](_p, _i, "${field.name()}")
<#elseif field.kind() == "u8">
${indent}${field.name()} = _p[_i]
${indent}_i += 1
<#elseif field.kind() == "u32">
<@varint 32 inline field.name() indent/>
${indent}${field.name()} = _v
<#elseif field.kind() == "u64">
<@varint 64 inline field.name() indent/>
${indent}${field.name()} = _v
<#elseif field.kind() == "s64">
<@varint 64 inline field.name() indent/>
${indent}# Sign and magnitude; the negative zero stands for the smallest s64.
${indent}${field.name()} = (-(_v >> 1) or _INT64_MIN) if _v & 1 else _v >> 1
<#elseif field.kind() == "enum">
${indent}${field.name()} = _ENUM_${field.enumName()}[_p[_i]]
${indent}if ${field.name()} is None:
${indent}    raise _undeclared("${field.name()}", "${field.enumName()}", _p[_i])
${indent}_i += 1
<#elseif field.kind() == "str">
${indent}# ${field.name()}: a string runs to the end of the payload, decoded as the event is built.
<#else>
<#stop "wire-types.ftl: no reading for wire type " + field.kind()>
</#if>
</#macro>

<#-- Puts a field read by `read` into the new event's __dict__, _d. -->
<#macro store field indent>
<#if field.kind() == "str">
${indent}try:
${indent}    _d["${field.name()}"] = _p[_i:].decode()
${indent}except UnicodeDecodeError:
${indent}    _d["${field.name()}"] = _lossy_utf8(_p[_i:])
${indent}    raise _Utf8Warning(_o) from None
<#elseif field.kind() == "string">
${indent}try:
${indent}    _d["${field.name()}"] = ${field.name()}.decode()
${indent}except UnicodeDecodeError:
${indent}    _d["${field.name()}"] = _lossy_utf8(${field.name()})
${indent}    _w = True
<#else>
${indent}_d["${field.name()}"] = ${field.name()}
</#if>
</#macro>

<#--
  A LEB128 varint of a `bits`-wide type into _v, exactly as dev.tonband.codec.PayloadCursor reads
  it: its first `inline` bytes here, one branch per byte (most values end within them), the rest,
  with the checks of the type's last byte, by _varint_rest. `inline` is below the type's byte
  count (5 for 32 bits).
-->
<#macro varint bits inline field indent>
${indent}_v = _p[_i]
${indent}if _v < 128:
${indent}    _i += 1
${indent}else:
${indent}    _v &= 127
<@varintByte bits inline field 1 indent + "    "/>
</#macro>

<#macro varintByte bits inline field j indent>
<#if j < inline>
${indent}_b = _p[_i + ${j}]
${indent}if _b < 128:
${indent}    _v |= _b << ${7 * j}
${indent}    _i += ${j + 1}
${indent}else:
${indent}    _v |= (_b & 127) << ${7 * j}
<@varintByte bits inline field j + 1 indent + "    "/>
<#else>
${indent}_v, _i = _varint_rest(_p, _i + ${j}, _v, ${j}, ${bits}, "${field}")
</#if>
</#macro>
