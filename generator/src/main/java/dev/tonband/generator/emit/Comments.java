// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Catalogue text (descriptions, the catalogue's file name) made safe for the comments it is
 * copied into: whatever it holds, it stays comment text and never becomes code.
 */
public final class Comments {
  private static final Pattern CODE_SPAN = Pattern.compile("`([^`]*)`");

  private Comments() {}

  /**
   * Text for the inside of a C block comment, on one line. Line breaks become spaces, so no
   * backslash or {@code ??/} trigraph can splice lines; {@code *}{@code /} and {@code /}{@code *}
   * get a space between them, so the comment neither ends early nor warns ({@code -Wcomment}).
   * Trigraphs lose their meaning the same way.
   */
  public static String c(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      if (ch < 0x20 || ch == 0x7F) {
        ch = ' ';
      }
      char last = out.isEmpty() ? ' ' : out.charAt(out.length() - 1);
      if ((last == '*' && ch == '/') || (last == '/' && ch == '*') || (last == '?' && ch == '?')) {
        out.append(' ');
      }
      out.append(ch);
    }
    return out.toString();
  }

  /**
   * Text for a Java line comment ({@code //}). javac reads unicode escapes (a backslash, {@code
   * u} and four hex digits) before comments, so a backslash is doubled, which makes the next one
   * ordinary text; a control character, which could end the line, becomes a space.
   */
  public static String javaLine(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char ch : text.toCharArray()) {
      if (ch == '\\') {
        out.append("\\\\");
      } else {
        out.append(ch < 0x20 || ch == 0x7F ? ' ' : ch);
      }
    }
    return out.toString();
  }

  /**
   * A catalogue description as Javadoc: {@code `code`} spans become code, everything else is
   * plain text. HTML entities stand in for the characters that could end the comment (the slash
   * after a star), start a unicode escape (a backslash: javac reads those before comments), start
   * a Javadoc tag ({@code @}) or be read as HTML.
   */
  public static String javadoc(String text) {
    StringBuilder out = new StringBuilder();
    Matcher span = CODE_SPAN.matcher(text);
    int at = 0;
    while (span.find()) {
      out.append(javadocText(text.substring(at, span.start())));
      String code = span.group(1);
      String escaped = javadocText(code);
      boolean plain = escaped.equals(code) && code.indexOf('{') < 0 && code.indexOf('}') < 0;
      out.append(plain ? "{@code " + code + "}" : "<code>" + escaped + "</code>");
      at = span.end();
    }
    return out.append(javadocText(text.substring(at))).toString();
  }

  private static String javadocText(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char ch = text.charAt(i);
      switch (ch) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '@' -> out.append("&#64;");
        case '\\' -> out.append("&#92;");
        case '/' -> out.append(i > 0 && text.charAt(i - 1) == '*' ? "&#47;" : "/");
        default -> out.append(ch);
      }
    }
    return out.toString();
  }

  /**
   * Text for a Python line comment ({@code #}), on one line: every character that could end the
   * line (control characters, and the line separators Python's string methods know) becomes a
   * space, so the text never becomes code.
   */
  public static String pythonLine(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char ch : text.toCharArray()) {
      out.append(ch < 0x20 || ch == 0x7F || ch == 0x85 || ch == '\u2028' || ch == '\u2029' ? ' ' : ch);
    }
    return out.toString();
  }

  /**
   * Text for the inside of a Python docstring ({@code """..."""}), on one line as {@link
   * #pythonLine}: backslashes and double quotes are escaped, so no quote can end the string and
   * no backslash starts an escape of the text's own.
   */
  public static String pythonDocstring(String text) {
    return pythonLine(text).replace("\\", "\\\\").replace("\"", "\\\"");
  }

  /** Text for an HTML comment ({@code <!-- -->}, in Markdown): no {@code --}, which could end it. */
  public static String html(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char ch : text.toCharArray()) {
      if (ch == '-' && !out.isEmpty() && out.charAt(out.length() - 1) == '-') {
        out.append(' ');
      }
      out.append(ch);
    }
    return out.toString();
  }
}
