package dev.tonband.generator.catalogue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/** Typed, position-aware access to YAML nodes; every misuse becomes a diagnostic. */
final class Nodes {
  private final String file;
  private final Diagnostics diagnostics;

  Nodes(String file, Diagnostics diagnostics) {
    this.file = file;
    this.diagnostics = diagnostics;
  }

  Position at(Node node) {
    return new Position(file, node.getStartMark().getLine() + 1, node.getStartMark().getColumn() + 1);
  }

  void error(Node node, String message) {
    diagnostics.error(at(node), message);
  }

  /** A key of a mapping, with the node of its key (for positions) and of its value. */
  record Entry(String key, Node keyNode, Node value) {}

  /**
   * The entries of a mapping whose keys are names (groups, events, fields, enum values), in file
   * order. Reports a value that is not a mapping, non-scalar keys and repeated keys.
   */
  List<Entry> entries(Node node, String what) {
    if (!(node instanceof MappingNode mapping)) {
      error(node, what + " must be a mapping (name: value), not " + describe(node));
      return List.of();
    }
    Map<String, Entry> seen = new LinkedHashMap<>();
    List<Entry> result = new ArrayList<>();
    for (NodeTuple tuple : mapping.getValue()) {
      if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
        error(tuple.getKeyNode(), "keys in " + what + " must be plain names");
        continue;
      }
      Entry entry = new Entry(key.getValue(), key, tuple.getValueNode());
      Entry earlier = seen.putIfAbsent(entry.key(), entry);
      if (earlier != null) {
        error(key, "'" + entry.key() + "' appears twice in " + what + " (first at " + at(earlier.keyNode()) + ")");
        continue;
      }
      result.add(entry);
    }
    return result;
  }

  /**
   * A mapping with a fixed set of keys, such as an event's. Reports unknown keys (with a hint)
   * and missing required ones; {@code owner} is where a missing key is reported.
   */
  Map<String, Node> fields(Node node, Node owner, String what, Set<String> required, Set<String> optional) {
    Map<String, Node> values = new LinkedHashMap<>();
    if (!(node instanceof MappingNode)) {
      error(node, what + " must be a mapping with the keys " + String.join(", ", allKeys(required, optional)) + ", not " + describe(node));
      return null;
    }
    for (Entry entry : entries(node, what)) {
      if (required.contains(entry.key()) || optional.contains(entry.key())) {
        values.put(entry.key(), entry.value());
      } else {
        List<String> known = allKeys(required, optional);
        error(
            entry.keyNode(),
            "unknown key '" + entry.key() + "' in " + what + Suggestions.hint(entry.key(), known)
                + "; known keys: " + String.join(", ", known));
      }
    }
    for (String key : required) {
      if (!values.containsKey(key)) {
        error(owner, what + " is missing the key '" + key + "'");
      }
    }
    return values;
  }

  Optional<String> scalar(Node node, String what) {
    if (node instanceof ScalarNode s) {
      return Optional.of(s.getValue());
    }
    error(node, what + " must be a single value, not " + describe(node));
    return Optional.empty();
  }

  /** A non-empty one-line text. */
  Optional<String> text(Node node, String what) {
    Optional<String> value = scalar(node, what);
    if (value.isPresent() && value.get().isBlank()) {
      error(node, what + " must not be empty");
      return Optional.empty();
    }
    return value.map(String::strip);
  }

  Optional<Boolean> bool(Node node, String what) {
    Optional<String> value = scalar(node, what);
    if (value.isEmpty()) {
      return Optional.empty();
    }
    switch (value.get()) {
      case "true":
        return Optional.of(true);
      case "false":
        return Optional.of(false);
      default:
        error(node, what + " must be true or false, not '" + value.get() + "'");
        return Optional.empty();
    }
  }

  /** An integer written in decimal or as 0x hex, in {@code 0..max}. */
  Optional<Integer> integer(Node node, String what, int max) {
    Optional<String> value = scalar(node, what);
    if (value.isEmpty()) {
      return Optional.empty();
    }
    String text = value.get().replace("_", "");
    long parsed;
    try {
      parsed =
          text.startsWith("0x") || text.startsWith("0X")
              ? Long.parseLong(text.substring(2), 16)
              : Long.parseLong(text);
    } catch (NumberFormatException e) {
      error(node, what + " must be a whole number (decimal or 0x hex), not '" + value.get() + "'");
      return Optional.empty();
    }
    if (parsed < 0 || parsed > max) {
      error(node, what + " " + value.get() + " is out of range 0.." + max + String.format(" (0x00..0x%02X)", max));
      return Optional.empty();
    }
    return Optional.of((int) parsed);
  }

  private static List<String> allKeys(Set<String> required, Set<String> optional) {
    List<String> keys = new ArrayList<>(required);
    keys.addAll(optional);
    return keys;
  }

  private static String describe(Node node) {
    switch (node.getNodeId()) {
      case mapping:
        return "a mapping";
      case sequence:
        return "a list";
      case scalar:
        String value = ((ScalarNode) node).getValue();
        return value.isEmpty() ? "an empty value" : "'" + value + "'";
      default:
        return "an alias";
    }
  }
}
