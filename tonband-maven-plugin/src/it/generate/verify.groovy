// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// mvn generate-sources wrote the C files of the merged catalogue and its index.
def out = new File(basedir, 'target/generated-sources/tonband')
def app = new File(out, 'tband_app_events.h').text
assert app.contains('void tband_pump_pressure(uint8_t pump, uint32_t millibar);')
def encode = new File(out, 'tband_encode.h').text
assert encode.contains('static inline size_t encode_isr_enter(') // the built-in groups are merged in
assert encode.contains('#define TBAND_CATALOGUE_FINGERPRINT UINT64_C(0x')
assert new File(out, 'tband_app_events.c').text.contains('impl_tband_emit(')
assert new File(basedir, 'target/docs/events.md').text.contains('pump')
def log = new File(basedir, 'build.log').text
assert log.contains('4 file(s) written')
return true
