// The page's handle on the converter worker: convert(bytes, name, onProgress) gives a promise of
// the result (see converter-worker.js). Also the page's public API, window.tonbandConverter, for
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
    } else {
      call.reject(new Error(message.message));
    }
  }

  /** Converts one file's bytes (an ArrayBuffer, handed over to the worker). */
  convert(bytes, name, onProgress = () => {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject, onProgress});
      this.worker.postMessage({id, bytes, name}, [bytes]);
    });
  }
}

window.tonbandConverter = new TonbandConverter(new URLSearchParams(window.location.search).get('engine'));
