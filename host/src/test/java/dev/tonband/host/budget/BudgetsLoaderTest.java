// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The budgets file: every form of limit, and every mistake reported at its line and column. */
class BudgetsLoaderTest {
  private static List<Budget> parse(String text) throws BudgetsException {
    return BudgetsLoader.parse("b.yaml", text);
  }

  private static List<String> errors(String text) {
    return assertThrows(BudgetsException.class, () -> parse(text)).errors();
  }

  @Test
  void limitsAreReadInTheirUnits() throws Exception {
    List<Budget> budgets = parse("""
        trace:
          drops: 0
          interrupts: 12.5%
        isrs:
          timer: {max: 50us, p99: 1.5 ms, gap: 2s, mean: 700ns, count: {min: 40}}
        markers:
          depth: {value: {min: -5, max: 100}}
        """);

    assertThat(budgets).containsExactly(
        new Budget(Metric.DROPS, null, Double.NaN, 0, "b.yaml:2:10"),
        new Budget(Metric.INTERRUPTS, null, Double.NaN, 0.125, "b.yaml:3:15"),
        new Budget(Metric.ISR_MAX, "timer", Double.NaN, 50_000, "b.yaml:5:16"),
        new Budget(Metric.ISR_P99, "timer", Double.NaN, 1_500_000, "b.yaml:5:27"),
        new Budget(Metric.ISR_GAP, "timer", Double.NaN, 2e9, "b.yaml:5:40"),
        new Budget(Metric.ISR_MEAN, "timer", Double.NaN, 700, "b.yaml:5:50"),
        new Budget(Metric.ISR_COUNT, "timer", 40, Double.NaN, "b.yaml:5:64"),
        new Budget(Metric.MARKER_VALUE, "depth", -5, 100, "b.yaml:7:18")).inOrder();
  }

  @Test
  void everyMistakeIsReportedWithItsPlace() {
    assertThat(errors("""
        trace:
          drops: none
          problem: 0
        isr:
          timer: {max: 10us}
        tasks:
          ctrl: {cpu: 30, ready_max: {min: 2ms, max: 1ms}}
        queues:
          q: {high_water: 7.5, full: 120%, hold_max: 1ms}
        mutexes:
          m: {wait_p99: 1ms, wait_p99: 2ms, waits: {least: 1}}
          n: {}
        isrs:
          timer: {max: 10}
        """)).containsExactly(
        "b.yaml:2:10: 'none' is not a count; write a whole number, e.g. 8",
        "b.yaml:3:3: unknown budget 'problem' for 'trace'; use one of drops, problems, interrupts, context_switches, heap_peak,"
            + " heap_failed, timeouts",
        "b.yaml:4:1: unknown section 'isr'; the sections are trace, isrs, tasks, queues, mutexes, markers,"
            + " app_slices, app_counters",
        "b.yaml:7:15: '30' is not a share of time; write a percentage from 0% to 100%, e.g. 30%",
        "b.yaml:7:30: the limit's min is above its max; no value could keep it",
        "b.yaml:9:19: '7.5' is not a count; write a whole number, e.g. 8",
        "b.yaml:9:30: '120%' is not a share of time; write a percentage from 0% to 100%, e.g. 30%",
        "b.yaml:9:36: unknown budget 'hold_max' for queue, semaphore or buffer 'q'; use one of high_water, full,"
            + " waits, wait_max",
        "b.yaml:11:22: 'wait_p99' is given twice (first at b.yaml:11:7); keep one",
        "b.yaml:11:45: a limit has the keys 'min' and 'max', not 'least'",
        "b.yaml:12:6: mutex 'n' needs limits, as 'key: limit' with the keys hold_max, hold_p99, wait_max, wait_p99,"
            + " waits, inherits",
        "b.yaml:14:16: '10' is not a duration (it has no unit); write a number and a unit: 50us, 1.5ms (ns, us, ms or s)")
        .inOrder();
  }

  @Test
  void yamlSyntaxErrorsSayWhatToFix() {
    assertThat(errors("isrs:\n  timer:\n    max: 10us\n   p99: 3us\n")).containsExactly(
        "b.yaml:4:4: YAML syntax error: this line is indented differently from the mapping it belongs to (b.yaml:2:3);"
            + " line up the keys of one mapping in one column");
    assertThat(errors("isrs:\n\ttimer: {max: 1us}\n")).containsExactly(
        "b.yaml:2:1: YAML syntax error: a tab character; indent YAML with spaces, never tabs");
    assertThat(errors("")).containsExactly("b.yaml:1:1: the file holds no budgets; docs/analysis.md shows the format");
    assertThat(errors("- isrs\n")).containsExactly(
        "b.yaml:1:1: a budgets file is a mapping of sections (trace, isrs, tasks, queues, mutexes, markers,"
            + " app_slices, app_counters)");
  }

  @Test
  void aFileThatIsNoTextIsRefused(@TempDir Path dir) throws Exception {
    Path binary = dir.resolve("trace.bin");
    Files.write(binary, new byte[] {0x02, (byte) 0xFF, (byte) 0xFE, 0x00});
    assertThat(assertThrows(BudgetsException.class, () -> BudgetsLoader.load(binary)).errors())
        .containsExactly(binary + ":1:1: the file is not UTF-8 text; is it a budgets file?");
    Path good = dir.resolve("b.yaml");
    Files.writeString(good, "tasks: {ctrl: {cpu: 30%}}\n", StandardCharsets.UTF_8);
    assertThat(BudgetsLoader.load(good)).containsExactly(new Budget(Metric.TASK_CPU, "ctrl", Double.NaN, 0.3,
        good + ":1:21"));
  }
}
