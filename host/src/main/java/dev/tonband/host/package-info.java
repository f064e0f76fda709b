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
 *  -> trace           one reading of a trace: the dispatch (the generated EventHandler: a typed
 *                     call per event), the trackers, the listener interface every output implements
 *  -> input           opening files, hex dumps, gzip, sockets and serial ports as device streams
 *  -> stream          decoding (each event packed as primitives, no record), cores, timestamps in
 *                     ns, damage repaired, inputs merged by time, read ahead in a thread of its own
 *  -> catalogue       the catalogue a trace is decoded with (built-in or a team's)
 *  -> io              what went wrong with a file, in words
 * </pre>
 *
 * As in Perfetto's trace processor, each event is interpreted once, in {@link
 * dev.tonband.host.trace}; outputs never look at event ids, and neither does the stream layer (it
 * takes the stream's own metadata, core_id and the clock, through their typed calls).
 */
package dev.tonband.host;
