package dev.tonband.host.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** Writes one JSON object per line with Jackson, flushing each line. */
final class JsonLines {
  private static final JsonFactory FACTORY = new JsonFactory();

  /** Writes the fields of one object. */
  interface Body {
    void write(JsonGenerator json) throws IOException;
  }

  private final PrintStream out;

  JsonLines(PrintStream out) {
    this.out = out;
  }

  void write(Body body) {
    StringWriter line = new StringWriter();
    try (JsonGenerator json = FACTORY.createGenerator(line)) {
      json.writeStartObject();
      body.write(json);
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    out.println(line);
    out.flush();
  }

  /** A JSON string literal, for text output that quotes strings the same way. */
  static String quote(String s) {
    return '"' + new String(JsonStringEncoder.getInstance().quoteAsString(s)) + '"';
  }
}
