// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tonband.generator.corpus.CorpusValue;
import java.lang.reflect.Method;
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
 * Each case is decoded twice: records of the same values are equal and hash alike, arrays too. And
 * once more through the {@code EventPacker}: the record {@code PackedEvents} makes of the packed
 * event equals the decoded one.
 */
final class JavaCorpusCheck {
  private JavaCorpusCheck() {}

  /**
   * For each case, "name: expected" and "name: decoded" lines, to compare; the cases whose two
   * decodings are not equal records with equal hash codes; and those whose packed form makes
   * another record.
   */
  record Described(List<String> expected, List<String> decoded, List<String> unequalTwins, List<String> unequalPacked) {}

  static Described run(Path root) throws Exception {
    JsonNode cases = new ObjectMapper().readTree(Files.readString(root.resolve("corpus/encode-cases.json"))).get("cases");
    List<String> expected = new ArrayList<>();
    List<String> decoded = new ArrayList<>();
    List<String> unequalTwins = new ArrayList<>();
    List<String> unequalPacked = new ArrayList<>();
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
        List<Object> unpacked = new ArrayList<>();
        decodePacked(loader, reader, listener, frame, unpacked);
        if (!events.equals(unpacked)) {
          unequalPacked.add(name + ": " + unpacked);
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
    return new Described(expected, decoded, unequalTwins, unequalPacked);
  }

  /** Decodes through the {@code EventPacker}, and adds the record {@code PackedEvents} makes of each packed event. */
  private static void decodePacked(ClassLoader loader, Class<?> reader, Class<?> listener, byte[] frame, List<Object> events)
      throws Exception {
    Class<?> visitor = loader.loadClass("dev.tonband.codec.events.EventVisitor");
    Class<?> sink = loader.loadClass("dev.tonband.codec.events.PackedSink");
    Method record = loader.loadClass("dev.tonband.codec.events.PackedEvents")
        .getMethod("record", int.class, long.class, long.class, long.class, long.class, Object.class);
    Object packedSink = Proxy.newProxyInstance(loader, new Class<?>[] {sink}, (proxy, method, args) -> {
      events.add(record.invoke(null, args[0], args[2], args[3], args[4], args[5], args[6])); // id, ticks, words, ref
      return null;
    });
    Object packer = loader.loadClass("dev.tonband.codec.events.EventPacker").getConstructor(sink).newInstance(packedSink);
    Object errorListener = Proxy.newProxyInstance(loader, new Class<?>[] {listener}, (proxy, method, args) -> null);
    Object instance = reader.getConstructor(visitor, listener).newInstance(packer, errorListener);
    reader.getMethod("feed", byte[].class).invoke(instance, (Object) frame);
    reader.getMethod("finish").invoke(instance);
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
