// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package org.teavm.classlib.java.util.concurrent.atomic;

/**
 * {@code java.util.concurrent.atomic.AtomicReferenceArray} for TeaVM's class library (0.16.0), which
 * lacks it: Jackson's buffer recycler, which writes the page's stats as JSON ({@code StatsJson}),
 * keeps its buffers in one. The browser runs the converter on one thread, so a plain array is
 * atomic. TeaVM compiles it in place of the JDK's class (its class library is {@code
 * org.teavm.classlib.} and {@code T} before a JDK class's name); the JVM never loads it.
 */
public class TAtomicReferenceArray<E> {
  private final Object[] array;

  public TAtomicReferenceArray(int length) {
    array = new Object[length];
  }

  public final int length() {
    return array.length;
  }

  @SuppressWarnings("unchecked")
  public final E get(int i) {
    return (E) array[i];
  }

  public final void set(int i, E value) {
    array[i] = value;
  }

  public final E getAndSet(int i, E value) {
    E previous = get(i);
    array[i] = value;
    return previous;
  }

  public final boolean compareAndSet(int i, E expected, E value) {
    if (array[i] != expected) {
      return false;
    }
    array[i] = value;
    return true;
  }
}
