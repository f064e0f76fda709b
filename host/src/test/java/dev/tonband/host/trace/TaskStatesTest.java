// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The task state tracker on its own: the rules of its class comment, one by one. */
class TaskStatesTest {
  private final TrackTracker tracks = new TrackTracker(new Names(new LatestEvent()));
  private final TaskStates tasks = new TaskStates(tracks);
  private final List<String> told = new ArrayList<>();

  TaskStatesTest() {
    tasks.listener = new QuietListener() {
      @Override
      public void taskSwitched(int core, long ns, int fromTrack, long from, long fromSinceNs, int toTrack, long to) {
        told.add("core " + core + " @" + ns + ": " + from + " (since " + fromSinceNs + ") -> " + to);
      }

      @Override
      public void taskState(int track, long task, long ns, TaskState state, TaskState previous, long previousSinceNs) {
        told.add("task " + task + " @" + ns + ": " + kind(previous) + " (since " + previousSinceNs + ") -> "
            + kind(state));
      }
    };
  }

  private static String kind(TaskState state) {
    return state == null ? "none" : state.kind() + (state.isRunning() ? " " + state.core() : "");
  }

  @Test
  void aSwitchedInTaskRunsAndThePreemptedOneIsReady() throws Exception {
    tasks.switchedIn(0, 10, 1);
    tasks.switchedIn(0, 20, 2);
    assertThat(told).containsExactly(
        "core 0 @10: -1 (since 0) -> 1",
        "task 1 @10: none (since 0) -> RUNNING 0",
        "core 0 @20: 1 (since 10) -> 2",
        "task 1 @20: RUNNING 0 (since 10) -> READY",
        "task 2 @20: none (since 0) -> RUNNING 0").inOrder();
    assertThat(tasks.running(0)).isEqualTo(2);
    assertThat(tasks.runningSince(0)).isEqualTo(20);
    assertThat(tasks.state(1)).isEqualTo(TaskState.READY);
    assertThat(tasks.since(1)).isEqualTo(20);
    // The tracks it told are those of the runs on core 0 and of the states, made as first needed.
    int count = tracks.count();
    assertThat(tasks.runningTrack(0)).isEqualTo(tracks.taskRuns(0, 2));
    assertThat(tasks.stateTrack(1)).isEqualTo(tracks.taskState(1));
    assertThat(tracks.count()).isEqualTo(count);
    assertThat(tasks.runningTrack(1)).isEqualTo(-1);
  }

  @Test
  void aTaskThatBlockedStaysBlockedWhenSwitchedOut() throws Exception {
    tasks.switchedIn(0, 10, 1);
    Wait wait = new Wait(Wait.Cause.QUEUE, 7, Wait.Operation.RECEIVE, 0);
    tasks.blocked(0, 15, wait);
    tasks.switchedIn(0, 20, 2);
    assertThat(tasks.state(1)).isEqualTo(TaskState.blocked(wait));
    assertThat(tasks.since(1)).isEqualTo(15);
    // It stays on the core until the switch: the core's running task changed at 20, not 15.
    assertThat(told).contains("core 0 @20: 1 (since 10) -> 2");
  }

  @Test
  void theSameTaskSwitchedInAgainChangesNothing() throws Exception {
    tasks.switchedIn(0, 10, 1);
    told.clear();
    tasks.switchedIn(0, 30, 1);
    assertThat(told).isEmpty();
    assertThat(tasks.runningSince(0)).isEqualTo(10);
  }

  @Test
  void readyingARunningTaskChangesNothingAndAnyOtherBecomesReady() throws Exception {
    tasks.switchedIn(1, 10, 1);
    tasks.ready(12, 1);
    assertThat(tasks.state(1).isRunning()).isTrue();
    tasks.ready(14, 3); // a task first seen when created or readied
    assertThat(tasks.state(3)).isEqualTo(TaskState.READY);
    assertThat(tasks.since(3)).isEqualTo(14);
  }

  @Test
  void suspendingAndDeletingSayWhichTaskDidIt() throws Exception {
    tasks.switchedIn(0, 10, 1);
    tasks.suspended(0, 11, 2);
    assertThat(tasks.state(2).kind()).isEqualTo(TaskState.Kind.SUSPENDED);
    assertThat(tasks.state(2).byTask()).isEqualTo(1);
    tasks.suspended(0, 12, 1); // itself
    assertThat(tasks.state(1).byTask()).isEqualTo(-1);
  }

  @Test
  void aDeletedTaskLeavesItsCore() throws Exception {
    tasks.switchedIn(0, 10, 1);
    tasks.deleted(0, 20, 1);
    assertThat(tasks.running(0)).isEqualTo(-1);
    assertThat(tasks.state(1).kind()).isEqualTo(TaskState.Kind.DELETED);
    assertThat(told).containsAtLeast("core 0 @20: 1 (since 10) -> -1", "task 1 @20: RUNNING 0 (since 10) -> DELETED")
        .inOrder();
  }

  @Test
  void blockingBeforeTheCoresFirstSwitchBlocksNobody() throws Exception {
    tasks.blocked(0, 5, new Wait(Wait.Cause.DELAY, 0, null, 10));
    assertThat(told).isEmpty();
    assertThat(tasks.tasks()).isEmpty();
    assertThat(tasks.running(0)).isEqualTo(-1);
  }

  @Test
  void eachCoreHasItsOwnRunningTask() throws Exception {
    tasks.switchedIn(0, 10, 1);
    tasks.switchedIn(1, 11, 2);
    assertThat(tasks.running(0)).isEqualTo(1);
    assertThat(tasks.running(1)).isEqualTo(2);
    assertThat(tasks.state(2).core()).isEqualTo(1);
    assertThat(tasks.tasks()).containsExactly(1L, 2L).inOrder();
  }
}
