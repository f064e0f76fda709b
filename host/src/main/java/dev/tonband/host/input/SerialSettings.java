// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.input;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A serial input as written on the command line: {@code serial:PORT@BAUD[,FRAME]}, e.g.
 * {@code serial:/dev/ttyUSB0@921600} or {@code serial:COM3@115200,8E1}. The frame is the character
 * format: data bits (5 to 8), parity ({@code N}one, {@code E}ven, {@code O}dd, {@code M}ark,
 * {@code S}pace) and stop bits (1, 1.5 or 2); 8N1, what nearly every UART sends, unless given.
 *
 * @param stopBits as written: "1", "1.5" or "2"
 */
public record SerialSettings(String port, int baud, int dataBits, char parity, String stopBits) {
  static final String PREFIX = "serial:";

  private static final Pattern FORM = Pattern.compile("^serial:([^@]+)@([^,@]*)(?:,(.*))?$");
  private static final Pattern FRAME = Pattern.compile("^([5-8])([NEOMS])(1|1\\.5|2)$");
  private static final String HOW = "write serial:PORT@BAUD, e.g. serial:/dev/ttyUSB0@921600"
      + " (with ,7E1 or the like after the baud rate when the line is not 8N1)";

  /** Parses {@code serial:PORT@BAUD[,FRAME]}, with no core suffix. */
  static SerialSettings parse(String location) {
    Matcher form = FORM.matcher(location);
    if (!form.matches()) {
      String what = location.contains("@") ? "is not a serial input" : "names no baud rate";
      throw new IllegalArgumentException("'" + location + "' " + what + "; " + HOW);
    }
    String baud = form.group(2);
    if (!baud.matches("\\d{1,9}") || Integer.parseInt(baud) == 0) {
      throw new IllegalArgumentException("'" + location + "': '" + baud + "' is not a baud rate; " + HOW);
    }
    String frame = form.group(3) == null ? "8N1" : form.group(3).toUpperCase(Locale.ROOT);
    Matcher parts = FRAME.matcher(frame);
    if (!parts.matches()) {
      throw new IllegalArgumentException("'" + location + "': '" + form.group(3) + "' is not a character format;"
          + " write data bits (5-8), parity (N, E, O, M or S) and stop bits (1, 1.5 or 2), e.g. 8N1 or 7E2");
    }
    return new SerialSettings(form.group(1), Integer.parseInt(baud), Integer.parseInt(parts.group(1)),
        parts.group(2).charAt(0), parts.group(3));
  }

  /** The character format, e.g. {@code 8N1}. */
  public String frame() {
    return dataBits + "" + parity + stopBits;
  }

  /** For people: {@code 921600 baud, 8N1}. */
  public String describe() {
    return baud + " baud, " + frame();
  }
}
