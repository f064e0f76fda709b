// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * An option's enum values as a user types them, in lower case ({@code --to dial9}): parsed in
 * any case, and offered by completion, listed by help and named by errors as typed. A subclass
 * per enum is both the option's converter and its completion candidates.
 */
abstract class EnumValues<E extends Enum<E>> implements CommandLine.ITypeConverter<E>, Iterable<String> {
  private final Class<E> type;
  /** What a value is, for errors: "a format", "a target". */
  private final String noun;

  EnumValues(Class<E> type, String noun) {
    this.type = type;
    this.noun = noun;
  }

  @Override
  public E convert(String value) {
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equalsIgnoreCase(value)) {
        return constant;
      }
    }
    List<String> typed = names();
    String choices = typed.size() == 1 ? typed.get(0)
        : String.join(", ", typed.subList(0, typed.size() - 1)) + " or " + typed.get(typed.size() - 1);
    throw new CommandLine.TypeConversionException("'" + value + "' is not " + noun + "; use " + choices);
  }

  @Override
  public Iterator<String> iterator() {
    return names().iterator();
  }

  private List<String> names() {
    return Arrays.stream(type.getEnumConstants()).map(c -> c.name().toLowerCase(Locale.ROOT)).toList();
  }
}
