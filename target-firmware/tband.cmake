# SPDX-FileCopyrightText: 2026 The Tonband authors
# SPDX-License-Identifier: MIT

# tband.cmake: adds the Tonband runtime to a CMake firmware build.
#
#   include(path/to/target-firmware/tband.cmake)
#   tband_add_runtime(tband CONFIG_DIR ${CMAKE_CURRENT_SOURCE_DIR}/trace PORT cortex-m)
#   target_link_libraries(firmware PRIVATE tband)
#
# CONFIG_DIR holds your tband_config.h. PORT is one of the ports under ports/ (posix,
# cortex-m, cortex-m-freertos, riscv) or a directory of your own holding tband_port.h and any .c
# files of the port. EVENTS <name> builds with your own catalogue of application events, as
# tband_generate(<name> ...) generates it (below); without it, APP_EVENTS ON adds the
# application event functions of Tonband's own catalogue (generated-c/tband_app_events.c). The
# library is static; the C standard is the caller's (C99 or newer; C11 when
# tband_portNUMBER_OF_CORES > 1, unless the port has its own atomics, as riscv does).
#
#   tband_generate(app_events CATALOGUE ${CMAKE_CURRENT_SOURCE_DIR}/app-events.yaml)
#   tband_add_runtime(tband CONFIG_DIR ... PORT cortex-m EVENTS app_events)
#
# tband_generate runs `tonband generate` at build time, whenever the catalogue (or tonband.jar)
# changes, into OUTPUT_DIR (default: <build dir>/<name>): tband_encode.h, tband_app_events.h
# and tband_app_events.c of your groups merged with the built-in ones. It needs java and
# tonband.jar: TONBAND_JAR, found beside target-firmware/ in a release, or in host/target/ of
# a built checkout. DOCS_DIR also writes the catalogue's event index (events.md) there.
include_guard(GLOBAL)

set(TBAND_RUNTIME_DIR "${CMAKE_CURRENT_LIST_DIR}")
cmake_path(SET TBAND_GENERATED_DIR NORMALIZE "${CMAKE_CURRENT_LIST_DIR}/../generated-c")
set(TBAND_RUNTIME_SOURCES
    "${TBAND_RUNTIME_DIR}/src/tband_core.c"
    "${TBAND_RUNTIME_DIR}/src/tband_backend_streaming.c"
    "${TBAND_RUNTIME_DIR}/src/tband_backend_snapshot.c"
    "${TBAND_RUNTIME_DIR}/src/tband_backend_post_mortem.c"
    "${TBAND_RUNTIME_DIR}/src/tband_backend_external.c"
    "${TBAND_RUNTIME_DIR}/src/tband_freertos.c")

find_file(TONBAND_JAR tonband.jar
  PATHS "${TBAND_RUNTIME_DIR}/.." "${TBAND_RUNTIME_DIR}/../host/target" NO_DEFAULT_PATH
  DOC "tonband.jar, the Tonband CLI that generates the C code of a catalogue")

function(tband_generate name)
  cmake_parse_arguments(T "" "CATALOGUE;OUTPUT_DIR;DOCS_DIR" "" ${ARGN})
  if(NOT T_CATALOGUE)
    message(FATAL_ERROR "tband_generate(${name} CATALOGUE <app-events.yaml> [OUTPUT_DIR <dir>] [DOCS_DIR <dir>])")
  endif()
  if(NOT TONBAND_JAR)
    message(FATAL_ERROR "tband_generate: no tonband.jar beside ${TBAND_RUNTIME_DIR}; set TONBAND_JAR to it "
                        "(in a checkout, `mvn package -DskipTests` builds host/target/tonband.jar)")
  endif()
  find_package(Java 17 REQUIRED COMPONENTS Runtime)
  cmake_path(ABSOLUTE_PATH T_CATALOGUE BASE_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT T_OUTPUT_DIR)
    set(T_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/${name}")
  endif()
  set(docs)
  if(T_DOCS_DIR)
    set(docs --docs-out "${T_DOCS_DIR}")
  endif()
  set(files "${T_OUTPUT_DIR}/tband_encode.h" "${T_OUTPUT_DIR}/tband_app_events.h" "${T_OUTPUT_DIR}/tband_app_events.c")
  # The generator leaves unchanged files alone, so a stamp marks when it last ran.
  add_custom_command(
    OUTPUT "${T_OUTPUT_DIR}/.generated"
    BYPRODUCTS ${files}
    COMMAND "${Java_JAVA_EXECUTABLE}" -jar "${TONBAND_JAR}" generate --catalogue "${T_CATALOGUE}"
            --c-out "${T_OUTPUT_DIR}" ${docs}
    COMMAND "${CMAKE_COMMAND}" -E touch "${T_OUTPUT_DIR}/.generated"
    DEPENDS "${T_CATALOGUE}" "${TONBAND_JAR}"
    COMMENT "Generating the trace calls of ${T_CATALOGUE}"
    VERBATIM)
  add_custom_target(${name} DEPENDS "${T_OUTPUT_DIR}/.generated")
  set_target_properties(${name} PROPERTIES TBAND_GENERATED_DIR "${T_OUTPUT_DIR}")
endfunction()

function(tband_add_runtime name)
  cmake_parse_arguments(T "" "CONFIG_DIR;PORT;APP_EVENTS;EVENTS" "" ${ARGN})
  if(NOT T_CONFIG_DIR OR NOT T_PORT)
    message(FATAL_ERROR "tband_add_runtime(${name} CONFIG_DIR <dir> PORT <port>)")
  endif()
  if(IS_DIRECTORY "${TBAND_RUNTIME_DIR}/ports/${T_PORT}")
    set(port_dir "${TBAND_RUNTIME_DIR}/ports/${T_PORT}")
  else()
    # A folder of your own, relative to this CMakeLists.txt, wherever cmake runs from.
    cmake_path(ABSOLUTE_PATH T_PORT BASE_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}" OUTPUT_VARIABLE port_dir)
  endif()
  if(NOT EXISTS "${port_dir}/tband_port.h")
    message(FATAL_ERROR "tband_add_runtime: no tband_port.h in ${port_dir}")
  endif()
  file(GLOB port_sources "${port_dir}/*.c")
  set(port_includes "${port_dir}")
  if(T_PORT STREQUAL "cortex-m-freertos")
    # Shares the Cortex-M timestamps with the bare-metal port.
    list(APPEND port_sources "${TBAND_RUNTIME_DIR}/ports/cortex-m/tband_cm_timestamp.c")
    list(APPEND port_includes "${TBAND_RUNTIME_DIR}/ports/cortex-m")
  endif()
  set(sources ${TBAND_RUNTIME_SOURCES} ${port_sources})
  set(generated_dir "${TBAND_GENERATED_DIR}")
  if(T_EVENTS)
    if(NOT TARGET ${T_EVENTS})
      message(FATAL_ERROR "tband_add_runtime: EVENTS ${T_EVENTS} names no target; make it first with "
                          "tband_generate(${T_EVENTS} CATALOGUE app-events.yaml), before tband_add_runtime")
    endif()
    # The runtime is built with the team's tband_encode.h: it sends that catalogue's fingerprint.
    get_target_property(generated_dir ${T_EVENTS} TBAND_GENERATED_DIR)
    if(NOT generated_dir)
      message(FATAL_ERROR "tband_add_runtime: EVENTS ${T_EVENTS} is not a target tband_generate made")
    endif()
    list(APPEND sources "${generated_dir}/tband_app_events.c")
  elseif(T_APP_EVENTS)
    list(APPEND sources "${TBAND_GENERATED_DIR}/tband_app_events.c")
  endif()
  add_library(${name} STATIC ${sources})
  if(T_EVENTS)
    add_dependencies(${name} ${T_EVENTS})
  endif()
  target_include_directories(${name}
    PUBLIC "${T_CONFIG_DIR}" "${TBAND_RUNTIME_DIR}/include" "${generated_dir}" ${port_includes}
    PRIVATE "${TBAND_RUNTIME_DIR}/src")
endfunction()
