// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/** Typed, position-aware access to YAML nodes; every misuse becomes a diagnostic. */
final class Nodes {
  private static final Pattern DECIMAL = Pattern.compile("[-+]?(0|[1-9][0-9]*)");
  private static final Pattern HEX = Pattern.compile("[-+]?0[xX][0-9a-fA-F]+");
  private static final Pattern LEADING_ZERO = Pattern.compile("[-+]?0[0-9]+");

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

  /** Whether a value was left out ({@code key:} with nothing after it, or {@code ~}/{@code null}). */
  static boolean isNull(Node node) {
    return node instanceof ScalarNode && node.getTag().equals(Tag.NULL);
  }

  /**
   * The entries of a mapping, in file order. Reports a value that is not a mapping, keys that are
   * not plain names and repeated keys. Messages start with {@code owner} ("group 'base'"), name
   * the mapping by the key it sits under ({@code container}: "events"), an entry by {@code noun}
   * ("event") and say what entries look like ({@code shape}: "name: type").
   */
  List<Entry> entries(Node node, String owner, String container, String noun, String shape) {
    if (!(node instanceof MappingNode mapping)) {
      error(node, owner + ": '" + container + "' must be a mapping (" + shape + "), not " + describe(node));
      return List.of();
    }
    Map<String, Entry> seen = new LinkedHashMap<>();
    List<Entry> result = new ArrayList<>();
    for (NodeTuple tuple : mapping.getValue()) {
      if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
        error(tuple.getKeyNode(), owner + ": a " + noun + " name must be a plain name, not " + describe(tuple.getKeyNode()));
        continue;
      }
      Entry entry = new Entry(key.getValue(), key, tuple.getValueNode());
      Entry earlier = seen.putIfAbsent(entry.key(), entry);
      if (earlier != null) {
        error(
            key,
            owner + ": " + noun + " '" + entry.key() + "' appears twice (first at " + at(earlier.keyNode()) + "); "
                + (noun.equals("key") ? "keep one" : "remove or rename one"));
        continue;
      }
      result.add(entry);
    }
    return result;
  }

  /**
   * A mapping with a fixed set of keys, such as an event's, as entries by key. Reports unknown keys
   * (with a hint) and missing required ones; {@code owner} is where a missing key is reported.
   * Returns null when the node is not a mapping.
   */
  Map<String, Entry> fields(Node node, Node owner, String what, Set<String> required, Set<String> optional) {
    Map<String, Entry> values = new LinkedHashMap<>();
    List<String> known = allKeys(required, optional);
    if (!(node instanceof MappingNode)) {
      error(node, what + " must be a mapping with the keys " + String.join(", ", known) + ", not " + describe(node));
      return null;
    }
    Set<String> suggested = new HashSet<>();
    for (Entry entry : entries(node, what, "", "key", "key: value")) {
      if (known.contains(entry.key())) {
        values.put(entry.key(), entry);
      } else {
        Optional<String> suggestion = Suggestions.closest(entry.key(), known);
        suggestion.ifPresent(suggested::add);
        error(
            entry.keyNode(),
            what + ": unknown key '" + entry.key() + "'"
                + suggestion.map(s -> " (did you mean '" + s + "'?)").orElse("")
                + "; the keys are " + String.join(", ", known));
      }
    }
    for (String key : required) {
      // A misspelt key is reported once, as unknown with its correction, not also as missing.
      if (!values.containsKey(key) && !suggested.contains(key)) {
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

  /** A non-empty text. */
  Optional<String> text(Node node, String what) {
    Optional<String> value = scalar(node, what);
    if (value.isPresent() && value.get().isBlank()) {
      error(node, what + " must not be empty");
      return Optional.empty();
    }
    return value.map(String::strip);
  }

  Optional<Boolean> bool(Node node, String what) {
    if (!(node instanceof ScalarNode s)) {
      error(node, what + " must be true or false, not " + describe(node));
      return Optional.empty();
    }
    switch (s.getValue()) {
      case "true":
        return Optional.of(true);
      case "false":
        return Optional.of(false);
      default:
        error(node, what + " must be true or false, not " + describe(node));
        return Optional.empty();
    }
  }

  /**
   * A whole number written in decimal or as 0x hex. Only its form is checked here; {@code what}
   * names it in the message ("event 'x': id").
   */
  Optional<BigInteger> number(Node node, String what) {
    if (!(node instanceof ScalarNode s) || isNull(node)) {
      error(node, what + " must be a whole number (decimal or 0x hex), not " + describe(node));
      return Optional.empty();
    }
    String text = s.getValue();
    if (!s.isPlain()) {
      error(node, what + " " + describe(node) + " is quoted, which makes it text; write the number without quotes");
      return Optional.empty();
    }
    if (text.contains("_") && (DECIMAL.matcher(text.replace("_", "")).matches() || HEX.matcher(text.replace("_", "")).matches())) {
      error(node, what + " '" + text + "' uses '_' between digits; write the digits without it");
      return Optional.empty();
    }
    if (LEADING_ZERO.matcher(text).matches()) {
      error(
          node,
          what + " '" + s.getValue() + "' has a leading zero, which some read as octal; write it in"
              + " decimal without the zero, or as 0x hex");
      return Optional.empty();
    }
    if (DECIMAL.matcher(text).matches()) {
      return Optional.of(new BigInteger(text));
    }
    if (HEX.matcher(text).matches()) {
      boolean negative = text.startsWith("-");
      int digits = text.toLowerCase(Locale.ROOT).indexOf('x') + 1;
      BigInteger magnitude = new BigInteger(text.substring(digits), 16);
      return Optional.of(negative ? magnitude.negate() : magnitude);
    }
    error(node, what + " must be a whole number (decimal or 0x hex), not " + describe(node));
    return Optional.empty();
  }

  private static List<String> allKeys(Set<String> required, Set<String> optional) {
    List<String> keys = new ArrayList<>(required);
    keys.addAll(optional);
    return keys;
  }

  /** How a value looks, for messages: "a list", "an empty value", "'yes'". */
  static String describe(Node node) {
    switch (node.getNodeId()) {
      case mapping:
        return "a mapping";
      case sequence:
        return "a list";
      case scalar:
        if (isNull(node) || ((ScalarNode) node).getValue().isEmpty()) {
          return "an empty value";
        }
        return "'" + ((ScalarNode) node).getValue() + "'";
      default:
        return "an alias";
    }
  }
}
