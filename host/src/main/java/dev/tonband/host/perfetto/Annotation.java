// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.perfetto;

/**
 * A named value shown with an event in the arguments panel of the Perfetto UI. The value's type
 * picks the annotation's: a {@link java.math.BigInteger} (beyond 2^63) an unsigned one, a
 * {@link Double} or {@link Float} a double, another {@link Number} a signed integer, a {@link
 * Boolean} a bool, anything else its string form.
 */
public record Annotation(String name, Object value) {}
