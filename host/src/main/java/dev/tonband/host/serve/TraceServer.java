package dev.tonband.host.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

/**
 * Serves one trace file on the loopback interface so that ui.perfetto.dev can fetch it. The UI
 * runs in the browser under another origin, so every answer carries the CORS header naming that
 * origin; the UI's content security policy lets it fetch from 127.0.0.1:9001, hence the default
 * port.
 */
public final class TraceServer implements AutoCloseable {
  public static final int DEFAULT_PORT = 9001;
  static final String UI_ORIGIN = "https://ui.perfetto.dev";

  private final HttpServer server;
  private final Path trace;
  private final String path;
  private final CountDownLatch served = new CountDownLatch(1);

  private TraceServer(HttpServer server, Path trace) {
    this.server = server;
    this.trace = trace;
    this.path = "/" + URLEncoder.encode(trace.getFileName().toString(), StandardCharsets.UTF_8).replace("+", "%20");
  }

  /** Starts serving {@code trace} on 127.0.0.1:{@code port} (0: any free port). */
  public static TraceServer start(Path trace, int port) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    TraceServer server = new TraceServer(http, trace);
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
      exchange.getResponseHeaders().add("Access-Control-Allow-Origin", UI_ORIGIN);
      String method = exchange.getRequestMethod();
      if (method.equals("OPTIONS")) {
        exchange.getResponseHeaders().add("Access-Control-Allow-Methods", "GET, OPTIONS");
        exchange.getResponseHeaders().add("Access-Control-Allow-Headers", "*");
        exchange.sendResponseHeaders(204, -1);
        return;
      }
      if (!method.equals("GET") || !exchange.getRequestURI().getRawPath().equals(path)) {
        exchange.sendResponseHeaders(404, -1);
        return;
      }
      exchange.getResponseHeaders().add("Content-Type", "application/octet-stream");
      exchange.sendResponseHeaders(200, Files.size(trace));
      try (OutputStream body = exchange.getResponseBody()) {
        Files.copy(trace, body);
      }
      served.countDown();
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
