// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/**
 * One reading of a trace ({@link dev.tonband.host.trace.Trace}): the stream's items go through one
 * {@link dev.tonband.host.trace.Dispatch}, the only switch over event ids, into trackers that keep
 * what every output needs (cores and ISRs, task states, markers, kernel objects, the heap, stacks, names, problems)
 * and tell a {@link dev.tonband.host.trace.TraceListener} what changed. Adding an event touches
 * the dispatch and at most one tracker.
 */
package dev.tonband.host.trace;
