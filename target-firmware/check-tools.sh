#!/usr/bin/env bash
# Checks that every tool `mvn verify` runs is installed, before Maven builds anything: the root
# pom.xml runs this first, so a missing tool stops the build at once with the install line,
# instead of minutes later inside CMake. Uses only bash builtins and the tools it checks.
#
#   target-firmware/check-tools.sh     exit 0 when all are there; else the list and exit 1

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

need cmake cmake
need ctest cmake
need ninja ninja-build
need gcc gcc
need cc gcc
need nm binutils
need clang clang
need arm-none-eabi-gcc gcc-arm-none-eabi
need arm-none-eabi-nm binutils-arm-none-eabi
need qemu-system-arm qemu-system-arm
need riscv64-unknown-elf-gcc gcc-riscv64-unknown-elf
need qemu-system-riscv32 qemu-system-misc
need socat socat
# The docs site's browser test (site/) drives Debian's Chromium through its driver; the host's
# tests open tonband report's HTML in Chromium.
need chromium chromium
need chromedriver chromium-driver
# The web converter's tests run its builds under Node (and in the same Chromium).
need node nodejs
need npm npm

# The C tests run under AddressSanitizer and UndefinedBehaviorSanitizer.
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
