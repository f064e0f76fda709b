// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import java.util.List;

/**
 * What every generated source file says of its terms, in its banner: the MIT license, as
 * Tonband's own code, so a team may commit what the generator wrote into a closed product. The
 * SPDX tags let license tools (REUSE, scanners) read it.
 */
public final class GeneratedLicense {
  /** The terms in words, for files that cannot hold a comment of their own lines (JSON). */
  public static final String TERMS =
      "This generated code may be used under the MIT license, as Tonband itself, closed products included";

  /** The terms and the SPDX tags, a comment line each. */
  // REUSE-IgnoreStart: the tags of the generated files, not of this one (its own are above)
  public static final List<String> LINES = List.of(
      TERMS + ":", "SPDX-FileCopyrightText: 2026 The Tonband authors", "SPDX-License-Identifier: MIT");
  // REUSE-IgnoreEnd

  private GeneratedLicense() {}
}
