// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The page as a person uses it, in headless Chromium (puppeteer-core): measures what a person
// sees and what a screen reader gets, for PageAsAPersonUsesItTest to judge.
// Usage: node chromium-person.mjs PAGE_DIR INPUT_DIR OUT_DIR KEY=FILE...
// with the files (in INPUT_DIR) trace, budgets (which the trace breaks), brokenBudgets, wide (a
// trace with wide tables), catalogue, brokenCatalogue, empty and truncated. Writes OUT_DIR/person.json
// and screenshots (OUT_DIR/person-*.png):
// - look: the trace with the budgets at 1280x900, in light and then dark colours: axe-core's WCAG 2
//   A/AA violations, the contrast of texts the issue named and of the charts' texts, where the
//   charts' texts sit, the charts' and the progress bar's accessible names, what is on the first
//   screen, and the small formatting items; then its stats drawn again by the page's charts with
//   other histograms (drawnAgain);
// - wide: the wide trace at 1280 (each table's width against its box) and at 390 px;
// - empty, truncated: what the page says of an empty file and of a trace whose events are all at
//   one instant;
// - state: the catalogue and budgets inputs through a sequence of picks (see below).
// A pick waits for the page's body data-handled count, which the page raises when done with one.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {serve, withChromium} from './chromium.mjs';

const [pageDir, inputDir] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const outDir = process.argv[4];
const files = Object.fromEntries(process.argv.slice(5).map((arg) => arg.split('=')));
const AXE = createRequire(import.meta.url).resolve('axe-core');
const input = (key) => path.join(inputDir, files[key]);

/** A fresh page of the converter at 1280x900, its errors (thrown, and logged as errors) kept in errors. */
async function freshPage(browser, base, errors) {
  const page = await browser.newPage();
  await page.setViewport({width: 1280, height: 900});
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') {
      errors.push(m.text());
    }
  });
  await page.goto(base + 'index.html');
  await page.evaluate(() => window.tonbandConverter.ready);
  return page;
}

/** Picks a file in an input and waits until the page has dealt with it (the status no longer says Converting). */
async function pick(page, inputId, key) {
  const before = await page.evaluate(() => Number(document.body.dataset.handled || 0));
  await (await page.$('#' + inputId)).uploadFile(input(key));
  await page.waitForFunction((n) => Number(document.body.dataset.handled) > n, {timeout: 120000}, before);
}

/** The page's settled state, as a person reads it. */
function settled(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const fileName = (id) => ($(id).files[0] || {name: ''}).name;
    return {
      status: $('status').textContent, statusError: $('status').classList.contains('error'),
      resultHidden: $('result').hidden, analysisHidden: $('analysis').hidden,
      actionsShown: !$('open').closest('[hidden]') && $('open').offsetParent !== null,
      catalogueStatus: $('catalogue-status').textContent, catalogueError: $('catalogue-status').classList.contains('error'),
      catalogueFile: fileName('catalogue'),
      budgetsStatus: $('budgets-status').textContent, budgetsError: $('budgets-status').classList.contains('error'),
      budgetsFile: fileName('budgets'),
      budgetsHeading: $('budget-results').hidden ? null : $('budgets-heading').textContent,
      charts: Number($('analysis').getAttribute('data-charts')),
      cpuChartsShown: !$('cpu-over-time').hidden && !$('cpu-shares').hidden,
      notes: Array.from(document.querySelectorAll('#analysis .note:not([hidden])'), (p) => p.textContent),
    };
  });
}

/** axe-core's WCAG 2 A and AA violations: rule, impact, how many nodes, the first node's target and summary. */
async function axe(page) {
  await page.addScriptTag({path: AXE});
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a',
      'wcag21aa']}});
    return result.violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
      first: v.nodes[0].target.join(' '), summary: v.nodes[0].failureSummary}));
  });
}

/** Contrast ratios of the page's texts and charts, and where each chart's texts sit. */
function look(page) {
  return page.evaluate(() => {
    const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
    const luminance = ([r, g, b]) => [r, g, b].map((v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a, b) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
      return Math.round((x + 0.05) / (y + 0.05) * 100) / 100;
    };
    const background = (element) => {
      for (let e = element; e; e = e.parentElement) {
        const c = getComputedStyle(e).backgroundColor;
        const [, , , a = 1] = rgb(c);
        if (a === 1) {
          return c;
        }
      }
      return 'rgb(255, 255, 255)';
    };
    const textContrast = (selector) => {
      const e = document.querySelector(selector);
      return e ? ratio(getComputedStyle(e).color, background(e)) : null;
    };
    const texts = {};
    for (const [name, selector] of Object.entries({muted: '.summary dt', header: 'header p', ok: '#budget-rows tr.ok',
      fail: '#budget-rows tr.fail', download: '#download', open: '#open', note: '.note', headline: '#headline'})) {
      texts[name] = textContrast(selector);
    }
    const charts = Array.from(document.querySelectorAll('#analysis .chart:not([hidden])'), (chart) => {
      const svg = chart.querySelector('svg');
      const box = svg.getBoundingClientRect();
      const bg = background(chart);
      const shown = Array.from(svg.querySelectorAll('text'), (t) => ({t, r: t.getBoundingClientRect()}))
        .filter(({t, r}) => t.textContent.trim() && r.width > 0 && getComputedStyle(t).display !== 'none'
          && Number(t.getAttribute('opacity') ?? 1) > 0);
      const outside = shown.filter(({r}) => r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1
        || r.bottom > box.bottom + 1).map(({t}) => t.textContent);
      const overlaps = [];
      shown.forEach((a, i) => shown.slice(i + 1).forEach((b) => {
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (w > 1 && h > 1) {
          overlaps.push(a.t.textContent + ' / ' + b.t.textContent);
        }
      }));
      // the grid's lines: grey (unlike the series' colours), drawn, and not of the axes' colour, their labels'
      const textFills = new Set(shown.map(({t}) => getComputedStyle(t).fill));
      const gridLines = Array.from(svg.querySelectorAll('path'), (p) => getComputedStyle(p))
        .filter((style) => style.stroke.startsWith('rgb(') && parseFloat(style.strokeWidth) > 0
          && Math.max(...rgb(style.stroke)) - Math.min(...rgb(style.stroke)) <= 40 && !textFills.has(style.stroke))
        .map((style) => style.stroke);
      return {
        id: chart.id || chart.closest('[id]').id, role: chart.getAttribute('role'), label: chart.getAttribute('aria-label'),
        caption: chart.closest('figure') ? chart.closest('figure').querySelector('figcaption').textContent : null,
        texts: shown.length, outside, overlaps,
        lowestTextContrast: Math.min(...shown.map(({t}) => ratio(getComputedStyle(t).fill, bg))),
        gridLineContrasts: Array.from(new Set(gridLines.map((c) => ratio(c, bg)))),
      };
    });
    return {texts, charts, background: background(document.body)};
  });
}

/** The accessible names Chromium computes for the charts and the progress bar (shown for the moment). */
async function names(page) {
  const name = async (handle) => {
    const node = await page.accessibility.snapshot({root: handle, interestingOnly: false});
    return node ? {role: node.role, name: node.name} : null;
  };
  await page.evaluate(() => { document.getElementById('progress').hidden = false; });
  const progress = await name(await page.$('#progress'));
  await page.evaluate(() => { document.getElementById('progress').hidden = true; });
  const charts = [];
  for (const handle of await page.$$('#analysis .chart:not([hidden])')) {
    charts.push(await name(handle));
  }
  return {progress, charts};
}

/** What the first screen shows, and the small items: the time span, the wrapped command, the histogram titles. */
function firstScreen(page) {
  return page.evaluate(() => {
    const $ = (id) => document.getElementById(id);
    const bottom = (e) => Math.round(e.getBoundingClientRect().bottom + window.scrollY);
    const command = Array.from(document.querySelectorAll('code')).find((c) => c.textContent === 'tonband check --budgets');
    return {
      viewport: window.innerHeight,
      summaryBottom: bottom(document.querySelector('#result .summary')),
      verdictBottom: bottom($('budgets-heading')),
      budgetsSummary: $('budgets-verdict').textContent,
      budgetsSummaryFails: $('budgets-verdict').classList.contains('fail'),
      status: $('status').textContent,
      span: $('span').textContent,
      headline: $('headline').textContent,
      commandLines: command.getClientRects().length,
    };
  });
}

/** Each table's width against its box, its tallest row, and the page's widest element against the screen. */
function widths(page) {
  return page.evaluate(() => ({
    screen: document.documentElement.clientWidth,
    page: document.documentElement.scrollWidth,
    sticksOut: Array.from(document.querySelectorAll('body *'))
      // a table scrolls in its box; a chart's legend pages within its chart (checked as a whole, its svg)
      .filter((e) => e.offsetParent !== null && e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5
        && !e.closest('.scroll') && !e.ownerSVGElement)
      .map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')).slice(0, 10),
    tables: Array.from(document.querySelectorAll('#result table, #analysis table'), (table) => ({
      first: table.querySelector('th, td').textContent,
      width: Math.ceil(table.getBoundingClientRect().width),
      box: table.closest('section').clientWidth,
      tallestRow: Math.max(...Array.from(table.rows, (r) => Math.round(r.getBoundingClientRect().height))),
    })).filter((t) => t.width > 0),
  }));
}

/**
 * The trace's stats (as the page's converter gives them) drawn again by the page's charts with
 * each interrupt's runs made 35,662 (the histogram's caption), and then 3 runs that all took 7.6 us
 * (its bar's width in px and its text alternative).
 */
function drawnAgain(page, trace) {
  return page.evaluate(async (trace) => {
    const bytes = await (await fetch('inputs/' + encodeURIComponent(trace))).arrayBuffer();
    const stats = JSON.parse((await window.tonbandConverter.convert(bytes, trace)).analysis).stats;
    stats.isrs.forEach((isr) => { isr.runs.count = 35662; });
    window.tonbandCharts.draw(stats, (e) => { throw e; });
    const bigCountCaption = document.querySelector('#isr-histograms figcaption').textContent;
    stats.isrs.forEach((isr) => {
      isr.runs.count = 3;
      isr.histogram = [[7600, 7600, 3]];
    });
    window.tonbandCharts.draw(stats, (e) => { throw e; });
    const histogram = document.querySelector('#isr-histograms .chart');
    const bars = Array.from(histogram.querySelectorAll('path'))
      .filter((p) => getComputedStyle(p).fill === 'rgb(84, 112, 198)')
      .map((p) => Math.round(p.getBoundingClientRect().width));
    return {bigCountCaption, sameRunsBarWidth: Math.max(0, ...bars), sameRunsLabel: histogram.getAttribute('aria-label')};
  }, trace);
}

const server = await serve([['/inputs/', inputDir], ['/', pageDir]]);
const report = {};
const errors = [];
try {
  await withChromium(async (browser) => {
    fs.mkdirSync(outDir, {recursive: true});
    const base = `http://127.0.0.1:${server.address().port}/`;
    const shot = (page, name) => page.screenshot({path: path.join(outDir, 'person-' + name + '.png'), fullPage: true});

    let page = await freshPage(browser, base, errors);
    await pick(page, 'budgets', 'budgets');
    await pick(page, 'file', 'trace');
    report.first = await firstScreen(page);
    await page.screenshot({path: path.join(outDir, 'person-first-screen.png')});
    report.look = {};
    for (const scheme of ['light', 'dark']) {
      await page.emulateMediaFeatures([{name: 'prefers-color-scheme', value: scheme}]);
      // the charts are drawn again in the scheme's colours: light text on the dark page
      await page.waitForFunction((dark) => {
        const red = Number(getComputedStyle(document.querySelector('#analysis .chart svg text')).fill.match(/\d+/)[0]);
        return dark === red > 128;
      }, {}, scheme === 'dark');
      report.look[scheme] = {axe: await axe(page), ...await look(page)};
      await shot(page, scheme);
    }
    await page.emulateMediaFeatures([{name: 'prefers-color-scheme', value: 'light'}]);
    report.names = await names(page);
    report.drawnAgain = await drawnAgain(page, files.trace);

    page = await freshPage(browser, base, errors);
    await pick(page, 'file', 'wide');
    report.wide = {at1280: await widths(page)};
    await shot(page, 'wide-1280');
    await page.setViewport({width: 390, height: 844});
    // the charts follow the window's resize event
    await page.waitForFunction(() => document.querySelector('#cpu-over-time svg').getBoundingClientRect().width <= 390);
    report.wide.at390 = await widths(page);
    await shot(page, 'wide-390');
    await pick(page, 'budgets', 'budgets');
    report.wide.at390WithBudgets = await widths(page);

    page = await freshPage(browser, base, errors);
    await pick(page, 'file', 'empty');
    report.empty = await settled(page);
    await shot(page, 'empty');
    await pick(page, 'file', 'truncated');
    report.truncated = await settled(page);
    await shot(page, 'truncated');

    // State: a catalogue, a trace, then a budgets file picked as a trace, a broken catalogue, the
    // trace again, a broken budgets file.
    page = await freshPage(browser, base, errors);
    const state = [];
    for (const [inputId, key] of [['catalogue', 'catalogue'], ['file', 'trace'], ['file', 'budgets'],
      ['catalogue', 'brokenCatalogue'], ['file', 'trace'], ['budgets', 'brokenBudgets']]) {
      await pick(page, inputId, key);
      state.push({picked: inputId + ':' + files[key], ...await settled(page)});
    }
    report.state = state;
  });
} finally {
  server.close();
}
report.pageErrors = errors;
fs.writeFileSync(path.join(outDir, 'person.json'), JSON.stringify(report, null, 1));
