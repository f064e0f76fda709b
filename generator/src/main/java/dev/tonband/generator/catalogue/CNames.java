// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.Locale;

/**
 * The C names the generated application trace code gives a catalogue's groups and events. They
 * live in the same namespace as the runtime's own names, so the validator checks them against
 * {@link RuntimeNames}.
 */
public final class CNames {
  private CNames() {}

  /** The trace function of an encoder variant of an application event: {@code tband_demo_motor_state}. */
  public static String traceFunction(Event.Variant variant) {
    return "tband_" + variant.symbol();
  }

  /** The option that turns an application group's trace functions on or off: {@code tband_configDEMO_TRACE_ENABLE}. */
  public static String traceOption(Group group) {
    return "tband_config" + group.name().toUpperCase(Locale.ROOT) + "_TRACE_ENABLE";
  }
}
