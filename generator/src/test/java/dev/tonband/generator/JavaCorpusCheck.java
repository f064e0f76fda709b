// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.generator.corpus.CorpusValue;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;

/**
 * Decodes every encode case of a generated corpus with the Java decoder generated with it (the
 * classes {@link GeneratedBuild#compileJava} wrote), and describes each event as the corpus does:
 * floats by their raw bits, so a decoder that changed a NaN payload or the sign of a zero fails.
 * Each case is decoded twice: records of the same values are equal and hash alike, arrays too.
 */
final class JavaCorpusCheck {
  private JavaCorpusCheck() {}

  /**
   * For each case, "name: expected" and "name: decoded" lines, to compare; and the cases whose
   * two decodings are not equal records with equal hash codes.
   */
  record Described(List<String> expected, List<String> decoded, List<String> unequalTwins) {}

  static Described run(Path root) throws Exception {
    JsonNode cases = new ObjectMapper().readTree(Files.readString(root.resolve("corpus/encode-cases.json"))).get("cases");
    List<String> expected = new ArrayList<>();
    List<String> decoded = new ArrayList<>();
    List<String> unequalTwins = new ArrayList<>();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {root.resolve("classes").toUri().toURL()},
        JavaCorpusCheck.class.getClassLoader())) {
      Class<?> reader = loader.loadClass("dev.tonband.codec.TraceReader");
      Class<?> listener = loader.loadClass("dev.tonband.codec.DecodeErrorListener");
      for (JsonNode c : cases) {
        String name = c.get("name").asText();
        byte[] frame = HexFormat.of().parseHex(c.get("frame").asText());
        List<Object> events = new ArrayList<>();
        List<Object> errors = new ArrayList<>();
        decode(loader, reader, listener, frame, events, errors);
        List<Object> twins = new ArrayList<>();
        decode(loader, reader, listener, frame, twins, new ArrayList<>());
        if (!events.equals(twins) || events.hashCode() != twins.hashCode()) {
          unequalTwins.add(name);
        }
        StringBuilder want = new StringBuilder(name + ":");
        StringBuilder got = new StringBuilder(name + ":" + (errors.isEmpty() ? "" : " errors " + errors));
        for (JsonNode field : c.get("fields")) {
          want.append(' ').append(field.get("value").isNull() ? "absent" : field.get("value").asText());
        }
        if (events.size() == 1) {
          Object event = events.get(0);
          RecordComponent[] components = event.getClass().getRecordComponents();
          for (int i = 0; i < components.length; i++) {
            String type = c.get("fields").get(i).get("type").asText();
            got.append(' ').append(CorpusValue.ofDecoded(components[i].getAccessor().invoke(event), type));
          }
        } else {
          got.append(" ").append(events.size()).append(" events");
        }
        expected.add(want.toString());
        decoded.add(got.toString());
      }
    }
    return new Described(expected, decoded, unequalTwins);
  }

  private static void decode(ClassLoader loader, Class<?> reader, Class<?> listener, byte[] frame, List<Object> events,
      List<Object> errors) throws Exception {
    Object errorListener = Proxy.newProxyInstance(loader, new Class<?>[] {listener}, (proxy, method, args) ->
        method.getName().equals("onError") ? errors.add(args[0]) : null);
    Object instance = reader.getMethod("forEvents", Consumer.class, listener)
        .invoke(null, (Consumer<Object>) events::add, errorListener);
    reader.getMethod("feed", byte[].class).invoke(instance, (Object) frame);
    reader.getMethod("finish").invoke(instance);
  }
}
