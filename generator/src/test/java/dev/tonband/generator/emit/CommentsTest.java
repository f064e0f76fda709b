// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Catalogue text in generated comments. The expectations follow the languages' rules: C splices
 * lines at a backslash-newline (and at the trigraph ??/ before a newline) before it finds
 * comments; javac turns unicode escapes into characters before anything else. The generated
 * files themselves are compiled with such text in {@code GeneratesEveryValidCatalogueTest}.
 */
class CommentsTest {
  @Test
  void cCommentTextCannotEndOrOpenACommentOrSpliceLines() {
    assertThat(Comments.c("a */ b /* c")).isEqualTo("a * / b / * c");
    assertThat(Comments.c("*/*/")).isEqualTo("* / * /");
    assertThat(Comments.c("ends in *\\\n/ here")).isEqualTo("ends in *\\ / here");
    assertThat(Comments.c("trigraph *??/\n/")).isEqualTo("trigraph *? ?/ /");
    assertThat(Comments.c("tab\tand\r\nbreaks")).isEqualTo("tab and  breaks");
  }

  @Test
  void cCommentTextKeepsOrdinaryTextAsItIs() {
    assertThat(Comments.c("Queue `queue_id` holds 3/4 * n items (a/b).")).isEqualTo("Queue `queue_id` holds 3/4 * n items (a/b).");
  }

  @Test
  void pythonCommentTextStaysOnItsLine() {
    assertThat(Comments.pythonLine("a\nimport os\r\u2028b\u0085c\td")).isEqualTo("a import os  b c d");
  }

  @Test
  void pythonDocstringTextCannotEndTheStringOrEscape() {
    assertThat(Comments.pythonDocstring("\"\"\" + os.system('x') + \"\"\" and C:\\new\n"))
        .isEqualTo("\\\"\\\"\\\" + os.system('x') + \\\"\\\"\\\" and C:\\\\new ");
    assertThat(Comments.pythonDocstring("ends in a quote\"")).isEqualTo("ends in a quote\\\"");
  }

  @Test
  void javadocHasNoBackslashSoNoUnicodeEscapeAndNoCommentEnd() {
    String javadoc = Comments.javadoc("ends early \\u002A/ class X {} or with \\u002a\\u002f or */ plainly");

    assertThat(javadoc).doesNotContain("\\");
    assertThat(javadoc).doesNotContain("*/");
    assertThat(javadoc).isEqualTo("ends early &#92;u002A/ class X {} or with &#92;u002a&#92;u002f or *&#47; plainly");
  }

  @Test
  void javadocTurnsCodeSpansIntoCodeAndTagsAndHtmlIntoText() {
    assertThat(Comments.javadoc("Task `task_id` is <ready> & @deprecated {@link Foo}"))
        .isEqualTo("Task {@code task_id} is &lt;ready&gt; &amp; &#64;deprecated {&#64;link Foo}");
    assertThat(Comments.javadoc("Path `C:\\tmp` and `a{b`")).isEqualTo("Path <code>C:&#92;tmp</code> and <code>a{b</code>");
  }

  @Test
  void javaLineCommentsDoubleBackslashesSoNoneStartsAUnicodeEscape() {
    assertThat(Comments.javaLine("C:\\u000a\\events.yaml")).isEqualTo("C:\\\\u000a\\\\events.yaml");
    assertThat(Comments.javaLine("a\rb\nc")).isEqualTo("a b c");
  }

  @Test
  void htmlCommentTextHasNoDoubleHyphen() {
    assertThat(Comments.html("a --> b ---- c")).isEqualTo("a - -> b - - - - c");
  }
}
