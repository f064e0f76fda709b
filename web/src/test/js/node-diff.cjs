// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Compares two builds with the JavaScript build under Node, as the page's worker does in a browser.
// Usage: node node-diff.cjs BUILD_JS INPUT_DIR OUT_DIR CASE=BASE,BASE...:NEW,NEW...
// For each CASE, the runs BASE... against NEW... (files in INPUT_DIR): writes OUT_DIR/CASE.jsonl (what
// tonband diff --json prints, from the page's JSON) and OUT_DIR/CASE.json ({refusal, analysis, ms}).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [buildJs, inputDir, outDir, ...cases] = process.argv.slice(2);
const {diffStart, diffAdd, diffResult} = require(path.resolve(buildJs));
fs.mkdirSync(outDir, {recursive: true});
const view = (bytes) => new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
for (const given of cases) {
  const [name, sides] = given.split('=');
  const [base, now] = sides.split(':').map((side) => side.split(','));
  const started = process.hrtime.bigint();
  diffStart();
  let refusal = null;
  for (const [isNew, files] of [[false, base], [true, now]]) {
    for (const file of files) {
      const why = diffAdd(isNew, view(fs.readFileSync(path.join(inputDir, file))), file, null, null, () => {});
      if (why && !refusal) {
        refusal = file + ': ' + why;
      }
    }
  }
  const analysis = refusal ? null : diffResult();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (analysis) {
    fs.writeFileSync(path.join(outDir, name + '.jsonl'), JSON.parse(analysis).jsonLines);
  }
  fs.writeFileSync(path.join(outDir, name + '.json'), JSON.stringify({refusal, analysis, ms}));
}
