// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

package dev.tonband.site;

import java.util.Set;
import java.util.TreeMap;
import org.commonmark.node.Node;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlWriter;

/** Renders an {@link IndexSection} as a {@code <section>} around its children. */
final class IndexSectionRenderer implements NodeRenderer {
  private final HtmlNodeRendererContext context;
  private final HtmlWriter html;

  IndexSectionRenderer(HtmlNodeRendererContext context) {
    this.context = context;
    this.html = context.getWriter();
  }

  @Override
  public Set<Class<? extends Node>> getNodeTypes() {
    return Set.of(IndexSection.class);
  }

  @Override
  public void render(Node node) {
    html.line();
    // Sorted, so the same catalogue gives the same bytes.
    html.tag("section", new TreeMap<>(((IndexSection) node).attributes()));
    for (Node child = node.getFirstChild(); child != null; ) {
      Node next = child.getNext();
      context.render(child);
      child = next;
    }
    html.tag("/section");
    html.line();
  }
}
