// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrackTrackerTest {
  private final Trace trace = new Trace(new ProblemLog(), id -> null);
  private final TrackTracker tracks = trace.tracks;

  @Test
  void aTrackIsMadeOnceWithItsParentFirst() {
    int isr = tracks.isr(1, 3);
    int core = tracks.parent(isr);
    assertThat(core).isLessThan(isr);
    assertThat(tracks.isr(1, 3)).isEqualTo(isr);
    assertThat(tracks.kind(isr)).isEqualTo(TrackTracker.Kind.ISR);
    assertThat(tracks.name(isr)).isEqualTo("ISR 3");
    assertThat(tracks.kind(core)).isEqualTo(TrackTracker.Kind.CORE);
    assertThat(tracks.name(core)).isEqualTo("Core #1");
    assertThat(tracks.parent(core)).isEqualTo(-1);
    assertThat(tracks.isr(0, 3)).isNotEqualTo(isr); // one ISR, a track on each core it runs on
    assertThat(tracks.dropped(1)).isNotEqualTo(tracks.dropped(0));
    assertThat(tracks.parent(tracks.dropped(1))).isEqualTo(core);
  }

  @Test
  void aTasksTracksAreInItsGroup() throws Exception {
    int group = tracks.task(7);
    assertThat(tracks.kind(group)).isEqualTo(TrackTracker.Kind.TASK);
    assertThat(tracks.object(group)).isEqualTo(7);
    for (int track : new int[] {tracks.taskState(7), tracks.priority(7), tracks.notifications(7), tracks.timers(7),
        tracks.marker(trace.markers.of(7), 2), tracks.markerValue(trace.markers.of(7), 2)}) {
      assertThat(tracks.parent(track)).isEqualTo(group);
    }
    assertThat(tracks.name(tracks.taskState(7))).isEqualTo("State");
    assertThat(tracks.kind(tracks.marker(trace.markers.of(7), 2))).isEqualTo(TrackTracker.Kind.TASK_MARKER);
    int globalMarker = tracks.marker(trace.markers.global, 2);
    assertThat(tracks.kind(globalMarker)).isEqualTo(TrackTracker.Kind.MARKER);
    assertThat(tracks.name(tracks.parent(globalMarker))).isEqualTo("Markers");
    // A task's runs are on its core, not in its group.
    assertThat(tracks.name(tracks.parent(tracks.taskRuns(0, 7)))).isEqualTo("Core #0");
  }

  @Test
  void objectsOfEachKindShareOneParent() {
    assertThat(tracks.parent(tracks.queue(1))).isEqualTo(tracks.parent(tracks.queue(2)));
    assertThat(tracks.name(tracks.parent(tracks.queue(1)))).isEqualTo("Queues");
    assertThat(tracks.name(tracks.parent(tracks.mutex(3)))).isEqualTo("Mutexes");
    assertThat(tracks.name(tracks.mutex(3))).isEqualTo("Queue 3"); // a mutex is a queue to the kernel
    assertThat(tracks.name(tracks.parent(tracks.buffer(1)))).isEqualTo("Stream buffers");
    assertThat(tracks.name(tracks.parent(tracks.eventGroup(1)))).isEqualTo("Event groups");
    assertThat(tracks.kind(tracks.queue(1)).unit).isEqualTo(TrackTracker.Unit.ITEMS);
    assertThat(tracks.kind(tracks.buffer(1)).unit).isEqualTo(TrackTracker.Unit.BYTES);
  }

  @Test
  void anApplicationCounterMayShareASliceTracksName() {
    int slices = tracks.appSlices("motor");
    int counter = tracks.appCounter("motor");
    assertThat(counter).isNotEqualTo(slices);
    assertThat(tracks.name(counter)).isEqualTo("motor");
    assertThat(tracks.parent(counter)).isEqualTo(tracks.parent(slices));
    assertThat(tracks.name(tracks.parent(slices))).isEqualTo("Application");
    assertThat(tracks.name(tracks.parent(tracks.foreign("tokio")))).isEqualTo("Foreign events");
  }

  /** The tracks the trace's listener is told were renamed, in order. */
  private List<Integer> renamedTracks() {
    List<Integer> renamed = new ArrayList<>();
    trace.listen(new QuietListener() {
      @Override
      public void trackRenamed(int track) {
        renamed.add(track);
      }
    });
    return renamed;
  }

  @Test
  void renamingAnObjectRenamesEveryTrackNamedAfterItAndTellsEachByItsId() throws Exception {
    List<Integer> renamed = renamedTracks();
    int group = tracks.task(5);
    int runs = tracks.taskRuns(0, 5);
    int state = tracks.taskState(5);
    int other = tracks.task(6);
    trace.names.set(trace.names.tasks, 5, "ctrl");
    assertThat(renamed).containsExactly(group, runs).inOrder();
    assertThat(tracks.renamed(group)).isTrue();
    assertThat(tracks.renamed(runs)).isTrue();
    assertThat(tracks.renamed(state)).isFalse();
    assertThat(tracks.renamed(other)).isFalse();
    assertThat(tracks.name(group)).isEqualTo("ctrl");
    assertThat(tracks.name(runs)).isEqualTo("ctrl");
    assertThat(tracks.name(state)).isEqualTo("State");
    assertThat(tracks.name(other)).isEqualTo("Task 6");
    // A track made after the name arrived has it from the start, and nothing is told.
    renamed.clear();
    int later = tracks.taskRuns(1, 5);
    assertThat(tracks.name(later)).isEqualTo("ctrl");
    assertThat(tracks.renamed(later)).isFalse();
    assertThat(renamed).isEmpty();
  }

  @Test
  void anObjectWithoutTracksIsRenamedSilently() throws Exception {
    List<Integer> renamed = renamedTracks();
    tracks.queue(1);
    trace.names.set(trace.names.queues, 2, "rx");
    assertThat(renamed).isEmpty();
    assertThat(tracks.name(tracks.queue(2))).isEqualTo("rx");
  }
}
