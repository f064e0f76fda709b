// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web.browser;

import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * Tells TeaVM to compile the classes of this package in place of the converter's classes of the
 * same simple name: the ones that ask the JVM for something the browser runtime does not have.
 * Found by TeaVM through {@code META-INF/services}; the JVM never sees these classes.
 */
public final class BrowserSubstitutions extends SimpleSubstitutionPolicy {
  private static final String HERE = BrowserSubstitutions.class.getPackageName();

  @Override
  public void contribute(SubstitutionSink sink) {
    sink.selectClasses(named("dev.tonband.dial9.HeapLimit")).replacePackage("dev.tonband.dial9", HERE);
    String schubfach = "com.fasterxml.jackson.core.io.schubfach";
    sink.selectClasses(named(schubfach + ".DoubleToDecimal").or(named(schubfach + ".FloatToDecimal")))
        .replacePackage(schubfach, HERE);
  }
}
