// The Bridge Wars score pad: corners claimed, holes painted with the code the top view needs; every change
// is read and scored by the server (TopFormat and Scoring, the code of `pnp bridgewars score`).
import { api, download, el } from './sheet.js';
const $ = id => document.getElementById(id);
const N = 11, CELL = 40, M = 30;
const CORNERS = ['NW', 'NE', 'SW', 'SE'];
const NAMED = { R: '#d62828', B: '#1f6fd1', G: '#2a9d3a', Y: '#e9b500', O: '#f77f00', P: '#7b2cbf' };

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

let state = load();
let paint = 'R';
let result = null;
let asked = 0;

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && Array.isArray(s.grid) && s.grid.length === N) return s;
  } catch (e) { /* start blank */ }
  return { corners: { NW: 'R', SE: 'B' }, grid: Array(N).fill('-'.repeat(N)) };
}

// the board as .bridge text in the writer's layout (the server answers the writer's own text)
function text() {
  const head = CORNERS.filter(c => state.corners[c]).map(c => `corner ${c} ${state.corners[c]}\n`).join('');
  const rows = state.grid.map((row, r) => `${String(r + 1).padStart(2)}  ${[...row].map(x => ' ' + x).join('')}\n`).join('');
  return `${head}top\n    ${[...'abcdefghijk'].map(x => ' ' + x).join('')}\n${rows}`;
}

const post = body => api('bridgewars/score', body);

async function check(t, adopt) {
  const n = ++asked;
  document.body.dataset.bwAsked = n;
  localStorage.setItem(KEY, JSON.stringify(state));
  try {
    const r = await post({ text: t });
    if (n !== asked) return;
    result = r;
    if (r.ok && adopt) state = { corners: r.corners, grid: r.grid };
    $('bw-text').value = r.ok ? r.text : t;
  } catch (e) {
    result = { ok: false, problems: [{ line: 0, column: 0, message: e.message }] };
  }
  render();
  document.body.dataset.bwChecked = n;
}

const changed = () => check(text(), false);


function drawBoard() {
  const svg = $('bw-board');
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${2 * M + N * CELL} ${2 * M + N * CELL}`);
  const colours = inks(CORNERS.map(c => state.corners[c]).filter(Boolean));
  const bad = new Set(result && !result.ok ? result.problems.map(p => p.cell).filter(Boolean) : []);
  for (let c = 0; c < N; c++) el('text', { x: M + c * CELL + CELL / 2, y: M - 8, class: 'label' }, svg, 'abcdefghijk'[c]);
  for (let r = 0; r < N; r++) {
    el('text', { x: M - 14, y: M + r * CELL + CELL / 2 + 5, class: 'label' }, svg, String(r + 1));
    for (let c = 0; c < N; c++) {
      const name = 'abcdefghijk'[c] + (r + 1);
      const code = state.grid[r][c];
      const x = M + c * CELL + CELL / 2, y = M + r * CELL + CELL / 2;
      const g = el('g', { 'data-hole': name, class: 'hit' }, svg);
      el('rect', { x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL, class: bad.has(name) ? 'space problem' : 'space' }, g);
      if (code === '.') el('circle', { cx: x, cy: y, r: 3, class: 'dot' }, g);
      else if (code === '-') el('circle', { cx: x, cy: y, r: name === 'f6' ? 9 : 6, fill: name === 'f6' ? '#b8860b' : '#cfd8dc', stroke: '#555' }, g);
      else {
        el('circle', { cx: x, cy: y, r: 15, fill: colours[code] || '#666', stroke: name === 'f6' ? '#b8860b' : '#111', 'stroke-width': name === 'f6' ? 5 : 2 }, g);
        el('text', { x, y: y + 5, class: 'face', fill: '#fff' }, g, code);
      }
      g.addEventListener('click', () => {
        const row = state.grid[r];
        state.grid = state.grid.slice();
        state.grid[r] = row.slice(0, c) + paint + row.slice(c + 1);
        changed();
      });
    }
  }
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
      input.addEventListener('change', () => {
        const v = input.value.trim().toUpperCase();
        if (v) state.corners[c] = v; else delete state.corners[c];
        changed();
      });
      label.appendChild(input);
      box.appendChild(label);
    }
  }
  for (const c of CORNERS) {
    const input = $(`bw-corner-${c}`);
    if (input !== document.activeElement) input.value = state.corners[c] || '';
  }
  const paints = $('bw-paints');
  paints.replaceChildren();
  for (const p of [...CORNERS.map(c => state.corners[c]).filter(Boolean), '-', '.']) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = p === '.' ? '\u00b7 no rod' : p === '-' ? '\u2013 bare rod' : p;
    b.dataset.paint = p;
    b.classList.toggle('active', p === paint);
    b.addEventListener('click', () => { paint = p; drawControls(); });
    paints.appendChild(b);
  }
}

function drawScore() {
  $('bw-problems').replaceChildren(...(result && !result.ok ? result.problems : []).map(p => {
    const li = document.createElement('li');
    li.textContent = `${p.line}:${p.column}: ${p.message}`;
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
}

$('bw-import').addEventListener('click', () => check($('bw-text').value, true));
$('bw-download').addEventListener('click', () => download('board.bridge', $('bw-text').value));

render();
changed();
