// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.codec.events.EvtmarkerEnd;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The marker tracker on its own: who owns a task-local marker, and how its names spread. */
class MarkersTest {
  private final ProblemLog problems = new ProblemLog();
  private final Trace trace = new Trace(problems, id -> null);
  private final Markers markers;
  private final List<String> told = new ArrayList<>();

  MarkersTest() {
    Problems found = new Problems(problems);
    found.at(new EvtmarkerEnd(30, 3), 30, 0, "test", 1); // the event problems are found with
    markers = new Markers(trace.tracks, trace.names, found, trace.tasks, trace.latest);
    markers.listener = new QuietListener() {
      @Override
      public void markerBegan(int track, Markers.Owner owner, long marker, long ns, String name) {
        told.add(owner.task + ": " + marker + " began as " + name);
      }

      @Override
      public void markerEnded(int track, Markers.Owner owner, long marker, int depth, long beganNs, String name,
          long ns) {
        told.add(owner.task + ": " + marker + " ended " + name + " from " + beganNs + " at depth " + depth);
      }
    };
  }

  @Test
  void aTaskLocalMarkerBelongsToTheTaskRunningOnItsCore() throws Exception {
    trace.tasks.switchedIn(0, 10, 4);
    trace.tasks.switchedIn(1, 10, 5);
    assertThat(markers.taskEventOwner(2, 0).task).isEqualTo(4);
    assertThat(markers.taskEventOwner(2, 1).task).isEqualTo(5);
    assertThat(markers.taskValueOwner(2, 1)).isSameInstanceAs(markers.of(5));
  }

  @Test
  void twoTasksUsingOneIdDoNotMixTheirSlices() throws Exception {
    markers.begin(markers.of(4), 2, 10, "a");
    markers.begin(markers.of(5), 2, 11, "b");
    markers.end(markers.of(4), 2, 12);
    assertThat(told).containsExactly("4: 2 began as a", "5: 2 began as b", "4: 2 ended a from 10 at depth 0")
        .inOrder();
    assertThat(markers.of(5).openSlices(2).size()).isEqualTo(1);
  }

  @Test
  void aFunctionMarkerIsNamedAfterItsMarkerAndAnEndWithoutABeginIsAProblem() throws Exception {
    markers.eventName(markers.global, 3, "parse");
    markers.begin(markers.global, 3, 10, "");
    markers.end(markers.global, 3, 20);
    markers.end(markers.global, 3, 30);
    assertThat(told).containsExactly("-1: 3 began as parse", "-1: 3 ended parse from 10 at depth 0").inOrder();
    assertThat(problems.counts()).containsExactly("END_WITHOUT_BEGIN", 1L);
    assertThat(problems.firstOccurrences().get(0).message()).contains("'parse' without a begin");
  }

  @Test
  void withNoTaskRunningTheTaskItsNameGaveOwnsItOrElseNobody() throws Exception {
    assertThat(markers.taskEventOwner(6, 0)).isNull();
    assertThat(problems.counts()).containsExactly("MISSING_METADATA", 1L);
    trace.tasks.ready(5, 9); // the trace knows task 9
    markers.taskEventName(6, 9, "step");
    assertThat(markers.taskEventOwner(6, 0).task).isEqualTo(9);
    assertThat(markers.taskValueOwner(6, 0)).isNull(); // a value marker's name gave no task
  }

  @Test
  void theLatestNameNamesTheIdInEveryTaskWithoutANameOfItsOwn() throws Exception {
    markers.of(4);
    markers.taskEventName(2, 0, "load"); // Tonbandgerät's firmware sends task 0, which does not exist
    assertThat(markers.of(4).eventNames.name(2)).isEqualTo("load");
    assertThat(markers.of(7).eventNames.name(2)).isEqualTo("load"); // a task first seen later too
    trace.tasks.ready(5, 4);
    markers.taskEventName(2, 4, "load of 4"); // task 4's own, and the others' while they have none
    markers.taskEventName(2, 0, "load again");
    assertThat(markers.of(4).eventNames.name(2)).isEqualTo("load of 4");
    assertThat(markers.of(7).eventNames.name(2)).isEqualTo("load again");
    assertThat(markers.global.eventNames.name(2)).isEqualTo("Marker 2"); // the global markers are apart
  }
}
