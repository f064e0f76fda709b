// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The build failed with the error at its place, and wrote nothing.
def log = new File(basedir, 'build.log').text
assert log.contains('app-events.yaml:6:9: event \'pressure\': id 0x04 already used by \'isr_enter\' (tonband:events.yaml:72:7)')
assert log.contains('1 error in ')
assert !new File(basedir, 'target/generated-sources/tonband').exists()
return true
