// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Locale;
import java.util.Map;

/**
 * Puts a page's HTML into the site's page template ({@code site/page.ftlh}), which escapes what it
 * inserts. Public, as are the records the template reads, only because FreeMarker reads public types.
 */
public final class Layout {
  /** A heading of the page, for the page's contents in the navigation. */
  public record Heading(String id, String text) {}

  private final Template template;

  Layout() throws IOException {
    Configuration c = new Configuration(Configuration.VERSION_2_3_34);
    c.setClassForTemplateLoading(Layout.class, "/site");
    c.setDefaultEncoding("UTF-8");
    c.setLocale(Locale.ROOT);
    c.setNumberFormat("computer");
    c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    c.setLogTemplateExceptions(false);
    c.setObjectWrapper(new DefaultObjectWrapperBuilder(Configuration.VERSION_2_3_34).build());
    template = c.getTemplate("page.ftlh");
  }

  String render(Map<String, Object> model) throws IOException {
    StringWriter out = new StringWriter();
    try {
      template.process(model, out);
    } catch (TemplateException e) {
      throw new IllegalStateException("site/page.ftlh failed: " + e.getMessage(), e);
    }
    return out.toString();
  }
}
