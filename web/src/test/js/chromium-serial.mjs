// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Captures from a fake board on the page, in headless Chromium (through puppeteer-core).
// Usage: node chromium-serial.mjs PAGE_DIR INPUT_DIR OUT_DIR SEED UNPLUG_TRACE STOP_TRACE TRACE+CATALOGUE
//
// Before the page loads, navigator.serial is replaced by a stand-in whose port's readable stream
// yields a trace from INPUT_DIR in chunks of random sizes (SEED seeds them), as a board's UART
// would. Each scenario writes, under OUT_DIR/SCENARIO/: download/ (the page's board.pftrace and
// board.bin), ui.json (what the port sent and the page showed) and page.png.
// - unplug: UNPLUG_TRACE up to a random point in its last third, with a pause half way (the
//   counts shown then are kept), then the board goes away: the stream errors as Web Serial's does.
// - stop: all of STOP_TRACE, then a click on Stop while the port waits for more.
// - catalogue: as stop, for TRACE, with the catalogue file CATALOGUE picked first.
// - none: a page without navigator.serial (Firefox, Safari), its baud rate set to 921600.
import fs from 'node:fs';
import path from 'node:path';
import {serve, withChromium} from './chromium.mjs';

const [pageDir, inputDir, outDir] = process.argv.slice(2, 5).map((dir) => path.resolve(dir));
const [seed, unplugTrace, stopTrace, withCatalogue] = process.argv.slice(5);
const PAUSE_MS = 1500;

/**
 * Runs in the page before its scripts: a Web Serial stand-in. requestPort() gives a port whose
 * open(options) makes its readable stream, which yields trace (base64) in chunks of 1 to
 * maxChunk bytes, pausing pauseMs once half is sent; it ends after cut bytes, by failing as an
 * unplugged port does (unplug) or by waiting for a cancel (Stop). window.fakeSerial tells the test
 * what was sent.
 */
function fakeSerial(trace64, seed, maxChunk, cut, unplug, pauseMs) {
  const trace = Uint8Array.from(atob(trace64), (c) => c.charCodeAt(0));
  let state = seed >>> 0; // mulberry32
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const fake = window.fakeSerial = {sent: 0, chunks: 0, paused: false, ended: false, cancelled: false, closed: false,
    opened: null};
  const port = {
    readable: null,
    async open(options) {
      fake.opened = options;
      let paused = false;
      this.readable = new ReadableStream({
        async pull(controller) {
          if (fake.sent >= cut) {
            fake.ended = true;
            if (unplug) {
              controller.error(new DOMException('The device has been lost.', 'NetworkError'));
            } else {
              await new Promise(() => {}); // a quiet board: only Stop ends the capture
            }
            return;
          }
          if (!paused && fake.sent >= cut / 2) {
            paused = true;
            fake.paused = true;
            await sleep(pauseMs);
            fake.paused = false;
          }
          const n = Math.min(cut - fake.sent, 1 + Math.floor(random() * maxChunk));
          controller.enqueue(trace.slice(fake.sent, fake.sent + n));
          fake.sent += n;
          fake.chunks++;
          await sleep(Math.floor(random() * 5));
        },
        cancel() {
          fake.cancelled = true;
        },
      }, {highWaterMark: 0});
    },
    async close() {
      fake.closed = true;
      this.readable = null;
    },
  };
  Object.defineProperty(Navigator.prototype, 'serial', {configurable: true, get: () => ({
    requestPort: async () => port,
  })});
}

const text = (page, ids) => page.evaluate((ids) => Object.fromEntries(
  ids.map((id) => [id, document.getElementById(id).textContent])), ids);

/** Which of the capture's controls are disabled. */
const disabled = (page) => page.evaluate(() => Object.fromEntries(['serial-connect', 'serial-stop', 'serial-baud',
  'catalogue'].map((id) => [id, document.getElementById(id).disabled])));

async function scenario(browser, base, name, trace, maxChunk, unplug, catalogue = null) {
  const out = path.join(outDir, name);
  fs.rmSync(out, {recursive: true, force: true}); // a download of an earlier run would keep the name
  fs.mkdirSync(path.join(out, 'download'), {recursive: true});
  const bytes = fs.readFileSync(path.join(inputDir, trace));
  // the unplug comes in the last third, mid-frame as likely as not
  const cut = unplug ? bytes.length - 1 - Math.floor((Number(seed) % 1000) / 1000 * bytes.length / 3) : bytes.length;
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.evaluateOnNewDocument(fakeSerial, bytes.toString('base64'), Number(seed), maxChunk, cut, unplug, PAUSE_MS);
  const client = await page.createCDPSession();
  await client.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: path.join(out, 'download')});
  await page.goto(base + 'index.html');
  await page.evaluate(() => window.tonbandConverter.ready);
  if (catalogue) {
    await (await page.$('#catalogue')).uploadFile(path.join(inputDir, catalogue));
    await page.waitForFunction((name) => document.getElementById('catalogue-status').textContent.includes(name),
      {timeout: 60000}, catalogue);
  }

  await page.click('#serial-connect');
  await page.waitForFunction(() => window.fakeSerial.paused, {timeout: 60000});
  const pausedAt = await page.evaluate(() => window.fakeSerial.sent);
  await page.waitForFunction((n) => document.getElementById('capture-bytes').textContent === n.toLocaleString('en'),
    {timeout: 60000}, pausedAt);
  const duringPause = {sent: pausedAt, ...await text(page, ['capture-bytes', 'capture-events', 'capture-problems',
    'capture-status']), disabled: await disabled(page)};
  if (!unplug) {
    await page.waitForFunction((n) => document.getElementById('capture-bytes').textContent === n.toLocaleString('en'),
      {timeout: 60000}, cut);
    await page.click('#serial-stop');
  }
  await page.waitForSelector('#result:not([hidden])', {timeout: 60000});
  await page.screenshot({path: path.join(out, 'page.png'), fullPage: true});
  const fake = await page.evaluate(() => window.fakeSerial);
  const shown = await text(page, ['capture-status', 'capture-bytes', 'capture-events', 'capture-problems', 'status',
    'result-name', 'events', 'problem-count']);
  const links = await page.evaluate(() => ['download', 'download-capture'].map((id) => {
    const a = document.getElementById(id);
    return {id, file: a.getAttribute('download'), hidden: a.hidden};
  }));
  for (const link of links) {
    await page.click('#' + link.id);
    const file = path.join(out, 'download', link.file);
    for (let i = 0; i < 100 && !fs.existsSync(file); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  fs.writeFileSync(path.join(out, 'ui.json'), JSON.stringify({duringPause, fake, shown, links,
    disabled: await disabled(page), pageErrors: errors}));
  await page.close();
}

async function withoutSerial(browser, base) {
  const out = path.join(outDir, 'none');
  fs.mkdirSync(out, {recursive: true});
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.evaluateOnNewDocument(() => {
    delete Navigator.prototype.serial;
  });
  await page.goto(base + 'index.html');
  const before = await text(page, ['serial-cli']);
  await page.$eval('#serial-baud', (input) => {
    input.value = '921600';
    input.dispatchEvent(new Event('input'));
  });
  const shown = await page.evaluate(() => ({
    hasSerial: 'serial' in navigator,
    none: document.getElementById('serial-none').hidden ? null : document.getElementById('serial-none').textContent,
    cli: document.getElementById('serial-cli').textContent,
    connectHidden: document.getElementById('serial-connect').hidden,
    stopHidden: document.getElementById('serial-stop').hidden,
    soFarDisplay: getComputedStyle(document.getElementById('capture-so-far')).display,
  }));
  await page.screenshot({path: path.join(out, 'page.png'), fullPage: true});
  fs.writeFileSync(path.join(out, 'ui.json'), JSON.stringify({cliBefore: before['serial-cli'], ...shown,
    pageErrors: errors}));
  await page.close();
}

const server = await serve([['/', pageDir]]);
try {
  await withChromium(async (browser) => {
    const base = `http://127.0.0.1:${server.address().port}/`;
    await scenario(browser, base, 'unplug', unplugTrace, 97, true);
    await scenario(browser, base, 'stop', stopTrace, 4096, false);
    const [trace, catalogue] = withCatalogue.split('+');
    await scenario(browser, base, 'catalogue', trace, 16, false, catalogue);
    await withoutSerial(browser, base);
  });
} finally {
  server.close();
}
