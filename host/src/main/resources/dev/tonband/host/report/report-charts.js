// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The charts of `tonband report`, drawn by Apache ECharts (loaded before this script) from the
// stats as `tonband stats --json` writes them with the report's chart data (StatsJson.writeWithCharts).
// The report inlines this file; the web page loads it as it is, to show the same charts.
//
// tonbandCharts.draw(stats, onError) draws into the page's elements #cpu-over-time and #cpu-shares
// (#no-time when the trace spans no time), #isr-histograms (#no-isrs when there are none) and #queue-levels
// (#no-queues), replacing charts drawn there before; a chart that fails is told to onError and the
// others are drawn. It returns how many charts it drew. Each chart is an image to a screen reader,
// named by a text that says what it shows. The charts take the page's colours: on a page with
// light text (a dark colour scheme) ECharts' dark theme, drawn again when the scheme changes.
var tonbandCharts = (function () {
  'use strict';
  var stats;
  var rendered;
  var drawn = [];
  var last = null; // the arguments of the last draw, to draw again in the other colour scheme
  window.addEventListener('resize', function () {
    drawn.forEach(function (c) { c.resize(); });
  });
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', function () {
    if (last) {
      draw(last.stats, last.onError);
    }
  });

  function ms(ns) { return ns / 1e6; }
  function duration(ns) {
    if (ns < 1e3) return ns.toFixed(0) + ' ns';
    if (ns < 1e6) return (ns / 1e3).toPrecision(3) + ' us';
    if (ns < 1e9) return (ns / 1e6).toPrecision(3) + ' ms';
    return (ns / 1e9).toPrecision(3) + ' s';
  }

  /** A step between ticks for about 8 of them across {@code span}: 1, 2 or 5 times a power of ten. */
  function roundStep(span) {
    var rough = span / 8;
    var power = Math.pow(10, Math.floor(Math.log10(rough)));
    var f = rough / power;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
  }

  /**
   * A value axis from the round step at or below {@code from} to {@code to} exactly, labelled at
   * the round steps (ECharts 5.3 puts ticks at min + k * interval, so min is a step's multiple; the
   * end, at an odd value, is unlabelled): no blank band past the data, no odd labels.
   */
  function roundAxis(name, from, to) {
    var step = roundStep(Math.max(to - from, 1e-6));
    return { type: 'value', name: name, nameLocation: 'middle', nameGap: 30, min: Math.floor(from / step) * step,
      max: to, interval: step, axisLabel: { showMaxLabel: to % step === 0,
        formatter: function (v) { return String(+v.toPrecision(9)); } } };
  }

  /** Device time (ms) from the trace's first bucket to its end. */
  function timeAxis() {
    return roundAxis('device time (ms)', ms(stats.timeline.start_ns), ms(stats.end_ns));
  }

  /** The unit durations up to {@code ns} read best in. */
  function durationUnit(ns) {
    return ns < 1e3 ? { name: 'ns', ns: 1 } : ns < 1e6 ? { name: 'us', ns: 1e3 } : ns < 1e9 ? { name: 'ms', ns: 1e6 }
      : { name: 's', ns: 1e9 };
  }

  /**
   * Each bucket's value at its start time (ms), and the last one again at the trace's end, so that
   * a step line holds each value over its bucket.
   */
  function points(values) {
    var t = stats.timeline;
    var data = values.map(function (v, i) { return [ms(t.start_ns + i * t.bucket_ns), v]; });
    if (values.length > 0) {
      data.push([ms(bucketEnd(values.length - 1)), values[values.length - 1]]);
    }
    return data;
  }

  /** Where bucket {@code i} ends (ns): the next one's start, or the trace's end. */
  function bucketEnd(i) {
    var t = stats.timeline;
    return Math.min(stats.end_ns, t.start_ns + (i + 1) * t.bucket_ns);
  }

  var colours = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc'];

  /**
   * A custom series of one rectangle per bucket, each a row [from ms, to ms, bottom, top, ...]:
   * drawn so rather than stacked by ECharts, which stacks only over a category axis, whose labels
   * would fall at the buckets' odd start times.
   */
  function bucketRects(name, colour, opacity, rows, tooltip) {
    return { name: name, type: 'custom', color: colour, encode: { x: [0, 1], y: [2, 3] }, data: rows,
      tooltip: tooltip ? { formatter: tooltip } : { show: false }, silent: !tooltip,
      renderItem: function (params, api) {
        var from = api.coord([api.value(0), api.value(2)]);
        var to = api.coord([api.value(1), api.value(3)]);
        var box = params.coordSys;
        return { type: 'rect', style: { fill: colour, opacity: opacity },
          shape: echarts.graphic.clipRectByRect(
            { x: from[0], y: to[1], width: Math.max(1, to[0] - from[0]), height: Math.max(1, from[1] - to[1]) },
            { x: box.x, y: box.y, width: box.width, height: box.height }) };
      } };
  }

  /** Whether a CSS colour is light: the text colour of a dark page. */
  function light(colour) {
    var rgb = colour.match(/[\d.]+/g).map(Number);
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 128;
  }

  /** Draws option into element, which a screen reader reads as one image named description. */
  function chart(element, option, description) {
    var c = echarts.init(element, light(getComputedStyle(element).color) ? 'dark' : null, { renderer: 'svg' });
    option.animation = false;
    option.backgroundColor = 'transparent'; // the page's own
    c.setOption(option);
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', description);
    drawn.push(c);
    rendered++;
  }

  /** "from 0 to 119 ms of device time", the span the time axis shows. */
  function timeSpan() {
    return 'from ' + +ms(stats.timeline.start_ns).toPrecision(3) + ' to ' + +ms(stats.end_ns).toPrecision(3)
      + ' ms of device time';
  }

  /** Each task's share of each bucket, one on top of the other (all cores together). */
  function cpuOverTime() {
    var t = stats.timeline;
    var element = document.getElementById('cpu-over-time');
    // A trace cut off at its start may span no time: no empty frame on an axis from 0 to 0.
    document.getElementById('no-time').hidden = stats.all_cores.traced_ns > 0;
    element.hidden = stats.all_cores.traced_ns === 0;
    if (element.hidden) {
      return;
    }
    var cores = Math.max(1, stats.cores.length);
    var buckets = t.cpu_ns.length ? t.cpu_ns[0].values.length : 0;
    var below = [];
    for (var i = 0; i < buckets; i++) {
      below.push(0);
    }
    var series = t.cpu_ns.map(function (s, n) {
      var rows = [];
      s.values.forEach(function (ns, i) {
        var from = t.start_ns + i * t.bucket_ns;
        var share = 100 * ns / (Math.max(1, bucketEnd(i) - from) * cores);
        if (share > 0) {
          rows.push([ms(from), ms(bucketEnd(i)), below[i], below[i] + share, share]);
          below[i] += share;
        }
      });
      return bucketRects(s.name, colours[n % colours.length], 0.85, rows, function (p) {
        return p.marker + echarts.format.encodeHTML(p.seriesName) + ': ' + p.value[4].toFixed(1) + ' % from '
          + +p.value[0].toPrecision(6) + ' ms';
      });
    });
    chart(element, {
      tooltip: { trigger: 'item' },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 50, right: 20, top: 40, bottom: 50 },
      xAxis: timeAxis(),
      yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
      series: series
    }, 'CPU share of each task over time, stacked, ' + timeSpan() + ': '
      + t.cpu_ns.map(function (s) { return s.name; }).join(', ') + '. The CPU table under Numbers has each share.');
  }

  function cpuShares() {
    var all = stats.all_cores;
    var rows = all.tasks.map(function (s) { return [s.name, 100 * s.share]; });
    if (all.interrupts_share !== null) {
      rows.push(['interrupts', 100 * all.interrupts_share]);
    }
    if (all.unknown_ns > 0) {
      rows.push(['no task known', 100 * all.unknown_ns / Math.max(1, all.traced_ns)]);
    }
    var element = document.getElementById('cpu-shares');
    element.hidden = stats.all_cores.traced_ns === 0; // as the chart over time
    if (element.hidden) {
      return;
    }
    var description = 'CPU share per task: ' + rows.map(function (r) { return r[0] + ' ' + r[1].toFixed(2) + ' %'; })
      .join(', ') + '.';
    rows.reverse();
    chart(element, {
      tooltip: { valueFormatter: function (v) { return v.toFixed(2) + ' %'; } },
      grid: { left: 140, right: 40, top: 10, bottom: 30 },
      xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
      yAxis: { type: 'category', data: rows.map(function (r) { return r[0]; }) },
      series: [{ type: 'bar', name: 'CPU share', barMaxWidth: 28, data: rows.map(function (r) { return r[1]; }) }]
    }, description);
  }

  function isrHistograms() {
    var box = document.getElementById('isr-histograms');
    box.replaceChildren();
    var isrs = stats.isrs.filter(function (i) { return i.runs.count > 0; });
    document.getElementById('no-isrs').hidden = isrs.length > 0;
    isrs.forEach(function (isr) {
      // The title is the figure's caption, text of the page: ECharts' own title ran into the axis' name.
      var figure = document.createElement('figure');
      var caption = document.createElement('figcaption');
      caption.textContent = isr.name + ': ' + isr.runs.count.toLocaleString('en') + ' runs, max '
        + duration(isr.runs.max_ns);
      var element = document.createElement('div');
      element.className = 'chart isr-histogram';
      figure.append(caption, element);
      box.appendChild(figure);
      // Bins {from, to, count} of equal width: bars on a value axis, labelled at round run times.
      var bins = isr.histogram;
      var unit = durationUnit(bins[bins.length - 1][1]);
      // Each row: where its bar spans, 0, its count twice (height, tooltip), and its bin's from and to.
      var rows = bins.map(function (b) {
        return [b[0] / unit.ns, b[1] / unit.ns, 0, b[2], b[2], b[0] / unit.ns, b[1] / unit.ns];
      });
      var most = rows.reduce(function (a, b) { return b[4] > a[4] ? b : a; });
      var range = function (from, to) {
        var a = +from.toPrecision(4);
        var b = +to.toPrecision(4);
        return (a === b ? a : a + ' to ' + b) + ' ' + unit.name;
      };
      var from = rows[0][0];
      var to = rows[rows.length - 1][1];
      var description = 'Histogram of the run times of ' + isr.name + ', ' + range(from, to) + ': most runs ('
        + most[4].toLocaleString('en') + ') took ' + range(most[5], most[6]) + '.';
      if (to === from) { // every run took as long: one bin of no width, drawn as a bar of its own
        var half = from / 40 || 0.5;
        rows[0][0] = Math.max(0, from - half);
        rows[0][1] = from + half;
        from = Math.max(0, from - 4 * half);
        to += 4 * half;
      }
      chart(element, {
        tooltip: { trigger: 'item' },
        grid: { left: 60, right: 20, top: 12, bottom: 50 },
        xAxis: roundAxis('run time (' + unit.name + ')', from, to),
        yAxis: { type: 'value', name: 'runs', nameLocation: 'middle', nameGap: 40, minInterval: 1 },
        series: [bucketRects('runs', colours[0], 0.85, rows, function (p) {
          return p.value[4] + ' runs of ' + range(p.value[5], p.value[6]);
        })]
      }, description);
    });
  }

  /**
   * Each queue's time-weighted mean level per bucket as a line, and behind it a band from its
   * lowest to its highest level in each bucket, so a queue that is mostly full but drains now and
   * then does not look flat at its capacity.
   */
  function queueLevels() {
    var t = stats.timeline;
    document.getElementById('no-queues').hidden = t.levels.length > 0;
    document.getElementById('queue-levels').hidden = t.levels.length === 0;
    if (t.levels.length === 0) {
      return;
    }
    var series = [];
    t.levels.forEach(function (s, q) {
      var colour = colours[q % colours.length];
      var ranges = [];
      s.high.forEach(function (high, i) {
        if (high >= 0) {
          var from = t.start_ns + i * t.bucket_ns;
          ranges.push([ms(from), ms(bucketEnd(i)), s.low[i], high]);
        }
      });
      series.push({ name: s.name, type: 'line', step: 'end', symbol: 'none', color: colour,
        data: points(s.mean.map(function (v) { return v < 0 ? null : v; })) });
      series.push(bucketRects(s.name, colour, 0.25, ranges, null));
    });
    chart(document.getElementById('queue-levels'), {
      tooltip: { trigger: 'axis', formatter: function (params) {
        return params.filter(function (p) { return p.seriesType === 'line' && p.value[1] != null; })
          .map(function (p) {
            var level = t.levels[p.seriesIndex / 2];
            var i = Math.min(p.dataIndex, level.mean.length - 1);
            return p.marker + echarts.format.encodeHTML(p.seriesName) + ': mean ' + level.mean[i].toFixed(1) + ', '
              + level.low[i] + ' to ' + level.high[i];
          }).join('<br>');
      } },
      legend: { type: 'scroll', top: 0 },
      grid: { left: 60, right: 20, top: 40, bottom: 50 },
      xAxis: timeAxis(),
      yAxis: { type: 'value', name: 'level', nameLocation: 'middle', nameGap: 40, minInterval: 1 },
      series: series
    }, 'Level of each queue and buffer over time, ' + timeSpan() + ': ' + t.levels.map(function (s) { return s.name; })
      .join(', ') + '; each a line of its mean level in each slice of time, in a band from its lowest to its highest.'
      + ' The Queues table under Numbers has their high-water marks.');
  }

  function draw(shown, onError) {
    drawn.forEach(function (c) { c.dispose(); });
    drawn = [];
    stats = shown;
    last = { stats: shown, onError: onError };
    rendered = 0;
    [cpuOverTime, cpuShares, isrHistograms, queueLevels].forEach(function (one) {
      try {
        one();
      } catch (e) {
        onError(e);
      }
    });
    return rendered;
  }

  return { draw: draw };
})();
