// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The charts of the changes section of `tonband report BASE... --against NEW...`, drawn by Apache
// ECharts (loaded before this script) from the page data's "changes" (ChangesSection.json): for
// each change, each run's value of the figure on either side.
//
// tonbandChanges.draw(changes, onError) draws change i into the element .change-chart with
// data-change="i": the base's runs and the new runs as two empirical distribution functions (for
// each value, the share of the side's runs at or below it) on one axis, in the figure's unit. A
// chart that fails is told to onError and the others are drawn; it returns how many it drew. As
// the report's other charts (report-charts.js), each is an image to a screen reader, named by what
// it shows, and takes the page's colour scheme.
var tonbandChanges = (function () {
  'use strict';
  var drawn = [];
  var last = null;
  window.addEventListener('resize', function () {
    drawn.forEach(function (c) { c.resize(); });
  });
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', function () {
    if (last) {
      draw(last.changes, last.onError);
    }
  });

  /** How to show values of the change's kind up to {@code largest}: durations in ns, us, ms or s as the report writes them. */
  function unitOf(change, largest) {
    switch (change.unit) {
      case 'ns':
        return largest < 1e3 ? { name: 'ns', scale: 1 } : largest < 1e6 ? { name: 'us', scale: 1e-3 }
          : largest < 1e9 ? { name: 'ms', scale: 1e-6 } : { name: 's', scale: 1e-9 };
      case 'fraction':
        return { name: '%', scale: 100 };
      case 'per_s':
        return { name: '/s', scale: 1 };
      default:
        return { name: '', scale: 1 };
    }
  }

  /** A step between ticks for about 6 of them across {@code span}: 1, 2 or 5 times a power of ten. */
  function roundStep(span) {
    var rough = span / 6;
    var power = Math.pow(10, Math.floor(Math.log10(rough)));
    var f = rough / power;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
  }

  function light(colour) {
    var rgb = colour.match(/[\d.]+/g).map(Number);
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 128;
  }

  function shown(v) {
    return String(+v.toPrecision(4));
  }

  /**
   * The steps of the share of {@code values} at or below each value, from {@code from} (none) to
   * {@code to} (all): a point at each run's value, where the step rises.
   */
  function steps(values, from, to) {
    var sorted = values.slice().sort(function (a, b) { return a - b; });
    var data = [{ value: [from, 0], symbol: 'none' }];
    sorted.forEach(function (v, i) {
      data.push({ value: [v, 100 * (i + 1) / sorted.length] });
    });
    data.push({ value: [to, 100], symbol: 'none' });
    return data;
  }

  function one(element, change) {
    var all = change.base.concat(change['new']);
    var unit = unitOf(change, Math.max.apply(null, all.map(Math.abs)));
    var base = change.base.map(function (v) { return v * unit.scale; });
    var now = change['new'].map(function (v) { return v * unit.scale; });
    var low = Math.min.apply(null, base.concat(now));
    var high = Math.max.apply(null, base.concat(now));
    var step = roundStep(high > low ? high - low : Math.abs(high) || 1);
    var from = Math.floor(low / step) * step;
    var to = Math.ceil(high / step) * step;
    if (to === high) {
      to += step; // the last run's step stands clear of the frame
    }
    if (from === low && from - step >= 0) {
      from -= step;
    }
    var runs = function (n) { return n === 1 ? '1 run' : n + ' runs'; };
    var names = ['base (' + runs(base.length) + ')', 'new (' + runs(now.length) + ')'];
    var range = function (values) {
      return shown(Math.min.apply(null, values)) + ' to ' + shown(Math.max.apply(null, values))
        + (unit.name ? ' ' + unit.name : '');
    };
    var c = echarts.init(element, light(getComputedStyle(element).color) ? 'dark' : null, { renderer: 'svg' });
    c.setOption({
      animation: false,
      backgroundColor: 'transparent',
      tooltip: { trigger: 'item', formatter: function (p) {
        return p.marker + echarts.format.encodeHTML(p.seriesName) + ': ' + p.value[1].toFixed(0) + ' % of the runs at or'
          + ' below ' + shown(p.value[0]) + (unit.name ? ' ' + unit.name : '');
      } },
      legend: { top: 0 },
      grid: { left: 60, right: 20, top: 36, bottom: 50 },
      xAxis: { type: 'value', name: change.metric + (unit.name ? ' (' + unit.name + ')' : ''), nameLocation: 'middle',
        nameGap: 30, min: from, max: to, interval: step,
        axisLabel: { formatter: function (v) { return String(+v.toPrecision(9)); } } },
      yAxis: { type: 'value', name: 'runs at or below (%)', nameLocation: 'middle', nameGap: 40, min: 0, max: 100,
        interval: 25 },
      series: [
        { name: names[0], type: 'line', step: 'end', color: '#5470c6', symbolSize: 6, data: steps(base, from, to) },
        { name: names[1], type: 'line', step: 'end', color: '#ee6666', symbolSize: 6, data: steps(now, from, to) }
      ]
    });
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', 'Each run\'s value of ' + change.figure + ', as the share of runs at or below'
      + ' each value: ' + names[0] + ' from ' + range(base) + ', ' + names[1] + ' from ' + range(now) + '.');
    drawn.push(c);
  }

  function draw(changes, onError) {
    drawn.forEach(function (c) { c.dispose(); });
    drawn = [];
    last = { changes: changes, onError: onError };
    changes.forEach(function (change, i) {
      try {
        one(document.querySelector('.change-chart[data-change="' + i + '"]'), change);
      } catch (e) {
        onError(e);
      }
    });
    return drawn.length;
  }

  return { draw: draw };
})();
