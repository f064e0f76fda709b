// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.dial9;

import java.util.Arrays;

/**
 * The value of a {@link FieldType#POOLED_STACK_FRAMES} field, and an entry of a Stack Pool frame:
 * a stack pool id and, once the pool entry has been seen, its addresses (leaf first, unsigned).
 */
public final class PooledStackFrames {
  private final long poolId;
  private final long[] frames;

  /** @param frames the entry's addresses, or null when the stream has not defined {@code poolId} (yet) */
  public PooledStackFrames(long poolId, long[] frames) {
    if (poolId < 0 || poolId > 0xFFFF_FFFFL) {
      throw new IllegalArgumentException("pool_id is a u32, got " + poolId);
    }
    this.poolId = poolId;
    this.frames = frames;
  }

  public long poolId() {
    return poolId;
  }

  /** A copy of the addresses, or null when the pool entry was not defined before this reference. */
  public long[] frames() {
    return frames == null ? null : frames.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PooledStackFrames other && poolId == other.poolId && Arrays.equals(frames, other.frames);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(poolId) * 31 + Arrays.hashCode(frames);
  }

  /** The addresses as {@code StackFrames} values read, or a note that the entry is not defined. */
  @Override
  public String toString() {
    return frames != null ? ValueText.of(FieldType.STACK_FRAMES, frames) : "<stack pool entry " + poolId + " not defined>";
  }
}
