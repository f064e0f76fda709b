// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/**
 * SQL over the tables of traces ({@code tonband sql}): {@link dev.tonband.host.sql.TableFolder} is
 * a folder {@code tonband export} wrote, {@link dev.tonband.host.sql.SqlSession} has DuckDB answer
 * queries over it (a view per table), and {@link dev.tonband.host.sql.ResultFormat} says how the
 * rows are written: a table for the terminal, CSV or JSON lines; Parquet DuckDB writes itself.
 */
package dev.tonband.host.sql;
