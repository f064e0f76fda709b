# tband.cmake: adds the Tonband runtime to a CMake firmware build.
#
#   include(path/to/target-firmware/tband.cmake)
#   tband_add_runtime(tband CONFIG_DIR ${CMAKE_CURRENT_SOURCE_DIR}/trace PORT cortex-m)
#   target_link_libraries(firmware PRIVATE tband)
#
# CONFIG_DIR holds your tband_config.h. PORT is one of the ports under ports/ (posix,
# cortex-m, cortex-m-freertos) or a directory of your own holding tband_port.h and any .c
# files of the port. APP_EVENTS ON adds the generated application event functions
# (generated-c/tband_app_events.c). The library is static; the C standard is the caller's
# (C99 or newer; C11 when tband_portNUMBER_OF_CORES > 1).
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

function(tband_add_runtime name)
  cmake_parse_arguments(T "" "CONFIG_DIR;PORT;APP_EVENTS" "" ${ARGN})
  if(NOT T_CONFIG_DIR OR NOT T_PORT)
    message(FATAL_ERROR "tband_add_runtime(${name} CONFIG_DIR <dir> PORT <port>)")
  endif()
  if(IS_DIRECTORY "${TBAND_RUNTIME_DIR}/ports/${T_PORT}")
    set(port_dir "${TBAND_RUNTIME_DIR}/ports/${T_PORT}")
  else()
    set(port_dir "${T_PORT}")
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
  if(T_APP_EVENTS)
    list(APPEND sources "${TBAND_GENERATED_DIR}/tband_app_events.c")
  endif()
  add_library(${name} STATIC ${sources})
  target_include_directories(${name}
    PUBLIC "${T_CONFIG_DIR}" "${TBAND_RUNTIME_DIR}/include" "${TBAND_GENERATED_DIR}" ${port_includes}
    PRIVATE "${TBAND_RUNTIME_DIR}/src")
endfunction()
