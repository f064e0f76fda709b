// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/**
 * A trace as SQL tables ({@code tonband export}): {@link dev.tonband.host.tables.TableSchema}
 * describes them, {@link dev.tonband.host.tables.TableOutput} makes their rows as a listener of
 * the trace's trackers, and {@link dev.tonband.host.tables.ParquetTables} has DuckDB write them as
 * Parquet, a folder per table and trace ({@link dev.tonband.host.tables.TraceTables}). DuckDB is
 * not in tonband.jar: {@link dev.tonband.host.tables.DuckDb} opens it, or says where it belongs.
 */
package dev.tonband.host.tables;
