// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Compares two builds on the page in headless Chromium (Debian's chromium, through puppeteer-core).
// Usage: node chromium-diff.mjs PAGE_DIR INPUT_DIR OUT_DIR BASE,BASE... NEW,NEW...
//
// Serves PAGE_DIR (the built page) and INPUT_DIR (under /inputs/) on 127.0.0.1; as a person would,
// picks the BASE files (in INPUT_DIR) in the page's base runs input, then the NEW files in its new
// runs input, waits for the comparison and reads what it shows (status, headline, note, the rows of
// the changes table and of the objects on one side only, how many charts were drawn), writing
// OUT_DIR/page-diff.png. Then compares the same files through the page's converter
// (window.tonbandConverter.diff, the WebAssembly build) for its JSON lines. All in OUT_DIR/ui-diff.json.
import fs from 'node:fs';
import path from 'node:path';
import {serve, withChromium} from './chromium.mjs';

const [pageDir, inputDir] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const [outDir, baseList, newList] = process.argv.slice(4);
const base = baseList.split(',');
const now = newList.split(',');
fs.mkdirSync(outDir, {recursive: true});

const server = await serve([['/inputs/', inputDir], ['/', pageDir]]);
const url = 'http://127.0.0.1:' + server.address().port + '/index.html?engine=wasm';
try {
  await withChromium(async (browser) => {
    const errors = [];
    const page = await browser.newPage();
    await page.setViewport({width: 1280, height: 900});
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') {
        errors.push(m.text());
      }
    });
    await page.goto(url);
    await page.evaluate(() => window.tonbandConverter.ready);
    const handled = (n) => page.waitForFunction((n) => Number(document.body.dataset.handled || 0) >= n,
      {timeout: 120000}, n);
    await (await page.$('#diff-base')).uploadFile(...base.map((f) => path.join(inputDir, f)));
    await handled(1);
    const waiting = await page.$eval('#diff-status', (e) => e.textContent);
    await (await page.$('#diff-new')).uploadFile(...now.map((f) => path.join(inputDir, f)));
    await handled(2);
    const shown = await page.evaluate(() => {
      const texts = (tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent);
      return {
        status: document.getElementById('diff-status').textContent,
        resultHidden: document.getElementById('diff-result').hidden,
        headline: document.getElementById('diff-headline').textContent,
        noteHidden: document.getElementById('diff-note').hidden,
        note: document.getElementById('diff-note').textContent,
        rows: Array.from(document.querySelectorAll('#diff-rows tr'), texts),
        presences: Array.from(document.querySelectorAll('#diff-presence-rows tr'), texts),
        charts: Number(document.getElementById('diff-result').getAttribute('data-charts')),
        chartSvgs: document.querySelectorAll('#diff-charts .change-chart svg').length,
        baseCount: document.getElementById('diff-base-count').textContent,
      };
    });
    shown.waiting = waiting; // the status with the base runs only
    await (await page.$('#compare')).screenshot({path: path.join(outDir, 'page-diff.png')});
    shown.jsonLines = await page.evaluate(async (base, now) => {
      const read = (names) => Promise.all(names.map(async (name) =>
        ({name, bytes: await (await fetch('/inputs/' + encodeURIComponent(name))).arrayBuffer()})));
      const r = await window.tonbandConverter.diff(await read(base), await read(now));
      return r.refusal ? r.refusal : JSON.parse(r.analysis).jsonLines;
    }, base, now);
    shown.pageErrors = errors;
    fs.writeFileSync(path.join(outDir, 'ui-diff.json'), JSON.stringify(shown));
  });
} finally {
  server.close();
}
