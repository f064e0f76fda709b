// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// What the page's Chromium scripts share: serving the built page (and test inputs) on 127.0.0.1,
// and Debian's headless Chromium launched through puppeteer-core.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const TYPES = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm'};

/**
 * Serves each folder under its URL prefix ([['/inputs/', dir], ['/', pageDir]]: the first prefix
 * that matches wins) on a free port of 127.0.0.1; files outside the folders are 404.
 */
export function serve(routes) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const [prefix, root] = routes.find(([p]) => url.pathname.startsWith(p));
    const file = path.join(root, decodeURIComponent(url.pathname.slice(prefix.length)));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Runs {@code use} with a headless Chromium of its own profile, closed and removed afterwards. */
export async function withChromium(use) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonband-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    userDataDir,
    // As root in a sandbox without network: no sandbox, no GPU, no background connections.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  try {
    await use(browser);
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}
