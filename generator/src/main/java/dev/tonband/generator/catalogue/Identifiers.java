package dev.tonband.generator.catalogue;

import java.util.Set;
import java.util.regex.Pattern;

/** Which names can become identifiers in both generated C and generated Java. */
final class Identifiers {
  private Identifiers() {}

  /** Groups, events and fields: lower_snake_case, no leading, trailing or doubled '_'. */
  static final Pattern SNAKE = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");
  /** Enums become C enum tags and Java types. */
  static final Pattern UPPER_CAMEL = Pattern.compile("[A-Z][A-Za-z0-9]*");
  /** Enum values become C enumerators and Java enum constants. */
  static final Pattern UPPER_SNAKE = Pattern.compile("[A-Z][A-Z0-9]*(_[A-Z0-9]+)*");

  private static final Set<String> C_KEYWORDS =
      Set.of(
          "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
          "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
          "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch",
          "typedef", "union", "unsigned", "void", "volatile", "while", "bool", "true", "false",
          "alignas", "alignof", "noreturn", "static_assert", "thread_local", "asm", "fortran");

  private static final Set<String> JAVA_KEYWORDS =
      Set.of(
          "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class",
          "const", "continue", "default", "do", "double", "else", "enum", "extends", "final",
          "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
          "interface", "long", "native", "new", "package", "private", "protected", "public",
          "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
          "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false",
          "null", "var", "yield", "record", "sealed", "permits", "non-sealed", "when", "exports",
          "module", "open", "opens", "provides", "requires", "to", "transitive", "uses", "with");

  /** "a C keyword", "a Java keyword", "a C and Java keyword", or null. */
  static String keywordOf(String name) {
    boolean c = C_KEYWORDS.contains(name);
    boolean java = JAVA_KEYWORDS.contains(name);
    if (c && java) {
      return "a keyword of C and Java";
    }
    if (c) {
      return "a C keyword";
    }
    return java ? "a Java keyword" : null;
  }
}
