// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The page's handle on the converter worker: convert(bytes, name, onProgress, catalogue, budgets) gives a
// promise of the result (see converter-worker.js). Also the page's public API, window.tonbandConverter, for
// scripts and tests that drive the page.
'use strict';

class TonbandConverter {
  constructor(engine) {
    const query = engine ? '?engine=' + encodeURIComponent(engine) : '';
    this.worker = new Worker('converter-worker.js' + query);
    this.pending = new Map();
    this.nextId = 1;
    this.ready = new Promise((resolve, reject) => {
      this.worker.addEventListener('message', (event) => {
        const message = event.data;
        if (message.type === 'ready') {
          this.engine = message.engine;
          resolve(message.engine);
        } else if (message.type === 'failed') {
          reject(new Error('the converter did not load: ' + message.message));
        } else {
          this.answer(message);
        }
      });
      this.worker.addEventListener('error', (event) => {
        reject(new Error('the converter did not load: ' + (event.message || 'see the browser console')));
      });
    });
  }

  answer(message) {
    const call = this.pending.get(message.id);
    if (!call) {
      return;
    }
    if (message.type === 'progress') {
      call.onProgress(message.fraction);
      return;
    }
    this.pending.delete(message.id);
    if (message.type === 'done') {
      call.resolve(message.result);
    } else if (message.type === 'checked') { // checkCatalogue's or checkBudgets' answer
      call.resolve(message.errors);
    } else {
      call.reject(new Error(message.message));
    }
  }

  /** The errors of a catalogue file ({bytes: ArrayBuffer, name}, copied to the worker) as the CLI lists them; null if none. */
  checkCatalogue(catalogue) {
    return this.call({check: catalogue});
  }

  /** The errors of a budgets file ({bytes: ArrayBuffer, name}, copied to the worker) as `tonband check` lists them; null if none. */
  checkBudgets(budgets) {
    return this.call({checkBudgets: budgets});
  }

  /**
   * Starts following a capture from a board, decoded with catalogue ({bytes: ArrayBuffer, name},
   * copied to the worker) if given; then captureFeed(chunk) for each chunk received (an
   * ArrayBuffer, handed over) gives a promise of {bytes, events, problems} so far.
   */
  captureStart(catalogue = null) {
    return this.call({captureStart: {catalogue}});
  }

  captureFeed(chunk) {
    return this.call({captureFeed: chunk}, [chunk]);
  }

  /**
   * Compares two builds as `tonband diff BASE... --against NEW...` does, with its default
   * thresholds: base and now are the runs of each side ([{bytes: ArrayBuffer, name}], handed over to
   * the worker), decoded with catalogue ({bytes: ArrayBuffer, name}, copied) if given. Gives a
   * promise of {analysis, refusal, engine, ms}: analysis is the diff as JSON text (see
   * PageDiff.java), or null when refusal says which file is no run and why.
   */
  diff(base, now, onProgress = () => {}, catalogue = null) {
    const transfer = [...base, ...now].map((f) => f.bytes);
    return this.call({diff: {base, new: now, catalogue}}, transfer, onProgress);
  }

  call(message, transfer = [], onProgress = () => {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject, onProgress});
      this.worker.postMessage({id, ...message}, transfer);
    });
  }

  /**
   * Converts one file's bytes (an ArrayBuffer, handed over to the worker); with catalogue
   * ({bytes: ArrayBuffer, name}, copied to the worker), decoding with that catalogue file, as
   * `tonband convert --catalogue FILE` does; with budgets (likewise), holding the trace to that
   * budgets file, as `tonband check --budgets FILE` does. The result's analysis is what `tonband
   * report` shows, as JSON text: {headline, tables, stats (as `tonband stats --json`, with the chart
   * data), budgets} (see PageAnalysis.java); text, so that its 64-bit numbers stay whole.
   */
  convert(bytes, name, onProgress = () => {}, catalogue = null, budgets = null) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject, onProgress});
      this.worker.postMessage({id, bytes, name, catalogue, budgets}, [bytes]);
    });
  }
}

window.tonbandConverter = new TonbandConverter(new URLSearchParams(window.location.search).get('engine'));
