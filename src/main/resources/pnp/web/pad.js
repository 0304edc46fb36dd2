// The score pad: the player taps, drags or types what is on the paper; every change is checked and scored
// by the server (the Java checker and scorer of `pnp ikes check` / `pnp ikes score`). Pointer and keys: padinput.js.
import { draw, api, download, cellName, parseCell, NAMES, N } from './sheet.js';
import { listen } from './padinput.js';

const KEY = 'pnp.ikes.pad';
import { $, el } from './dom.js';
const WHAT = { '-': 'empty', '.': 'a tile space', '@': 'a cafeteria space', wall: 'walls', inout: 'the entrance and exit' };
export const what = b => WHAT[b] || `display ${b} (${NAMES[b]})`;

const blank = () => ({ grid: Array(N).fill('-------'), walls: [], doors: [], entrance: null, exit: null, cafeterias: [], claim: null });
let sheet = load();
let result = null;
let asked = 0;
let cafeFirst = null;     // the first space of a cafeteria being tapped in
const undos = [], redos = [];
// spaces a photo reading was unsure of: highlighted until the player taps them (confirmed or fixed)
let toCheck = new Set();
// the pad as padinput.js sees it: the cursor and what a tap puts on a space (a code, 'wall' or 'inout')
export const pad = { cursor: 'A1', brush: isBlank() ? 'inout' : null };

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && Array.isArray(s.grid) && s.grid.length === N) return { ...blank(), ...s };
  } catch (e) { /* a broken entry: start blank */ }
  return blank();
}

const snapshot = () => JSON.stringify(sheet);
function isBlank() {
  return !sheet.entrance && !sheet.exit && sheet.grid.every(r => r === '-------') && !sheet.walls.length;
}

// a change by the player: one undo step (a whole drag is one: begin() ... end())
let pendingUndo = null;
export function begin() { pendingUndo = snapshot(); }
export function end() {
  if (pendingUndo === null) return;
  if (snapshot() !== pendingUndo) { undos.push(pendingUndo); redos.length = 0; changed(); }
  pendingUndo = null;
}
export function edit(f) { begin(); f(); end(); render(); }

function restore(from, to) {
  if (!from.length) { say(from === undos ? 'nothing to undo' : 'nothing to redo'); return; }
  to.push(snapshot());
  sheet = JSON.parse(from.pop());
  cafeFirst = null;
  $('claim').value = sheet.claim === null || sheet.claim === undefined ? '' : sheet.claim;
  say(from === undos ? 'undone' : 'redone');
  changed();
}
export const undo = () => restore(undos, redos);
export const redo = () => restore(redos, undos);

export function code(name) { const { c, r } = parseCell(name); return sheet.grid[r][c]; }

function setCode(name, v) {
  const { c, r } = parseCell(name);
  const row = sheet.grid[r];
  sheet.grid = sheet.grid.slice();
  sheet.grid[r] = row.slice(0, c) + v + row.slice(c + 1);
  // a pairing the player made no longer holds once one of its spaces is not a cafeteria
  sheet.cafeterias = (sheet.cafeterias || []).filter(p => p.every(x => code(x) === '@'));
}

/** A whole row from its codes, with or without spaces; false (and says why) when it is not 7 known codes. */
export function setRow(r, text) {
  const codes = text.replace(/\s+/g, '');
  if (codes.length !== N || !/^[-.1-6@]+$/.test(codes)) {
    say(`row ${r + 1}: expected 7 codes (- . 1-6 @), got ${codes.length}${/^[-.1-6@]*$/.test(codes) ? '' : ' with an unknown one'}`);
    return false;
  }
  edit(() => { for (let c = 0; c < N; c++) setCode(cellName(c, r), codes[c]); });
  say(`row ${r + 1}: ${codes}`);
  return true;
}

// no wall -> wall -> wall with a doorway -> no wall, for the segment in this space on this side
export function cycleSegment(name, side) {
  const seg = `${name} ${side}`;
  let now;
  if (sheet.doors.includes(seg)) {
    sheet.doors = sheet.doors.filter(d => d !== seg);
    sheet.walls = sheet.walls.filter(w => w !== seg);
    now = 'no wall';
  } else if (sheet.walls.includes(seg)) {
    sheet.doors = [...sheet.doors, seg];
    now = 'a wall with a doorway';
  } else {
    sheet.walls = [...sheet.walls, seg];
    now = 'a wall';
  }
  say(`${seg}: ${now}` + (code(name) === '-' ? ` (${name} is marked empty: a space with a wall needs a code)` : ''));
}

// an outer side: nothing -> the entrance (or the exit when the entrance is set) ; entrance -> exit ; exit -> nothing
/** A wall on this side of the space (a drag in Wall mode only adds: it leaves a wall or doorway as it is). */
export function addWall(name, side) {
  const seg = `${name} ${side}`;
  if (!sheet.walls.includes(seg)) sheet.walls = [...sheet.walls, seg];
}

export function cycleOuter(d) {
  if (sheet.entrance === d) { sheet.entrance = null; sheet.exit = d; }
  else if (sheet.exit === d) sheet.exit = null;
  else if (!sheet.entrance) sheet.entrance = d;
  else if (!sheet.exit) sheet.exit = d;
  else sheet.entrance = d;
  say(sheet.entrance === d ? `entrance ${d}` : sheet.exit === d ? `exit ${d}` : `${d}: no doorway`);
}

export function setDoorway(which, d) { sheet[which] = d; say(`${which} ${d}`); }
export const doorway = which => sheet[which];

/** Puts a code on a space; two '@' put on neighbouring spaces one after the other make one cafeteria. */
export function put(name, v) {
  confirm1(name);
  setCode(name, v);
  if (v !== '@') { cafeFirst = null; say(`${name}: ${what(v)}`); return; }
  const { c, r } = parseCell(name);
  const f = cafeFirst && parseCell(cafeFirst);
  if (f && code(cafeFirst) === '@' && Math.abs(f.c - c) + Math.abs(f.r - r) === 1) {
    sheet.cafeterias = (sheet.cafeterias || []).filter(p => !p.includes(name) && !p.includes(cafeFirst));
    sheet.cafeterias.push([cafeFirst, name]);
    say(`cafeteria ${cafeFirst} ${name}`);
    cafeFirst = null;
  } else { cafeFirst = name; say(`${name}: a cafeteria space; now its other space`); }
}

// where @ spaces could pair two ways: pair the cursor's @ with its next @ neighbour (P again for the next)
export function pair() {
  const at = pad.cursor;
  if (code(at) !== '@') { say(`${at} is not a cafeteria space`); return; }
  const { c, r } = parseCell(at);
  const around = [[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dc, dr]) => [c + dc, r + dr])
    .filter(([x, y]) => x >= 0 && y >= 0 && x < N && y < N).map(([x, y]) => cellName(x, y)).filter(n => code(n) === '@');
  if (!around.length) { say(`${at} has no cafeteria space beside it`); return; }
  const mine = (sheet.cafeterias || []).find(p => p.includes(at));
  const other = around[(mine ? around.indexOf(mine.find(x => x !== at)) + 1 : 0) % around.length];
  edit(() => {
    sheet.cafeterias = (sheet.cafeterias || []).filter(p => !p.includes(at) && !p.includes(other));
    sheet.cafeterias.push([at, other]);
  });
  say(`cafeteria ${at} ${other}`);
}

function changed() {
  localStorage.setItem(KEY, JSON.stringify(sheet));
  render();
  check();
}

async function check() {
  const mine = ++asked;
  document.body.dataset.padAsked = String(mine);
  const body = { ...sheet };
  if (body.claim === null || body.claim === undefined || body.claim === '') delete body.claim;
  try {
    const r = await api('ikes/score', body);
    if (mine !== asked) return;
    result = r;
    $('pad-error').textContent = '';
  } catch (e) {
    if (mine !== asked) return;
    result = null;
    $('pad-error').textContent = e.message;
  }
  render();
  document.body.dataset.padChecked = String(mine);
}

export function say(t) { $('pad-say').textContent = t; }

// what to do next, shown above the sheet
function guide() {
  const b = pad.brush;
  if (!sheet.entrance) return 'First the entrance: In/Out is picked; tap the edge space it is beside (or just outside the building).';
  if (!sheet.exit) return 'Now the exit: with In/Out, tap the edge space it is beside.';
  if (!b) return 'Pick what a tap puts on a space, then tap or drag across spaces; or type codes (the cursor moves on).';
  if (b === 'wall') return 'Walls: tap a space near the edge that has the wall (no wall, wall, doorway, no wall), or drag along a run of walls. Spaces stay as they are.';
  if (b === 'inout') return 'Tap an edge space near its outer side: the entrance, then the exit.';
  if (b === '@') return 'A cafeteria: tap its two spaces.';
  return `Tap or drag across spaces to mark them ${what(b)}.`;
}

export function render() {
  const problems = {};
  const score = result && result.valid ? result.score : null;
  const quiet = isBlank();
  if (result && !result.valid && !quiet) for (const p of result.problems) if (p.cell) (problems[p.cell] = problems[p.cell] || []).push(p.message);
  const points = {};
  if (score) for (const c of score.contributions) points[c.space] = c.points;
  const svg = $('pad-sheet');
  draw(svg, sheet, {
    cursor: pad.cursor, problems, points, check: toCheck,
    pending: cafeFirst ? { cells: [cafeFirst], walls: [] } : null,
    route: score && score.reachable ? { legs: score.legs } : null,
    worst: $('show-worst').checked && score ? score.worstRoute : null,
  });
  svg.classList.toggle('walls', pad.brush === 'wall');
  svg.setAttribute('aria-label', `the sheet, cursor on ${pad.cursor}: ${what(code(pad.cursor))}. `
    + 'Arrows move, codes - . 1-6 @ fill and move on, Shift+arrow cycles a wall, E and X the entrance and exit');
  for (const b of document.querySelectorAll('#palette [data-brush]')) b.setAttribute('aria-pressed', String(b.dataset.brush === pad.brush));
  $('undo-pad').disabled = !undos.length;
  $('redo-pad').disabled = !redos.length;
  $('pad-guide').textContent = guide();
  $('row-label').textContent = `Row ${parseCell(pad.cursor).r + 1} as its codes`;
  renderScore(score, quiet);
  renderProblems(quiet);
  $('ikes-text').value = result ? result.text : $('ikes-text').value;
}

function renderScore(s, quiet) {
  $('score').textContent = s ? String(s.score) : '\u2013';
  $('routes-line').hidden = !s; // an empty or unscored sheet shows no route count
  $('grade').textContent = s ? s.grade : result && !result.valid && !quiet ? 'the sheet is not valid yet' : '';
  $('routes').textContent = s && s.reachable ? String(s.tiedRoutes) : '0';
  $('worst').textContent = s ? String(s.worstScore) : '\u2013';
  const legs = $('legs');
  legs.replaceChildren();
  if (s && !s.reachable) legs.append(li(`no route: ${s.problem}, so the sheet scores 0`));
  if (s) for (const l of s.legs) legs.append(li(`leg ${l.leg} (${l.what}): ${l.steps} steps, ${l.walk.join(' ')}`));
  if (s && s.reachable) legs.append(li(`displays +${s.displays}, empty spaces ${s.empty ? '\u2212' + s.empty : '0'}: score ${s.score}`));
  const box = $('claim-result');
  box.replaceChildren();
  box.className = '';
  if (s && s.claim !== undefined) {
    if (s.claimMatches) { box.textContent = `claim ${s.claim}: matches`; box.className = 'ok'; }
    else {
      box.className = 'wrong';
      box.append(el('p', {}, null, `claim ${s.claim}: does NOT match; the sheet scores ${s.score}`));
      const ul = document.createElement('ul');
      for (const slip of s.slips || []) ul.append(li(slip));
      box.append(ul);
    }
  }
}

function renderProblems(quiet) {
  const ul = $('problems');
  ul.replaceChildren();
  if (!result || result.valid || quiet) { ul.hidden = true; return; }
  ul.hidden = false;
  for (const p of result.problems) {
    const item = li(`sheet.ikes:${p.line}:${p.column}: ${p.message}`);
    if (p.cell) item.dataset.cell = p.cell;
    ul.append(item);
  }
}

const li = t => { const e = document.createElement('li'); e.textContent = t; return e; };

async function importText(text) {
  try {
    const r = await api('ikes/parse', { text });
    if (!r.valid) {
      $('pad-error').textContent = 'not imported: ' + r.problems.map(p => `${p.line}:${p.column}: ${p.message}`).join('; ');
      return;
    }
    undos.push(snapshot()); redos.length = 0;
    sheet = { ...blank(), ...r.sheet };
    for (const k of ['claim', 'coins']) if (sheet[k] === undefined) sheet[k] = null;
    $('claim').value = sheet.claim === null ? '' : sheet.claim;
    say('imported the text');
    changed();
  } catch (e) { $('pad-error').textContent = e.message; }
}

// the player looked at a highlighted space: it needs no more checking
export function confirm1(name) {
  if (!toCheck.delete(name)) return;
  noteChecks();
}

function noteChecks() {
  const note = $('photo-note');
  note.hidden = toCheck.size === 0;
  note.textContent = toCheck.size === 0 ? '' : `Read from the photo: ${toCheck.size} highlighted `
    + (toCheck.size === 1 ? 'space' : 'spaces') + ` to compare with your paper sheet (${[...toCheck].join(' ')}). `
    + 'Tap each to confirm or fix it.';
}

async function readPhoto(file) {
  $('pad-error').textContent = '';
  $('photo-note').hidden = false;
  $('photo-note').textContent = 'reading the photo\u2026';
  document.body.dataset.photo = 'reading';
  try {
    const res = await fetch('/api/ikes/read', { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file });
    const r = await res.json();
    if (!res.ok) throw new Error(r.error || ('HTTP ' + res.status));
    if (!r.read.valid) throw new Error('the photo read to a sheet that is not valid: ' + r.read.problems.map(p => p.message).join('; '));
    undos.push(snapshot()); redos.length = 0;
    sheet = { ...blank(), ...r.read.sheet };
    for (const k of ['claim', 'coins']) if (sheet[k] === undefined) sheet[k] = null;
    $('claim').value = '';
    toCheck = new Set(r.check);
    noteChecks();
    changed();
  } catch (e) {
    $('photo-note').hidden = true;
    $('pad-error').textContent = 'photo not read: ' + e.message;
  }
  document.body.dataset.photo = 'done';
}

export function startPad() {
  listen();
  $('claim').value = sheet.claim === null || sheet.claim === undefined ? '' : sheet.claim;
  $('claim').addEventListener('input', () => {
    const v = $('claim').value.trim();
    sheet.claim = /^-?\d+$/.test(v) ? parseInt(v, 10) : null;
    changed();
  });
  $('show-worst').addEventListener('change', render);
  $('import').addEventListener('click', () => importText($('ikes-text').value));
  $('import-file').addEventListener('change', async e => { const f = e.target.files[0]; if (f) importText(await f.text()); });
  $('photo-file').addEventListener('change', e => { const f = e.target.files[0]; if (f) readPhoto(f); e.target.value = ''; });
  $('export').addEventListener('click', () => result && download('sheet.ikes', result.text));
  $('clear').addEventListener('click', () => {
    if (!confirm('Clear the whole sheet? (Undo brings it back.)')) return;
    undos.push(snapshot()); redos.length = 0;
    sheet = blank(); $('claim').value = ''; toCheck = new Set(); noteChecks();
    pad.brush = 'inout'; pad.cursor = 'A1';
    say('cleared');
    changed();
  });
  $('print').addEventListener('click', () => window.print());
  render();
  check();
}
