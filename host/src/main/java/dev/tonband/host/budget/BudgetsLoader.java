// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.host.budget;

import dev.tonband.host.io.IoReasons;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads a budgets file (docs/analysis.md): sections of objects, each with limits on its metrics.
 *
 * <pre>
 * trace:   {drops: 0, problems: 0}
 * isrs:    {timer: {max: 50us}}
 * tasks:   {ctrl: {cpu: 30%}}
 * queues:  {q: {high_water: 7}}
 * mutexes: {m: {wait_p99: 1ms}}
 * markers: {depth: {value: {min: 0, max: 100}}}
 * </pre>
 *
 * A limit alone is the largest value allowed (the least for a floor: {@code stack_free_min}); {@code {min: .., max: ..}} gives either bound or
 * both. Every error is collected with its place ({@code file:line:column}, from SnakeYAML's node
 * positions) before the file is refused.
 */
public final class BudgetsLoader {
  /** A budgets file is a few lines; more than this is the wrong file. */
  private static final int MAX_BYTES = 1 << 20;
  private static final Pattern NUMBER_ONLY = Pattern.compile("-?\\d+(?:\\.\\d+)?");

  private final String file;
  private final List<String> errors = new ArrayList<>();
  private final List<Budget> budgets = new ArrayList<>();

  private BudgetsLoader(String file) {
    this.file = file;
  }

  /** Loads {@code path}; errors name it as given. */
  public static List<Budget> load(Path path) throws IOException, BudgetsException {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(path)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (NoSuchFileException e) {
      throw new IOException(path + ": no such file; name the budgets file (docs/analysis.md shows one)", e);
    } catch (IOException e) {
      throw IoReasons.cannotRead(path.toString(), path, e);
    }
    return load(path.toString(), bytes);
  }

  /** Reads the bytes of the budgets file {@code file} (as given to the web page, say); errors name it. */
  public static List<Budget> load(String file, byte[] bytes) throws BudgetsException {
    if (bytes.length > MAX_BYTES) {
      throw new BudgetsException(List.of(file + ":1:1: the file is larger than 1 MiB; a budgets file is a few lines"));
    }
    String text;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new BudgetsException(List.of(file + ":1:1: the file is not UTF-8 text; is it a budgets file?"));
    }
    return parse(file, text);
  }

  /** Reads budgets text; errors name it {@code file}. */
  public static List<Budget> parse(String file, String text) throws BudgetsException {
    BudgetsLoader loader = new BudgetsLoader(file);
    loader.read(text);
    if (!loader.errors.isEmpty()) {
      throw new BudgetsException(loader.errors);
    }
    return List.copyOf(loader.budgets);
  }

  private void read(String text) {
    LoaderOptions options = new LoaderOptions();
    options.setNestingDepthLimit(20);
    options.setMaxAliasesForCollections(20);
    Node root;
    try {
      root = new Yaml(options).compose(new StringReader(text));
    } catch (MarkedYAMLException e) {
      errors.add(syntaxError(e));
      return;
    } catch (YAMLException e) {
      errors.add(file + ":1:1: YAML error: " + e.getMessage());
      return;
    }
    if (root == null) {
      errors.add(file + ":1:1: the file holds no budgets; docs/analysis.md shows the format");
      return;
    }
    if (!(root instanceof MappingNode top)) {
      error(root, "a budgets file is a mapping of sections (" + sections() + ")");
      return;
    }
    for (NodeTuple entry : unique(top)) {
      String key = scalar(entry.getKeyNode(), "a section name");
      if (key == null) {
        continue;
      }
      Metric.Section section = Metric.Section.of(key);
      if (section == null) {
        error(entry.getKeyNode(), "unknown section '" + key + "'; the sections are " + sections());
      } else if (section == Metric.Section.TRACE) {
        limits(section, null, entry.getValueNode());
      } else {
        objects(section, entry.getValueNode());
      }
    }
  }

  private void objects(Metric.Section section, Node value) {
    if (!(value instanceof MappingNode objects) || objects.getValue().isEmpty()) {
      error(value, "'" + section.key + "' holds one entry per " + section.noun + ": NAME: {"
          + Metric.keys(section).get(0) + ": ...}");
      return;
    }
    for (NodeTuple entry : unique(objects)) {
      String name = scalar(entry.getKeyNode(), "the name of a " + section.noun);
      if (name != null) {
        limits(section, name, entry.getValueNode());
      }
    }
  }

  private void limits(Metric.Section section, String object, Node value) {
    String what = object == null ? "'trace'" : section.noun + " '" + object + "'";
    if (!(value instanceof MappingNode limits) || limits.getValue().isEmpty()) {
      error(value, what + " needs limits, as 'key: limit' with the keys " + String.join(", ", Metric.keys(section)));
      return;
    }
    for (NodeTuple entry : unique(limits)) {
      String key = scalar(entry.getKeyNode(), "a budget's key");
      if (key == null) {
        continue;
      }
      Metric metric = Metric.of(section, key);
      if (metric == null) {
        error(entry.getKeyNode(), "unknown budget '" + key + "' for " + what + "; use one of "
            + String.join(", ", Metric.keys(section)));
        continue;
      }
      limit(metric, object, entry.getValueNode());
    }
  }

  /** {@code 50us}, or {@code {min: 0, max: 100}}. */
  private void limit(Metric metric, String object, Node value) {
    double min = Double.NaN;
    double max = Double.NaN;
    if (value instanceof MappingNode bounds && !bounds.getValue().isEmpty()) {
      for (NodeTuple entry : unique(bounds)) {
        String key = scalar(entry.getKeyNode(), "'min' or 'max'");
        if ("min".equals(key)) {
          min = number(metric, entry.getValueNode());
        } else if ("max".equals(key)) {
          max = number(metric, entry.getValueNode());
        } else if (key != null) {
          error(entry.getKeyNode(), "a limit has the keys 'min' and 'max', not '" + key + "'");
          return;
        }
      }
      if (min > max) {
        error(value, "the limit's min is above its max; no value could keep it");
        return;
      }
    } else if (metric.floor()) {
      min = number(metric, value);
    } else {
      max = number(metric, value);
    }
    if (!Double.isNaN(min) || !Double.isNaN(max)) {
      budgets.add(new Budget(metric, object, min, max, where(value.getStartMark())));
    }
  }

  /** The limit's number in the metric's unit (ns for durations, 0..1 for shares); NaN after an error. */
  private double number(Metric metric, Node node) {
    String text = scalar(node, "a limit");
    if (text == null) {
      return Double.NaN;
    }
    text = text.strip();
    double number = metric.kind.parse(text);
    if (!Double.isNaN(number)) {
      return number;
    }
    switch (metric.kind) {
      case DURATION -> error(node, "'" + text + "' is not a duration" + (NUMBER_ONLY.matcher(text).matches()
          ? " (it has no unit)" : "") + "; write a number and a unit: 50us, 1.5ms (ns, us, ms or s)");
      case SHARE -> error(node, "'" + text + "' is not a share of time; write a percentage from 0% to 100%, e.g. 30%");
      case COUNT -> error(node, "'" + text + "' is not a count; write a whole number, e.g. 8");
      case VALUE -> error(node, "'" + text + "' is not a marker value; write a whole number, e.g. -5");
    }
    return Double.NaN;
  }

  /** The entries of a mapping, each key once: a repeated key is an error (SnakeYAML keeps the last silently). */
  private List<NodeTuple> unique(MappingNode mapping) {
    Map<String, Node> seen = new HashMap<>();
    List<NodeTuple> entries = new ArrayList<>();
    for (NodeTuple entry : mapping.getValue()) {
      if (entry.getKeyNode() instanceof ScalarNode key) {
        Node first = seen.putIfAbsent(key.getValue(), key);
        if (first != null) {
          error(key, "'" + key.getValue() + "' is given twice (first at " + where(first.getStartMark())
              + "); keep one");
          continue;
        }
      }
      entries.add(entry);
    }
    return entries;
  }

  /** SnakeYAML's words, made plain for the two mistakes people make most: indentation and tabs. */
  private String syntaxError(MarkedYAMLException e) {
    Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
    String problem = e.getProblem() != null ? e.getProblem().strip() : "";
    String message;
    if (problem.contains("\\t(TAB)")) {
      message = "a tab character; indent YAML with spaces, never tabs";
    } else if (problem.startsWith("expected <block end>") && e.getContextMark() != null) {
      message = "this line is indented differently from the mapping it belongs to (" + where(e.getContextMark())
          + "); line up the keys of one mapping in one column";
    } else {
      message = problem + (e.getContext() != null && e.getContextMark() != null
          ? " (" + e.getContext() + " at " + where(e.getContextMark()) + ")" : "");
    }
    return where(mark) + ": YAML syntax error: " + message;
  }

  /** The text of a scalar node, or null (and an error) for a list or mapping. */
  private String scalar(Node node, String what) {
    if (node instanceof ScalarNode scalar && !scalar.getValue().isEmpty()) {
      return scalar.getValue();
    }
    error(node, "expected " + what + " here");
    return null;
  }

  private void error(Node node, String message) {
    errors.add(where(node.getStartMark()) + ": " + message);
  }

  private String where(Mark mark) {
    return mark == null ? file + ":1:1" : file + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1);
  }

  private static String sections() {
    List<String> keys = new ArrayList<>();
    for (Metric.Section section : Metric.Section.values()) {
      keys.add(section.key);
    }
    return String.join(", ", keys).toLowerCase(Locale.ROOT);
  }
}
