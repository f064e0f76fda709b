// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.spark;

import org.apache.spark.sql.connector.read.InputPartition;

/**
 * One trace file, read by one task.
 *
 * @param path the file, as a Hadoop path ({@code file:/...}, {@code s3a://...})
 * @param named whether {@code load(...)} named the file itself, rather than a folder or glob it
 *     was found by: a file found so may be something else than a trace, and is then left out
 */
record TracePartition(String path, long bytes, boolean named) implements InputPartition {}
