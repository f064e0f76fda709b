/* SPDX-FileCopyrightText: 2026 The Tonband authors */
/* SPDX-License-Identifier: MIT */

/*
 * A fault in the middle of a post-mortem ring update (64-byte ring, a heartbeat before every 3rd
 * event). The runtime calls tt_fault_point() at every step of every update a fault handler may
 * interrupt; for each step in turn, the same events are traced with a simulated fault at that
 * step, whose handler does what docs/firmware/backends.md shows: trace a marker, stop, dump.
 * Every dump must decode, hold the metadata buffer as it was, then a run of the newest events
 * without a gap, and count exactly the events it lacks (the handler's own marker, which
 * interrupted the runtime, included). The handler returns, as an NMI handler would: the
 * interrupted update then completes, and a second dump must be whole too.
 */
#include "tband.h"
#include "tband_encode.h"
#include "trace_test.h"

#include <stdio.h>
#include <string.h>

#define EVENTS 30u
#define NAMED_AT 9u    /* the event that is a name (isr_name 50, "n"), in the ring as well */
#define MARKER_ID 999u /* the fault handler's marker */

static bool counting;    /* the traced events are running */
static unsigned points;  /* fault points passed while counting */
static unsigned armed;   /* fault at this point */
static unsigned faults;  /* simulated faults taken */
static size_t meta_before; /* metadata bytes before the run */

/* What the fault handler does (docs/firmware/backends.md). */
static void fault_handler(void) {
  tband_evtmarker(MARKER_ID, "hardfault");
  (void)tband_stop_post_mortem();
  tt_dump_len = 0;
  CHECK_EQ(tband_post_mortem_dump(tt_dump_write), 0);
}

void tt_fault_point(int step) {
  (void)step;
  if (counting && points++ == armed) {
    counting = false;
    faults++;
    /* The port's critical section nests, as PRIMASK does: the handler traces inside it. */
    fault_handler();
  }
}

static void trace_event(unsigned i) {
  if (i == NAMED_AT) {
    tband_isr_name(50, "n");
  } else if (i % 3 == 0) {
    tband_evtmarker(i, "abcdefgh");
  } else if (i % 3 == 1) {
    tband_valmarker(i, (int64_t)i * 1000 - 7000);
  } else {
    tband_isr_enter(i);
  }
}

/* The index of the traced event frame `f` of the dump is (or -1 for a dropped_evt_cnt event);
 * fills in its expectation line. */
static int event_index(size_t f, char *line, size_t max) {
  uint8_t payload[64];
  size_t n = tt_frame_payload(tt_dump, tt_dump_len, f, payload, sizeof payload);
  size_t pos = 1;
  uint64_t a;
  uint64_t b;
  switch (payload[0]) {
  case 0x01: /* dropped_evt_cnt ts cnt */
    (void)tt_varint(payload, &pos);
    snprintf(line, max, "dropped_evt_cnt cnt=%u", (unsigned)tt_varint(payload, &pos));
    return -1;
  case 0x03: /* isr_name id name */
    CHECK_EQ(tt_varint(payload, &pos), 50);
    snprintf(line, max, "isr_name isr_id=50 name=n");
    return (int)NAMED_AT;
  case 0x04: /* isr_enter ts id */
    (void)tt_varint(payload, &pos);
    a = tt_varint(payload, &pos);
    snprintf(line, max, "isr_enter isr_id=%u", (unsigned)a);
    return (int)a;
  case 0x07: /* evtmarker ts id msg */
    (void)tt_varint(payload, &pos);
    a = tt_varint(payload, &pos);
    CHECK(n - pos == 8 && memcmp(payload + pos, "abcdefgh", 8) == 0);
    snprintf(line, max, "evtmarker evtmarker_id=%u msg=abcdefgh", (unsigned)a);
    return (int)a;
  case 0x0B: /* valmarker ts id val (sign-magnitude: |val| << 1 | sign) */
    (void)tt_varint(payload, &pos);
    a = tt_varint(payload, &pos);
    b = tt_varint(payload, &pos);
    CHECK_EQ(b, (a * 1000u >= 7000u ? (a * 1000u - 7000u) * 2u : (7000u - a * 1000u) * 2u + 1u));
    snprintf(line, max, "valmarker valmarker_id=%u val=%d", (unsigned)a, (int)a * 1000 - 7000);
    return (int)a;
  default:
    fprintf(stderr, "unexpected event id 0x%02x\n", payload[0]);
    CHECK(false);
    return -1;
  }
}

/*
 * Checks the dump: the metadata buffer as it was before the run (plus this run's name when it
 * was stored before the fault), the events first..last without a gap, where last is the event
 * in progress or the one before it, and a final count of exactly first + 1 (the fault marker).
 * Writes the expectation lines when `expect`. Returns the number of event frames.
 */
static unsigned check_dump(unsigned in_progress, bool expect, bool in_handler) {
  uint8_t ids[1024];
  size_t frames = tt_frame_ids(tt_dump, tt_dump_len, ids, sizeof ids); /* well-formed frames */
  size_t meta_frames;
  size_t f;
  int first = -1;
  int last = -1;
  uint64_t ts = 0;
  char line[96];
  CHECK(frames <= sizeof ids);
  CHECK(tt_dump_len >= meta_before);
  CHECK(memcmp(tt_dump, (const uint8_t *)tband_get_metadata_buf(0), meta_before) == 0);
  meta_frames = meta_before / 5; /* every name is isr_name(50, "n"): 5 bytes */
  /* This run's name, when the metadata buffer had taken it before the dump (after the handler
   * returned, the later events ran: the name is always there, though tracing was off). */
  if ((in_progress >= NAMED_AT || !in_handler) && tt_dump_len >= meta_before + 5 && ids[meta_frames] == 0x03 &&
      memcmp(tt_dump + meta_before, (const uint8_t *)tband_get_metadata_buf(0) + meta_before, 5) == 0) {
    meta_frames++;
  }
  CHECK(in_progress > NAMED_AT || !in_handler ? meta_frames == meta_before / 5 + 1 : true);
  CHECK(in_progress < NAMED_AT && in_handler ? meta_frames == meta_before / 5 : true);
  for (f = 0; f < meta_frames && expect; f++) {
    tt_expect("isr_name isr_id=50 name=n");
  }
  for (f = meta_frames; f + 1 < frames; f++) {
    int index = event_index(f, line, sizeof line);
    uint8_t payload[64];
    size_t pos = 1;
    tt_frame_payload(tt_dump, tt_dump_len, f, payload, sizeof payload);
    if (payload[0] != 0x03) {
      uint64_t t = tt_varint(payload, &pos);
      CHECK(t >= ts);
      ts = t;
    }
    if (index >= 0) {
      CHECK(last < 0 || index == last + 1);
      first = first < 0 ? index : first;
      last = index;
    }
    if (expect) {
      tt_expect("%s", line);
    }
  }
  CHECK(last == (int)in_progress || last + 1 == (int)in_progress);
  if (first < 0) {
    first = 0; /* nothing kept: the fault came in the first event */
  }
  CHECK_EQ(ids[frames - 1], 0x01);
  event_index(frames - 1, line, sizeof line);
  {
    char want[64];
    snprintf(want, sizeof want, "dropped_evt_cnt cnt=%d", first + 1);
    CHECK(strcmp(line, want) == 0);
  }
  if (expect) {
    tt_expect("%s", line);
  }
  return (unsigned)(last + 1 - first);
}

int main(void) {
  unsigned total;
  unsigned i;
  unsigned shapes = 0;

  /* A dry run counts the fault points of the traced events. */
  CHECK_EQ(tband_start_post_mortem(), 0);
  armed = ~0u;
  counting = true;
  for (i = 0; i < EVENTS; i++) {
    trace_event(i);
  }
  counting = false;
  total = points;
  CHECK(total > 4 * EVENTS);
  CHECK_EQ(tband_stop_post_mortem(), 0);

  for (armed = 0; armed < total; armed++) {
    unsigned in_progress = EVENTS;
    CHECK_EQ(tband_reset_post_mortem(), 0);
    meta_before = tband_get_metadata_buf_amnt(0);
    CHECK_EQ(tband_start_post_mortem(), 0);
    points = 0;
    counting = true;
    for (i = 0; i < EVENTS; i++) {
      unsigned before = faults;
      trace_event(i);
      if (faults != before) {
        in_progress = i;
      }
    }
    counting = false;
    CHECK(in_progress < EVENTS); /* the fault happened */
    CHECK(!tband_tracing_enabled());
    if (armed == total / 2) {
      tt_begin("post_mortem_fault");
      tt_write(tt_dump, tt_dump_len);
      check_dump(in_progress, true, true);
      tt_end();
    } else {
      check_dump(in_progress, false, true);
    }
    /* The handler returned and the interrupted update completed: the ring is still whole. */
    tt_dump_len = 0;
    CHECK_EQ(tband_post_mortem_dump(tt_dump_write), 0);
    shapes += check_dump(in_progress, false, false);
  }
  CHECK(shapes > 0);
  printf("%u fault points, %u events in the dumps after them\n", total, shapes);
  return 0;
}
