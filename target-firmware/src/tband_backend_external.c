/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * tband_backend_external.c: every framed event goes to the user's tband_submit_to_backend()
 * while delivery is on. Metadata events also land in the metadata buffer as with every backend.
 */
#include "tband_core_internal.h"

#if tband_configENABLE && tband_configUSE_BACKEND_EXTERNAL

enum tband_backend_result tband_backend_submit(unsigned int core_id, uint64_t ts, const uint8_t *buf,
                                               size_t len, bool is_metadata) {
  (void)core_id;
  (void)ts;
  /* The hook's signature is Tonbandgerät's (non-const buf); it must not write to it. */
  return tband_submit_to_backend((uint8_t *)(uintptr_t)buf, len, is_metadata)
             ? TBAND_DROPPED
             : TBAND_STORED;
}

int tband_start_external(void) {
  return impl_tband_start(NULL);
}

int tband_stop_external(void) {
  return impl_tband_stop();
}

#else
typedef int tband_backend_external_unused;
#endif
