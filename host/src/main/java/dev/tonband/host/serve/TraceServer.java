// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Serves one trace file on the loopback interface so that ui.perfetto.dev can fetch it. The UI
 * runs in the browser under another origin, so every answer carries the CORS header naming that
 * origin; the UI's content security policy lets it fetch from 127.0.0.1:9001, hence the default
 * port.
 *
 * <p>GET and HEAD, with single byte ranges (browsers and the UI fetch large traces in parts);
 * other methods get 405. Requests must name this machine by a loopback name in their Host
 * header: a web page that rebinds its own domain name to 127.0.0.1 (DNS rebinding) sends its
 * own name and is refused, so no site can read the trace through the user's browser.
 */
public final class TraceServer implements AutoCloseable {
  public static final int DEFAULT_PORT = 9001;
  static final String UI_ORIGIN = "https://ui.perfetto.dev";
  private static final Set<String> LOOPBACK_NAMES = Set.of("127.0.0.1", "localhost", "[::1]");
  private static final Pattern HOST = Pattern.compile("^(\\[[^]]*]|[^:]*)(?::\\d+)?$");
  private static final Pattern RANGE = Pattern.compile("^bytes=(\\d*)-(\\d*)$");

  private final HttpServer server;
  private final Path trace;
  private final LongSupplier length;
  private final String path;
  private final CountDownLatch served = new CountDownLatch(1);

  private TraceServer(HttpServer server, Path trace, LongSupplier length) {
    this.server = server;
    this.trace = trace;
    this.length = length;
    this.path = "/" + URLEncoder.encode(trace.getFileName().toString(), StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** Starts serving {@code trace} on 127.0.0.1:{@code port} (0: any free port). */
  public static TraceServer start(Path trace, int port) throws IOException {
    return start(trace, port, () -> {
      try {
        return Files.size(trace);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /**
   * Serves the first {@code length} bytes of {@code trace}, as many as there are at each request:
   * a trace still being written, up to where it is complete.
   */
  public static TraceServer start(Path trace, int port, LongSupplier length) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    TraceServer server = new TraceServer(http, trace, length);
    http.createContext("/", server::handle);
    http.start();
    return server;
  }

  /** The address of the trace itself. */
  public String traceUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  /** The link that opens the trace in the Perfetto UI. */
  public String uiLink() {
    return UI_ORIGIN + "/#!/?url=" + traceUrl();
  }

  /** Waits until the trace has been downloaded once. */
  public void awaitFirstDownload() throws InterruptedException {
    served.await();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      var headers = exchange.getResponseHeaders();
      headers.add("Access-Control-Allow-Origin", UI_ORIGIN);
      if (!fromLoopbackName(exchange.getRequestHeaders().getFirst("Host"))) {
        send(exchange, 403, "tonband serve answers only requests to 127.0.0.1 or localhost\n");
        return;
      }
      String method = exchange.getRequestMethod();
      if (method.equals("OPTIONS")) {
        headers.add("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
        headers.add("Access-Control-Allow-Headers", "*");
        exchange.sendResponseHeaders(204, -1);
        return;
      }
      if (!method.equals("GET") && !method.equals("HEAD")) {
        headers.add("Allow", "GET, HEAD, OPTIONS");
        send(exchange, 405, "only GET and HEAD\n");
        return;
      }
      if (!exchange.getRequestURI().getRawPath().equals(path)) {
        send(exchange, 404, "not found; the trace is at " + path + "\n");
        return;
      }
      serveTrace(exchange, method.equals("HEAD"));
    }
  }

  private void serveTrace(HttpExchange exchange, boolean head) throws IOException {
    var headers = exchange.getResponseHeaders();
    headers.add("Content-Type", "application/octet-stream");
    headers.add("Accept-Ranges", "bytes");
    headers.add("Access-Control-Expose-Headers", "Content-Length, Content-Range, Accept-Ranges");
    long size = length.getAsLong();
    long first = 0;
    long last = size - 1;
    int status = 200;
    String range = exchange.getRequestHeaders().getFirst("Range");
    Matcher m = range == null ? null : RANGE.matcher(range.trim());
    if (m != null && m.matches() && !(m.group(1).isEmpty() && m.group(2).isEmpty())) {
      if (m.group(1).isEmpty()) { // the last N bytes
        first = Math.max(0, size - parse(m.group(2)));
      } else {
        first = parse(m.group(1));
        last = m.group(2).isEmpty() ? size - 1 : Math.min(size - 1, parse(m.group(2)));
      }
      if (first >= size || first > last) {
        headers.add("Content-Range", "bytes */" + size);
        exchange.sendResponseHeaders(416, -1);
        return;
      }
      status = 206;
      headers.add("Content-Range", "bytes " + first + "-" + last + "/" + size);
    } // other forms (several ranges) are answered with the whole trace, as HTTP allows
    long count = last - first + 1;
    if (head) {
      headers.add("Content-Length", Long.toString(count));
      exchange.sendResponseHeaders(status, -1);
      return;
    }
    exchange.sendResponseHeaders(status, count == 0 ? -1 : count);
    try (InputStream in = Files.newInputStream(trace); OutputStream body = exchange.getResponseBody()) {
      in.skipNBytes(first);
      copy(in, body, count);
    }
    if (last == size - 1) { // a download that reached the end, whole or in parts
      served.countDown();
    }
  }

  private static long parse(String digits) {
    try {
      return Long.parseLong(digits);
    } catch (NumberFormatException e) {
      return Long.MAX_VALUE; // beyond any trace
    }
  }

  private static void copy(InputStream in, OutputStream out, long count) throws IOException {
    byte[] buffer = new byte[1 << 16];
    for (long left = count; left > 0; ) {
      int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
      if (n < 0) {
        throw new IOException("the trace is shorter than it was");
      }
      out.write(buffer, 0, n);
      left -= n;
    }
  }

  private static void send(HttpExchange exchange, int status, String text) throws IOException {
    byte[] body = text.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "text/plain; charset=utf-8");
    if (exchange.getRequestMethod().equals("HEAD")) {
      exchange.getResponseHeaders().add("Content-Length", Integer.toString(body.length));
      exchange.sendResponseHeaders(status, -1);
      return;
    }
    exchange.sendResponseHeaders(status, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  /** Whether the Host header names this machine by a loopback name (any port). */
  static boolean fromLoopbackName(String host) {
    if (host == null) {
      return false;
    }
    Matcher m = HOST.matcher(host.trim().toLowerCase(Locale.ROOT));
    return m.matches() && LOOPBACK_NAMES.contains(m.group(1));
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
