// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The names tracker on its own: placeholders, given names, and the tracks renamed with their object, and what the latest event named. */
class NamesTest {
  private final Trace trace = new Trace(new ProblemLog(), id -> null);
  private final Names names = trace.names;
  private final List<String> told = new ArrayList<>();

  NamesTest() {
    trace.listen(new QuietListener() {
      @Override
      public void trackRenamed(int track) {
        told.add(trace.tracks.name(track));
      }
    });
  }

  @Test
  void anUnnamedObjectIsItsKindAndIdAndHasNoGivenName() {
    assertThat(names.tasks.name(5)).isEqualTo("Task 5");
    assertThat(names.tasks.name(5)).isSameInstanceAs(names.tasks.name(5)); // made once
    assertThat(names.tasks.given(5)).isNull();
    assertThat(names.queues.shown(5)).isEqualTo("5");
  }

  @Test
  void aGivenNameWinsOverAPlaceholderWhicheverComesFirst() throws Exception {
    trace.tracks.buffer(2);
    names.placeholder(names.buffers, 2, "Message buffer 2");
    assertThat(names.buffers.name(2)).isEqualTo("Message buffer 2");
    assertThat(names.buffers.named(2)).isFalse();
    names.set(names.buffers, 2, "log");
    names.placeholder(names.buffers, 2, "Message buffer 2");
    assertThat(names.buffers.name(2)).isEqualTo("log");
    assertThat(names.buffers.shown(2)).isEqualTo("log");
    assertThat(told).containsExactly("Message buffer 2", "log").inOrder();
  }

  @Test
  void anEmptyNameNamesNothing() throws Exception {
    trace.tracks.isr(0, 3);
    names.set(names.isrs, 3, "");
    assertThat(names.isrs.named(3)).isFalse();
    assertThat(told).isEmpty();
  }

  @Test
  void theNamedIdsAreListedInOrderAndEachSpaceIsApart() throws Exception {
    names.set(names.tasks, 9, "idle");
    names.set(names.tasks, 2, "ctrl");
    names.set(names.queues, 2, "rx");
    assertThat(names.tasks.ids()).containsExactly(2L, 9L).inOrder();
    assertThat(names.tasks.name(2)).isEqualTo("ctrl");
    assertThat(names.queues.name(2)).isEqualTo("rx");
  }

  @Test
  void theLatestEventSaysWhichObjectItNamedUntilTheNextEventBegins() throws Exception {
    trace.latest.begin();
    names.set(names.tasks, 4, "ctrl");
    assertThat(trace.latest.gaveName(names.tasks, 4)).isTrue();
    assertThat(trace.latest.gaveName(names.queues, 4)).isFalse();
    assertThat(trace.latest.gaveName(names.tasks, 5)).isFalse();
    trace.latest.begin();
    assertThat(trace.latest.gaveName(names.tasks, 4)).isFalse();
  }
}
