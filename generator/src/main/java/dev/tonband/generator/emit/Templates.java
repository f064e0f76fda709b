// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.emit;

import freemarker.template.Configuration;
import freemarker.template.DefaultObjectWrapperBuilder;
import freemarker.template.SimpleSequence;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.function.UnaryOperator;

/**
 * Renders the FreeMarker templates under {@code /templates}, with settings that keep output
 * deterministic. Templates put catalogue text into comments through the functions {@code
 * cComment(text)}, {@code htmlComment(text)}, {@code pyComment(text)} and {@code pyDoc(text)}
 * ({@link Comments}); every banner states the terms of the generated code with {@code
 * licenseLines} ({@link GeneratedLicense}).
 */
public final class Templates {
  private static final Configuration CONFIGURATION = configuration();

  private Templates() {}

  public static String render(String template, Map<String, ?> model) {
    StringWriter out = new StringWriter();
    try {
      CONFIGURATION.getTemplate(template).process(model, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (TemplateException e) {
      throw new IllegalStateException("template " + template + " failed: " + e.getMessage(), e);
    }
    return out.toString();
  }

  private static Configuration configuration() {
    Configuration c = new Configuration(Configuration.VERSION_2_3_34);
    c.setClassForTemplateLoading(Templates.class, "/templates");
    c.setDefaultEncoding("UTF-8");
    c.setLocale(Locale.ROOT);
    c.setTimeZone(TimeZone.getTimeZone("UTC"));
    c.setNumberFormat("computer");
    c.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
    c.setLogTemplateExceptions(false);
    c.setWrapUncheckedExceptions(true);
    c.setFallbackOnNullLoopVariable(false);
    c.setObjectWrapper(new DefaultObjectWrapperBuilder(Configuration.VERSION_2_3_34).build());
    c.setSharedVariable("cComment", textFunction(Comments::c));
    c.setSharedVariable("htmlComment", textFunction(Comments::html));
    c.setSharedVariable("pyComment", textFunction(Comments::pythonLine));
    c.setSharedVariable("pyDoc", textFunction(Comments::pythonDocstring));
    c.setSharedVariable("licenseLines", new SimpleSequence(GeneratedLicense.LINES, c.getObjectWrapper()));
    return c;
  }

  /** A template function of one text argument. */
  private static TemplateMethodModelEx textFunction(UnaryOperator<String> function) {
    return arguments -> {
      if (arguments.size() != 1 || !(arguments.get(0) instanceof TemplateScalarModel text)) {
        throw new TemplateModelException("expects one text argument");
      }
      return function.apply(text.getAsString());
    };
  }
}
