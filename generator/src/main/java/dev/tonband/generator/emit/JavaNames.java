// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import java.util.Locale;

/** How catalogue names become Java names. */
public final class JavaNames {
  private JavaNames() {}

  /** {@code freertos_task_switched_in} becomes {@code FreertosTaskSwitchedIn}. */
  public static String upperCamel(String snake) {
    StringBuilder out = new StringBuilder();
    for (String part : snake.split("_")) {
      out.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
    }
    return out.toString();
  }

  /** {@code FrQueueKind} becomes {@code FR_QUEUE_KIND}: a constant named after a type. */
  public static String upperSnake(String upperCamel) {
    return upperCamel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
  }

  /** {@code len_after} becomes {@code lenAfter}. */
  public static String lowerCamel(String snake) {
    String upper = upperCamel(snake);
    return upper.substring(0, 1).toLowerCase(Locale.ROOT) + upper.substring(1);
  }
}
