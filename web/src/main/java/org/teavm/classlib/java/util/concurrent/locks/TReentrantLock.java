// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package org.teavm.classlib.java.util.concurrent.locks;

/**
 * {@code java.util.concurrent.locks.ReentrantLock} for TeaVM's class library (0.16.0), which lacks
 * it: Jackson's thread-local buffer manager, reached when the page writes its stats as JSON ({@code
 * StatsJson}), takes one around releasing buffers. The browser runs the converter on one thread,
 * so there is nothing to wait for. TeaVM compiles it in place of the JDK's class; the JVM never
 * loads it.
 */
public class TReentrantLock {
  private int holds;

  public void lock() {
    holds++;
  }

  public boolean tryLock() {
    holds++;
    return true;
  }

  public void unlock() {
    if (holds == 0) {
      throw new IllegalMonitorStateException();
    }
    holds--;
  }

  public boolean isLocked() {
    return holds > 0;
  }
}
