// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

/* The docs site's behaviour: code highlighting, and the event index's filter. */
(function () {
  'use strict';

  // Only blocks that name their language: guessing would colour plain output and diagrams.
  hljs.configure({ cssSelector: 'pre code[class*="language-"]' });
  hljs.highlightAll();

  var input = document.getElementById('event-filter');
  if (!input) {
    return;
  }
  var status = document.getElementById('event-filter-status');
  var events = Array.prototype.slice.call(document.querySelectorAll('section.event'));
  var groups = Array.prototype.slice.call(document.querySelectorAll('section.event-group'));
  // Links to an event or a group elsewhere on the page (the contents list): hidden with their target.
  var listed = Array.prototype.slice.call(document.querySelectorAll('article li'))
    .map(function (item) {
      var link = item.querySelector(':scope > a[href^="#"]');
      var target = link && document.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)));
      return target && target.matches('section.event, section.event-group') ? { item: item, target: target } : null;
    })
    .filter(Boolean);

  function haystack(section) {
    var d = section.dataset;
    return [d.name, d.symbol, d.group, d.id].join(' ').toLowerCase();
  }

  // A term matches part of an event's name, C symbol, group or hex id ("0x5" finds 0x50 to 0x5F),
  // or, written in decimal, its id exactly. Every term must match.
  function matches(section, terms) {
    var text = haystack(section);
    var id = parseInt(section.dataset.id, 16);
    return terms.every(function (term) {
      return text.indexOf(term) >= 0 || (/^[0-9]+$/.test(term) && parseInt(term, 10) === id);
    });
  }

  function apply() {
    var terms = input.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    events.forEach(function (section) {
      section.hidden = !matches(section, terms);
      if (!section.hidden) {
        shown++;
      }
    });
    groups.forEach(function (group) {
      group.hidden = terms.length > 0 && !group.querySelector('section.event:not([hidden])');
    });
    listed.forEach(function (entry) {
      entry.item.hidden = entry.target.hidden || entry.target.closest('[hidden]') !== null;
    });
    status.textContent = terms.length === 0 ? events.length + ' events'
      : shown === 0 ? 'no event matches' : shown + ' of ' + events.length + ' events';
  }

  // A link to an event the filter hides clears the filter, so the link still lands.
  function reveal() {
    var target = location.hash.length > 1 && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target && target.closest('[hidden]')) {
      input.value = '';
      apply();
      target.scrollIntoView();
    }
  }

  input.addEventListener('input', apply);
  window.addEventListener('hashchange', reveal);
  apply();
})();
