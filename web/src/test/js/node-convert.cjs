// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Converts files with the JavaScript build under Node, as the page's fallback does in a browser.
// Usage: [RUNS=n] node node-convert.cjs BUILD_JS INPUT_DIR OUT_DIR NAME...
// A NAME TRACE+CATALOGUE converts TRACE with the catalogue file CATALOGUE (both in INPUT_DIR).
// Writes OUT_DIR/NAME.pftrace (when converted) and OUT_DIR/NAME.json (the rest of the result, and
// ms: the time of each of RUNS conversions, 1 unless set, for bench/web-bench.sh).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [buildJs, inputDir, outDir, ...names] = process.argv.slice(2);
const {convert, convertWithCatalogue} = require(path.resolve(buildJs));
fs.mkdirSync(outDir, {recursive: true});
const runs = Number(process.env.RUNS || 1);
const view = (bytes) => new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
for (const name of names) {
  const [traceName, catalogueName] = name.split('+');
  const bytes = fs.readFileSync(path.join(inputDir, traceName));
  const catalogue = catalogueName && fs.readFileSync(path.join(inputDir, catalogueName));
  const ms = [];
  let r;
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    r = catalogue
      ? convertWithCatalogue(view(bytes), traceName, view(catalogue), catalogueName, null, null, () => {})
      : convert(view(bytes), traceName, null, null, () => {});
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  if (r.trace) {
    fs.writeFileSync(path.join(outDir, name + '.pftrace'), new Uint8Array(r.trace.buffer, r.trace.byteOffset, r.trace.length));
  }
  const {trace, ...rest} = r;
  fs.writeFileSync(path.join(outDir, name + '.json'), JSON.stringify({...rest, ms}));
}
