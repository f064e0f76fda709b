// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Budget results as a JUnit XML report (the format CI systems show as tests): one test suite per
 * budgets file, one test case per budget, a failure for each violated one.
 */
public final class JUnitReport {
  private JUnitReport() {}

  /**
   * @param suite the suite's name: the budgets file
   * @param trace what was checked, shown as the suite's property {@code trace}
   */
  public static void write(String suite, String trace, List<BudgetCheck.Result> results, OutputStream out)
      throws IOException {
    long failures = results.stream().filter(r -> !r.passed()).count();
    try {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeCharacters("\n");
      xml.writeStartElement("testsuites");
      xml.writeAttribute("name", "tonband check");
      xml.writeAttribute("tests", Integer.toString(results.size()));
      xml.writeAttribute("failures", Long.toString(failures));
      xml.writeCharacters("\n  ");
      xml.writeStartElement("testsuite");
      xml.writeAttribute("name", clean(suite));
      xml.writeAttribute("tests", Integer.toString(results.size()));
      xml.writeAttribute("failures", Long.toString(failures));
      xml.writeAttribute("errors", "0");
      xml.writeAttribute("skipped", "0");
      xml.writeCharacters("\n    ");
      xml.writeStartElement("properties");
      xml.writeEmptyElement("property");
      xml.writeAttribute("name", "trace");
      xml.writeAttribute("value", clean(trace));
      xml.writeEndElement();
      for (BudgetCheck.Result result : results) {
        Budget budget = result.budget();
        xml.writeCharacters("\n    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", clean("budgets." + (budget.object() == null ? budget.metric().section.key
            : budget.metric().section.key + "." + budget.object())));
        xml.writeAttribute("name", budget.metric().key + " " + result.limit());
        xml.writeAttribute("time", "0");
        if (!result.passed()) {
          xml.writeStartElement("failure");
          xml.writeAttribute("type", "budget");
          xml.writeAttribute("message", clean(result.message()));
          xml.writeCharacters(clean(result.message()));
          xml.writeEndElement();
        } else {
          xml.writeStartElement("system-out");
          xml.writeCharacters(clean(result.message()));
          xml.writeEndElement();
        }
        xml.writeEndElement();
      }
      xml.writeCharacters("\n  ");
      xml.writeEndElement();
      xml.writeCharacters("\n");
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
      out.write('\n');
    } catch (XMLStreamException e) {
      throw new IOException("cannot write the JUnit report: " + e.getMessage(), e);
    }
  }

  /** Names come from the trace; characters XML 1.0 cannot hold become U+FFFD. */
  private static String clean(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().forEach(c -> out.appendCodePoint(c == 0x9 || c == 0xA || c == 0xD || c >= 0x20 && c <= 0xD7FF
        || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 ? c : 0xFFFD));
    return out.toString();
  }
}
