// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.trace;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The names tracker on its own: placeholders, given names, and who is told of a rename. */
class NamesTest {
  private final Trace trace = new Trace(new ProblemLog(), id -> null);
  private final Names names = trace.names;
  private final List<String> told = new ArrayList<>();

  NamesTest() {
    trace.listen(new TraceListener() {
      @Override
      public void renamed(Names.Space space, long id) {
        told.add(id + " is " + space.name(id));
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
    names.placeholder(names.buffers, 2, "Message buffer 2");
    assertThat(names.buffers.name(2)).isEqualTo("Message buffer 2");
    assertThat(names.buffers.named(2)).isFalse();
    names.set(names.buffers, 2, "log");
    names.placeholder(names.buffers, 2, "Message buffer 2");
    assertThat(names.buffers.name(2)).isEqualTo("log");
    assertThat(names.buffers.shown(2)).isEqualTo("log");
    assertThat(told).containsExactly("2 is Message buffer 2", "2 is log").inOrder();
  }

  @Test
  void anEmptyNameNamesNothing() throws Exception {
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
}
