package dev.tonband.generator.catalogue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Reads events.yaml into a {@link Catalogue}. Structure is checked here, meaning by {@link
 * CatalogueValidator}; every error of both is collected before anything is reported.
 */
public final class CatalogueLoader {
  private static final Set<String> TOP_REQUIRED = Set.of("groups");
  private static final Set<String> TOP_OPTIONAL = Set.of("enums");
  private static final Set<String> ENUM_REQUIRED = ordered("description", "values");
  private static final Set<String> GROUP_REQUIRED = ordered("description", "events");
  private static final Set<String> GROUP_OPTIONAL = ordered("prefixed", "builtin");
  private static final Set<String> EVENT_REQUIRED = ordered("id", "description");
  private static final Set<String> EVENT_OPTIONAL = ordered("metadata", "fields", "optional", "varlen");
  private static final Set<String> LONG_FIELD_REQUIRED = ordered("type");
  private static final Set<String> LONG_FIELD_OPTIONAL = ordered("description");
  private static final Set<String> LONG_ENUM_VALUE_REQUIRED = ordered("value");

  private final String file;
  private final Diagnostics diagnostics = new Diagnostics();
  private final Nodes nodes;

  private CatalogueLoader(String file) {
    this.file = file;
    this.nodes = new Nodes(file, diagnostics);
  }

  /** Loads and validates a catalogue file; errors name it as given. */
  public static Catalogue load(Path path) throws CatalogueException, IOException {
    return load(path.toString(), Files.readString(path, StandardCharsets.UTF_8));
  }

  public static Catalogue load(String file, String text) throws CatalogueException {
    return new CatalogueLoader(file).read(new StringReader(text));
  }

  private Catalogue read(Reader reader) throws CatalogueException {
    Node root = parse(reader);
    Catalogue catalogue = root == null ? null : catalogue(root);
    if (catalogue != null) {
      new CatalogueValidator(diagnostics).validate(catalogue);
    }
    if (diagnostics.hasErrors() || catalogue == null) {
      throw new CatalogueException(diagnostics.sorted());
    }
    return catalogue;
  }

  private Node parse(Reader reader) {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(true); // reported by Nodes with both positions
    try {
      Node root = new Yaml(options).compose(reader);
      if (root == null) {
        diagnostics.error(new Position(file, 1, 1), "the catalogue is empty; it needs at least a 'groups' key");
      }
      return root;
    } catch (MarkedYAMLException e) {
      Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
      Position at = mark == null ? new Position(file, 1, 1) : new Position(file, mark.getLine() + 1, mark.getColumn() + 1);
      diagnostics.error(at, "YAML syntax error: " + e.getProblem());
      return null;
    }
  }

  private Catalogue catalogue(Node root) {
    Map<String, Node> top = nodes.fields(root, root, "the catalogue", TOP_REQUIRED, TOP_OPTIONAL);
    if (top == null) {
      return null;
    }
    List<EnumDef> enums = new ArrayList<>();
    if (top.containsKey("enums")) {
      for (Nodes.Entry entry : nodes.entries(top.get("enums"), "'enums'")) {
        enumDef(entry).ifPresent(enums::add);
      }
    }
    List<Group> groups = new ArrayList<>();
    if (top.containsKey("groups")) {
      for (Nodes.Entry entry : nodes.entries(top.get("groups"), "'groups'")) {
        group(entry).ifPresent(groups::add);
      }
    }
    return new Catalogue(file, enums, groups);
  }

  private Optional<EnumDef> enumDef(Nodes.Entry entry) {
    String what = "enum '" + entry.key() + "'";
    Map<String, Node> keys = nodes.fields(entry.value(), entry.keyNode(), what, ENUM_REQUIRED, Set.of());
    if (keys == null || !keys.keySet().containsAll(ENUM_REQUIRED)) {
      return Optional.empty();
    }
    Optional<String> description = nodes.text(keys.get("description"), "the description of " + what);
    List<EnumDef.EnumValue> values = new ArrayList<>();
    for (Nodes.Entry value : nodes.entries(keys.get("values"), "the values of " + what)) {
      enumValue(what, value).ifPresent(values::add);
    }
    return Optional.of(new EnumDef(entry.key(), description.orElse(""), values, nodes.at(entry.keyNode())));
  }

  /** {@code NAME: 3}, or {@code NAME: {value: 3, description: ...}}. */
  private Optional<EnumDef.EnumValue> enumValue(String enumWhat, Nodes.Entry entry) {
    String what = "value '" + entry.key() + "' of " + enumWhat;
    Node valueNode = entry.value();
    String description = "";
    if (!isScalar(valueNode)) {
      Map<String, Node> keys =
          nodes.fields(valueNode, entry.keyNode(), what, LONG_ENUM_VALUE_REQUIRED, LONG_FIELD_OPTIONAL);
      if (keys == null || !keys.containsKey("value")) {
        return Optional.empty();
      }
      valueNode = keys.get("value");
      if (keys.containsKey("description")) {
        description = nodes.text(keys.get("description"), "the description of " + what).orElse("");
      }
    }
    final String doc = description;
    return nodes
        .integer(valueNode, what, 255)
        .map(v -> new EnumDef.EnumValue(entry.key(), v, doc, nodes.at(entry.keyNode())));
  }

  private Optional<Group> group(Nodes.Entry entry) {
    String what = "group '" + entry.key() + "'";
    Map<String, Node> keys = nodes.fields(entry.value(), entry.keyNode(), what, GROUP_REQUIRED, GROUP_OPTIONAL);
    if (keys == null) {
      return Optional.empty();
    }
    Optional<String> description =
        Optional.ofNullable(keys.get("description")).flatMap(n -> nodes.text(n, "the description of " + what));
    boolean prefixed = flag(keys, "prefixed", what, true);
    boolean builtin = flag(keys, "builtin", what, false);
    String prefix = prefixed ? entry.key() + "_" : "";
    List<Event> events = new ArrayList<>();
    if (keys.containsKey("events")) {
      for (Nodes.Entry event : nodes.entries(keys.get("events"), "the events of " + what)) {
        event(entry.key(), prefix, event).ifPresent(events::add);
      }
    }
    return Optional.of(
        new Group(entry.key(), description.orElse(""), prefixed, builtin, events, nodes.at(entry.keyNode())));
  }

  private Optional<Event> event(String group, String prefix, Nodes.Entry entry) {
    String what = "event '" + entry.key() + "'";
    Map<String, Node> keys = nodes.fields(entry.value(), entry.keyNode(), what, EVENT_REQUIRED, EVENT_OPTIONAL);
    if (keys == null) {
      return Optional.empty();
    }
    Optional<Integer> id = Optional.ofNullable(keys.get("id")).flatMap(n -> nodes.integer(n, "the id of " + what, 255));
    Optional<String> description =
        Optional.ofNullable(keys.get("description")).flatMap(n -> nodes.text(n, "the description of " + what));
    boolean metadata = flag(keys, "metadata", what, false);
    List<Field> required = fieldList(keys.get("fields"), "the fields of " + what);
    List<Field> optional = fieldList(keys.get("optional"), "the optional fields of " + what);
    List<Field> varlen = fieldList(keys.get("varlen"), "the varlen field of " + what);
    if (varlen.size() > 1) {
      nodes.error(keys.get("varlen"), what + " has " + varlen.size() + " varlen fields; an event can end in at most one");
    }
    if (id.isEmpty() || description.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Event(
            group,
            entry.key(),
            prefix + entry.key(),
            id.get(),
            metadata,
            description.get(),
            required,
            optional,
            varlen.stream().findFirst(),
            nodes.at(entry.keyNode())));
  }

  /** {@code name: type} entries, or {@code name: {type: ..., description: ...}}. */
  private List<Field> fieldList(Node node, String what) {
    List<Field> fields = new ArrayList<>();
    if (node == null) {
      return fields;
    }
    for (Nodes.Entry entry : nodes.entries(node, what)) {
      String fieldWhat = "field '" + entry.key() + "'";
      Node typeNode = entry.value();
      String description = "";
      if (!isScalar(typeNode)) {
        Map<String, Node> keys =
            nodes.fields(typeNode, entry.keyNode(), fieldWhat, LONG_FIELD_REQUIRED, LONG_FIELD_OPTIONAL);
        if (keys == null || !keys.containsKey("type")) {
          continue;
        }
        typeNode = keys.get("type");
        if (keys.containsKey("description")) {
          description = nodes.text(keys.get("description"), "the description of " + fieldWhat).orElse("");
        }
      }
      Optional<String> typeName = nodes.text(typeNode, "the type of " + fieldWhat);
      if (typeName.isEmpty()) {
        continue;
      }
      fields.add(new Field(entry.key(), typeOf(typeName.get()), description, nodes.at(typeNode)));
    }
    return fields;
  }

  /** Keyword types by their keyword; anything else names an enum, checked by the validator. */
  private static FieldType typeOf(String name) {
    for (FieldKind kind : FieldKind.values()) {
      if (kind != FieldKind.ENUM && kind.keyword().equals(name)) {
        return FieldType.of(kind);
      }
    }
    return FieldType.ofEnum(name);
  }

  private boolean flag(Map<String, Node> keys, String key, String what, boolean otherwise) {
    Node node = keys.get(key);
    return node == null ? otherwise : nodes.bool(node, "'" + key + "' of " + what).orElse(otherwise);
  }

  private static boolean isScalar(Node node) {
    return node.getNodeId() == org.yaml.snakeyaml.nodes.NodeId.scalar;
  }

  private static Set<String> ordered(String... keys) {
    return new java.util.LinkedHashSet<>(List.of(keys));
  }
}
