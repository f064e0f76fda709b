// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.IsrEnter;
import dev.tonband.codec.events.IsrExit;
import dev.tonband.codec.events.IsrName;
import dev.tonband.codec.events.TsResolutionNs;
import dev.tonband.host.StreamBuilder;
import dev.tonband.host.stats.KnownTraces;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * {@code tonband check} on {@link KnownTraces#oneCore()}, whose numbers are known: budgets that
 * hold, budgets that do not (each listed with its value, limit and time), a budgets file with
 * errors, and the JUnit XML report CI systems read.
 */
class CheckCommandTest extends CliFixture {
  private Path trace;

  @BeforeEach
  void writeTrace() throws Exception {
    trace = Files.write(dir.resolve("trace.bin"), KnownTraces.oneCore());
  }

  private Path budgets(String text) throws Exception {
    return Files.writeString(dir.resolve("budgets.yaml"), text);
  }

  @Test
  void budgetsThatHoldExitZero() throws Exception {
    Path budgets = budgets("""
        trace: {drops: {max: 5}, problems: 2, interrupts: 8.58%, context_switches: {min: 3}}
        isrs:
          timer: {max: 300ns, p99: 300ns, mean: 200ns, count: {min: 3, max: 3}, gap: 2.3us, cpu: 9%}
        tasks:
          ctrl: {cpu: 31.5%, ready_max: 500ns, priority_changes: 0}
          idle: {cpu: {min: 60%}}
        queues:
          q: {high_water: 2, waits: 0}
        mutexes:
          m: {hold_max: 0.5us, wait_p99: 1ms, waits: 0}
        markers:
          work: {slice_max: 1.3us, count: 1}
          depth: {value: {min: -3, max: 9}}
        """);
    Path junit = dir.resolve("budgets.xml");

    assertThat(run("check", "--budgets", budgets.toString(), "--junit", junit.toString(), trace.toString()))
        .isEqualTo(0);
    assertThat(out()).startsWith(budgets + ": all 22 budgets hold\n");
    assertThat(out()).contains("  ok    tasks.ctrl cpu: 31.43 %, limit at most 31.50 %\n");
    assertThat(out()).doesNotContain("FAIL");
    Document xml = parse(junit);
    Element suite = (Element) xml.getElementsByTagName("testsuite").item(0);
    assertThat(suite.getAttribute("tests")).isEqualTo("22");
    assertThat(suite.getAttribute("failures")).isEqualTo("0");
    assertThat(xml.getElementsByTagName("failure").getLength()).isEqualTo(0);
    assertThat(cases(xml)).contains("budgets.isrs.timer / max at most 300 ns");
  }

  @Test
  void brokenBudgetsAreListedWithValueLimitAndTime() throws Exception {
    Path budgets = budgets("""
        trace: {drops: 0, problems: 0}
        isrs:
          timer: {max: 250ns, count: {min: 3}}
        tasks:
          ctrl: {cpu: 30%}
        queues:
          q: {high_water: 1, full: 10%}
        markers:
          depth: {value: {min: 0}}
          gone: {count: 1}
        """);
    Path junit = dir.resolve("budgets.xml");

    assertThat(run("check", "-b", budgets.toString(), "--junit", junit.toString(), trace.toString())).isEqualTo(1);
    String y = budgets.toString();
    assertThat(out()).isEqualTo(y + ": 8 of 9 budgets do not hold\n"
        + "  FAIL  trace drops: 5 is above the limit of 0 at 0.000004500 s (" + y + ":1:16)\n"
        + "  FAIL  trace problems: 2 is above the limit of 0 at 0.000004500 s (" + y + ":1:29)\n"
        + "  FAIL  isrs.timer max: 300 ns is above the limit of 250 ns at 0.000003400 s (" + y + ":3:16)\n"
        + "  FAIL  tasks.ctrl cpu: 31.43 % is above the limit of 30.00 % (" + y + ":5:15)\n"
        + "  FAIL  queues.q high_water: 2 is above the limit of 1 at 0.000003300 s (" + y + ":7:19)\n"
        + "  FAIL  queues.q full: its capacity is not in the trace, so its time full is unknown (a send that blocks"
        + " shows it), limit at most 10.00 % (" + y + ":7:28)\n"
        + "  FAIL  markers.depth value: -3 is below the limit of 0 at 0.000007600 s (" + y + ":9:18)\n"
        + "  FAIL  markers.gone count: no marker 'gone' in the trace (it has work, depth), limit at most 1 (" + y
        + ":10:17)\n"
        + "  ok    isrs.timer count: 3, limit at least 3\n");
    Document xml = parse(junit);
    assertThat(((Element) xml.getElementsByTagName("testsuite").item(0)).getAttribute("failures")).isEqualTo("8");
    NodeList failures = xml.getElementsByTagName("failure");
    assertThat(failures.getLength()).isEqualTo(8);
    assertThat(((Element) failures.item(2)).getAttribute("message"))
        .isEqualTo("isrs.timer max: 300 ns is above the limit of 250 ns at 0.000003400 s (" + y + ":3:16)");
    assertThat(cases(xml)).containsExactly("budgets.trace / drops at most 0", "budgets.trace / problems at most 0",
        "budgets.isrs.timer / max at most 250 ns", "budgets.isrs.timer / count at least 3",
        "budgets.tasks.ctrl / cpu at most 30.00 %", "budgets.queues.q / high_water at most 1",
        "budgets.queues.q / full at most 10.00 %", "budgets.markers.depth / value at least 0",
        "budgets.markers.gone / count at most 1").inOrder();
  }

  @Test
  void aTimeoutBudgetForbidsCallsThatTimedOut() throws Exception {
    Path failed = Files.write(dir.resolve("failed.bin"), KnownTraces.failedCalls());
    Path budgets = budgets("trace: {timeouts: 0}\n");

    // One receive timed out at tick 210 (10 ns a tick); the calls that failed with no wait are not timeouts.
    assertThat(run("check", "--budgets", budgets.toString(), failed.toString())).isEqualTo(1);
    assertThat(out()).isEqualTo(budgets + ": 1 of 1 budgets do not hold\n"
        + "  FAIL  trace timeouts: 1 is above the limit of 0 at 0.000002100 s (" + budgets + ":1:19)\n");
    assertThat(run("check", "--budgets", budgets.toString(), trace.toString())).isEqualTo(0);
  }

  @Test
  void budgetsCheckWhatTheTraceTells() throws Exception {
    Path boot = Files.write(dir.resolve("boot.bin"), KnownTraces.boot());
    Path budgets = budgets("""
        trace: {interrupts: 5%}
        tasks:
          b: {ready_max: 100ns}
        markers:
          unused: {count: 0}
        """);

    // b waits 800 ns for the scheduler to start (ready at start), then 100 ns once (its latency);
    // the trace has no interrupt; marker unused is named and never used.
    assertThat(run("check", "--budgets", budgets.toString(), boot.toString())).isEqualTo(1);
    String y = budgets.toString();
    assertThat(out()).isEqualTo(y + ": 1 of 3 budgets do not hold\n"
        + "  FAIL  trace interrupts: the trace has no interrupts (no isr_enter, no ISR name), so their time is not"
        + " traced, limit at most 5.00 % (" + y + ":1:21)\n"
        + "  ok    tasks.b ready_max: 100 ns, limit at most 100 ns\n"
        + "  ok    markers.unused count: 0, limit at most 0\n");
  }

  @Test
  void aStackBudgetIsTheLeastFreeStackATaskMayHave() throws Exception {
    Path stacks = Files.write(dir.resolve("stacks.bin"), KnownTraces.stacks());
    Path budgets = budgets("""
        tasks:
          a: {stack_free_min: 512}
          b: {stack_free_min: {min: 200}}
          c: {stack_free_min: 100}
        """);

    // a's least free stack is 500 bytes (at tick 130), b's 256 (its high-water mark); c has no stack figures.
    // A limit alone is the least allowed. Budgets that fail come first.
    assertThat(run("check", "--budgets", budgets.toString(), stacks.toString())).isEqualTo(1);
    String y = budgets.toString();
    assertThat(out()).isEqualTo(y + ": 2 of 3 budgets do not hold\n"
        + "  FAIL  tasks.a stack_free_min: 500 is below the limit of 512 at 0.000001300 s (" + y + ":2:23)\n"
        + "  FAIL  tasks.c stack_free_min: the trace has no stack figures of the task"
        + " (tband_configFREERTOS_STACK_TRACE_ENABLE 1 traces them), limit at least 100 (" + y + ":4:23)\n"
        + "  ok    tasks.b stack_free_min: 256, limit at least 200\n");
  }

  @Test
  void aGapBudgetBreaksWhenTheInterruptNeverRanAgain() throws Exception {
    Path once = Files.write(dir.resolve("once.bin"), new StreamBuilder()
        .metadata(TsResolutionNs.ID, null, 1)
        .metadata(IsrName.ID, "timer", 7)
        .event(IsrEnter.ID, 10, 7)
        .event(IsrExit.ID, 20, 7)
        .bytes());
    Path budgets = budgets("isrs:\n  timer: {gap: 1ms, count: 1}\n");

    assertThat(run("check", "--budgets", budgets.toString(), once.toString())).isEqualTo(1);
    String y = budgets.toString();
    assertThat(out()).isEqualTo(y + ": 1 of 2 budgets do not hold\n"
        + "  FAIL  isrs.timer gap: it has no gap in the trace (no run follows another), limit at most 1.00 ms (" + y
        + ":2:16)\n"
        + "  ok    isrs.timer count: 1, limit at most 1\n");
  }

  @Test
  void aBudgetsFileWithErrorsChecksNothingAndKeepsTheOldReport() throws Exception {
    Path budgets = budgets("isrs:\n  timer: {max: 10}\ntasks:\n  ctrl: {cpu: 30}\n");
    Path junit = Files.writeString(dir.resolve("budgets.xml"), "the previous report");

    assertThat(run("check", "--budgets", budgets.toString(), "--junit", junit.toString(), trace.toString()))
        .isEqualTo(2);
    assertThat(err()).isEqualTo(budgets + ":2:16: '10' is not a duration (it has no unit); write a number and a unit:"
        + " 50us, 1.5ms (ns, us, ms or s)\n"
        + budgets + ":4:15: '30' is not a share of time; write a percentage from 0% to 100%, e.g. 30%\n"
        + "tonband: " + budgets + " has 2 error(s); nothing was checked\n");
    assertThat(out()).isEmpty();
    assertThat(Files.readString(junit)).isEqualTo("the previous report");
  }

  @Test
  void anInputThatCannotBeReadLeavesTheReportAsItWas() throws Exception {
    Path budgets = budgets("trace: {drops: 0}\n");
    Path junit = Files.writeString(dir.resolve("budgets.xml"), "the previous report");

    assertThat(run("check", "--budgets", budgets.toString(), "--junit", junit.toString(), dir.resolve("none.bin")
        .toString())).isEqualTo(3);
    assertThat(picocliErr.toString()).contains("none.bin: no such file");
    assertThat(Files.readString(junit)).isEqualTo("the previous report");
    try (var files = Files.list(dir)) {
      assertThat(files.filter(f -> f.toString().endsWith(".part")).toList()).isEmpty();
    }
  }

  @Test
  void theReportIsNeverWrittenOverAnInput() throws Exception {
    Path budgets = budgets("trace: {drops: 0}\n");
    byte[] before = Files.readAllBytes(trace);

    assertThat(run("check", "--budgets", budgets.toString(), "--junit", trace.toString(), trace.toString()))
        .isEqualTo(2);
    assertThat(picocliErr.toString()).contains("--junit " + trace + " is the input " + trace);
    assertThat(Files.readAllBytes(trace)).isEqualTo(before);
  }

  private static Document parse(Path xml) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
  }

  /** Each test case as "classname / name". */
  private static List<String> cases(Document xml) {
    NodeList cases = xml.getElementsByTagName("testcase");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < cases.getLength(); i++) {
      Element c = (Element) cases.item(i);
      names.add(c.getAttribute("classname") + " / " + c.getAttribute("name"));
    }
    return names;
  }
}
