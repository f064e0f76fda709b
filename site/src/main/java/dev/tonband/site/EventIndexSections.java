// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import dev.tonband.generator.catalogue.Catalogue;
import dev.tonband.generator.catalogue.Event;
import dev.tonband.generator.catalogue.Group;
import dev.tonband.generator.emit.EventIndexEmitter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;

/**
 * Turns the generated event index into sections the page's filter can work on. The index marks
 * each group and event with an anchor line ({@code <a id="evt-isr-enter"></a>}); the catalogue
 * model says which anchors are events and what their names, ids and groups are. A section runs
 * from its anchor to the next anchor or the next heading as high as its own.
 */
final class EventIndexSections {
  static final String PAGE = EventIndexEmitter.INDEX;

  private static final Pattern ANCHOR = Pattern.compile("\\s*<a id=\"([^\"]+)\"></a>\\s*");

  private EventIndexSections() {}

  /** Restructures the index's document in place; returns what does not match the catalogue. */
  static List<String> apply(Document index, Catalogue catalogue) {
    Map<String, Group> groups = new LinkedHashMap<>();
    Map<String, Event> events = new LinkedHashMap<>();
    for (Group group : catalogue.groups()) {
      groups.put(EventIndexEmitter.groupAnchor(group.name()), group);
      for (Event event : group.events()) {
        events.put(EventIndexEmitter.eventAnchor(event), event);
      }
    }
    Set<String> found = new HashSet<>();
    List<String> problems = new ArrayList<>();
    IndexSection group = null;
    IndexSection event = null;
    for (Node node = index.getFirstChild(); node != null; ) {
      Node next = node.getNext();
      String anchor = anchor(node);
      if (anchor != null) {
        found.add(anchor);
        event = null;
        if (groups.containsKey(anchor)) {
          group = new IndexSection(groupAttributes(anchor, groups.get(anchor)));
          node.insertBefore(group);
          node.unlink();
        } else if (events.containsKey(anchor)) {
          event = new IndexSection(eventAttributes(anchor, events.get(anchor)));
          if (group == null) {
            node.insertBefore(event);
          } else {
            group.appendChild(event);
          }
          node.unlink();
        } else {
          group = null;
          if (anchor.startsWith("evt-") || anchor.startsWith("group-")) {
            problems.add(PAGE + ": anchor '" + anchor + "' names nothing in " + catalogue.sourceName() + regenerate());
          }
        }
      } else {
        if (node instanceof Heading heading) {
          event = endsAt(event, heading, 3) ? null : event;
          if (endsAt(group, heading, 2)) {
            group = null;
            event = null;
          }
        }
        IndexSection into = event != null ? event : group;
        if (into != null) {
          node.unlink();
          into.appendChild(node);
        }
      }
      node = next;
    }
    for (String anchor : groups.keySet()) {
      if (!found.contains(anchor)) {
        problems.add(PAGE + ": no anchor '" + anchor + "' for group '" + groups.get(anchor).name() + "'" + regenerate());
      }
    }
    for (String anchor : events.keySet()) {
      if (!found.contains(anchor)) {
        problems.add(PAGE + ": no anchor '" + anchor + "' for event '" + events.get(anchor).symbol() + "'" + regenerate());
      }
    }
    return problems;
  }

  private static String regenerate() {
    return "; the index is older than the catalogue: run `mvn generate-sources`";
  }

  /** Whether {@code heading} starts the next part of the page, after {@code section}'s own heading. */
  private static boolean endsAt(IndexSection section, Heading heading, int level) {
    if (section == null || heading.getLevel() > level) {
      return false;
    }
    for (Node child = section.getFirstChild(); child != null; child = child.getNext()) {
      if (child instanceof Heading) {
        return true;
      }
    }
    return false;
  }

  /**
   * The id of an anchor line, or null. CommonMark reads {@code <a id="x"></a>} alone on a line as
   * a paragraph of two inline HTML tags (it is no HTML block: the open tag has more after it).
   */
  private static String anchor(Node node) {
    StringBuilder html = new StringBuilder();
    if (node instanceof HtmlBlock block) {
      html.append(block.getLiteral());
    } else if (node instanceof Paragraph) {
      for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
        if (!(child instanceof HtmlInline inline)) {
          return null;
        }
        html.append(inline.getLiteral());
      }
    }
    Matcher m = ANCHOR.matcher(html);
    return m.matches() ? m.group(1) : null;
  }

  private static Map<String, String> groupAttributes(String anchor, Group group) {
    return Map.of("class", "event-group", "id", anchor, "data-group", group.name());
  }

  private static Map<String, String> eventAttributes(String anchor, Event event) {
    return Map.of(
        "class", "event",
        "id", anchor,
        "data-name", event.name(),
        "data-symbol", event.symbol(),
        "data-id", String.format("0x%02X", event.id()),
        "data-group", event.group(),
        "data-metadata", Boolean.toString(event.metadata()));
  }
}
