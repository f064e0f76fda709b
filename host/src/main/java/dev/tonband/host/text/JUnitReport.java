// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Results as a JUnit XML report (the format CI systems show as tests): one test suite, one test
 * case per result, a failure for each that did not pass. {@code check} writes a case per budget,
 * {@code diff} a case per rule and per change.
 */
public final class JUnitReport {
  private JUnitReport() {}

  /**
   * One test case.
   *
   * @param type the failure's type, e.g. "budget"
   * @param message one line: what was found, shown as the failure or as the case's output
   */
  public record TestCase(String classname, String name, boolean passed, String type, String message) {}

  /**
   * @param tool the command, e.g. "tonband check", the name of the whole report
   * @param suite the suite's name, e.g. the budgets file
   * @param trace what was checked, shown as the suite's property {@code trace}
   */
  public static void write(String tool, String suite, String trace, List<TestCase> results, OutputStream out)
      throws IOException {
    long failures = results.stream().filter(r -> !r.passed()).count();
    try {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeCharacters("\n");
      xml.writeStartElement("testsuites");
      xml.writeAttribute("name", tool);
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
      for (TestCase result : results) {
        xml.writeCharacters("\n    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("classname", clean(result.classname()));
        xml.writeAttribute("name", clean(result.name()));
        xml.writeAttribute("time", "0");
        if (!result.passed()) {
          xml.writeStartElement("failure");
          xml.writeAttribute("type", result.type());
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
