#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT
# Checks that every tool the build runs is installed, before Maven builds anything: the root
# pom.xml runs this first, so a missing tool stops the build at once with the install line,
# instead of minutes later inside CMake. Uses only bash builtins and the tools it checks.
#
#   target-firmware/check-tools.sh                    every tool `mvn verify` runs
#   target-firmware/check-tools.sh --skip-tests=true  only those a build with -DskipTests runs:
#                                                     it still builds the C side with CMake (the
#                                                     tests included) but runs no test, so it needs
#                                                     no QEMU, socat, Chromium or Node
# Exit 0 when all are there; else the list, the apt-get line, and exit 1.

case "${1:-}" in
  "" | --skip-tests=false) skip_tests=false ;;
  --skip-tests=true) skip_tests=true ;;
  *)
    echo "usage: check-tools.sh [--skip-tests=true|false]" >&2
    exit 2
    ;;
esac

missing_tools=()
missing_packages=()

missing() { # tool package
  missing_tools+=("$1")
  local p
  for p in "${missing_packages[@]}"; do
    [ "$p" = "$2" ] && return
  done
  missing_packages+=("$2")
}

need() { # tool package
  command -v "$1" >/dev/null 2>&1 || missing "$1" "$2"
}

# Configuring and building the C side (target-firmware/CMakeLists.txt).
need cmake cmake
need ninja ninja-build
need gcc gcc
need cc gcc
need nm binutils
need clang clang
need arm-none-eabi-gcc gcc-arm-none-eabi
need arm-none-eabi-nm binutils-arm-none-eabi
need riscv64-unknown-elf-gcc gcc-riscv64-unknown-elf
if [ "$skip_tests" = false ]; then
  # Running the tests: CTest; the QEMU demos and the real-kernel examples under QEMU (Cortex-M and
  # RISC-V); the serial port tests on socat's pseudo-terminals.
  need ctest cmake
  need qemu-system-arm qemu-system-arm
  need qemu-system-riscv32 qemu-system-misc
  need socat socat
  # The docs site's browser test (site/) drives Debian's Chromium through its driver; the host's
  # tests open tonband report's HTML in Chromium.
  need chromium chromium
  need chromedriver chromium-driver
  # The web converter's tests run its builds under Node (and in the same Chromium).
  need node nodejs
  need npm npm
fi

# The C tests are built with AddressSanitizer and UndefinedBehaviorSanitizer.
if command -v cc >/dev/null 2>&1; then
  if ! printf 'int main(void) { return 0; }\n' | cc -x c -fsanitize=address,undefined -o /dev/null - >/dev/null 2>&1; then
    missing "cc -fsanitize=address,undefined (the sanitizer runtimes)" gcc
  fi
fi
# The QEMU demo links against newlib-nano.
if command -v arm-none-eabi-gcc >/dev/null 2>&1; then
  specs=$(arm-none-eabi-gcc -print-file-name=nano.specs 2>/dev/null)
  if [ "${specs#/}" = "$specs" ]; then
    missing "newlib for arm-none-eabi (nano.specs)" libnewlib-arm-none-eabi
  fi
fi
# The rv32 images link against picolibc.
if command -v riscv64-unknown-elf-gcc >/dev/null 2>&1; then
  specs=$(riscv64-unknown-elf-gcc -print-file-name=picolibc.specs 2>/dev/null)
  if [ "${specs#/}" = "$specs" ]; then
    missing "picolibc for riscv64-unknown-elf (picolibc.specs)" picolibc-riscv64-unknown-elf
  fi
fi
# The Python codec's tests and the pytest example run Debian's python3 (the root pom's
# tonband.python), 3.9 or newer, with pytest, PyYAML (budgets files), and with pip, setuptools and
# wheel to install the package in a test.
python=${TONBAND_PYTHON:-/usr/bin/python3}
if [ "$skip_tests" = false ]; then
  if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 9))' >/dev/null 2>&1; then
    missing "$python, Python 3.9 or newer" python3
  else
    "$python" -c 'import pytest' >/dev/null 2>&1 || missing "pytest for $python" python3-pytest
    "$python" -c 'import yaml' >/dev/null 2>&1 || missing "PyYAML for $python" python3-yaml
    "$python" -c 'import setuptools, wheel, pip' >/dev/null 2>&1 || missing "pip, setuptools and wheel for $python" python3-pip
  fi
fi
# target-firmware/CMakeLists.txt needs CMake 3.25.
if command -v cmake >/dev/null 2>&1; then
  version=$(cmake --version 2>/dev/null)
  version=${version#cmake version }
  version=${version%%[!0-9.]*}
  IFS=. read -r major minor _ <<<"$version"
  if [ "${major:-0}" -lt 3 ] || { [ "${major:-0}" -eq 3 ] && [ "${minor:-0}" -lt 25 ]; }; then
    missing "cmake 3.25 or newer (found ${version:-an unknown version})" cmake
  fi
fi

if [ ${#missing_tools[@]} -eq 0 ]; then
  exit 0
fi
{
  echo "The build needs tools that are not installed:"
  for t in "${missing_tools[@]}"; do
    echo "  - $t"
  done
  echo "Install them (Debian/Ubuntu) and run the build again:"
  echo "  sudo apt-get update && sudo apt-get install -y ${missing_packages[*]}"
  echo "(README.md, 'Set up and run', lists every prerequisite.)"
} >&2
exit 1
