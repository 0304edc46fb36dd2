// The Bridge Wars score pad: a new game opens as its starting position (each player's square in their corner,
// every other rod bare); tap or drag across holes to paint the pick, or type codes. Every change is read and
// scored by the server (TopFormat and Scoring, the code of `pnp bridgewars score`), which also gives the start.
import { api, download, svgPoint } from './sheet.js';
import { $, svg as el } from './dom.js';
const N = 11, CELL = 40, M = 24;
const COLS = 'abcdefghijk';
const CORNERS = ['NW', 'NE', 'SW', 'SE'];
const NAMED = { R: '#d62828', B: '#1f6fd1', G: '#2a9d3a', Y: '#e9b500', O: '#f77f00', P: '#7b2cbf' };
// the corners a new game of 2, 3 or 4 players claims (a corner's letter can be changed afterwards)
const GAMES = { 2: { NW: 'R', SE: 'B' }, 3: { NW: 'R', SW: 'G', SE: 'B' }, 4: { NW: 'R', NE: 'Y', SW: 'G', SE: 'B' } };

// Each player's colour, by the rule of the printed picture (ScorePicture.inks): R, B, G, Y, O and P are
// their colours; any other letter gets, in claim order, the first of those no player has, so no two
// players share a colour.
export function inks(letters) {
  const out = {};
  const used = new Set();
  for (const l of letters) if (NAMED[l]) { out[l] = NAMED[l]; used.add(l); }
  for (const l of letters) {
    if (out[l]) continue;
    const free = Object.keys(NAMED).find(k => !used.has(k));
    used.add(free);
    out[l] = NAMED[free];
  }
  return out;
}
const KEY = 'pnp.bridgewars.pad';

let state = load();      // {corners: {NW: 'R', ...}, grid: 11 strings of 11 codes}; null until the start arrives
let start = null;        // the starting position of the claimed corners, to tell whether anything was entered
let paint = null;
let cursor = 'a1';
let result = null;
let asked = 0;
let stroke = null;       // the holes painted by the pointer now down
const undos = [], redos = [];

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && s.corners && Array.isArray(s.grid) && s.grid.length === N && s.grid.every(r => r.length === N)) return s;
  } catch (e) { /* start a new game */ }
  return null;
}

const letters = () => CORNERS.map(c => state.corners[c]).filter(Boolean);
const at = name => state.grid[Number(name.slice(1)) - 1][COLS.indexOf(name[0])];
const holeName = (c, r) => COLS[c] + (r + 1);
const say = t => { $('bw-say').textContent = t; };

function set(name, v) {
  const c = COLS.indexOf(name[0]), r = Number(name.slice(1)) - 1;
  const row = state.grid[r];
  if (row[c] === v) return;
  state.grid = state.grid.slice();
  state.grid[r] = row.slice(0, c) + v + row.slice(c + 1);
}

// the board as .bridge text in the writer's layout (the server answers the writer's own text)
function text() {
  const head = CORNERS.filter(c => state.corners[c]).map(c => `corner ${c} ${state.corners[c]}\n`).join('');
  const rows = state.grid.map((row, r) => `${String(r + 1).padStart(2)}  ${[...row].map(x => ' ' + x).join('')}\n`).join('');
  return `${head}top\n    ${[...COLS].map(x => ' ' + x).join('')}\n${rows}`;
}

// asks the server to read and score the board (or text to import); only the latest answer is shown
async function check(body, adopt) {
  const n = ++asked;
  document.body.dataset.bwAsked = n;
  if (state) localStorage.setItem(KEY, JSON.stringify(state));
  try {
    const r = await api('bridgewars/score', body);
    if (n !== asked) return r;
    result = r;
    if (r.ok && adopt) {
      state = { corners: r.corners, grid: r.grid };
      localStorage.setItem(KEY, JSON.stringify(state));
    }
    $('bw-text').value = r.ok ? r.text : body.text || '';
  } catch (e) {
    if (n === asked) result = { ok: false, problems: [{ line: 0, column: 0, message: e.message }] };
  }
  if (n === asked) { render(); document.body.dataset.bwChecked = n; }
  return result;
}

const changed = () => check({ text: text() }, false);
const snapshot = () => JSON.stringify(state);
function record(before) { if (before !== snapshot()) { undos.push(before); redos.length = 0; changed(); } }
function restore(from, to) {
  if (!from.length) { say(from === undos ? 'nothing to undo' : 'nothing to redo'); return; }
  to.push(snapshot());
  state = JSON.parse(from.pop());
  say(from === undos ? 'undone' : 'redone');
  changed();
}
const undo = () => restore(undos, redos);
const redo = () => restore(redos, undos);

// the starting position of these corners, from the server
async function startOf(corners) {
  const r = await api('bridgewars/score', { start: corners });
  return { corners: r.corners, grid: r.grid };
}

// a new game of n players: its starting position, after asking when a board was entered
async function newGame(n) {
  if (state && (!start || snapshot() !== JSON.stringify(start))
      && !confirm(`Start a new ${n}-player game? The board entered here is cleared (Undo brings it back).`)) return;
  const before = state ? snapshot() : null;
  state = await startOf(GAMES[n]);
  start = JSON.parse(snapshot());
  paint = null; cursor = 'a1';
  if (before) { undos.push(before); redos.length = 0; }
  say(`a new ${n}-player game: ${CORNERS.filter(c => state.corners[c]).map(c => `${state.corners[c]} in ${c}`).join(', ')}`);
  render();
  changed();
}

// a corner's letter typed, changed or cleared: a new claim gets its corner's rods and starting square, a
// cleared one loses its rods, a changed letter is changed wherever it is uppermost
async function claim(corner, typed) {
  const v = typed.trim().toUpperCase(), old = state.corners[corner];
  const corners = { ...state.corners };
  if (v && !/^[A-Z]$/.test(v)) { say(`${corner}: a player is one capital letter`); render(); return; }
  if (v && v !== old && letters().includes(v)) { say(`${v} already plays in another corner; each player claims one`); render(); return; }
  if (v) corners[corner] = v; else delete corners[corner];
  if (Object.keys(corners).length < 2) { say('2 to 4 players each claim a corner'); render(); return; }
  if (v === (old || '')) return;
  const fresh = await startOf(corners);
  const before = snapshot();
  const grid = state.grid.map((row, r) => [...row].map((x, c) => {
    const s = fresh.grid[r][c];
    if (s === '.') return '.';
    if (x === '.') return s;
    return old && v && x === old ? v : x;
  }).join(''));
  state = { corners: fresh.corners, grid };
  start = fresh;
  if (paint === old) paint = v || null;
  say(!v ? `${corner} unclaimed: its holes have no rod` : old ? `${old} is now ${v}` : `${v} claims ${corner}`);
  record(before);
  render();
}

// paints one hole with the pick (a hole with no rod is left alone, and said so)
function paintHole(name, v) {
  if (at(name) === '.') { say(`${name} has no rod: its corner is unclaimed`); return false; }
  set(name, v);
  return true;
}

function locate(e) {
  const p = svgPoint($('bw-board'), e);
  const c = Math.floor((p.x - M) / CELL), r = Math.floor((p.y - M) / CELL);
  return c >= 0 && r >= 0 && c < N && r < N ? holeName(c, r) : null;
}

function down(e) {
  if (e.button !== 0 || !state) return;
  const name = locate(e);
  if (!name) return;
  cursor = name;
  if (!paint) { say(`${name}: ${what(at(name))}. Pick a paint first (a player or bare rod), then tap or drag`); render(); return; }
  e.preventDefault();
  $('bw-board').setPointerCapture?.(e.pointerId);
  stroke = { before: snapshot(), holes: new Set([name]) };
  if (paintHole(name, paint)) say(`${name}: ${what(paint)}`);
  render();
}

function move(e) {
  if (!stroke) return;
  const name = locate(e);
  if (!name || stroke.holes.has(name)) return;
  stroke.holes.add(name);
  cursor = name;
  paintHole(name, paint);
  render();
}

function up() {
  if (!stroke) return;
  const { before, holes } = stroke;
  stroke = null;
  if (holes.size > 1) say(`${holes.size} holes: ${what(paint)}`);
  record(before);
}

const what = v => v === '-' ? 'a bare rod' : v === '.' ? 'no rod' : `${v} uppermost`;

// the next hole with a rod in reading order (by = 1), or the one before (by = -1)
function next(name, by) {
  let i = (Number(name.slice(1)) - 1) * N + COLS.indexOf(name[0]);
  for (let k = 0; k < N * N; k++) {
    i += by;
    if (i < 0 || i >= N * N) return name;
    const h = holeName(i % N, Math.floor(i / N));
    if (at(h) !== '.') return h;
  }
  return name;
}

const MOVES = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
function onKey(e) {
  if (!state) return;
  const k = e.key;
  if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'z') { e.preventDefault(); if (e.shiftKey) redo(); else undo(); return; }
  if ((e.ctrlKey || e.metaKey) && k.toLowerCase() === 'y') { e.preventDefault(); redo(); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const c = COLS.indexOf(cursor[0]), r = Number(cursor.slice(1)) - 1;
  if (MOVES[k]) {
    e.preventDefault();
    cursor = holeName(Math.min(N - 1, Math.max(0, c + MOVES[k][0])), Math.min(N - 1, Math.max(0, r + MOVES[k][1])));
    say(`${cursor}: ${what(at(cursor))}`);
    render();
    return;
  }
  if (k === 'Home' || k === 'End') { e.preventDefault(); cursor = holeName(k === 'Home' ? 0 : N - 1, r); render(); return; }
  let v = null, step = 1;
  if (k === '-' || k === '0') v = '-';
  else if (/^[a-zA-Z]$/.test(k)) {
    v = k.toUpperCase();
    if (!letters().includes(v)) { e.preventDefault(); say(`${v} is no player's letter (players: ${letters().join(', ')})`); return; }
  } else if (k === ' ' || k === 'Enter') {
    if (!paint) { e.preventDefault(); say('pick a paint first, or type a player\'s letter or -'); return; }
    v = paint; step = 0;
  } else if (k === 'Backspace') { cursor = next(cursor, -1); v = '-'; step = 0; }
  else if (k === 'Delete') { v = '-'; step = 0; }
  if (v === null) return;
  e.preventDefault();
  const before = snapshot(), hole = cursor;
  if (paintHole(hole, v)) say(`${hole}: ${what(v)}`);
  if (step) cursor = next(hole, 1);
  record(before);
  render();
}

function drawBoard() {
  const svg = $('bw-board');
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${2 * M + N * CELL} ${2 * M + N * CELL}`);
  if (!state) return;
  const colours = inks(letters());
  const bad = new Set(result && !result.ok ? result.problems.map(p => p.cell).filter(Boolean) : []);
  for (let c = 0; c < N; c++) el('text', { x: M + c * CELL + CELL / 2, y: M - 7, class: 'label' }, svg, COLS[c]);
  for (let r = 0; r < N; r++) {
    el('text', { x: M - 12, y: M + r * CELL + CELL / 2 + 5, class: 'label' }, svg, String(r + 1));
    for (let c = 0; c < N; c++) {
      const name = holeName(c, r), code = state.grid[r][c], brass = name === 'f6';
      const x = M + c * CELL + CELL / 2, y = M + r * CELL + CELL / 2;
      const g = el('g', { 'data-hole': name, class: 'hit' }, svg);
      el('rect', { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, class: bad.has(name) ? 'space problem' : code === '.' ? 'space norod' : 'space' }, g);
      if (code === '.') el('circle', { cx: x, cy: y, r: 3, class: 'dot' }, g);
      else if (code === '-') el('circle', { cx: x, cy: y, r: brass ? 9 : 6, fill: brass ? '#b8860b' : '#cfd8dc', stroke: '#555' }, g);
      else {
        el('circle', { cx: x, cy: y, r: 16, fill: colours[code] || '#666', stroke: brass ? '#b8860b' : '#111', 'stroke-width': brass ? 5 : 2 }, g);
        el('text', { x, y: y + 5, class: 'face', style: 'fill: #fff' }, g, code);
      }
    }
  }
  const c = COLS.indexOf(cursor[0]), r = Number(cursor.slice(1)) - 1;
  el('rect', { x: M + c * CELL + 2, y: M + r * CELL + 2, width: CELL - 4, height: CELL - 4, class: 'cursor', 'data-cursor': cursor }, svg);
  svg.setAttribute('aria-label', `the board from above, cursor on ${cursor}: ${what(at(cursor))}. `
    + 'Arrows move; a player\'s letter or - sets the hole and moves on; Space puts the picked paint');
}

function drawControls() {
  // the corner fields are made once and then only updated, so a letter being typed in one corner is never
  // wiped by the redraw that another corner's change starts
  const box = $('bw-corners');
  if (box.children.length === 0) {
    for (const c of CORNERS) {
      const label = document.createElement('label');
      label.textContent = `${c} `;
      const input = document.createElement('input');
      input.size = 2;
      input.maxLength = 1;
      input.id = `bw-corner-${c}`;
      input.autocapitalize = 'characters';
      input.addEventListener('change', () => state && claim(c, input.value));
      label.appendChild(input);
      box.appendChild(label);
    }
  }
  for (const c of CORNERS) {
    const input = $(`bw-corner-${c}`);
    if (input !== document.activeElement) input.value = state ? state.corners[c] || '' : '';
  }
  const paints = $('bw-paints');
  paints.replaceChildren();
  for (const p of [...(state ? letters() : []), '-']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = p === '-' ? '\u2013 bare rod' : p;
    b.title = p === '-' ? 'a rod with no block (-)' : `${p}'s block uppermost`;
    b.dataset.paint = p;
    b.setAttribute('aria-pressed', String(p === paint));
    b.addEventListener('click', () => { paint = p; say(`paint: ${what(p)}; tap or drag across holes`); drawControls(); });
    paints.appendChild(b);
  }
  $('bw-undo').disabled = !undos.length;
  $('bw-redo').disabled = !redos.length;
}

function drawScore() {
  $('bw-problems').replaceChildren(...(result && !result.ok ? result.problems : []).map(p => {
    const li = document.createElement('li');
    li.textContent = p.line ? `board.bridge:${p.line}:${p.column}: ${p.message}` : p.message;
    return li;
  }));
  const table = $('bw-table');
  table.replaceChildren();
  $('bw-winners').textContent = '';
  if (!result || !result.ok) return;
  const head = document.createElement('tr');
  for (const h of ['player', 'corner', 'rods', 'brass', 'total']) { const th = document.createElement('th'); th.textContent = h; head.appendChild(th); }
  table.appendChild(head);
  for (const p of result.score.players) {
    const tr = document.createElement('tr');
    for (const [v, id] of [[p.letter], [p.corner], [p.rods], [p.brass ? '5' : '0'], [p.total, `bw-total-${p.letter}`]]) {
      const td = document.createElement('td');
      td.textContent = String(v);
      if (id) td.id = id;
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
  const w = result.score.winners;
  $('bw-winners').textContent = (w.length === 1 ? 'winner: ' : 'winners: ') + w.join(', ') + `; rods with no block: ${result.score.bare}`;
}

function render() {
  drawControls();
  drawBoard();
  drawScore();
  $('bw-guide').textContent = !state ? 'opening a new game\u2026' : !paint
    ? 'The board shows the starting squares. Pick a player (or bare rod), then tap or drag across the holes where that colour is uppermost.'
    : `Tap or drag across holes: ${what(paint)}.`;
}

async function importText(t) {
  const before = state ? snapshot() : null;
  const r = await check({ text: t }, true);
  if (r && r.ok) {
    if (before && before !== snapshot()) { undos.push(before); redos.length = 0; }
    start = null;
    say('imported the text');
    render();
  }
}

const board = $('bw-board');
board.addEventListener('pointerdown', down);
board.addEventListener('pointermove', move);
for (const t of ['pointerup', 'pointercancel', 'lostpointercapture']) board.addEventListener(t, up);
board.addEventListener('keydown', onKey);
for (const n of [2, 3, 4]) $(`bw-new-${n}`).addEventListener('click', () => newGame(n));
$('bw-undo').addEventListener('click', undo);
$('bw-redo').addEventListener('click', redo);
$('bw-import').addEventListener('click', () => importText($('bw-text').value));
$('bw-download').addEventListener('click', () => download('board.bridge', $('bw-text').value));

if (state) {
  render();
  changed();
  startOf(state.corners).then(s => { start = s; }).catch(() => { /* an unusual claim: always ask before a new game */ });
} else {
  render();
  newGame(2);
}
