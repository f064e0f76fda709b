// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.codec;

/** A value of a catalogue enum decoded at run time; it prints as its name, as a generated Java enum does. */
public record DynamicEnumValue(String name, int value) {
  @Override
  public String toString() {
    return name;
  }
}
