// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

/**
 * The value of a {@link FieldType#POOLED_STRING} field: a string pool id and, once the pool entry
 * has been seen, its text.
 *
 * @param value the pool entry's text, or null when the stream has not defined {@code poolId} (yet):
 *     the spec lets pool entries follow their first reference
 */
public record PooledString(long poolId, String value) {
  public PooledString {
    if (poolId < 0 || poolId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("pool_id is a u32, got " + poolId);
    }
  }
}
