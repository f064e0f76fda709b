/*
 * random_events.c: writes random events with the generated C encoders, for the randomized
 * round trip (C encodes, the Java decoder decodes, the two are compared field by field).
 *
 * GENERATED from events.yaml by the Tonband generator; do not edit.
 *
 * This generated code may be used under the MIT license, as Tonband itself, closed products included:
 * SPDX-FileCopyrightText: 2026 The Tonband authors
 * SPDX-License-Identifier: MIT
 *
 *   random_events COUNT SEED STREAM_FILE VALUES_FILE
 *
 * STREAM_FILE receives the frames. VALUES_FILE gets a line per event: the encoder's name, then
 * each argument as type:value, tab-separated (integers in decimal, u64 unsigned; enums by their
 * number; strings as the hex of the bytes passed in, before any truncation).
 */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "tband_encode.h"

static uint64_t rng_state;

/* xorshift64*: small, and the same sequence on every machine. */
static uint64_t next_random(void) {
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * UINT64_C(2685821657736338717);
}

/* Values of every varint length, with the edges of each type more often than chance would pick. */
static uint64_t random_bits(unsigned width) {
  uint64_t r = next_random();
  unsigned bits = (unsigned)(next_random() % (width + 1u));
  switch (next_random() % 8u) {
    case 0:
      return 0;
    case 1:
      return width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1u;
    default:
      return bits == 0 ? 0 : r >> (64u - bits);
  }
}

static uint8_t random_u8(FILE *values) {
  uint8_t v = (uint8_t)random_bits(8);
  fprintf(values, "\tu8:%u", (unsigned)v);
  return v;
}

static uint32_t random_u32(FILE *values) {
  uint32_t v = (uint32_t)random_bits(32);
  fprintf(values, "\tu32:%" PRIu32, v);
  return v;
}

static uint64_t random_u64(FILE *values) {
  uint64_t v = random_bits(64);
  fprintf(values, "\tu64:%" PRIu64, v);
  return v;
}

static int64_t random_s64(FILE *values) {
  uint64_t magnitude = random_bits(63);
  int64_t v = (next_random() & 1u) ? -(int64_t)magnitude : (int64_t)magnitude;
  if (next_random() % 16u == 0) {
    v = INT64_MIN;
  }
  fprintf(values, "\ts64:%" PRId64, v);
  return v;
}

static int random_enum(FILE *values, const char *name, const int *choices, size_t count) {
  int v = choices[next_random() % count];
  fprintf(values, "\t%s:%d", name, v);
  return v;
}

/* ASCII and 2-, 3- and 4-byte UTF-8 characters, up to a few bytes past the encoder's limit. */
static const char *random_str(FILE *values, char *out) {
  static const char *const pieces[] = {"a", "Z", "7", " ", "\303\251", "\342\202\254", "\360\237\230\200"};
  size_t limit = (size_t)(next_random() % (tband_configMAX_STR_LEN + 8u));
  size_t length = 0;
  size_t i;
  while (length < limit) {
    const char *piece = pieces[next_random() % (sizeof pieces / sizeof pieces[0])];
    while (*piece != '\0') {
      out[length++] = *piece++;
    }
  }
  out[length] = '\0';
  fprintf(values, "\tstr:");
  for (i = 0; i < length; i++) {
    fprintf(values, "%02x", (unsigned)(uint8_t)out[i]);
  }
  return out;
}

static const int FrQueueKind_values[] = {FRQK_QUEUE, FRQK_COUNTING_SEMPHR, FRQK_BINARY_SEMPHR, FRQK_MUTEX, FRQK_RECURSIVE_MUTEX, FRQK_QUEUE_SET};

static const int FrStreamBufferKind_values[] = {FRSBK_STREAM_BUFFER, FRSBK_MESSAGE_BUFFER};

static const int FrFailedCall_values[] = {FRFC_SEND, FRFC_RECEIVE, FRFC_PEEK, FRFC_SEND_FROM_ISR, FRFC_RECEIVE_FROM_ISR, FRFC_PEEK_FROM_ISR, FRFC_GIVE_NOT_HELD};

static const int DemoMotorPhase_values[] = {DEMO_MOTOR_STOPPED, DEMO_MOTOR_RAMPING, DEMO_MOTOR_RUNNING, DEMO_MOTOR_FAULT};

static size_t random_encode_core_id(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t core_id;
  fprintf(values, "encode_core_id");
  fprintf(values, "\tu64:%" PRIu64, ts);
  core_id = random_u32(values);
  fprintf(values, "\n");
  return encode_core_id(buf, ts, core_id);
}

static size_t random_encode_dropped_evt_cnt(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t cnt;
  fprintf(values, "encode_dropped_evt_cnt");
  fprintf(values, "\tu64:%" PRIu64, ts);
  cnt = random_u32(values);
  fprintf(values, "\n");
  return encode_dropped_evt_cnt(buf, ts, cnt);
}

static size_t random_encode_ts_resolution_ns(uint8_t *buf, uint64_t ts, FILE *values) {
  uint64_t ns_per_ts;
  fprintf(values, "encode_ts_resolution_ns");
  (void)ts;
  ns_per_ts = random_u64(values);
  fprintf(values, "\n");
  return encode_ts_resolution_ns(buf, ns_per_ts);
}

static size_t random_encode_isr_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t isr_id;
  const char *name;
  fprintf(values, "encode_isr_name");
  (void)ts;
  isr_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_isr_name(buf, isr_id, name);
}

static size_t random_encode_isr_enter(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t isr_id;
  fprintf(values, "encode_isr_enter");
  fprintf(values, "\tu64:%" PRIu64, ts);
  isr_id = random_u32(values);
  fprintf(values, "\n");
  return encode_isr_enter(buf, ts, isr_id);
}

static size_t random_encode_isr_exit(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t isr_id;
  fprintf(values, "encode_isr_exit");
  fprintf(values, "\tu64:%" PRIu64, ts);
  isr_id = random_u32(values);
  fprintf(values, "\n");
  return encode_isr_exit(buf, ts, isr_id);
}

static size_t random_encode_evtmarker_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  const char *name;
  fprintf(values, "encode_evtmarker_name");
  (void)ts;
  evtmarker_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_evtmarker_name(buf, evtmarker_id, name);
}

static size_t random_encode_evtmarker(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  const char *msg;
  fprintf(values, "encode_evtmarker");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  msg = random_str(values, str);
  fprintf(values, "\n");
  return encode_evtmarker(buf, ts, evtmarker_id, msg);
}

static size_t random_encode_evtmarker_begin(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  const char *msg;
  fprintf(values, "encode_evtmarker_begin");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  msg = random_str(values, str);
  fprintf(values, "\n");
  return encode_evtmarker_begin(buf, ts, evtmarker_id, msg);
}

static size_t random_encode_evtmarker_end(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t evtmarker_id;
  fprintf(values, "encode_evtmarker_end");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  fprintf(values, "\n");
  return encode_evtmarker_end(buf, ts, evtmarker_id);
}

static size_t random_encode_valmarker_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t valmarker_id;
  const char *name;
  fprintf(values, "encode_valmarker_name");
  (void)ts;
  valmarker_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_valmarker_name(buf, valmarker_id, name);
}

static size_t random_encode_valmarker(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t valmarker_id;
  int64_t val;
  fprintf(values, "encode_valmarker");
  fprintf(values, "\tu64:%" PRIu64, ts);
  valmarker_id = random_u32(values);
  val = random_s64(values);
  fprintf(values, "\n");
  return encode_valmarker(buf, ts, valmarker_id, val);
}

static size_t random_encode_catalogue_fingerprint(uint8_t *buf, uint64_t ts, FILE *values) {
  uint64_t fingerprint;
  fprintf(values, "encode_catalogue_fingerprint");
  (void)ts;
  fingerprint = random_u64(values);
  fprintf(values, "\n");
  return encode_catalogue_fingerprint(buf, fingerprint);
}

static size_t random_encode_ts_frequency_hz(uint8_t *buf, uint64_t ts, FILE *values) {
  uint64_t hz;
  fprintf(values, "encode_ts_frequency_hz");
  (void)ts;
  hz = random_u64(values);
  fprintf(values, "\n");
  return encode_ts_frequency_hz(buf, hz);
}

static size_t random_encode_freertos_task_switched_in(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_switched_in");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_switched_in(buf, ts, task_id);
}

static size_t random_encode_freertos_task_to_rdy_state(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_to_rdy_state");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_to_rdy_state(buf, ts, task_id);
}

static size_t random_encode_freertos_task_resumed(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_resumed");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_resumed(buf, ts, task_id);
}

static size_t random_encode_freertos_task_resumed_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_resumed_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_resumed_from_isr(buf, ts, task_id);
}

static size_t random_encode_freertos_task_suspended(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_suspended");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_suspended(buf, ts, task_id);
}

static size_t random_encode_freertos_curtask_delay(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t ticks;
  fprintf(values, "encode_freertos_curtask_delay");
  fprintf(values, "\tu64:%" PRIu64, ts);
  ticks = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_delay(buf, ts, ticks);
}

static size_t random_encode_freertos_curtask_delay_until(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t time_to_wake;
  fprintf(values, "encode_freertos_curtask_delay_until");
  fprintf(values, "\tu64:%" PRIu64, ts);
  time_to_wake = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_delay_until(buf, ts, time_to_wake);
}

static size_t random_encode_freertos_task_priority_set(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t priority;
  fprintf(values, "encode_freertos_task_priority_set");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  priority = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_priority_set(buf, ts, task_id, priority);
}

static size_t random_encode_freertos_task_priority_inherit(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t priority;
  fprintf(values, "encode_freertos_task_priority_inherit");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  priority = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_priority_inherit(buf, ts, task_id, priority);
}

static size_t random_encode_freertos_task_priority_disinherit(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t priority;
  fprintf(values, "encode_freertos_task_priority_disinherit");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  priority = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_priority_disinherit(buf, ts, task_id, priority);
}

static size_t random_encode_freertos_task_created(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_created");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_created(buf, ts, task_id);
}

static size_t random_encode_freertos_task_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t task_id;
  const char *name;
  fprintf(values, "encode_freertos_task_name");
  (void)ts;
  task_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_task_name(buf, task_id, name);
}

static size_t random_encode_freertos_task_is_idle_task(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t core_id;
  fprintf(values, "encode_freertos_task_is_idle_task");
  (void)ts;
  task_id = random_u32(values);
  core_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_is_idle_task(buf, task_id, core_id);
}

static size_t random_encode_freertos_task_is_timer_task(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_is_timer_task");
  (void)ts;
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_is_timer_task(buf, task_id);
}

static size_t random_encode_freertos_task_deleted(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  fprintf(values, "encode_freertos_task_deleted");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_deleted(buf, ts, task_id);
}

static size_t random_encode_freertos_queue_created(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  fprintf(values, "encode_freertos_queue_created");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_created(buf, ts, queue_id);
}

static size_t random_encode_freertos_queue_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t queue_id;
  const char *name;
  fprintf(values, "encode_freertos_queue_name");
  (void)ts;
  queue_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_queue_name(buf, queue_id, name);
}

static size_t random_encode_freertos_queue_kind(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  enum FrQueueKind kind;
  fprintf(values, "encode_freertos_queue_kind");
  (void)ts;
  queue_id = random_u32(values);
  kind = (enum FrQueueKind)random_enum(values, "FrQueueKind", FrQueueKind_values, sizeof FrQueueKind_values / sizeof FrQueueKind_values[0]);
  fprintf(values, "\n");
  return encode_freertos_queue_kind(buf, queue_id, kind);
}

static size_t random_encode_freertos_queue_send(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_send");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_send(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_send_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_send_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_send_from_isr(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_overwrite(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_overwrite");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_overwrite(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_overwrite_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_overwrite_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_overwrite_from_isr(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_receive(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_receive");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_receive(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_receive_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t len_after;
  fprintf(values, "encode_freertos_queue_receive_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_receive_from_isr(buf, ts, queue_id, len_after);
}

static size_t random_encode_freertos_queue_reset(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  fprintf(values, "encode_freertos_queue_reset");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_reset(buf, ts, queue_id);
}

static size_t random_encode_freertos_curtask_block_on_queue_peek(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t ticks_to_wait;
  fprintf(values, "encode_freertos_curtask_block_on_queue_peek");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  ticks_to_wait = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_queue_peek(buf, ts, queue_id, ticks_to_wait);
}

static size_t random_encode_freertos_curtask_block_on_queue_send(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t ticks_to_wait;
  fprintf(values, "encode_freertos_curtask_block_on_queue_send");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  ticks_to_wait = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_queue_send(buf, ts, queue_id, ticks_to_wait);
}

static size_t random_encode_freertos_curtask_block_on_queue_receive(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t ticks_to_wait;
  fprintf(values, "encode_freertos_curtask_block_on_queue_receive");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  ticks_to_wait = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_queue_receive(buf, ts, queue_id, ticks_to_wait);
}

static size_t random_encode_freertos_queue_cur_length(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t length;
  fprintf(values, "encode_freertos_queue_cur_length");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  length = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_cur_length(buf, ts, queue_id, length);
}

static size_t random_encode_freertos_queue_deleted(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  fprintf(values, "encode_freertos_queue_deleted");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_deleted(buf, ts, queue_id);
}

static size_t random_encode_freertos_stream_buffer_created(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  enum FrStreamBufferKind kind;
  uint32_t size;
  fprintf(values, "encode_freertos_stream_buffer_created");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  kind = (enum FrStreamBufferKind)random_enum(values, "FrStreamBufferKind", FrStreamBufferKind_values, sizeof FrStreamBufferKind_values / sizeof FrStreamBufferKind_values[0]);
  size = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_created(buf, ts, sb_id, kind, size);
}

static size_t random_encode_freertos_stream_buffer_kind(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  enum FrStreamBufferKind kind;
  uint32_t size;
  fprintf(values, "encode_freertos_stream_buffer_kind");
  (void)ts;
  sb_id = random_u32(values);
  kind = (enum FrStreamBufferKind)random_enum(values, "FrStreamBufferKind", FrStreamBufferKind_values, sizeof FrStreamBufferKind_values / sizeof FrStreamBufferKind_values[0]);
  size = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_kind(buf, sb_id, kind, size);
}

static size_t random_encode_freertos_stream_buffer_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t sb_id;
  const char *name;
  fprintf(values, "encode_freertos_stream_buffer_name");
  (void)ts;
  sb_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_name(buf, sb_id, name);
}

static size_t random_encode_freertos_stream_buffer_send(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  uint32_t bytes;
  uint32_t len_after;
  fprintf(values, "encode_freertos_stream_buffer_send");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  bytes = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_send(buf, ts, sb_id, bytes, len_after);
}

static size_t random_encode_freertos_stream_buffer_send_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  uint32_t bytes;
  uint32_t len_after;
  fprintf(values, "encode_freertos_stream_buffer_send_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  bytes = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_send_from_isr(buf, ts, sb_id, bytes, len_after);
}

static size_t random_encode_freertos_stream_buffer_receive(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  uint32_t bytes;
  uint32_t len_after;
  fprintf(values, "encode_freertos_stream_buffer_receive");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  bytes = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_receive(buf, ts, sb_id, bytes, len_after);
}

static size_t random_encode_freertos_stream_buffer_receive_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  uint32_t bytes;
  uint32_t len_after;
  fprintf(values, "encode_freertos_stream_buffer_receive_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  bytes = random_u32(values);
  len_after = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_receive_from_isr(buf, ts, sb_id, bytes, len_after);
}

static size_t random_encode_freertos_stream_buffer_reset(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  fprintf(values, "encode_freertos_stream_buffer_reset");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_reset(buf, ts, sb_id);
}

static size_t random_encode_freertos_curtask_block_on_stream_buffer_send(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  fprintf(values, "encode_freertos_curtask_block_on_stream_buffer_send");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_stream_buffer_send(buf, ts, sb_id);
}

static size_t random_encode_freertos_curtask_block_on_stream_buffer_receive(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  fprintf(values, "encode_freertos_curtask_block_on_stream_buffer_receive");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_stream_buffer_receive(buf, ts, sb_id);
}

static size_t random_encode_freertos_stream_buffer_deleted(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  fprintf(values, "encode_freertos_stream_buffer_deleted");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_deleted(buf, ts, sb_id);
}

static size_t random_encode_freertos_event_group_created(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t eg_id;
  fprintf(values, "encode_freertos_event_group_created");
  fprintf(values, "\tu64:%" PRIu64, ts);
  eg_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_event_group_created(buf, ts, eg_id);
}

static size_t random_encode_freertos_event_group_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t eg_id;
  const char *name;
  fprintf(values, "encode_freertos_event_group_name");
  (void)ts;
  eg_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_event_group_name(buf, eg_id, name);
}

static size_t random_encode_freertos_event_group_set_bits(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t eg_id;
  uint32_t bits;
  uint32_t value;
  fprintf(values, "encode_freertos_event_group_set_bits");
  fprintf(values, "\tu64:%" PRIu64, ts);
  eg_id = random_u32(values);
  bits = random_u32(values);
  value = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_event_group_set_bits(buf, ts, eg_id, bits, value);
}

static size_t random_encode_freertos_event_group_clear_bits(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t eg_id;
  uint32_t bits;
  uint32_t value;
  fprintf(values, "encode_freertos_event_group_clear_bits");
  fprintf(values, "\tu64:%" PRIu64, ts);
  eg_id = random_u32(values);
  bits = random_u32(values);
  value = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_event_group_clear_bits(buf, ts, eg_id, bits, value);
}

static size_t random_encode_freertos_curtask_block_on_event_group(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t eg_id;
  uint32_t bits;
  fprintf(values, "encode_freertos_curtask_block_on_event_group");
  fprintf(values, "\tu64:%" PRIu64, ts);
  eg_id = random_u32(values);
  bits = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_event_group(buf, ts, eg_id, bits);
}

static size_t random_encode_freertos_event_group_deleted(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t eg_id;
  fprintf(values, "encode_freertos_event_group_deleted");
  fprintf(values, "\tu64:%" PRIu64, ts);
  eg_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_event_group_deleted(buf, ts, eg_id);
}

static size_t random_encode_freertos_task_notify(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t index;
  fprintf(values, "encode_freertos_task_notify");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  index = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_notify(buf, ts, task_id, index);
}

static size_t random_encode_freertos_task_notify_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t index;
  fprintf(values, "encode_freertos_task_notify_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  index = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_notify_from_isr(buf, ts, task_id, index);
}

static size_t random_encode_freertos_curtask_block_on_notify(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t index;
  fprintf(values, "encode_freertos_curtask_block_on_notify");
  fprintf(values, "\tu64:%" PRIu64, ts);
  index = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_curtask_block_on_notify(buf, ts, index);
}

static size_t random_encode_freertos_timer_created(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t timer_id;
  fprintf(values, "encode_freertos_timer_created");
  fprintf(values, "\tu64:%" PRIu64, ts);
  timer_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_timer_created(buf, ts, timer_id);
}

static size_t random_encode_freertos_timer_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t timer_id;
  const char *name;
  fprintf(values, "encode_freertos_timer_name");
  (void)ts;
  timer_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_timer_name(buf, timer_id, name);
}

static size_t random_encode_freertos_timer_expired(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t timer_id;
  fprintf(values, "encode_freertos_timer_expired");
  fprintf(values, "\tu64:%" PRIu64, ts);
  timer_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_timer_expired(buf, ts, timer_id);
}

static size_t random_encode_freertos_queue_peek(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t length;
  fprintf(values, "encode_freertos_queue_peek");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  length = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_peek(buf, ts, queue_id, length);
}

static size_t random_encode_freertos_queue_peek_from_isr(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  uint32_t length;
  fprintf(values, "encode_freertos_queue_peek_from_isr");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  length = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_queue_peek_from_isr(buf, ts, queue_id, length);
}

static size_t random_encode_freertos_heap_malloc(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t address;
  uint32_t size;
  fprintf(values, "encode_freertos_heap_malloc");
  fprintf(values, "\tu64:%" PRIu64, ts);
  address = random_u32(values);
  size = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_heap_malloc(buf, ts, address, size);
}

static size_t random_encode_freertos_heap_free(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t address;
  uint32_t size;
  fprintf(values, "encode_freertos_heap_free");
  fprintf(values, "\tu64:%" PRIu64, ts);
  address = random_u32(values);
  size = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_heap_free(buf, ts, address, size);
}

static size_t random_encode_freertos_heap_malloc_failed(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t size;
  fprintf(values, "encode_freertos_heap_malloc_failed");
  fprintf(values, "\tu64:%" PRIu64, ts);
  size = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_heap_malloc_failed(buf, ts, size);
}

static size_t random_encode_freertos_task_stack_low(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t free;
  fprintf(values, "encode_freertos_task_stack_low");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  free = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_stack_low(buf, ts, task_id, free);
}

static size_t random_encode_freertos_task_stack_high_water(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t task_id;
  uint32_t free_min;
  fprintf(values, "encode_freertos_task_stack_high_water");
  fprintf(values, "\tu64:%" PRIu64, ts);
  task_id = random_u32(values);
  free_min = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_stack_high_water(buf, ts, task_id, free_min);
}

static size_t random_encode_freertos_queue_call_failed(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t queue_id;
  enum FrFailedCall call;
  fprintf(values, "encode_freertos_queue_call_failed");
  fprintf(values, "\tu64:%" PRIu64, ts);
  queue_id = random_u32(values);
  call = (enum FrFailedCall)random_enum(values, "FrFailedCall", FrFailedCall_values, sizeof FrFailedCall_values / sizeof FrFailedCall_values[0]);
  fprintf(values, "\n");
  return encode_freertos_queue_call_failed(buf, ts, queue_id, call);
}

static size_t random_encode_freertos_stream_buffer_call_failed(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t sb_id;
  enum FrFailedCall call;
  fprintf(values, "encode_freertos_stream_buffer_call_failed");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sb_id = random_u32(values);
  call = (enum FrFailedCall)random_enum(values, "FrFailedCall", FrFailedCall_values, sizeof FrFailedCall_values / sizeof FrFailedCall_values[0]);
  fprintf(values, "\n");
  return encode_freertos_stream_buffer_call_failed(buf, ts, sb_id, call);
}

static size_t random_encode_freertos_task_evtmarker_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  uint32_t task_id;
  const char *name;
  fprintf(values, "encode_freertos_task_evtmarker_name");
  (void)ts;
  evtmarker_id = random_u32(values);
  task_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_task_evtmarker_name(buf, evtmarker_id, task_id, name);
}

static size_t random_encode_freertos_task_evtmarker(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  const char *msg;
  fprintf(values, "encode_freertos_task_evtmarker");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  msg = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_task_evtmarker(buf, ts, evtmarker_id, msg);
}

static size_t random_encode_freertos_task_evtmarker_begin(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t evtmarker_id;
  const char *msg;
  fprintf(values, "encode_freertos_task_evtmarker_begin");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  msg = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_task_evtmarker_begin(buf, ts, evtmarker_id, msg);
}

static size_t random_encode_freertos_task_evtmarker_end(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t evtmarker_id;
  fprintf(values, "encode_freertos_task_evtmarker_end");
  fprintf(values, "\tu64:%" PRIu64, ts);
  evtmarker_id = random_u32(values);
  fprintf(values, "\n");
  return encode_freertos_task_evtmarker_end(buf, ts, evtmarker_id);
}

static size_t random_encode_freertos_task_valmarker_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint32_t valmarker_id;
  uint32_t task_id;
  const char *name;
  fprintf(values, "encode_freertos_task_valmarker_name");
  (void)ts;
  valmarker_id = random_u32(values);
  task_id = random_u32(values);
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_freertos_task_valmarker_name(buf, valmarker_id, task_id, name);
}

static size_t random_encode_freertos_task_valmarker(uint8_t *buf, uint64_t ts, FILE *values) {
  uint32_t valmarker_id;
  int64_t val;
  fprintf(values, "encode_freertos_task_valmarker");
  fprintf(values, "\tu64:%" PRIu64, ts);
  valmarker_id = random_u32(values);
  val = random_s64(values);
  fprintf(values, "\n");
  return encode_freertos_task_valmarker(buf, ts, valmarker_id, val);
}

static size_t random_encode_demo_sensor_sample(uint8_t *buf, uint64_t ts, FILE *values) {
  uint8_t sensor;
  int64_t value;
  uint32_t raw;
  uint8_t quality;
  fprintf(values, "encode_demo_sensor_sample");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sensor = random_u8(values);
  value = random_s64(values);
  raw = random_u32(values);
  quality = random_u8(values);
  fprintf(values, "\n");
  return encode_demo_sensor_sample(buf, ts, sensor, value, raw, quality);
}

static size_t random_encode_demo_sensor_sample_upto_raw(uint8_t *buf, uint64_t ts, FILE *values) {
  uint8_t sensor;
  int64_t value;
  uint32_t raw;
  fprintf(values, "encode_demo_sensor_sample_upto_raw");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sensor = random_u8(values);
  value = random_s64(values);
  raw = random_u32(values);
  fprintf(values, "\n");
  return encode_demo_sensor_sample_upto_raw(buf, ts, sensor, value, raw);
}

static size_t random_encode_demo_sensor_sample_base(uint8_t *buf, uint64_t ts, FILE *values) {
  uint8_t sensor;
  int64_t value;
  fprintf(values, "encode_demo_sensor_sample_base");
  fprintf(values, "\tu64:%" PRIu64, ts);
  sensor = random_u8(values);
  value = random_s64(values);
  fprintf(values, "\n");
  return encode_demo_sensor_sample_base(buf, ts, sensor, value);
}

static size_t random_encode_demo_motor_state(uint8_t *buf, uint64_t ts, FILE *values) {
  uint8_t motor;
  enum DemoMotorPhase state;
  fprintf(values, "encode_demo_motor_state");
  fprintf(values, "\tu64:%" PRIu64, ts);
  motor = random_u8(values);
  state = (enum DemoMotorPhase)random_enum(values, "DemoMotorPhase", DemoMotorPhase_values, sizeof DemoMotorPhase_values / sizeof DemoMotorPhase_values[0]);
  fprintf(values, "\n");
  return encode_demo_motor_state(buf, ts, motor, state);
}

static size_t random_encode_demo_log_line(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  uint8_t level;
  const char *text;
  fprintf(values, "encode_demo_log_line");
  fprintf(values, "\tu64:%" PRIu64, ts);
  level = random_u8(values);
  text = random_str(values, str);
  fprintf(values, "\n");
  return encode_demo_log_line(buf, ts, level, text);
}

static size_t random_encode_demo_board_name(uint8_t *buf, uint64_t ts, FILE *values) {
  char str[tband_configMAX_STR_LEN + 16];
  const char *name;
  fprintf(values, "encode_demo_board_name");
  (void)ts;
  name = random_str(values, str);
  fprintf(values, "\n");
  return encode_demo_board_name(buf, name);
}

/* One writer per encoder; a new event adds a writer and a line here, and changes no other. */
static size_t (*const random_encoders[])(uint8_t *buf, uint64_t ts, FILE *values) = {
    random_encode_core_id,
    random_encode_dropped_evt_cnt,
    random_encode_ts_resolution_ns,
    random_encode_isr_name,
    random_encode_isr_enter,
    random_encode_isr_exit,
    random_encode_evtmarker_name,
    random_encode_evtmarker,
    random_encode_evtmarker_begin,
    random_encode_evtmarker_end,
    random_encode_valmarker_name,
    random_encode_valmarker,
    random_encode_catalogue_fingerprint,
    random_encode_ts_frequency_hz,
    random_encode_freertos_task_switched_in,
    random_encode_freertos_task_to_rdy_state,
    random_encode_freertos_task_resumed,
    random_encode_freertos_task_resumed_from_isr,
    random_encode_freertos_task_suspended,
    random_encode_freertos_curtask_delay,
    random_encode_freertos_curtask_delay_until,
    random_encode_freertos_task_priority_set,
    random_encode_freertos_task_priority_inherit,
    random_encode_freertos_task_priority_disinherit,
    random_encode_freertos_task_created,
    random_encode_freertos_task_name,
    random_encode_freertos_task_is_idle_task,
    random_encode_freertos_task_is_timer_task,
    random_encode_freertos_task_deleted,
    random_encode_freertos_queue_created,
    random_encode_freertos_queue_name,
    random_encode_freertos_queue_kind,
    random_encode_freertos_queue_send,
    random_encode_freertos_queue_send_from_isr,
    random_encode_freertos_queue_overwrite,
    random_encode_freertos_queue_overwrite_from_isr,
    random_encode_freertos_queue_receive,
    random_encode_freertos_queue_receive_from_isr,
    random_encode_freertos_queue_reset,
    random_encode_freertos_curtask_block_on_queue_peek,
    random_encode_freertos_curtask_block_on_queue_send,
    random_encode_freertos_curtask_block_on_queue_receive,
    random_encode_freertos_queue_cur_length,
    random_encode_freertos_queue_deleted,
    random_encode_freertos_stream_buffer_created,
    random_encode_freertos_stream_buffer_kind,
    random_encode_freertos_stream_buffer_name,
    random_encode_freertos_stream_buffer_send,
    random_encode_freertos_stream_buffer_send_from_isr,
    random_encode_freertos_stream_buffer_receive,
    random_encode_freertos_stream_buffer_receive_from_isr,
    random_encode_freertos_stream_buffer_reset,
    random_encode_freertos_curtask_block_on_stream_buffer_send,
    random_encode_freertos_curtask_block_on_stream_buffer_receive,
    random_encode_freertos_stream_buffer_deleted,
    random_encode_freertos_event_group_created,
    random_encode_freertos_event_group_name,
    random_encode_freertos_event_group_set_bits,
    random_encode_freertos_event_group_clear_bits,
    random_encode_freertos_curtask_block_on_event_group,
    random_encode_freertos_event_group_deleted,
    random_encode_freertos_task_notify,
    random_encode_freertos_task_notify_from_isr,
    random_encode_freertos_curtask_block_on_notify,
    random_encode_freertos_timer_created,
    random_encode_freertos_timer_name,
    random_encode_freertos_timer_expired,
    random_encode_freertos_queue_peek,
    random_encode_freertos_queue_peek_from_isr,
    random_encode_freertos_heap_malloc,
    random_encode_freertos_heap_free,
    random_encode_freertos_heap_malloc_failed,
    random_encode_freertos_task_stack_low,
    random_encode_freertos_task_stack_high_water,
    random_encode_freertos_queue_call_failed,
    random_encode_freertos_stream_buffer_call_failed,
    random_encode_freertos_task_evtmarker_name,
    random_encode_freertos_task_evtmarker,
    random_encode_freertos_task_evtmarker_begin,
    random_encode_freertos_task_evtmarker_end,
    random_encode_freertos_task_valmarker_name,
    random_encode_freertos_task_valmarker,
    random_encode_demo_sensor_sample,
    random_encode_demo_sensor_sample_upto_raw,
    random_encode_demo_sensor_sample_base,
    random_encode_demo_motor_state,
    random_encode_demo_log_line,
    random_encode_demo_board_name,
};

/* Encodes one random event into buf; returns its framed length. */
static size_t random_event(uint8_t *buf, uint64_t ts, FILE *values) {
  return random_encoders[next_random() % (sizeof random_encoders / sizeof random_encoders[0])](buf, ts, values);
}

int main(int argc, char **argv) {
  static uint8_t buf[4096];
  FILE *stream;
  FILE *values;
  long count;
  long i;
  uint64_t ts = 0;
  if (argc != 5) {
    fprintf(stderr, "usage: %s COUNT SEED STREAM_FILE VALUES_FILE\n", argv[0]);
    return 2;
  }
  count = strtol(argv[1], NULL, 10);
  rng_state = strtoull(argv[2], NULL, 10) | 1u;
  stream = fopen(argv[3], "wb");
  values = fopen(argv[4], "w");
  if (stream == NULL || values == NULL) {
    perror("random_events");
    return 2;
  }
  for (i = 0; i < count; i++) {
    size_t length;
    ts += next_random() % 100000u;
    length = random_event(buf, ts, values);
    if (fwrite(buf, 1, length, stream) != length) {
      perror("random_events");
      return 2;
    }
  }
  return fclose(stream) == 0 && fclose(values) == 0 ? 0 : 2;
}
