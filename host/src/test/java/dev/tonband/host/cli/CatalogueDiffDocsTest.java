// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The guide's {@code catalogue diff} example runs as the guide shows it: its step 1 catalogue,
 * changed as its words say (with the guide's own {@code valve} block), gives the output it prints.
 */
class CatalogueDiffDocsTest extends CliFixture {
  private static final Path GUIDE = Path.of(System.getProperty("tonband.root", ".."), "docs/firmware/app-events.md");
  private static final Pattern YAML = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL);
  private static final Pattern SESSION = Pattern.compile(
      "```\n\\$ java -jar tonband.jar catalogue diff old.yaml app-events.yaml\n(.*?)```", Pattern.DOTALL);

  @Test
  void theGuidesDiffIsWhatTonbandSays() throws Exception {
    String guide = Files.readString(GUIDE);
    List<String> blocks = YAML.matcher(guide).results().map(m -> m.group(1)).toList();
    String step1 = blocks.get(0).replaceAll("(?m)^#.*\n", "");
    String valve = blocks.stream().filter(b -> b.startsWith("      valve:")).findFirst().orElseThrow();

    String changed = step1.replace("PUMP_DRAIN: 2", "PUMP_DRAIN: 3")
        .replace("optional: {temperature: s64}", "optional: {temperature: s64, flow: u32}")
        .replaceAll("(?s)      site:\n.*?(?=      flow:)", "") + valve;
    Files.writeString(dir.resolve("old.yaml"), step1);
    Files.writeString(dir.resolve("app-events.yaml"), changed);
    Matcher shown = SESSION.matcher(guide);
    assertThat(shown.find()).isTrue();

    int exit = run("catalogue", "diff", dir.resolve("old.yaml").toString(), dir.resolve("app-events.yaml").toString());

    assertThat(exit).isEqualTo(1);
    assertThat(out().replace(dir + "/", "")).isEqualTo(shown.group(1));
  }
}
