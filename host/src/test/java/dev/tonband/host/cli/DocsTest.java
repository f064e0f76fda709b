// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.codec.ErrorKind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/** docs/host-tool.md lists every exit code and every kind of problem a user can see. */
class DocsTest {
  private static final Path ROOT = Path.of(System.getProperty("tonband.root", ".."));
  /** Problem kinds are the only string literals of this shape in the host's sources. */
  private static final Pattern KIND_LITERAL = Pattern.compile("\"([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)\"");

  private static String docs() throws Exception {
    return Files.readString(ROOT.resolve("docs/host-tool.md"));
  }

  @Test
  void everyExitCodeIsInTheTable() throws Exception {
    String docs = docs();
    for (String entry : TonbandCommand.class.getAnnotation(Command.class).exitCodeList()) {
      String code = entry.substring(0, entry.indexOf(':'));
      assertWithMessage("exit code " + code).that(docs).contains("\n| " + code + " | ");
    }
  }

  @Test
  void everyProblemKindIsInTheTable() throws Exception {
    Set<String> kinds = new TreeSet<>();
    for (ErrorKind kind : ErrorKind.values()) {
      kinds.add(kind.name());
    }
    try (Stream<Path> sources = Files.walk(ROOT.resolve("host/src/main/java"))) {
      for (Path source : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher literal = KIND_LITERAL.matcher(Files.readString(source));
        while (literal.find()) {
          kinds.add(literal.group(1));
        }
      }
    }
    assertWithMessage("kinds found").that(kinds).containsAtLeast("EMPTY_INPUT", "BAD_HEX_LINE", "END_WITHOUT_BEGIN");
    String docs = docs();
    for (String kind : kinds) {
      assertWithMessage(kind).that(docs).contains("`" + kind + "`");
    }
    assertWithMessage("dial9 kinds").that(docs).contains("`DIAL9_` and a [dial9 reader error kind]");
  }
}
