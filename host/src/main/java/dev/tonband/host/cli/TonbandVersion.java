// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.cli;

import dev.tonband.generator.catalogue.Fingerprint;
import dev.tonband.host.catalogue.TraceCatalogue;
import picocli.CommandLine;

/**
 * What {@code --version} prints: the version, the fingerprint of the built-in catalogue (which
 * firmware built from the same events.yaml sends, so a mismatch is plain to see), and the Java
 * it runs on, as a bug report needs them.
 */
final class TonbandVersion implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {
        TonbandCommand.VERSION,
        "built-in catalogue fingerprint " + Fingerprint.hex(TraceCatalogue.builtIn().fingerprint()),
        "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ") on "
            + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
  }
}
