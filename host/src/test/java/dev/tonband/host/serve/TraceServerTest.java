// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.serve;

import static com.google.common.truth.Truth.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceServerTest {
  private static final byte[] TRACE = {1, 2, 3, 4, 5};

  @TempDir Path dir;

  /** An HTTP/1.1 answer as a browser sees it. */
  private record Answer(int status, Map<String, String> headers, byte[] body) {}

  /**
   * Sends a request byte for byte, as a browser or an attacker's page would, with any Host
   * header (HTTP clients in Java refuse to set it).
   */
  private static Answer request(TraceServer server, String method, String path, String... headers) throws Exception {
    int port = URI.create(server.traceUrl()).getPort();
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      StringBuilder request = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
      for (String header : headers) {
        request.append(header).append("\r\n");
      }
      request.append("Connection: close\r\n\r\n");
      OutputStream out = socket.getOutputStream();
      out.write(request.toString().getBytes(StandardCharsets.US_ASCII));
      out.flush();
      InputStream in = socket.getInputStream();
      String head = readHead(in);
      String[] lines = head.split("\r\n");
      Map<String, String> fields = new LinkedHashMap<>();
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        fields.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
      }
      byte[] body = method.equals("HEAD") ? new byte[0] : in.readAllBytes();
      return new Answer(Integer.parseInt(lines[0].split(" ")[1]), fields, body);
    }
  }

  private static String readHead(InputStream in) throws Exception {
    StringBuilder head = new StringBuilder();
    while (!head.toString().endsWith("\r\n\r\n")) {
      int c = in.read();
      if (c < 0) {
        break;
      }
      head.append((char) c);
    }
    return head.toString().trim();
  }

  private TraceServer serve() throws Exception {
    return TraceServer.start(Files.write(dir.resolve("t.pftrace"), TRACE), 0);
  }

  @Test
  void servesTheTraceWithTheCorsHeaderThePerfettoUiNeeds() throws Exception {
    Path trace = Files.write(dir.resolve("my trace.pftrace"), new byte[] {1, 2, 3});
    try (TraceServer server = TraceServer.start(trace, 0)) {
      HttpResponse<byte[]> response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(server.traceUrl())).build(), HttpResponse.BodyHandlers.ofByteArray());

      assertThat(response.statusCode()).isEqualTo(200);
      assertThat(response.body()).isEqualTo(new byte[] {1, 2, 3});
      assertThat(response.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://ui.perfetto.dev");
      assertThat(server.uiLink()).isEqualTo("https://ui.perfetto.dev/#!/?url=" + server.traceUrl());
      assertThat(server.traceUrl()).endsWith("/my%20trace.pftrace");
      server.awaitFirstDownload(); // returns: the download was counted
    }
  }

  @Test
  void otherPathsAreNotFound() throws Exception {
    try (TraceServer server = serve()) {
      String other = server.traceUrl().replace("t.pftrace", "etc/passwd");
      HttpResponse<Void> response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(other)).build(), HttpResponse.BodyHandlers.discarding());
      assertThat(response.statusCode()).isEqualTo(404);
    }
  }

  @Test
  void headAnswersLikeGetWithoutTheBody() throws Exception {
    try (TraceServer server = serve()) {
      Answer head = request(server, "HEAD", "/t.pftrace", "Host: 127.0.0.1");

      assertThat(head.status()).isEqualTo(200);
      assertThat(head.headers()).containsEntry("content-length", "5");
      assertThat(head.headers()).containsEntry("accept-ranges", "bytes");
      assertThat(head.headers()).containsEntry("access-control-allow-origin", "https://ui.perfetto.dev");
    }
  }

  @Test
  void otherMethodsAreNotAllowed() throws Exception {
    try (TraceServer server = serve()) {
      for (String method : new String[] {"POST", "PUT", "DELETE"}) {
        Answer answer = request(server, method, "/t.pftrace", "Host: 127.0.0.1", "Content-Length: 0");
        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.headers()).containsEntry("allow", "GET, HEAD, OPTIONS");
      }
    }
  }

  @Test
  void rangeRequestsGetTheirBytes() throws Exception {
    try (TraceServer server = serve()) {
      Answer middle = request(server, "GET", "/t.pftrace", "Host: 127.0.0.1", "Range: bytes=1-2");
      assertThat(middle.status()).isEqualTo(206);
      assertThat(middle.headers()).containsEntry("content-range", "bytes 1-2/5");
      assertThat(middle.body()).isEqualTo(new byte[] {2, 3});

      Answer rest = request(server, "GET", "/t.pftrace", "Host: 127.0.0.1", "Range: bytes=3-");
      assertThat(rest.headers()).containsEntry("content-range", "bytes 3-4/5");
      assertThat(rest.body()).isEqualTo(new byte[] {4, 5});

      Answer last = request(server, "GET", "/t.pftrace", "Host: 127.0.0.1", "Range: bytes=-2");
      assertThat(last.body()).isEqualTo(new byte[] {4, 5});

      Answer beyond = request(server, "GET", "/t.pftrace", "Host: 127.0.0.1", "Range: bytes=9-");
      assertThat(beyond.status()).isEqualTo(416);
      assertThat(beyond.headers()).containsEntry("content-range", "bytes */5");
    }
  }

  @Test
  void onlyLoopbackHostNamesAreAnsweredAgainstDnsRebinding() throws Exception {
    try (TraceServer server = serve()) {
      int port = URI.create(server.traceUrl()).getPort();
      for (String host : new String[] {"127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "[::1]:" + port}) {
        assertThat(request(server, "GET", "/t.pftrace", "Host: " + host).status()).isEqualTo(200);
      }
      for (String host : new String[] {"attacker.example:" + port, "127.0.0.1.attacker.example", "localhost.evil"}) {
        Answer answer = request(server, "GET", "/t.pftrace", "Host: " + host);
        assertThat(answer.status()).isEqualTo(403);
        assertThat(answer.body()).isNotEqualTo(TRACE);
      }
      assertThat(request(server, "GET", "/t.pftrace").status()).isAnyOf(400, 403); // no Host at all
    }
  }
}
