// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.generator.emit.CAppEventsEmitter;
import dev.tonband.generator.emit.CEncoderEmitter;
import dev.tonband.generator.emit.PythonEmitter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The catalogue examples of README.md and docs/catalogue.md, followed as written: the README's
 * event goes where the README says, the worked example's enum and group where catalogue.md says,
 * both at once, and the result loads and generates what the two pages promise.
 */
class ReadmeExamplesTest {
  private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL);

  private static String read(String path) throws Exception {
    return Files.readString(Path.of("..", path), StandardCharsets.UTF_8);
  }

  /** The first YAML block after {@code marker}. */
  private static String yamlAfter(String text, String marker) {
    Matcher block = YAML_BLOCK.matcher(text);
    assertThat(block.find(text.indexOf(marker))).isTrue();
    return block.group(1);
  }

  /** The lines of a worked-example section, after its "# ... the existing ..." placeholder. */
  private static String after(String block, String placeholder, String end) {
    int from = block.indexOf('\n', block.indexOf(placeholder)) + 1;
    int to = end == null ? block.length() : block.indexOf(end, from);
    return block.substring(from, to).stripTrailing() + "\n";
  }

  @Test
  void theReadmeEventAndTheWorkedExampleGoInTogetherAndGenerateWhatTheDocsSay() throws Exception {
    String readme = read("README.md");
    String shipped = read("events.yaml");
    String event = yamlAfter(readme, "Adding an event is one entry");
    assertThat(readme).contains("under `groups:` → `demo:` → `events:`, after `board_name` (the end of the file)");
    assertThat(shipped.strip()).endsWith("description: Names the board the firmware runs on.");
    String worked = yamlAfter(read("docs/catalogue.md"), "**2. Declare the events.**");
    String enumLines = after(worked, "# ... the existing enums ...", "\ngroups:");
    String groupLines = after(worked, "# ... the existing groups ...", null);

    int groups = shipped.indexOf("\ngroups:\n");
    String catalogue = shipped.substring(0, groups).stripTrailing() + "\n" + enumLines
        + shipped.substring(groups).stripTrailing() + "\n" + event + groupLines;
    Catalogue loaded = CatalogueLoader.load("events.yaml", catalogue);
    GeneratedFiles generated = Generator.generate(loaded);

    String header = new String(generated.files().get(CEncoderEmitter.HEADER), StandardCharsets.UTF_8);
    String appHeader = new String(generated.files().get(CAppEventsEmitter.HEADER), StandardCharsets.UTF_8);
    Matcher signature = Pattern.compile("`(size_t encode_demo_motor_speed\\([^`]*\\))`").matcher(readme);
    assertThat(signature.find()).isTrue();
    assertThat(header).contains("static inline " + signature.group(1));
    assertThat(appHeader).contains("void tband_demo_motor_speed(uint8_t motor, uint32_t rpm);");
    assertThat(header).contains("static inline size_t encode_motor_speed_set_upto_ramp_ms(");
    assertThat(readme).contains("(and Python a\n`DemoMotorSpeed` dataclass)");
    assertThat(new String(generated.files().get(PythonEmitter.PACKAGE_DIR + "/events.py"), StandardCharsets.UTF_8))
        .contains("@dataclasses.dataclass(frozen=True)\nclass DemoMotorSpeed(TimedEvent):");
    assertThat(loaded.events().stream().map(e -> e.group() + "/" + e.name()).toList())
        .containsAtLeastElementsIn(List.of("demo/motor_speed", "motor/speed_set", "motor/fault", "motor/name"));
  }

  @Test
  void theTraceTheReadmeOffersToTryIsInTheCheckout() throws Exception {
    Matcher command = Pattern.compile("tonband convert (\\S+\\.bin) -o demo\\.pftrace").matcher(read("README.md"));

    assertThat(command.find()).isTrue();
    assertThat(Files.size(Path.of("..", command.group(1)))).isGreaterThan(1000L);
  }
}
