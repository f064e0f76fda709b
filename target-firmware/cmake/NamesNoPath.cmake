# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# Fails when a firmware image holds one of the given paths (of folders in the checkout or the
# kernel, which the images' sources and debug information would name): its bytes, and so a QEMU
# run timed by its instructions, would then depend on where it was built. A folder below the
# checkout, not the checkout alone, so that a short checkout path is not found by chance.
#   cmake "-DIMAGES=a.elf;b.elf" "-DPATHS=/src/tonband/target-firmware/;/src/FreeRTOS-Kernel/portable/" -P NamesNoPath.cmake
foreach(image IN LISTS IMAGES)
  file(READ "${image}" bytes HEX)
  foreach(path IN LISTS PATHS)
    string(HEX "${path}" needle)
    string(FIND "${bytes}" "${needle}" at)
    # Two hex digits a byte: a match at an odd digit straddles two bytes and is no match.
    while(at GREATER_EQUAL 0 AND at MATCHES "[13579]$")
      math(EXPR from "${at} + 1")
      string(SUBSTRING "${bytes}" ${from} -1 bytes)
      string(FIND "${bytes}" "${needle}" at)
    endwhile()
    if(at GREATER_EQUAL 0)
      message(FATAL_ERROR "${image} holds the path ${path}: build it with TBAND_PATH_FLAGS")
    endif()
  endforeach()
endforeach()
message(STATUS "no image holds ${PATHS}")
