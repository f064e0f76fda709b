package dev.tonband.host.stats;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.host.Converted;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The stats of every stream of the shared corpus, damaged ones included: they find the same
 * problems as the converter (same kinds, same counts, same first occurrences), since {@code
 * tonband stats} and {@code tonband convert} must tell a user the same about a trace.
 */
class CorpusStatsTest {
  @ParameterizedTest
  @MethodSource("dev.tonband.host.CorpusConversionTest#streams")
  void findsTheProblemsTheConverterFinds(Path stream) throws Exception {
    byte[] bytes = Files.readAllBytes(stream);
    Stats stats = TraceStatsTest.analyse(bytes);
    Converted converted = Converted.of(bytes);

    assertThat(stats.problems().counts()).isEqualTo(converted.problems().counts());
    assertThat(stats.problems().firstOccurrences()).isEqualTo(converted.problems().firstOccurrences());
  }
}
