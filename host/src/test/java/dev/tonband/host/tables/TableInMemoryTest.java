// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.tables;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tonband.host.Export;
import dev.tonband.host.catalogue.TraceCatalogue;
import dev.tonband.host.input.InputFormat;
import dev.tonband.host.input.InputSpec;
import dev.tonband.host.input.Inputs;
import dev.tonband.host.trace.ProblemLog;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table kept in memory holds the columns asked for, and for them the values of the table kept
 * whole: asking for fewer columns makes fewer, not other, values. (That the rows are the ones
 * {@code tonband export} writes is the Spark source's test, over every trace of the suite.)
 */
class TableInMemoryTest {
  private static final Path MIXED = Path.of(System.getProperty("tonband.root", ".."), "corpus/streams/mixed.bin");

  @Test
  void aTableOfSomeColumnsHoldsTheirValuesAndNoOthers() throws IOException {
    List<String> every = TableSchema.SLICE.stored().stream().map(TableSchema.Column::name).toList();
    TableInMemory whole = read(TableSchema.SLICE, every);
    TableInMemory some = read(TableSchema.SLICE, List.of("track", "dur_ns"));
    assertThat(some.size()).isEqualTo(whole.size());
    assertThat(whole.size()).isGreaterThan(10);
    int track = every.indexOf("track");
    int dur = every.indexOf("dur_ns");
    for (int row = 0; row < whole.size(); row++) {
      assertThat(new String(some.getUtf8(row, track), StandardCharsets.UTF_8))
          .isEqualTo(new String(whole.getUtf8(row, track), StandardCharsets.UTF_8));
      assertThat(some.getLong(row, dur)).isEqualTo(whole.getLong(row, dur));
    }
    IllegalArgumentException notAsked = assertThrows(IllegalArgumentException.class,
        () -> some.getUtf8(0, every.indexOf("name")));
    assertThat(notAsked).hasMessageThat().isEqualTo("name was not asked for");
  }

  @Test
  void theTraceRowCountsTheEventsEvenWhenTheirRowsAreNotKept() throws IOException {
    TableInMemory trace = read(TableSchema.TRACE, List.of("events"));
    TableInMemory events = read(TableSchema.EVENT, List.of("name"));
    int column = TableSchema.TRACE.stored().stream().map(TableSchema.Column::name).toList().indexOf("events");
    assertThat(trace.size()).isEqualTo(1);
    assertThat(trace.getLong(0, column)).isEqualTo(events.size());
  }

  private static TableInMemory read(TableSchema table, List<String> columns) throws IOException {
    TableInMemory rows = new TableInMemory(table, columns);
    try (Inputs inputs = Inputs.open(List.of(new InputSpec(InputSpec.Kind.FILE, MIXED.toString(), 0)),
        InputFormat.AUTO, false, false, TraceCatalogue.builtIn(), notice -> {})) {
      Export.run(inputs.streams(), rows, MIXED.toString(), "mixed", items -> {}, new ProblemLog(), merger -> merger);
    }
    rows.finish();
    return rows;
  }
}
