// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Drives the page in headless Chromium (Debian's chromium, through puppeteer-core).
// Usage: [RUNS=n] node chromium-convert.mjs PAGE_DIR INPUT_DIR OUT_DIR ENGINE UI_FILE NAME...
//
// 1. Serves PAGE_DIR (the built page) and INPUT_DIR (under /inputs/) on 127.0.0.1.
// 2. Converts every NAME through the page's converter (window.tonbandConverter) with ENGINE
//    ('wasm', or 'js' for the fallback), writing OUT_DIR/NAME.pftrace and OUT_DIR/NAME.json as
//    node-convert.cjs does (RUNS times each, for bench/web-bench.sh: ms lists the worker's times).
// 3. As a person would: picks UI_FILE in the file input, waits for the summary, writes
//    OUT_DIR/page.png, downloads the trace (OUT_DIR/download/) and opens it in Perfetto, where a
//    stand-in for ui.perfetto.dev answers the documented PING with PONG and keeps what it is sent
//    (OUT_DIR/perfetto-received.pftrace, OUT_DIR/ui.json).
// 4. With CATALOGUE_UI=TRACE+CATALOGUE+BROKEN set, on a fresh page: picks CATALOGUE in the
//    catalogue input, then TRACE, waits for the summary, writes OUT_DIR/page-catalogue.png and
//    downloads the trace; then picks BROKEN, a catalogue with errors (OUT_DIR/ui-catalogue.json).
// 5. With ANALYSIS_UI=TRACE+BUDGETS+BROKEN set, on a fresh page: picks BUDGETS in the budgets
//    input, then TRACE, waits for the analysis and reads what it shows (headline, budgets' verdicts,
//    the tables' cells, how many charts were drawn), writes OUT_DIR/page-analysis.png; then picks
//    BROKEN, a budgets file with errors (OUT_DIR/ui-analysis.json).
// A NAME TRACE+CATALOGUE converts TRACE with the catalogue file CATALOGUE (both in INPUT_DIR).
import fs from 'node:fs';
import path from 'node:path';
import {serve, withChromium} from './chromium.mjs';

const [pageDir, inputDir] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const [outDir, engine, uiFile, ...names] = process.argv.slice(4);
const PERFETTO = 'https://ui.perfetto.dev/';

// What the Perfetto UI does, as its deep-linking docs describe: PONG to a PING, then take the trace.
const PERFETTO_STAND_IN = `<!doctype html><title>Perfetto stand-in</title><script>
window.addEventListener('message', (e) => {
  if (e.data === 'PING') { e.source.postMessage('PONG', '*'); return; }
  const p = e.data && e.data.perfetto;
  if (!p) return;
  let s = ''; for (const b of new Uint8Array(p.buffer)) s += String.fromCharCode(b);
  window.received = {origin: e.origin, title: p.title, fileName: p.fileName, base64: btoa(s)};
});
</script>`;

function write(name, json, base64) {
  if (base64 !== null) {
    fs.writeFileSync(path.join(outDir, name + '.pftrace'), Buffer.from(base64, 'base64'));
  }
  fs.writeFileSync(path.join(outDir, name + '.json'), JSON.stringify(json));
}

/** Lets page download into OUT_DIR/download/. */
async function allowDownloads(page) {
  const client = await page.createCDPSession();
  await client.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: path.join(outDir, 'download')});
}

/** A fresh page of the converter, its errors (thrown, and logged to the console as errors) kept in errors. */
async function freshPage(browser, url, errors) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') {
      errors.push(m.text());
    }
  });
  await page.goto(url);
  await page.evaluate(() => window.tonbandConverter.ready);
  return page;
}

/** Picks trace in the page's file input, waits for the summary and writes screenshot (in OUT_DIR). */
async function pickTrace(page, trace, screenshot) {
  await (await page.$('#file')).uploadFile(path.join(inputDir, trace));
  await page.waitForSelector('#result:not([hidden])', {timeout: 60000});
  await page.screenshot({path: path.join(outDir, screenshot), fullPage: true});
}

/** Clicks the page's Download and waits for the file. */
async function download(page, fileName) {
  await page.click('#download');
  const downloaded = path.join(outDir, 'download', fileName);
  for (let i = 0; i < 100 && !fs.existsSync(downloaded); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const server = await serve([['/inputs/', inputDir], ['/', pageDir]]);
try {
  await withChromium(async (browser) => {
    fs.mkdirSync(outDir, {recursive: true});
    // Requests to ui.perfetto.dev, from any tab, are answered by the stand-in.
    const interception = await browser.target().createCDPSession();
    await interception.send('Fetch.enable', {patterns: [{urlPattern: PERFETTO + '*'}]});
    interception.on('Fetch.requestPaused', ({requestId}) => interception.send('Fetch.fulfillRequest', {
      requestId, responseCode: 200, responseHeaders: [{name: 'Content-Type', value: 'text/html'}],
      body: Buffer.from(PERFETTO_STAND_IN).toString('base64'),
    }));

    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const base = `http://127.0.0.1:${server.address().port}/`;
    await page.goto(base + 'index.html' + (engine === 'js' ? '?engine=js' : ''));
    const loaded = await page.evaluate(() => window.tonbandConverter.ready);
    if (loaded !== engine) {
      throw new Error(`the page loaded the ${loaded} converter, not ${engine}`);
    }

    const runs = Number(process.env.RUNS || 1);
    for (const name of names) {
      const r = await page.evaluate(async (name, runs) => {
        const fetched = async (file) => (await fetch('inputs/' + encodeURIComponent(file))).arrayBuffer();
        const [traceName, catalogueName] = name.split('+');
        const input = await fetched(traceName);
        const catalogue = catalogueName ? {name: catalogueName, bytes: await fetched(catalogueName)} : null;
        const ms = [];
        let result;
        for (let run = 0; run < runs; run++) {
          result = await window.tonbandConverter.convert(input.slice(0), traceName, () => {}, catalogue);
          ms.push(result.ms);
        }
        const {trace, ...rest} = result;
        let s = '';
        if (trace) {
          for (const b of new Uint8Array(trace)) s += String.fromCharCode(b);
        }
        return {rest: {...rest, ms}, base64: trace ? btoa(s) : null};
      }, name, runs);
      write(name, r.rest, r.base64);
    }

    if (uiFile) {
      await allowDownloads(page);
      await pickTrace(page, uiFile, 'page.png');
      const shown = await page.evaluate(() => ({
        status: document.getElementById('status').textContent,
        events: document.getElementById('events').textContent,
        cores: document.getElementById('cores').textContent,
        problemCount: document.getElementById('problem-count').textContent,
        download: document.getElementById('download').getAttribute('download'),
      }));

      await download(page, shown.download);

      const popupTarget = browser.waitForTarget((t) => t.url().startsWith(PERFETTO));
      await page.click('#open');
      const popup = await (await popupTarget).page();
      const received = await popup.waitForFunction(() => window.received, {timeout: 60000}).then((h) => h.jsonValue());
      fs.writeFileSync(path.join(outDir, 'perfetto-received.pftrace'), Buffer.from(received.base64, 'base64'));
      await page.waitForFunction(() => document.getElementById('status').textContent.startsWith('Opened'));
      const openedStatus = await page.evaluate(() => document.getElementById('status').textContent);
      fs.writeFileSync(path.join(outDir, 'ui.json'), JSON.stringify({
        ...shown, openedStatus, perfettoOrigin: received.origin, perfettoTitle: received.title,
        perfettoFileName: received.fileName, pageErrors: errors,
      }));
    }

    if (process.env.CATALOGUE_UI) {
      const [trace, catalogue, broken] = process.env.CATALOGUE_UI.split('+');
      const fresh = await browser.newPage();
      const freshErrors = [];
      fresh.on('pageerror', (e) => freshErrors.push(String(e)));
      await fresh.goto(base + 'index.html');
      await fresh.evaluate(() => window.tonbandConverter.ready);
      await allowDownloads(fresh);
      await (await fresh.$('#catalogue')).uploadFile(path.join(inputDir, catalogue));
      await fresh.waitForFunction((name) => document.getElementById('catalogue-status').textContent.includes(name),
        {timeout: 60000}, catalogue);
      await pickTrace(fresh, trace, 'page-catalogue.png');
      const shown = await fresh.evaluate(() => ({
        catalogueStatus: document.getElementById('catalogue-status').textContent,
        status: document.getElementById('status').textContent,
        events: document.getElementById('events').textContent,
        download: document.getElementById('download').getAttribute('download'),
      }));
      await download(fresh, shown.download);

      await (await fresh.$('#catalogue')).uploadFile(path.join(inputDir, broken));
      await fresh.waitForSelector('#catalogue-status.error', {timeout: 60000});
      const refused = await fresh.evaluate(() => ({
        brokenStatus: document.getElementById('catalogue-status').textContent,
        brokenPageStatus: document.getElementById('status').textContent,
        brokenResultHidden: document.getElementById('result').hidden,
      }));
      await fresh.screenshot({path: path.join(outDir, 'page-catalogue-broken.png'), fullPage: true});
      fs.writeFileSync(path.join(outDir, 'ui-catalogue.json'), JSON.stringify({...shown, ...refused,
        pageErrors: freshErrors}));
    }

    if (process.env.ANALYSIS_UI) {
      const [trace, budgets, broken] = process.env.ANALYSIS_UI.split('+');
      const analysisErrors = [];
      const fresh = await freshPage(browser, base + 'index.html', analysisErrors);
      await (await fresh.$('#budgets')).uploadFile(path.join(inputDir, budgets));
      await fresh.waitForFunction((name) => document.getElementById('budgets-status').textContent.includes(name),
        {timeout: 60000}, budgets);
      await (await fresh.$('#file')).uploadFile(path.join(inputDir, trace));
      await fresh.waitForSelector('#analysis:not([hidden])', {timeout: 120000}).catch(async (e) => {
        const shown = await fresh.evaluate(() => document.getElementById('status').textContent);
        throw new Error(`no analysis shown; the page says: ${shown}; errors: ${analysisErrors.join('; ')}`, {cause: e});
      });
      await fresh.screenshot({path: path.join(outDir, 'page-analysis.png'), fullPage: true});
      const shown = await fresh.evaluate(() => {
        const cells = (row) => Array.from(row.children, (c) => c.textContent);
        return {
          status: document.getElementById('status').textContent,
          budgetsStatus: document.getElementById('budgets-status').textContent,
          headline: document.getElementById('headline').textContent,
          budgetsHeading: document.getElementById('budgets-heading').textContent,
          budgets: Array.from(document.querySelectorAll('#budget-rows tr'), cells),
          tables: Array.from(document.querySelectorAll('#stats-tables table'),
            (table) => Array.from(table.querySelectorAll('tr'), cells)),
          charts: Number(document.getElementById('analysis').getAttribute('data-charts')),
          chartSvgs: document.querySelectorAll('#analysis .chart svg').length,
        };
      });
      await (await fresh.$('#budgets')).uploadFile(path.join(inputDir, broken));
      await fresh.waitForSelector('#budgets-status.error', {timeout: 60000});
      const refused = await fresh.evaluate(() => ({
        brokenStatus: document.getElementById('budgets-status').textContent,
        brokenPageStatus: document.getElementById('status').textContent,
        brokenAnalysisHidden: document.getElementById('analysis').hidden,
      }));
      fs.writeFileSync(path.join(outDir, 'ui-analysis.json'), JSON.stringify({...shown, ...refused,
        pageErrors: analysisErrors}));
    }
  });
} finally {
  server.close();
}
