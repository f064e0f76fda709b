// SPDX-FileCopyrightText: 2026 The Tonband authors
// SPDX-License-Identifier: MIT

// The page: takes a file (dropped or picked), converts it with window.tonbandConverter (with the
// catalogue file of the firmware's own events, and a budgets file, if given), shows what the trace
// holds and its analysis (tonband report's tables and charts, the budgets' verdicts), and opens
// the result in the Perfetto UI or offers it for download. It also captures a trace live from a
// board's serial port (Web Serial), showing what arrived so far, and converts the capture when it
// ends. And it compares two builds, as tonband diff does: the runs of each dropped or picked on
// its side.
// Everything from the trace (names, problem texts) is set as text, never as HTML.
'use strict';

const PERFETTO = 'https://ui.perfetto.dev';
const PING_MS = 50;
const PERFETTO_WAIT_MS = 60000;

const converter = window.tonbandConverter;
const $ = (id) => document.getElementById(id);
let converted = null; // {name, fileName, trace: ArrayBuffer}
let downloadUrl = null;
let lastTrace = null; // the trace file converted last, converted again when the catalogue or the budgets change
let captured = null; // the last capture from a board, as a file: {file: File, url}
let capture = null; // the capture running: {reader, stopping}

function status(text, isError = false) {
  $('status').textContent = text;
  $('status').classList.toggle('error', isError);
}

converter.ready.then(
  (engine) => {
    $('engine').textContent = engine === 'wasm'
      ? 'Converter: WebAssembly.'
      : 'Converter: JavaScript (this browser runs no WebAssembly GC, or ?engine=js asked for it).';
  },
  (e) => {
    $('engine').textContent = '';
    status(e.message + '. Reload the page; if it persists, try a current Chrome, Edge or Firefox.', true);
  });

function plural(n, one, many) {
  return n.toLocaleString('en') + ' ' + (n === 1 ? one : many);
}

function bytes(n) {
  return n >= 1 << 20 ? (n / (1 << 20)).toFixed(1) + ' MiB' : n >= 1024 ? (n / 1024).toFixed(1) + ' KiB' : n + ' bytes';
}

/** trace.bin, trace.bin.gz and trace.dial9 all become trace.pftrace. */
function outputName(input) {
  const stem = input.replace(/\.gz$/i, '').replace(/\.[^./]*$/, '');
  return (stem || input) + '.pftrace';
}

/** A table cell, or header cell, of text. */
function cell(tag, text, className) {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) {
    element.className = className;
  }
  return element;
}

function row(cells) {
  const tr = document.createElement('tr');
  tr.append(...cells.map((text) => cell('td', text)));
  return tr;
}

/** Shows the result of a conversion; analysis is the result's, read, for the time span as its headline writes it. */
function show(name, result, analysis) {
  $('result-name').textContent = name;
  $('events').textContent = result.events.toLocaleString('en');
  $('cores').textContent = String(result.cores);
  $('span').textContent = analysis.span;
  $('problem-count').textContent = result.problemCount === 0 ? 'none' : result.problemCount.toLocaleString('en');
  $('trace-size').textContent = bytes(result.trace.byteLength);
  const kinds = $('problem-kinds');
  const list = $('problem-list');
  kinds.replaceChildren(...result.problemKinds.map((k) => row([k.kind, k.count.toLocaleString('en')])));
  list.replaceChildren(...result.problems.map((p) => {
    const li = document.createElement('li');
    li.textContent = p.kind + ' ' + p.where + ': ' + p.message;
    return li;
  }));
  $('problems').hidden = result.problemCount === 0;
  // A trace without events has nothing to show, open or download: only what went wrong.
  const nothing = result.events === 0;
  $('summary').hidden = nothing;
  $('actions').hidden = nothing;
  $('problems-converted').hidden = nothing;

  const fileName = outputName(name);
  if (downloadUrl) {
    URL.revokeObjectURL(downloadUrl);
  }
  downloadUrl = URL.createObjectURL(new Blob([result.trace], {type: 'application/octet-stream'}));
  $('download').href = downloadUrl;
  $('download').download = fileName;
  $('download').textContent = 'Download ' + fileName;
  converted = {name, fileName, trace: result.trace};
  $('result').hidden = false;
}

function isYaml(file) {
  return /\.ya?ml$/i.test(file.name);
}

/**
 * The two YAML files the page takes beside a trace: the catalogue, as `tonband convert
 * --catalogue`, and budgets, as `tonband check --budgets`. Each is checked when given: one with
 * errors is refused at once, each error at its file:line:column as the CLI lists them, and the
 * file taken before stays in use.
 */
const CATALOGUE = {
  input: 'catalogue', clear: 'catalogue-clear', status: 'catalogue-status',
  check: (given) => converter.checkCatalogue(given),
  none: 'Without it, the page knows the events of Tonband\'s own catalogue.',
  used: (name) => 'Application events from ' + name + ', with the built-in groups of this Tonband.',
  refused: (name, kept) => 'The catalogue ' + name + ' has errors (above): fix it, or pick the one the firmware was'
    + ' built from. ' + (kept ? 'The page still uses ' + kept.name + '.' : 'The page goes on without one.'),
};
const BUDGETS = {
  input: 'budgets', clear: 'budgets-clear', status: 'budgets-status',
  check: (given) => converter.checkBudgets(given),
  none: 'Without it, the page shows the analysis without budgets.',
  used: (name) => 'Budgets from ' + name + ': the analysis says which hold, as tonband check does.',
  refused: (name, kept) => 'The budgets file ' + name + ' has errors (above): nothing of it was checked. '
    + (kept ? 'The verdicts shown are still those of ' + kept.name + '.' : 'The page goes on without budgets.'),
};
const taken = new Map([[CATALOGUE, null], [BUDGETS, null]]); // each kind's file: {name, bytes: ArrayBuffer, file}

/** A YAML file given as a trace, or dropped, is a catalogue if it has a catalogue's key groups, else budgets. */
async function kindOf(file) {
  return /^groups\s*:/m.test(await file.text()) ? CATALOGUE : BUDGETS;
}

/** Shows the file of a kind in use, in its input (also one given as a trace, or dropped) and under it. */
function showTaken(kind) {
  const file = taken.get(kind);
  const files = new DataTransfer();
  if (file) {
    files.items.add(file.file);
  }
  $(kind.input).files = files.files;
  $(kind.clear).hidden = !file;
  $(kind.status).classList.remove('error');
  $(kind.status).textContent = file ? kind.used(file.name) : kind.none;
}

/**
 * Takes (or, with null, drops) a file of a kind (CATALOGUE or BUDGETS); false if it was refused,
 * its errors shown under its input, and the file taken before kept.
 */
async function useFile(kind, file) {
  if (file) {
    const given = {name: file.name, bytes: await file.arrayBuffer(), file};
    const errors = await kind.check(given);
    if (errors) {
      showTaken(kind);
      $(kind.status).textContent = errors;
      $(kind.status).classList.add('error');
      status(kind.refused(file.name, taken.get(kind)), true);
      return false;
    }
    taken.set(kind, given);
  } else {
    taken.set(kind, null);
  }
  showTaken(kind);
  return true;
}

/** A catalogue or budgets file picked in its input (or, with null, dropped): taken, and the last trace converted again. */
async function pickFile(kind, file) {
  if (await useFile(kind, file)) {
    if (lastTrace) {
      await convertFile([lastTrace]);
    } else {
      status('');
    }
  }
}

/**
 * Converts the first trace of files; YAML files among them are taken first, each as a catalogue
 * or budgets (the last trace is converted again with them); one refused stops there.
 */
async function takeFiles(files) {
  files = Array.from(files);
  const traces = files.filter((f) => !isYaml(f));
  const yamls = files.filter(isYaml);
  for (const file of yamls) {
    if (!await useFile(await kindOf(file), file)) {
      return;
    }
  }
  if (traces.length > 0) {
    await convertFile(traces);
  } else if (yamls.length > 0 && lastTrace) {
    await convertFile([lastTrace]);
  }
}

/** Converts the first of files, all traces. */
async function convertFile(files) {
  const traces = Array.from(files);
  const file = traces[0];
  lastTrace = file;
  showTaken(CATALOGUE); // what is in use, no longer the errors of a file refused before
  showTaken(BUDGETS);
  $('download-capture').hidden = !captured || file !== captured.file;
  const also = traces.length > 1 ? ' (one file at a time: the others were left out)' : '';
  const catalogue = taken.get(CATALOGUE);
  const budgets = taken.get(BUDGETS);
  const using = catalogue ? ' with ' + catalogue.name : '';
  $('result').hidden = true;
  $('analysis').hidden = true;
  $('progress').hidden = false;
  $('progress').value = 0;
  status('Converting ' + file.name + using + also + '…');
  try {
    const result = await converter.convert(await file.arrayBuffer(), file.name, (fraction) => {
      $('progress').value = fraction;
    }, catalogue, budgets);
    if (result.refusal) {
      status(result.refusal, true);
      return;
    }
    const analysis = JSON.parse(result.analysis);
    show(file.name, result, analysis);
    const problems = result.problemCount === 0 ? 'no problems' : plural(result.problemCount, 'problem', 'problems');
    if (result.events === 0) {
      $('analysis').hidden = true;
      $('budget-results').hidden = true;
      status(file.name + ' holds no events: there is nothing to show' + (result.problemCount === 0 ? '.'
        : ', only ' + problems + ' (below).'), true);
      return;
    }
    const verdict = showAnalysis(analysis);
    const engine = result.engine === 'wasm' ? 'WebAssembly' : 'JavaScript';
    status('Converted ' + file.name + using + also + ' in ' + Math.round(result.ms).toLocaleString('en') + ' ms ('
      + engine + '): ' + plural(result.events, 'event', 'events') + ' on ' + plural(result.cores, 'core', 'cores')
      + ', ' + problems + (verdict ? '; budgets: ' + verdict : '') + '.');
  } catch (e) {
    status('Converting ' + file.name + ' failed: ' + e.message + '. This is a bug in the converter;'
      + ' please report it with the file if you can.', true);
  } finally {
    $('progress').hidden = true;
  }
}

/**
 * What `tonband report` shows (see converter.js): the headline, the budgets' verdicts (beside the
 * summary, as what matters first), the charts (drawn by the report's own script) and every table
 * of `tonband stats`. Returns the budgets' verdict in a few words, or null without budgets.
 */
function showAnalysis(analysis) {
  $('headline').textContent = analysis.headline;
  const budgets = analysis.budgets;
  $('budget-results').hidden = !budgets;
  $('budgets-card').hidden = !budgets;
  let verdict = null;
  if (budgets) {
    const failed = budgets.results.filter((r) => !r.passed).length;
    verdict = budgets.errors ? 'not checked' : failed === 0 ? 'all ' + budgets.results.length + ' hold'
      : failed + ' of ' + budgets.results.length + ' do not hold';
    $('budgets-heading').textContent = budgets.errors ? budgets.errors : 'Budgets (' + budgets.file + '): ' + verdict;
    $('budgets-verdict').textContent = verdict;
    $('budgets-verdict').className = failed === 0 && !budgets.errors ? 'ok' : 'fail';
    $('budget-rows').replaceChildren(...budgets.results.map((r) => {
      const tr = document.createElement('tr');
      tr.className = r.passed ? 'ok' : 'fail';
      tr.append(cell('td', r.passed ? 'ok' : 'FAIL'), cell('td', r.name), cell('td', r.value, 'number'),
        cell('td', r.limit), cell('td', r.passed ? '' : r.message, 'text'));
      return tr;
    }));
  }
  $('stats-tables').replaceChildren(...analysis.tables.map((table) => {
    const kind = (i) => table.text[i] ? 'text' : 'number';
    const element = document.createElement('table');
    const head = document.createElement('tr');
    head.append(...table.header.map((text, i) => cell('th', text, kind(i))));
    element.append(head, ...table.rows.map((row) => {
      const tr = document.createElement('tr');
      tr.append(...row.map((text, i) => cell('td', text, kind(i))));
      return tr;
    }));
    const scroll = document.createElement('div');
    scroll.className = 'scroll';
    scroll.append(element);
    return scroll;
  }));
  $('analysis').hidden = false; // drawn visible: a chart takes the size of its element
  const drawn = window.tonbandCharts.draw(analysis.stats, (e) => console.error('a chart failed:', e));
  $('analysis').setAttribute('data-charts', String(drawn));
  return verdict;
}

/**
 * Perfetto's documented way to open a trace from another page: open the UI in a new tab, send
 * PING until it answers PONG (its listener is up), then post the trace.
 */
function openInPerfetto() {
  const {name, fileName, trace} = converted;
  const ui = window.open(PERFETTO);
  if (!ui) {
    status('The browser blocked the new tab: allow pop-ups for this page, or download the trace and'
      + ' drop it on ui.perfetto.dev.', true);
    return;
  }
  status('Opening ' + name + ' in Perfetto…');
  const ping = setInterval(() => ui.postMessage('PING', PERFETTO), PING_MS);
  const giveUp = setTimeout(() => {
    stop();
    status('Perfetto did not answer. Download the trace and drop it on ui.perfetto.dev instead.', true);
  }, PERFETTO_WAIT_MS);
  function stop() {
    clearInterval(ping);
    clearTimeout(giveUp);
    window.removeEventListener('message', onMessage);
  }
  function onMessage(event) {
    if (event.source !== ui || event.origin !== PERFETTO || event.data !== 'PONG') {
      return;
    }
    stop();
    ui.postMessage({perfetto: {buffer: trace, title: name, fileName}}, PERFETTO);
    status('Opened ' + name + ' in Perfetto, in the new tab.');
  }
  window.addEventListener('message', onMessage);
}

/** The baud rate field's value, or null when it is no whole number above 0. */
function baudRate() {
  const baud = Number($('serial-baud').value);
  return Number.isInteger(baud) && baud > 0 ? baud : null;
}

/** The CLI's command for what the page would capture, for browsers without Web Serial. */
function showCliCommand() {
  $('serial-cli').textContent = 'tonband convert serial:/dev/ttyUSB0@' + (baudRate() || 115200) + ' -o board.pftrace';
}

// What the port buffers between the page's reads: Web Serial's default, 255 bytes, is about 3 ms
// at 921600 baud, and what overflows it is lost.
const READ_BUFFER = 1 << 16;

// Web Serial's errors after which the port reads on (a new readable): the line's, not the port's.
const LINE_ERRORS = new Set(['BreakError', 'FramingError', 'ParityError', 'BufferOverrunError']);

/**
 * Asks the browser for a port, opens it at the chosen baud rate and reads it until Stop, or until
 * the board goes away (its stream ends or fails): each chunk is decoded as it arrives, for the
 * counts so far, and kept; then the whole capture is converted as a dropped file is, and offered
 * as it came (board.bin) for the CLI. Everything received is kept, also when the board goes away.
 */
async function startCapture() {
  const baud = baudRate();
  if (!baud) {
    $('capture-status').textContent = 'The baud rate must be a whole number above 0: the one the firmware sends at.';
    return;
  }
  let port;
  try {
    port = await navigator.serial.requestPort();
    await port.open({baudRate: baud, bufferSize: READ_BUFFER});
  } catch (e) {
    if (port) {
      $('capture-status').textContent = 'Could not open the port at ' + baud + ' baud (' + e.message + '). Is another'
        + ' program (a terminal, tonband) using it?';
    } else {
      $('capture-status').textContent = e.name === 'NotFoundError' ? 'No port was chosen.'
        : 'The browser gave no port: ' + e.message;
    }
    return;
  }
  try {
    await converter.captureStart(taken.get(CATALOGUE));
  } catch (e) {
    await port.close();
    $('capture-status').textContent = 'The converter cannot follow the capture: ' + e.message + '.';
    return;
  }
  capture = {reader: null, stopping: false};
  capturing(true);
  showSoFar({bytes: 0, events: 0, problems: 0});
  $('capture-so-far').hidden = false;
  $('capture-status').textContent = 'Capturing at ' + baud.toLocaleString('en') + ' baud: Stop ends the capture'
    + ' and converts it.';
  const chunks = [];
  let lastCount = Promise.resolve();
  let lineErrors = 0;
  let lost = null; // why the board went away, if it did
  while (port.readable && !capture.stopping) {
    capture.reader = port.readable.getReader();
    try {
      for (;;) {
        const {value, done} = await capture.reader.read();
        if (done) {
          break;
        }
        chunks.push(value);
        lastCount = converter.captureFeed(value.slice().buffer).then(showSoFar, (e) => {
          $('capture-status').textContent = 'Counting failed (' + e.message + '); the capture goes on.';
        });
      }
      if (!capture.stopping) {
        lost = 'its stream ended';
      }
      break;
    } catch (e) {
      if (!LINE_ERRORS.has(e.name)) {
        lost = e.message || e.name;
        break;
      }
      lineErrors++; // a garbled character: the port reads on, the decoder resynchronises
    } finally {
      capture.reader.releaseLock();
    }
  }
  try {
    await port.close();
  } catch (e) {
    // gone with the board
  }
  await lastCount;
  capture = null;
  capturing(false);

  const file = new File(chunks, 'board.bin', {type: 'application/octet-stream'});
  if (captured) {
    URL.revokeObjectURL(captured.url);
  }
  captured = {file, url: URL.createObjectURL(file)};
  $('download-capture').href = captured.url;
  $('download-capture').download = file.name;
  $('download-capture').textContent = 'Download the capture (' + file.name + ')';
  const garbled = lineErrors === 0 ? '' : ' The line reported ' + plural(lineErrors, 'error', 'errors')
    + ' (break, framing, parity or overrun): is the baud rate the firmware\'s?';
  $('capture-status').textContent = (lost
    ? 'The board went away (' + lost + '): the ' + plural(file.size, 'byte', 'bytes') + ' received before are kept.'
    : 'Stopped after ' + plural(file.size, 'byte', 'bytes') + '.') + garbled;
  await convertFile([file]);
}

/** While a capture runs, Connect, the baud rate and the catalogue (which it is decoded with) stay as they are. */
function capturing(running) {
  for (const id of ['serial-connect', 'serial-baud', 'catalogue', 'catalogue-clear']) {
    $(id).disabled = running;
  }
  $('serial-stop').disabled = !running;
}

function showSoFar(soFar) {
  $('capture-bytes').textContent = soFar.bytes.toLocaleString('en');
  $('capture-events').textContent = soFar.events.toLocaleString('en');
  $('capture-problems').textContent = soFar.problems === 0 ? 'none' : soFar.problems.toLocaleString('en');
}

function stopCapture() {
  capture.stopping = true;
  $('serial-stop').disabled = true;
  if (capture.reader) {
    capture.reader.cancel().catch(() => {}); // the pending read ends as done
  }
}

if ('serial' in navigator) {
  $('serial-connect').addEventListener('click', startCapture);
  $('serial-stop').addEventListener('click', stopCapture);
} else {
  $('serial-connect').hidden = true;
  $('serial-stop').hidden = true;
  $('serial-none').hidden = false;
  showCliCommand();
  $('serial-baud').addEventListener('input', showCliCommand);
}

/** The runs of each side of the comparison, as given last: File[] */
const diffSides = {base: [], new: []};

function diffStatus(text, isError = false) {
  $('diff-status').textContent = text;
  $('diff-status').classList.toggle('error', isError);
}

/** Takes the traces given for one side ('base' or 'new') of the comparison; compares once both sides have runs. */
async function takeDiffSide(side, files) {
  diffSides[side] = Array.from(files).filter((f) => !isYaml(f));
  $('diff-' + side + '-count').textContent = diffSides[side].length === 0 ? 'No runs yet.'
    : plural(diffSides[side].length, 'run', 'runs') + ': ' + diffSides[side].map((f) => f.name).join(', ');
  if (diffSides.base.length === 0 || diffSides['new'].length === 0) {
    $('diff-result').hidden = true;
    diffStatus('Give the runs of the ' + (diffSides.base.length === 0 ? 'base' : 'new') + ' build too.');
    return;
  }
  await compareBuilds();
}

/** Compares the runs of both sides in the worker, and shows what tonband diff prints (see PageDiff.java). */
async function compareBuilds() {
  const catalogue = taken.get(CATALOGUE);
  const read = (files) => Promise.all(files.map(async (f) => ({name: f.name, bytes: await f.arrayBuffer()})));
  const runs = plural(diffSides.base.length, 'base run', 'base runs') + ' with '
    + plural(diffSides['new'].length, 'new run', 'new runs') + (catalogue ? ' (with ' + catalogue.name + ')' : '');
  $('diff-result').hidden = true;
  $('diff-progress').hidden = false;
  $('diff-progress').value = 0;
  diffStatus('Comparing ' + runs + '…');
  try {
    const result = await converter.diff(await read(diffSides.base), await read(diffSides['new']), (fraction) => {
      $('diff-progress').value = fraction;
    }, catalogue);
    if (result.refusal) {
      diffStatus(result.refusal, true);
      return;
    }
    const diff = JSON.parse(result.analysis);
    showDiff(diff);
    const engine = result.engine === 'wasm' ? 'WebAssembly' : 'JavaScript';
    diffStatus('Compared ' + runs + ' in ' + Math.round(result.ms).toLocaleString('en') + ' ms (' + engine + '): '
      + (diff.changes.length === 0 ? 'no change' : plural(diff.changes.length, 'change', 'changes')) + '.');
  } catch (e) {
    diffStatus('Comparing failed: ' + e.message + '. This is a bug in the converter; please report it with the files'
      + ' if you can.', true);
  } finally {
    $('diff-progress').hidden = true;
  }
}

/** The headline, the note, the table of changes, the objects on one side only, and each change's chart. */
function showDiff(diff) {
  $('diff-headline').textContent = diff.headline;
  $('diff-note').textContent = diff.note || '';
  $('diff-note').hidden = !diff.note;
  const numbers = [true, false, false, false, true, true, true, true];
  $('diff-rows').replaceChildren(...diff.changes.map((change) => {
    const tr = document.createElement('tr');
    tr.append(...change.cells.map((text, i) => cell('td', text, numbers[i] ? 'number' : 'text')));
    return tr;
  }));
  $('diff-changes').hidden = diff.changes.length === 0;
  $('diff-presence-rows').replaceChildren(...diff.presences.map((p) => row([p.presence, p.kind, p.object, p.runs])));
  $('diff-presences').hidden = diff.presences.length === 0;
  $('diff-charts').replaceChildren(...diff.changes.map((change, i) => {
    const figure = document.createElement('figure');
    const chart = document.createElement('div');
    chart.className = 'chart change-chart';
    chart.dataset.change = String(i);
    figure.append(cell('figcaption', change.figure), chart);
    return figure;
  }));
  $('diff-charts-part').hidden = diff.changes.length === 0;
  $('diff-result').hidden = false; // drawn visible: a chart takes the size of its element
  const drawn = diff.changes.length === 0 ? 0
    : window.tonbandChanges.draw(diff.changes, (e) => console.error('a chart failed:', e));
  $('diff-result').setAttribute('data-charts', String(drawn));
}

/** Runs what a person's action started; then counts it in the body's data-handled, for scripts and tests to wait on. */
function handled(work) {
  return work.finally(() => {
    document.body.dataset.handled = String(Number(document.body.dataset.handled || 0) + 1);
  });
}

$('file').addEventListener('change', () => handled(takeFiles($('file').files)));
for (const kind of [CATALOGUE, BUDGETS]) {
  $(kind.input).addEventListener('change', () => handled(pickFile(kind, $(kind.input).files[0] || null)));
  $(kind.clear).addEventListener('click', () => handled(pickFile(kind, null)));
}
$('open').addEventListener('click', openInPerfetto);
for (const side of ['base', 'new']) {
  const input = $('diff-' + side);
  input.addEventListener('change', () => handled(takeDiffSide(side, input.files)));
  const zone = $('diff-' + side + '-drop');
  zone.addEventListener('dragover', (event) => {
    event.preventDefault();
    zone.classList.add('over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (event) => {
    event.preventDefault();
    zone.classList.remove('over');
    handled(takeDiffSide(side, event.dataTransfer.files));
  });
}
const drop = $('drop');
drop.addEventListener('dragover', (event) => {
  event.preventDefault();
  drop.classList.add('over');
});
drop.addEventListener('dragleave', () => drop.classList.remove('over'));
drop.addEventListener('drop', (event) => {
  event.preventDefault();
  drop.classList.remove('over');
  handled(takeFiles(event.dataTransfer.files));
});
