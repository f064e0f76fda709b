// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes one JSON object per line with Jackson, flushing each line. Beyond what JSON requires,
 * strings escape every character that controls a terminal ({@link TerminalText}), so that JSON
 * lines are as safe to look at as text.
 */
public final class JsonLines {
  private static final JsonFactory FACTORY = new JsonFactory().setCharacterEscapes(new TerminalSafe());

  /** Writes the fields of one object. */
  public interface Body {
    void write(JsonGenerator json) throws IOException;
  }

  private final PrintStream out;

  public JsonLines(PrintStream out) {
    this.out = out;
  }

  public void write(Body body) {
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

  /** A JSON string literal, terminal-safe, for text output that quotes strings the same way. */
  static String quote(String s) {
    return '"' + TerminalText.escape(new String(JsonStringEncoder.getInstance().quoteAsString(s))) + '"';
  }

  private static final class TerminalSafe extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private static final int[] ASCII = standardAsciiEscapesForJSON();

    static {
      ASCII[0x7F] = ESCAPE_STANDARD;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ASCII;
    }

    @Override
    public SerializableString getEscapeSequence(int ch) {
      return TerminalText.controls((char) ch) ? new SerializedString(String.format("\\u%04X", ch)) : null;
    }
  }
}
