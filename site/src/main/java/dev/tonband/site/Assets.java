// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The site's own style and script, and highlight.js from its WebJar, copied under {@code assets/}
 * so that no page fetches anything from the network.
 */
final class Assets {
  /**
   * Languages the docs use that highlight.js's common bundle lacks; each adds {@code
   * languages/NAME.min.js}. (C, Java, YAML, shell, JSON and Makefile are in the bundle.)
   */
  static final List<String> EXTRA_LANGUAGES = List.of("cmake");

  private static final String WEBJAR = "META-INF/resources/webjars/highlightjs/";

  private Assets() {}

  static void copy(Path site) throws IOException {
    String highlight = WEBJAR + highlightVersion() + "/";
    Map<String, String> files = new LinkedHashMap<>();
    files.put("site/site.css", "assets/site.css");
    files.put("site/site.js", "assets/site.js");
    files.put(highlight + "highlight.min.js", "assets/highlight/highlight.min.js");
    files.put(highlight + "styles/github.min.css", "assets/highlight/github.min.css");
    for (String language : EXTRA_LANGUAGES) {
      files.put(highlight + "languages/" + language + ".min.js", "assets/highlight/languages/" + language + ".min.js");
    }
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path target = site.resolve(file.getValue());
      Files.createDirectories(target.getParent());
      try (InputStream in = resource(file.getKey())) {
        Files.copy(in, target);
      }
    }
  }

  /** The WebJar's version, from its Maven metadata, so that upgrading it is a change of the pom alone. */
  private static String highlightVersion() throws IOException {
    Properties pom = new Properties();
    try (InputStream in = resource("META-INF/maven/org.webjars/highlightjs/pom.properties")) {
      pom.load(in);
    }
    return pom.getProperty("version");
  }

  private static InputStream resource(String name) {
    InputStream in = Assets.class.getClassLoader().getResourceAsStream(name);
    if (in == null) {
      throw new UncheckedIOException(new IOException("missing from the classpath: " + name));
    }
    return in;
  }
}
