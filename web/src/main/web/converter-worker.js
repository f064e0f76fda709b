// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// Runs Tonband's converter off the page's thread, so the page stays responsive on large traces.
// It loads the WebAssembly (GC) build, or the JavaScript build where the browser cannot run that
// one (or the page asks for it with ?engine=js), then converts the files it is sent.
//
// Messages in:  {id, bytes: ArrayBuffer, name, catalogue: {bytes: ArrayBuffer, name} | null,
//                budgets: {bytes: ArrayBuffer, name} | null};
//               {id, check: {bytes: ArrayBuffer, name}} (a catalogue file's errors, null if none);
//               {id, checkBudgets: {bytes: ArrayBuffer, name}} (a budgets file's errors, null if none);
//               {id, captureStart: {catalogue: {bytes: ArrayBuffer, name} | null}} (follows a capture from a board),
//               then {id, captureFeed: ArrayBuffer} for each chunk received (its result: {bytes, events, problems});
//               {id, diff: {base: [{bytes: ArrayBuffer, name}], new: [...], catalogue: {bytes, name} | null}}
//               (tonband diff BASE... --against NEW...: its result {analysis: JSON text (PageDiff.java) | null,
//               refusal: 'NAME (base|new): why it is no run' | null, engine, ms})
// Messages out: {type: 'ready', engine} once loaded, {type: 'failed', message} if neither loads;
//               {id, type: 'progress', fraction}; {id, type: 'done', result}; {id, type: 'error', message};
//               {id, type: 'checked', errors}
'use strict';

// The smallest module with a WebAssembly GC type (an empty struct): valid only where GC is.
const GC_PROBE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x03, 0x01, 0x5f, 0x00]);

async function loadWasm() {
  importScripts('tonband.wasm-runtime.js');
  const teavm = await self.TeaVM.wasmGC.load('tonband.wasm', {stackDeobfuscator: {enabled: false}});
  return teavm.exports;
}

function loadJs() {
  importScripts('tonband.js'); // a UMD module: in a worker, it puts the exports on self
  return self;
}

async function load(engine) {
  if (engine !== 'js' && WebAssembly.validate(GC_PROBE)) {
    try {
      return {engine: 'wasm', exports: await loadWasm()};
    } catch (e) {
      console.warn('WebAssembly build failed to load, using the JavaScript build:', e);
    }
  }
  return {engine: 'js', exports: loadJs()};
}

const engine = new URL(self.location.href).searchParams.get('engine');
const loaded = load(engine).then(
  (converter) => {
    self.postMessage({type: 'ready', engine: converter.engine});
    return converter;
  },
  (e) => {
    self.postMessage({type: 'failed', message: String(e && e.message || e)});
    throw e;
  });

self.onmessage = async (event) => {
  const {id, bytes, name, catalogue, budgets, check, checkBudgets, captureStart, captureFeed, diff} = event.data;
  try {
    const converter = await loaded;
    if (diff) {
      const started = performance.now();
      const runs = [...diff.base.map((f) => [false, f]), ...diff['new'].map((f) => [true, f])];
      const total = runs.reduce((sum, [, f]) => sum + f.bytes.byteLength, 0) || 1;
      const given = diff.catalogue;
      converter.exports.diffStart();
      let done = 0;
      let refusal = null;
      for (const [isNew, file] of runs) {
        const progress = (fraction) => self.postMessage({id, type: 'progress',
          fraction: (done + fraction * file.bytes.byteLength) / total});
        const why = converter.exports.diffAdd(isNew, new Int8Array(file.bytes), file.name,
          given ? new Int8Array(given.bytes) : null, given ? given.name : null, progress);
        if (why) {
          refusal = file.name + ' (' + (isNew ? 'new' : 'base') + '): ' + why;
          break;
        }
        done += file.bytes.byteLength;
      }
      const analysis = refusal ? null : converter.exports.diffResult();
      self.postMessage({id, type: 'done', result: {analysis, refusal, engine: converter.engine,
        ms: performance.now() - started}});
      return;
    }
    if (captureStart) {
      const given = captureStart.catalogue;
      if (given) {
        converter.exports.captureStartWithCatalogue(new Int8Array(given.bytes), given.name);
      } else {
        converter.exports.captureStart();
      }
      self.postMessage({id, type: 'done', result: null});
      return;
    }
    if (captureFeed) {
      const r = converter.exports.captureFeed(new Int8Array(captureFeed));
      self.postMessage({id, type: 'done', result: {bytes: r.bytes, events: r.events, problems: r.problems}});
      return;
    }
    if (check) {
      const errors = converter.exports.catalogueErrors(new Int8Array(check.bytes), check.name);
      self.postMessage({id, type: 'checked', errors});
      return;
    }
    if (checkBudgets) {
      const errors = converter.exports.budgetErrors(new Int8Array(checkBudgets.bytes), checkBudgets.name);
      self.postMessage({id, type: 'checked', errors});
      return;
    }
    const started = performance.now();
    const progress = (fraction) => self.postMessage({id, type: 'progress', fraction});
    const budgetBytes = budgets ? new Int8Array(budgets.bytes) : null;
    const budgetsName = budgets ? budgets.name : null;
    const r = catalogue
      ? converter.exports.convertWithCatalogue(new Int8Array(bytes), name, new Int8Array(catalogue.bytes),
        catalogue.name, budgetBytes, budgetsName, progress)
      : converter.exports.convert(new Int8Array(bytes), name, budgetBytes, budgetsName, progress);
    const ms = performance.now() - started;
    let trace = null;
    if (r.trace) {
      // The whole buffer can be handed over; a view into a larger one is copied first.
      trace = r.trace.byteOffset === 0 && r.trace.byteLength === r.trace.buffer.byteLength
        ? r.trace.buffer : r.trace.slice().buffer;
    }
    const result = {
      trace, refusal: r.refusal, events: r.events, cores: r.cores, spanNs: r.spanNs,
      problemCount: r.problemCount,
      problemKinds: Array.from(r.problemKinds, (k) => ({kind: k.kind, count: k.count})),
      problems: Array.from(r.problems, (p) => ({kind: p.kind, where: p.where, message: p.message})),
      analysis: r.analysis,
      engine: converter.engine, ms,
    };
    self.postMessage({id, type: 'done', result}, trace ? [trace] : []);
  } catch (e) {
    self.postMessage({id, type: 'error', message: String(e && e.message || e)});
  }
};
