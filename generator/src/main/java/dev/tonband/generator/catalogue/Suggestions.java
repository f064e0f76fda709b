// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean" hints: the closest known word within a small edit distance. */
final class Suggestions {
  private Suggestions() {}

  static Optional<String> closest(String word, Collection<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : known) {
      int d = distance(word.toLowerCase(), candidate.toLowerCase());
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    int allowed = Math.max(1, word.length() / 3);
    return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
  }

  /** " (did you mean 'x'?)" or nothing. */
  static String hint(String word, Collection<String> known) {
    return closest(word, known).map(s -> " (did you mean '" + s + "'?)").orElse("");
  }

  private static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
