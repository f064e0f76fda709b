// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/**
 * One reading of a trace ({@link dev.tonband.host.trace.Trace}): the stream's items go through one
 * {@link dev.tonband.host.trace.Dispatch} (a typed call per event, generated from the catalogue:
 * no switch over event ids of its own), into trackers that keep
 * what every output needs (cores and ISRs, task states, markers, kernel objects, the heap, stacks, names, problems)
 * and tell a {@link dev.tonband.host.trace.TraceListener} what changed. Adding a built-in event
 * touches the dispatch (which does not compile until it handles the event) and at most one tracker.
 */
package dev.tonband.host.trace;
