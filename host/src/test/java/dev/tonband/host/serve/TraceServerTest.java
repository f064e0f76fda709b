package dev.tonband.host.serve;

import static com.google.common.truth.Truth.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceServerTest {
  @Test
  void servesTheTraceWithTheCorsHeaderThePerfettoUiNeeds(@TempDir Path dir) throws Exception {
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
  void otherPathsAreNotFound(@TempDir Path dir) throws Exception {
    Path trace = Files.write(dir.resolve("t.pftrace"), new byte[] {1});
    try (TraceServer server = TraceServer.start(trace, 0)) {
      String other = server.traceUrl().replace("t.pftrace", "etc/passwd");
      HttpResponse<Void> response = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(other)).build(), HttpResponse.BodyHandlers.discarding());
      assertThat(response.statusCode()).isEqualTo(404);
    }
  }
}
