// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.Converted;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Converts the traces of the FreeRTOS hook scenario (tests/freertos/test_freertos.c, run with
 * V11 and V10 hook call sites) with the host's Perfetto converter and checks what a user sees:
 * task states, queue levels, mutex holders, priorities, buffers, event groups, notifications
 * and timers. Converted parses every trace with host's TraceCheck, which fails on anything the
 * official Perfetto schema does not know and on any broken importer rule.
 */
class FreertosConversionTest {
  @TestFactory
  List<DynamicTest> scenarioConvertsToTheExpectedTracks() {
    return List.of(
        DynamicTest.dynamicTest("freertos_v11", () -> check("freertos_v11")),
        DynamicTest.dynamicTest("freertos_v10", () -> check("freertos_v10")));
  }

  /** The lines of the tracks under {@code prefix}, without timestamps. */
  private static List<String> of(Converted c, String prefix) {
    return c.trace().linesOf(prefix).stream().map(l -> l.replaceFirst(" @\\d+$", "")).toList();
  }

  private static void check(String name) throws Exception {
    Converted c = Converted.of(Files.readAllBytes(TraceExpectationsTest.traceDir().resolve(name + ".bin")));
    assertWithMessage(name + ": conversion problems").that(c.problems().counts()).isEmpty();

    String running = "consumer / State: B Running on core 0";
    String ready = "consumer / State: B Ready";
    assertWithMessage(name + ": consumer states")
        .that(of(c, "consumer / State").stream().filter(l -> l.contains(": B ")).toList())
        .containsExactly(
            running, "consumer / State: B Blocked on queue items (receive)", ready,
            running, "consumer / State: B Blocked (notification)", ready,
            running, "consumer / State: B Blocked (delay 5 ticks)", ready,
            running, "consumer / State: B Blocked on mutex lock (take)", ready,
            running, "consumer / State: B Blocked on queue 3 (peek)", ready,
            running, "consumer / State: B Blocked on stream buffer uart (receive)", ready,
            running, "consumer / State: B Blocked on event group flags (bits 0x4)", ready,
            running, "consumer / State: B Blocked (delay 20 ticks)")
        .inOrder();
    List<String> low = of(c, "low / State").stream().filter(l -> l.contains(": B ")).toList();
    assertWithMessage(name + ": low's last states (suspend, resume, from ISR, priority, delete)")
        .that(low.subList(low.size() - 6, low.size()))
        .containsExactly("low / State: B Suspended by task producer", "low / State: B Ready",
            "low / State: B Suspended by task producer",
            "low / State: B Ready", "low / State: B Running on core 0", "low / State: B Deleted")
        .inOrder();

    assertWithMessage(name + ": queue level").that(of(c, "Queues / items"))
        .containsExactly("Queues / items: C 1", "Queues / items: C 0").inOrder();
    // Created (0), its level at creation (queue_cur_length 0), its initial count, a take.
    assertWithMessage(name + ": counting semaphore").that(of(c, "Queues / Queue 4"))
        .containsExactly("Queues / Queue 4: C 0", "Queues / Queue 4: C 0", "Queues / Queue 4: C 2",
            "Queues / Queue 4: C 1").inOrder();
    assertWithMessage(name + ": mutex holders").that(of(c, "Mutexes / lock"))
        .containsExactly("Mutexes / lock: B Taken by low", "Mutexes / lock: E", "Mutexes / lock: B Available",
            "Mutexes / lock: E", "Mutexes / lock: B Taken by consumer")
        .inOrder();
    assertWithMessage(name + ": priority inheritance").that(of(c, "low / Priority"))
        .containsExactly("low / Priority: C 3", "low / Priority: C 1", "low / Priority: C 4").inOrder();

    assertWithMessage(name + ": stream buffers").that(of(c, "Stream buffers"))
        .containsExactly("Stream buffers / uart: C 10", "Stream buffers / uart: C 0", "Stream buffers / uart: C 32",
            "Stream buffers / uart: C 0", "Stream buffers / Message buffer 7: C " + (5 + Long.BYTES))
        .inOrder();
    assertWithMessage(name + ": event group").that(of(c, "Event groups"))
        .containsExactly("Event groups / flags: C 5", "Event groups / flags: C 1").inOrder();
    assertWithMessage(name + ": notification").that(of(c, "consumer / Notifications"))
        .containsExactly("consumer / Notifications: I Notified by producer");
    assertWithMessage(name + ": timer").that(of(c, "Tmr Svc / Timers"))
        .containsExactly("Tmr Svc / Timers: I blink expired");
    assertWithMessage(name + ": task-local markers").that(of(c, "consumer / consume"))
        .containsExactly("consumer / consume: B item", "consumer / consume: E").inOrder();
    assertWithMessage(name + ": task-local value marker").that(of(c, "low / depth"))
        .containsExactly("low / depth: C -7");
  }
}
