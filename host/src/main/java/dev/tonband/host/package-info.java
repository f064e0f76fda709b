// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/**
 * The {@code tonband} host tool. Its packages depend downward only ({@code LayersTest} checks it):
 *
 * <pre>
 * cli                 the picocli commands
 *  -> outputs         this package (Conversion, Analysis, Archiving, Export) and perfetto, stats,
 *                     text, budget, report, serve, tables: listeners of a trace, and what they write;
 *                     sql: queries over the tables of exported traces
 *  -> trace           one reading of a trace: the dispatch over event ids, the trackers, the
 *                     listener interface every output implements
 *  -> input           opening files, hex dumps, gzip, sockets and serial ports as device streams
 *  -> stream          decoding, cores, timestamps in ns, damage repaired, inputs merged by time
 *  -> catalogue       the catalogue a trace is decoded with (built-in or a team's)
 *  -> io              what went wrong with a file, in words
 * </pre>
 *
 * As in Perfetto's trace processor, each event is interpreted once, in {@link
 * dev.tonband.host.trace}; outputs never look at event ids.
 */
package dev.tonband.host;
