// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.generator.catalogue;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * Reads events.yaml into a {@link Catalogue}. Structure is checked here, meaning by {@link
 * CatalogueValidator}; every error of both is collected before anything is reported.
 *
 * <p>The loader builds as much of the model as it can even from a broken catalogue (a missing id
 * becomes -1, a missing description ""), so that the validator can still check the rest; such a
 * model never leaves this package, because any error ends in a {@link CatalogueException}.
 */
public final class CatalogueLoader {
  private static final Set<String> TOP_REQUIRED = ordered("groups");
  private static final Set<String> TOP_OPTIONAL = ordered("enums");
  private static final Set<String> ENUM_REQUIRED = ordered("description", "values");
  private static final Set<String> GROUP_REQUIRED = ordered("description", "events");
  private static final Set<String> GROUP_OPTIONAL = ordered("prefixed", "builtin");
  private static final Set<String> EVENT_REQUIRED = ordered("id", "description");
  private static final Set<String> EVENT_OPTIONAL = ordered("metadata", "fields", "optional", "varlen", "perfetto");
  private static final Set<String> PERFETTO_REQUIRED = ordered("show", "track");
  private static final Set<String> PERFETTO_OPTIONAL = ordered("name", "value");
  private static final Set<String> LONG_FIELD_REQUIRED = ordered("type");
  private static final Set<String> LONG_ENUM_VALUE_REQUIRED = ordered("value");
  private static final Set<String> DESCRIPTION = ordered("description");
  private static final Set<String> LONG_FIELD_OPTIONAL = ordered("description", "max_length");
  /** A fixed array's spelling: {@code u16[3]}. */
  private static final Pattern ARRAY = Pattern.compile("([a-z0-9]+)\\[([1-9][0-9]{0,2})\\]");

  /** An event id, like an enum value, is one byte on the wire. */
  private static final BigInteger BYTE_MAX = BigInteger.valueOf(255);

  private static final Pattern CANNOT_START_TOKEN =
      Pattern.compile("found character '(.*)' that cannot start any token");

  private final String file;
  private final Diagnostics diagnostics = new Diagnostics();
  private final SourcePositions positions = new SourcePositions();
  private final Nodes nodes;

  private CatalogueLoader(String file) {
    this.file = file;
    this.nodes = new Nodes(file, diagnostics);
  }

  /** Loads and validates a catalogue file; errors name it as given. */
  public static Catalogue load(Path path) throws CatalogueException, IOException {
    return load(path, path.toString());
  }

  /**
   * Loads and validates a catalogue file; errors name it {@code file} (as the user knows it).
   * However large the file, no more than the size limit and one byte is read.
   */
  public static Catalogue load(Path path, String file) throws CatalogueException, IOException {
    return load(file, SourceText.read(path));
  }

  /** Loads and validates the bytes of a catalogue file: UTF-8, at most 1 MiB. */
  public static Catalogue load(String file, byte[] content) throws CatalogueException {
    CatalogueLoader loader = new CatalogueLoader(file);
    String text = SourceText.decode(content, file, loader.diagnostics);
    if (text == null) {
      throw new CatalogueException(loader.diagnostics.sorted());
    }
    return loader.read(text);
  }

  /**
   * Loads a team's catalogue file and merges it with the built-in groups of this Tonband release
   * ({@link ReleaseCatalogue#builtins}); the merged catalogue is validated as one, so every clash
   * with a built-in event, enum or generated name is reported at its place in the team's file.
   * The file holds application groups; one that declares built-in groups too (a whole catalogue,
   * as Tonband's own events.yaml) must declare them as this release does.
   */
  public static Catalogue loadWithBuiltins(Path path, String file) throws CatalogueException, IOException {
    return loadWithBuiltins(file, SourceText.read(path));
  }

  /** As {@link #loadWithBuiltins(Path, String)}, from the file's bytes. */
  public static Catalogue loadWithBuiltins(String file, byte[] content) throws CatalogueException {
    CatalogueLoader loader = new CatalogueLoader(file);
    String text = SourceText.decode(content, file, loader.diagnostics);
    Node root = text == null ? null : loader.parse(text);
    Catalogue own = root == null ? null : loader.catalogue(root);
    Catalogue merged = own == null ? null : loader.withBuiltins(own, ReleaseCatalogue.builtins());
    if (merged != null) {
      new CatalogueValidator(loader.diagnostics, loader.positions).validate(merged);
    }
    if (loader.diagnostics.hasErrors() || merged == null) {
      throw new CatalogueException(loader.diagnostics.sorted());
    }
    return merged;
  }

  /**
   * The release's built-in groups and their enums first, then the file's own groups and enums; a
   * built-in group or enum the file repeats exactly is taken once.
   */
  private Catalogue withBuiltins(Catalogue own, Catalogue builtins) {
    List<Group> groups = new ArrayList<>(builtins.groups());
    for (Group group : own.groups()) {
      if (!group.builtin()) {
        groups.add(group);
        continue;
      }
      Optional<Group> release = builtins.groups().stream().filter(g -> g.name().equals(group.name())).findFirst();
      if (release.isEmpty()) {
        diagnostics.error(group.position(), "group '" + group.name() + "' is marked builtin: true, but only Tonband's"
            + " own groups (" + names(builtins) + ") are built in; remove 'builtin: true' to make it an application group");
      } else if (!sameLayout(own, group, builtins, release.get())) {
        diagnostics.error(group.position(), "group '" + group.name() + "' is built into Tonband, and this Tonband"
            + " declares it differently (" + release.get().position() + "); remove the group from " + file
            + ": the built-in groups of the Tonband you use are added to every catalogue");
      }
    }
    List<EnumDef> enums = new ArrayList<>(builtins.enums());
    for (EnumDef def : own.enums()) {
      // An enum of a built-in's name with other values is reported as declared twice.
      if (builtins.enums().stream().noneMatch(b -> sameValues(b, def))) {
        enums.add(def);
      }
    }
    return new Catalogue(file, enums, groups);
  }

  private static String names(Catalogue catalogue) {
    return String.join(", ", catalogue.groups().stream().map(Group::name).toList());
  }

  /** Whether two groups decode alike: the same events, ids and fields, enums included. */
  private static boolean sameLayout(Catalogue ownCatalogue, Group own, Catalogue releaseCatalogue, Group release) {
    return Fingerprint.canonical(new Catalogue(ownCatalogue.sourceName(), ownCatalogue.enums(), List.of(own)))
        .equals(Fingerprint.canonical(new Catalogue(releaseCatalogue.sourceName(), releaseCatalogue.enums(), List.of(release))));
  }

  private static boolean sameValues(EnumDef a, EnumDef b) {
    return a.name().equals(b.name())
        && a.values().stream().map(v -> v.name() + "=" + v.value()).toList()
            .equals(b.values().stream().map(v -> v.name() + "=" + v.value()).toList());
  }

  /** Loads and validates catalogue text; errors name it {@code file}. */
  public static Catalogue load(String file, String text) throws CatalogueException {
    return load(file, text.getBytes(StandardCharsets.UTF_8));
  }

  private Catalogue read(String text) throws CatalogueException {
    Node root = parse(text);
    Catalogue catalogue = root == null ? null : catalogue(root);
    if (catalogue != null) {
      new CatalogueValidator(diagnostics, positions).validate(catalogue);
    }
    if (diagnostics.hasErrors() || catalogue == null) {
      throw new CatalogueException(diagnostics.sorted());
    }
    return catalogue;
  }

  private Node parse(String text) {
    try {
      Node root = new Yaml(YamlLimits.options()).compose(new StringReader(text));
      if (root == null) {
        diagnostics.error(
            new Position(file, 1, 1), "the catalogue is empty; it needs at least a 'groups' key with one group of events");
      }
      return root;
    } catch (MarkedYAMLException e) {
      syntaxError(e);
      return null;
    } catch (ReaderException e) {
      diagnostics.error(
          SourceText.codePoint(text, e.getPosition(), file),
          String.format("character U+%04X is not allowed in YAML; remove it (a NUL byte or another control character"
              + " often means the file is binary or was saved in another encoding)", e.getCodePoint()));
      return null;
    } catch (YAMLException e) {
      YamlLimits.Exceeded exceeded = YamlLimits.locate(text, e);
      diagnostics.error(exceeded.mark() == null ? new Position(file, 1, 1) : position(exceeded.mark()), exceeded.message());
      return null;
    }
  }

  /** SnakeYAML's wording, made concrete where its usual wording misleads. */
  private void syntaxError(MarkedYAMLException e) {
    Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
    Position at = mark == null ? new Position(file, 1, 1) : position(mark);
    String problem = e.getProblem() == null ? "" : e.getProblem();
    String context = e.getContext();
    String contextAt = e.getContextMark() == null ? "" : position(e.getContextMark()).toString();
    Matcher cannotStart = CANNOT_START_TOKEN.matcher(problem);
    String message;
    if (problem.contains("\\t(TAB)")) {
      message = "a tab character; indent YAML with spaces, never tabs";
    } else if (cannotStart.find()) {
      message = "'" + cannotStart.group(1) + "' cannot start a plain value; put the value in quotes";
    } else if (problem.equals("mapping values are not allowed here")) {
      message = "unexpected ':'; check the indentation of this line, or put a value that contains ': ' in quotes";
    } else if ("expected a single document in the stream".equals(context)) {
      message = "a second YAML document starts here; the catalogue must be a single document";
    } else if (problem.startsWith("expected <block end>") && !contextAt.isEmpty()) {
      message =
          "this line is indented differently from the block it belongs to (" + contextAt
              + "); line up the keys of one mapping in one column";
    } else if ("while scanning a quoted scalar".equals(context) && e.getContextMark() != null) {
      at = position(e.getContextMark());
      message = "this quoted value has no closing quote";
    } else if ("while scanning a simple key".equals(context) && e.getContextMark() != null) {
      at = position(e.getContextMark());
      message = "this line is not 'key: value' (no ':' follows it) and not a list item '- ...'";
    } else if ("while parsing a flow mapping".equals(context) && problem.startsWith("expected ',' or '}'")) {
      message = "expected ',' or '}' here, inside the {...} that starts at " + contextAt
          + (problem.endsWith("got [") ? "; a type such as u16[3] inside {...} needs quotes: \"u16[3]\"" : "");
    } else if ("while parsing a flow sequence".equals(context) && problem.startsWith("expected ',' or ']'")) {
      message = "expected ',' or ']' here, inside the [...] that starts at " + contextAt;
    } else if (context != null && e.getContextMark() != null) {
      message = problem + " (" + context + " at " + position(e.getContextMark()) + ")";
    } else {
      message = context == null ? problem : context + ": " + problem;
    }
    diagnostics.error(at, "YAML syntax error: " + message);
  }

  private Position position(Mark mark) {
    return new Position(file, mark.getLine() + 1, mark.getColumn() + 1);
  }

  private Catalogue catalogue(Node root) {
    Map<String, Nodes.Entry> top = nodes.fields(root, root, "the catalogue", TOP_REQUIRED, TOP_OPTIONAL);
    if (top == null) {
      return null;
    }
    List<EnumDef> enums = new ArrayList<>();
    Nodes.Entry enumsEntry = top.get("enums");
    if (enumsEntry != null && !Nodes.isNull(enumsEntry.value())) {
      for (Nodes.Entry entry : nodes.entries(enumsEntry.value(), "the catalogue", "enums", "enum", "Name: {description: ..., values: ...}")) {
        enums.add(enumDef(entry));
      }
    }
    List<Group> groups = new ArrayList<>();
    Nodes.Entry groupsEntry = top.get("groups");
    if (groupsEntry != null) {
      if (isEmpty(groupsEntry.value())) {
        nodes.error(groupsEntry.keyNode(), "the catalogue has no groups; declare at least one group of events under 'groups'");
      } else {
        for (Nodes.Entry entry : nodes.entries(groupsEntry.value(), "the catalogue", "groups", "group", "name: {description: ..., events: ...}")) {
          groups.add(group(entry));
        }
      }
    }
    return new Catalogue(file, enums, groups);
  }

  private EnumDef enumDef(Nodes.Entry entry) {
    String what = "enum '" + entry.key() + "'";
    Map<String, Nodes.Entry> keys = nodes.fields(entry.value(), entry.keyNode(), what, ENUM_REQUIRED, Set.of());
    String description = "";
    List<EnumDef.EnumValue> values = new ArrayList<>();
    if (keys != null) {
      description = description(keys.get("description"), what);
      Nodes.Entry valuesEntry = keys.get("values");
      if (valuesEntry != null && isEmpty(valuesEntry.value())) {
        nodes.error(valuesEntry.keyNode(), what + " has no values; add at least one (NAME: number)");
      } else if (valuesEntry != null) {
        for (Nodes.Entry value : nodes.entries(valuesEntry.value(), what, "values", "value", "NAME: number")) {
          enumValue(what, value).ifPresent(values::add);
        }
      }
    }
    // An enum is declared even when its body is broken, so fields using it are not reported too.
    return new EnumDef(entry.key(), description, values, nodes.at(entry.keyNode()));
  }

  /** {@code NAME: 3}, or {@code NAME: {value: 3, description: ...}}. */
  private Optional<EnumDef.EnumValue> enumValue(String enumWhat, Nodes.Entry entry) {
    String what = "value '" + entry.key() + "' of " + enumWhat;
    Node valueNode = entry.value();
    String description = "";
    if (valueNode instanceof MappingNode) {
      Map<String, Nodes.Entry> keys =
          nodes.fields(valueNode, entry.keyNode(), what, LONG_ENUM_VALUE_REQUIRED, DESCRIPTION);
      description = description(keys.get("description"), what);
      if (!keys.containsKey("value")) {
        return Optional.empty();
      }
      valueNode = keys.get("value").value();
    }
    Optional<BigInteger> number = nodes.number(valueNode, what);
    if (number.isEmpty()) {
      return Optional.empty();
    }
    if (!inByteRange(number.get())) {
      nodes.error(valueNode, what + " is " + number.get() + ", out of range; enum values are one byte, 0..255");
      return Optional.empty();
    }
    return Optional.of(
        new EnumDef.EnumValue(entry.key(), number.get().intValue(), description, nodes.at(entry.keyNode())));
  }

  private Group group(Nodes.Entry entry) {
    String what = "group '" + entry.key() + "'";
    Map<String, Nodes.Entry> keys = nodes.fields(entry.value(), entry.keyNode(), what, GROUP_REQUIRED, GROUP_OPTIONAL);
    Position position = nodes.at(entry.keyNode());
    if (keys == null) {
      return new Group(entry.key(), "", true, false, List.of(), position);
    }
    String description = description(keys.get("description"), what);
    boolean prefixed = flag(keys, "prefixed", what, true);
    boolean builtin = flag(keys, "builtin", what, false);
    String prefix = prefixed ? entry.key() + "_" : "";
    List<Event> events = new ArrayList<>();
    Nodes.Entry eventsEntry = keys.get("events");
    if (eventsEntry != null && isEmpty(eventsEntry.value())) {
      nodes.error(eventsEntry.keyNode(), what + " has no events; add one or remove the group");
    } else if (eventsEntry != null) {
      for (Nodes.Entry event : nodes.entries(eventsEntry.value(), what, "events", "event", "name: {id: ..., description: ...}")) {
        events.add(event(entry.key(), prefix, event));
      }
    }
    return new Group(entry.key(), description, prefixed, builtin, events, position);
  }

  private Event event(String group, String prefix, Nodes.Entry entry) {
    String what = "event '" + entry.key() + "'";
    Map<String, Nodes.Entry> keys = nodes.fields(entry.value(), entry.keyNode(), what, EVENT_REQUIRED, EVENT_OPTIONAL);
    if (keys == null) {
      keys = Map.of();
    }
    Nodes.Entry idEntry = keys.get("id");
    int id = idEntry == null ? -1 : id(idEntry.value(), what);
    String description = description(keys.get("description"), what);
    boolean metadata = flag(keys, "metadata", what, false);
    List<Field> required = fieldList(keys.get("fields"), what, "name: type");
    List<Field> optional = fieldList(keys.get("optional"), what, "name: type");
    List<Field> varlen = fieldList(keys.get("varlen"), what, "name: str");
    for (Field extra : varlen.subList(Math.min(1, varlen.size()), varlen.size())) {
      diagnostics.error(
          extra.position(),
          what + ": '" + extra.name() + "' is a second varlen field, after '" + varlen.get(0).name() + "' ("
              + varlen.get(0).position() + "); an event ends in at most one varlen field");
    }
    Event event =
        new Event(
            group,
            entry.key(),
            prefix + entry.key(),
            id,
            metadata,
            description,
            required,
            optional,
            varlen.stream().findFirst(),
            presentation(keys.get("perfetto"), what),
            nodes.at(entry.keyNode()));
    if (idEntry != null) {
      positions.id(event, nodes.at(idEntry.keyNode()));
    }
    return event;
  }

  /**
   * An event's {@code perfetto:} key: {@code {show: instant|begin|end|counter, track: ..., name:
   * ..., value: ...}}. Only its form is checked here; whether the fields it names exist is the
   * validator's.
   */
  private Optional<Presentation> presentation(Nodes.Entry entry, String eventWhat) {
    if (entry == null) {
      return Optional.empty();
    }
    String what = eventWhat + ": perfetto";
    Map<String, Nodes.Entry> keys = nodes.fields(entry.value(), entry.keyNode(), what, PERFETTO_REQUIRED, PERFETTO_OPTIONAL);
    if (keys == null || !keys.containsKey("show") || !keys.containsKey("track")) {
      return Optional.empty();
    }
    Nodes.Entry showEntry = keys.get("show");
    Optional<Presentation.Show> show = nodes.scalar(showEntry.value(), what + ": show").flatMap(s -> {
      Optional<Presentation.Show> known = Presentation.Show.of(s);
      if (known.isEmpty()) {
        nodes.error(showEntry.value(), what + ": show '" + s + "' is not one of " + Presentation.Show.keywords());
      }
      return known;
    });
    Optional<String> track = nodes.text(keys.get("track").value(), what + ": track");
    Optional<String> name = optionalText(keys.get("name"), what + ": name");
    Optional<String> value = optionalText(keys.get("value"), what + ": value");
    if (show.isEmpty() || track.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Presentation(
        show.get(), track.get(), name, value, nodes.at(entry.keyNode()), nodes.at(keys.get("track").value()),
        Optional.ofNullable(keys.get("name")).map(e -> nodes.at(e.value())),
        Optional.ofNullable(keys.get("value")).map(e -> nodes.at(e.value()))));
  }

  private Optional<String> optionalText(Nodes.Entry entry, String what) {
    return entry == null ? Optional.empty() : nodes.text(entry.value(), what);
  }

  /** The id, or -1 when it is not one (the error is reported). */
  private int id(Node node, String what) {
    Optional<BigInteger> number = nodes.number(node, what + ": id");
    if (number.isEmpty()) {
      return -1;
    }
    if (!inByteRange(number.get())) {
      nodes.error(
          node,
          what + ": id " + nodes.scalar(node, "id").orElse("") + " is out of range; ids are one byte, 0..255 (0x00..0xFF)");
      return -1;
    }
    return number.get().intValue();
  }

  /**
   * The fields under one of an event's field keys ({@code fields}, {@code optional}, {@code
   * varlen}): {@code name: type} entries, or {@code name: {type: ..., description: ...}}.
   */
  private List<Field> fieldList(Nodes.Entry list, String eventWhat, String shape) {
    List<Field> fields = new ArrayList<>();
    if (list == null) {
      return fields;
    }
    for (Nodes.Entry entry : nodes.entries(list.value(), eventWhat, list.key(), "field", shape)) {
      String what = "field '" + entry.key() + "' of " + eventWhat;
      Node typeNode = entry.value();
      String description = "";
      Nodes.Entry maxLength = null;
      if (typeNode instanceof MappingNode) {
        Map<String, Nodes.Entry> keys = nodes.fields(typeNode, entry.keyNode(), what, LONG_FIELD_REQUIRED, LONG_FIELD_OPTIONAL);
        description = description(keys.get("description"), what);
        maxLength = keys.get("max_length");
        if (!keys.containsKey("type")) {
          continue;
        }
        typeNode = keys.get("type").value();
      }
      if (!(typeNode instanceof ScalarNode type) || type.getValue().isBlank()) {
        nodes.error(
            Nodes.isNull(typeNode) ? entry.keyNode() : typeNode,
            what + " has no type" + (typeNode instanceof ScalarNode ? "" : " but " + Nodes.describe(typeNode))
                + "; use one of " + String.join(", ", keywords()) + ", an array such as u16[3], or the name of an enum");
        continue;
      }
      FieldType fieldType = typeOf(type.getValue().strip());
      if (maxLength != null && fieldType.kind().isSized()) {
        Optional<Integer> length = maxLength(maxLength.value(), what);
        if (length.isEmpty()) {
          continue;
        }
        fieldType = FieldType.sized(fieldType.kind(), length.get());
      }
      Field field = new Field(entry.key(), fieldType, description, nodes.at(entry.keyNode()));
      positions.type(field, nodes.at(typeNode));
      if (maxLength != null && !fieldType.kind().isSized()) {
        positions.maxLength(field, nodes.at(maxLength.keyNode()));
      }
      fields.add(field);
    }
    return fields;
  }

  /** The types spelled by a keyword, in the order of {@link FieldKind}. */
  static List<String> keywords() {
    return Arrays.stream(FieldKind.values()).filter(k -> k != FieldKind.ENUM).map(FieldKind::keyword).toList();
  }

  /**
   * Keyword types by their keyword, arrays of them by {@code keyword[N]}; anything else names an
   * enum, checked by the validator (which also explains a misspelt array).
   */
  private static FieldType typeOf(String name) {
    Matcher array = ARRAY.matcher(name);
    String element = array.matches() ? array.group(1) : name;
    for (FieldKind kind : FieldKind.values()) {
      if (kind == FieldKind.ENUM || !kind.keyword().equals(element)) {
        continue;
      }
      if (!array.matches()) {
        return FieldType.of(kind);
      }
      if (kind.isArrayElement()) {
        return FieldType.arrayOf(kind, Integer.parseInt(array.group(2)));
      }
    }
    return FieldType.ofEnum(name);
  }

  /** A bytes or string field's {@code max_length}: 1 or more (the frame size check bounds it above). */
  private Optional<Integer> maxLength(Node node, String what) {
    Optional<BigInteger> number = nodes.number(node, what + ": max_length");
    if (number.isEmpty()) {
      return Optional.empty();
    }
    if (number.get().signum() <= 0 || number.get().compareTo(BigInteger.valueOf(CatalogueValidator.MAX_FIXED_PAYLOAD)) > 0) {
      nodes.error(node, what + ": max_length " + number.get() + " is out of range; a field holds 1 to "
          + CatalogueValidator.MAX_FIXED_PAYLOAD + " bytes, as one event fits one frame block");
      return Optional.empty();
    }
    return Optional.of(number.get().intValue());
  }

  /**
   * A description, or "" when there is none (a required one is reported missing by {@link
   * Nodes#fields}). Descriptions are copied into C comments, which must not be closed early.
   */
  private String description(Nodes.Entry entry, String what) {
    if (entry == null) {
      return "";
    }
    String subject = "the description of " + what;
    Optional<String> text = nodes.text(entry.value(), subject);
    if (text.isPresent() && text.get().contains("*/")) {
      nodes.error(entry.value(), subject + " contains '*/', which would end the C comment it is copied into; reword it");
    }
    return text.orElse("");
  }

  private boolean flag(Map<String, Nodes.Entry> keys, String key, String what, boolean otherwise) {
    Nodes.Entry entry = keys.get(key);
    return entry == null ? otherwise : nodes.bool(entry.value(), what + ": '" + key + "'").orElse(otherwise);
  }

  private static boolean inByteRange(BigInteger value) {
    return value.signum() >= 0 && value.compareTo(BYTE_MAX) <= 0;
  }

  /** An empty mapping, or no value at all ({@code events:}). */
  private static boolean isEmpty(Node node) {
    return Nodes.isNull(node) || (node instanceof MappingNode m && m.getValue().isEmpty());
  }

  private static Set<String> ordered(String... keys) {
    return new LinkedHashSet<>(List.of(keys));
  }
}
