// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.web.browser;

import dev.tonband.generator.budget.BudgetMetrics;
import dev.tonband.generator.catalogue.ReleaseCatalogue;
import dev.tonband.generator.catalogue.RuntimeNames;
import java.util.Collection;
import org.teavm.extension.spi.resources.DefaultResourcesPolicy;

/**
 * Tells TeaVM which class-path resources to build into the page: a browser has no class path, and
 * TeaVM embeds only the resources named here. Loading a team's catalogue needs the two the
 * generator reads: the release's events.yaml (the built-in groups every catalogue is merged
 * with) and the C runtime's names (which generated names must not take); loading a budgets file
 * needs the list of budget metrics. Found by TeaVM through
 * {@code META-INF/services}; the JVM never sees this class.
 */
public final class CatalogueResources extends DefaultResourcesPolicy {
  @Override
  public String[] supplyResources(Collection<? extends String> available) {
    // Class.getResourceAsStream("/x") reads the class loader's resource "x".
    return new String[] {ReleaseCatalogue.RESOURCE.substring(1), RuntimeNames.RESOURCE.substring(1),
        BudgetMetrics.RESOURCE.substring(1)};
  }
}
