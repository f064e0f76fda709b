// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.firmware;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.tonband.host.ThirdPartyNotices;
import dev.tonband.host.ThirdPartyNotices.Library;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The release zip, and tonband.jar in it, carry Tonband's LICENSE and THIRD-PARTY-NOTICES, and the
 * notices list exactly the third-party code they hold: every file of another project in them is
 * held by a listed library, and every library listed in them is there.
 */
class ReleaseNoticesTest {
  /** What the release zip holds of Tonband's own, under its top folder. */
  private static final Pattern OWN_IN_ZIP = Pattern.compile(
      "(tonband\\.jar|bin/tonband(\\.cmd)?|events\\.yaml|README\\.md|LICENSE|THIRD-PARTY-NOTICES|CHANGELOG\\.md|corpus/README\\.md|docs/.*"
          + "|target-firmware/.*|generated-c/.*)");
  /** What tonband.jar holds of Tonband's own, and the jar's and Maven's bookkeeping. */
  private static final Pattern OWN_IN_JAR = Pattern.compile(
      "dev/tonband/.*|templates/.*|META-INF/(MANIFEST\\.MF|tonband/.*|maven/dev\\.tonband/.*|services/.*)");
  /** Files that a library ships about itself under META-INF (licences, its Maven coordinates, OSGi). */
  private static final Pattern LIBRARY_METADATA = Pattern.compile(
      "META-INF/([A-Za-z-]*(LICENSE|NOTICE)[A-Za-z.-]*|maven/.*|versions/\\d+/OSGI-INF/.*|[A-Z_]*\\.(txt|md))");

  private static Map<String, byte[]> zip;
  private static Map<String, byte[]> jar;
  private static ThirdPartyNotices notices;

  @BeforeAll
  static void read() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of(System.getProperty("tonband.release")))) {
      zip = entries(in);
    }
    String top = zip.keySet().iterator().next().split("/")[0] + "/";
    Map<String, byte[]> inside = new LinkedHashMap<>();
    zip.forEach((name, bytes) -> inside.put(name.substring(top.length()), bytes));
    zip = inside;
    jar = entries(new ByteArrayInputStream(zip.get("tonband.jar")));
    notices = ThirdPartyNotices.read();
  }

  private static Map<String, byte[]> entries(InputStream in) throws IOException {
    Map<String, byte[]> entries = new LinkedHashMap<>();
    try (ZipInputStream zipped = new ZipInputStream(in)) {
      for (ZipEntry e = zipped.getNextEntry(); e != null; e = zipped.getNextEntry()) {
        if (!e.isDirectory()) {
          entries.put(e.getName(), zipped.readAllBytes());
        }
      }
    }
    return entries;
  }

  @Test
  void theZipAndTheJarCarryTheLicenseAndTheNotices() throws IOException {
    String license = Files.readString(Path.of(System.getProperty("tonband.root", ".."), "LICENSE"));
    assertThat(text(zip.get("LICENSE"))).isEqualTo(license);
    assertThat(text(zip.get("THIRD-PARTY-NOTICES"))).isEqualTo(notices.text());
    assertThat(text(jar.get("META-INF/tonband/LICENSE"))).isEqualTo(license);
    assertThat(text(jar.get("META-INF/tonband/THIRD-PARTY-NOTICES"))).isEqualTo(notices.text());
    assertThat(license).contains("MIT License");
  }

  @Test
  void everyFileOfAnotherProjectInTheZipIsListed() {
    TreeSet<String> unlisted = new TreeSet<>();
    for (String name : zip.keySet()) {
      if (!OWN_IN_ZIP.matcher(name).matches() && notices.owner(ThirdPartyNotices.ZIP, name).isEmpty()) {
        unlisted.add(name);
      }
    }
    assertWithMessage("files of the release zip no library of THIRD-PARTY-NOTICES holds").that(unlisted).isEmpty();
  }

  @Test
  void everyClassOfAnotherProjectInTheJarIsListed() {
    TreeSet<String> unlisted = new TreeSet<>();
    for (String name : jar.keySet()) {
      String path = name.replaceFirst("^META-INF/versions/\\d+/(?!OSGI-INF/)", ""); // multi-release classes
      if (!OWN_IN_JAR.matcher(path).matches() && !LIBRARY_METADATA.matcher(path).matches()
          && notices.owner(ThirdPartyNotices.JAR, path).isEmpty()) {
        unlisted.add(name);
      }
    }
    assertWithMessage("files of tonband.jar no library of THIRD-PARTY-NOTICES holds").that(unlisted).isEmpty();
  }

  @Test
  void everyLibraryListedInTheJarOrTheZipIsThere() {
    for (Library library : notices.libraries()) {
      for (String path : library.in(ThirdPartyNotices.JAR)) {
        assertWithMessage("%s in tonband.jar: %s", library.name(), path)
            .that(jar.keySet().stream().anyMatch(name -> path.endsWith("/") ? name.startsWith(path) : name.equals(path)))
            .isTrue();
      }
      for (String path : library.in(ThirdPartyNotices.ZIP)) {
        assertWithMessage("%s in the release zip: %s", library.name(), path).that(zip).containsKey(path);
      }
    }
  }

  @Test
  void theJarsMavenCoordinatesAreListed() {
    for (String name : jar.keySet()) {
      List<String> parts = List.of(name.split("/"));
      if (name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties") && !parts.get(2).equals("dev.tonband")) {
        assertWithMessage("%s in THIRD-PARTY-NOTICES", name).that(notices.text()).contains("(" + parts.get(2) + ":" + parts.get(3) + ")");
      }
    }
  }

  private static String text(byte[] bytes) {
    assertThat(bytes).isNotNull();
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
