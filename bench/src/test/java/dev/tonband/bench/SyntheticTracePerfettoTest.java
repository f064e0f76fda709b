package dev.tonband.bench;

import static com.google.common.truth.Truth.assertThat;

import dev.tonband.generator.catalogue.CatalogueLoader;
import dev.tonband.host.Converted;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/** A realistic trace archived as dial9 converts to Perfetto exactly as the device trace does (lives here for SyntheticTrace). */
class SyntheticTracePerfettoTest {
  @Test
  void aTraceConvertedToDial9AndBackToPerfettoGivesTheSameTracksAndEventsAsTheDirectConversion() throws Exception {
    ByteArrayOutputStream device = new ByteArrayOutputStream();
    SyntheticTrace.write(CatalogueLoader.load(SyntheticTrace.findCatalogue()), 50_000, 11, device);

    Converted direct = Converted.of(device.toByteArray());
    Converted viaArchive = Converted.ofArchive(Converted.archive(device.toByteArray()));

    assertThat(direct.trace().lines().size()).isGreaterThan(10_000);
    assertThat(viaArchive.trace().trackPaths()).containsExactlyElementsIn(direct.trace().trackPaths()).inOrder();
    assertThat(viaArchive.trace().lines()).containsExactlyElementsIn(direct.trace().lines()).inOrder();
    assertThat(viaArchive.problems().counts()).isEqualTo(direct.problems().counts());
  }
}
