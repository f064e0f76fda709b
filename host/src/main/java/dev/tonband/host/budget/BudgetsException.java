// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import java.util.List;

/** A budgets file that cannot be used, with every error found in it as {@code file:line:column: message}. */
public final class BudgetsException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient List<String> errors;

  BudgetsException(List<String> errors) {
    super(String.join("\n", errors));
    this.errors = List.copyOf(errors);
  }

  public List<String> errors() {
    return errors;
  }
}
