// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Which names can become identifiers in generated C, Java and Python. */
final class Identifiers {
  private Identifiers() {}

  /** The spelling a kind of name must have, and how to say so. */
  enum Form {
    /** Groups, events and fields. */
    SNAKE(
        "[a-z][a-z0-9]*(_[a-z0-9]+)*",
        "lower_snake_case: lowercase letters, digits and single underscores, starting with a letter"),
    /** Enums become C enum tags and Java types. */
    UPPER_CAMEL("[A-Z][A-Za-z0-9]*", "UpperCamelCase: letters and digits, starting with an uppercase letter"),
    /** Enum values become C enumerators and Java enum constants. */
    UPPER_SNAKE(
        "[A-Z][A-Z0-9]*(_[A-Z0-9]+)*",
        "UPPER_SNAKE_CASE: uppercase letters, digits and single underscores, starting with a letter");

    private final Pattern pattern;
    private final String rule;

    Form(String pattern, String rule) {
      this.pattern = Pattern.compile(pattern);
      this.rule = rule;
    }

    boolean matches(String name) {
      return pattern.matcher(name).matches();
    }

    /** "lower_snake_case: lowercase letters, ...". */
    String rule() {
      return rule;
    }

    /** The name respelled in this form, if that gives a valid name ("IsrEnter" to "isr_enter"). */
    Optional<String> respell(String name) {
      String snake = toSnake(name);
      String respelled =
          switch (this) {
            case SNAKE -> snake;
            case UPPER_SNAKE -> snake.toUpperCase(Locale.ROOT);
            case UPPER_CAMEL -> toUpperCamel(snake);
          };
      return matches(respelled) && !respelled.equals(name) ? Optional.of(respelled) : Optional.empty();
    }
  }

  /** C keywords up to C23, and the common extensions asm and fortran. */
  private static final Set<String> C_KEYWORDS =
      Set.of(
          "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
          "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
          "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
          "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false",
          "alignas", "alignof", "constexpr", "nullptr", "noreturn", "static_assert", "thread_local",
          "typeof", "typeof_unqual", "asm", "fortran");

  /**
   * Java's reserved keywords and literals. Contextual keywords (record, var, yield, to, with, ...)
   * are left out: they are valid names for the fields, parameters and methods that lower-case
   * catalogue names become, and Java types are spelled in UpperCamelCase.
   */
  private static final Set<String> JAVA_KEYWORDS =
      Set.of(
          "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class",
          "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
          "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
          "interface", "long", "native", "new", "package", "private", "protected", "public",
          "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
          "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false",
          "null");

  /**
   * Python's keywords. Only fields must avoid them: a field becomes an attribute and a local
   * variable of the generated Python, while group and event names stay text there (an event's
   * class is spelled in UpperCamelCase, where only None, True and False are keywords).
   */
  private static final Set<String> PYTHON_KEYWORDS =
      Set.of(
          "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
          "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
          "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
          "try", "while", "with", "yield");

  /**
   * "a C keyword", "a keyword of C and Java", "a keyword of C, Java and Python" (Python's only
   * when {@code python}), or null.
   */
  static String keywordOf(String name, boolean python) {
    List<String> languages = new ArrayList<>();
    if (C_KEYWORDS.contains(name)) {
      languages.add("C");
    }
    if (JAVA_KEYWORDS.contains(name)) {
      languages.add("Java");
    }
    if (python && PYTHON_KEYWORDS.contains(name)) {
      languages.add("Python");
    }
    int last = languages.size() - 1;
    return switch (languages.size()) {
      case 0 -> null;
      case 1 -> "a " + languages.get(0) + " keyword";
      default -> "a keyword of " + String.join(", ", languages.subList(0, last)) + " and " + languages.get(last);
    };
  }

  /** Whether an UpperCamelCase name is a Python keyword (None, True, False), unusable as a Python class. */
  static boolean isPythonKeyword(String name) {
    return PYTHON_KEYWORDS.contains(name);
  }

  /**
   * The Java spelling of a lower_snake_case name: {@code queue_id} becomes {@code queueId}. Two
   * names that differ only in an underscore before a digit ({@code val_1}, {@code val1}) get the
   * same Java name.
   */
  static String lowerCamel(String snake) {
    StringBuilder out = new StringBuilder();
    boolean upper = false;
    for (char c : snake.toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        out.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return out.toString();
  }

  private static String toSnake(String name) {
    StringBuilder out = new StringBuilder();
    char previous = '_';
    for (char c : name.toCharArray()) {
      if (Character.isUpperCase(c) && (Character.isLowerCase(previous) || Character.isDigit(previous))) {
        out.append('_');
      }
      char next = Character.isLetterOrDigit(c) ? Character.toLowerCase(c) : '_';
      if (next != '_' || out.length() == 0 || out.charAt(out.length() - 1) != '_') {
        out.append(next);
      }
      previous = c;
    }
    String snake = out.toString();
    while (snake.startsWith("_")) {
      snake = snake.substring(1);
    }
    while (snake.endsWith("_")) {
      snake = snake.substring(0, snake.length() - 1);
    }
    return snake;
  }

  private static String toUpperCamel(String snake) {
    String camel = lowerCamel(snake);
    return camel.isEmpty() ? camel : Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
  }
}
