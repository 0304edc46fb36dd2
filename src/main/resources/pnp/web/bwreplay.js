// Bridge Wars replay: a placement log played by the server (the rules of `pnp bridgewars replay`), every
// turn's state kept; step through them, see the board from above and any row from the side.
import { api } from './sheet.js';
import { inks } from './bridgewars.js';
import { $, svg as el } from './dom.js';
const N = 11, CELL = 26, M = 22, LAYER = 18;
let colours = {};
const ink = p => colours[p] || '#555';
const COLS = 'abcdefghijk';

let replay = null;
let row = 5;


async function load() {
  $('rp-problems').replaceChildren();
  try {
    replay = await api('bridgewars/replay', { text: $('rp-text').value, advanced: $('rp-advanced').checked });
  } catch (e) {
    replay = { ok: false, problems: [{ line: 0, column: 0, message: e.message }] };
  }
  if (!replay.ok) {
    for (const p of replay.problems) {
      const li = document.createElement('li');
      li.textContent = `line ${p.line}, column ${p.column}: ${p.message}`;
      $('rp-problems').appendChild(li);
    }
    replay = null;
  }
  const last = replay ? replay.steps.length - 1 : 0;
  $('rp-step').max = String(last);
  $('rp-step').value = '0';
  render();
}

function render() {
  document.body.dataset.rpSteps = replay ? String(replay.steps.length) : '0';
  if (!replay) return;
  const i = Number($('rp-step').value);
  const s = replay.steps[i];
  colours = inks(s.score.players.map(p => p.letter));
  $('rp-where').textContent = `turn ${i} of ${replay.steps.length - 1}`;
  $('rp-turn').textContent = s.turn + (i > 0 && !s.forfeited ? ` (rests on layer ${s.layer})` : '')
    + (s.forfeited ? ' (turn lost)' : '') + (s.note ? `; ${s.note}` : '');
  top(s);
  side(s);
  score(s);
  const end = i === replay.steps.length - 1;
  $('rp-status').textContent = end ? (replay.stopped ? `stopped: ${replay.stopped}` : replay.status) : '';
  document.body.dataset.rpShown = String(i);
}

function top(s) {
  const svg = $('rp-top');
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${2 * M + N * CELL} ${2 * M + N * CELL}`);
  svg.setAttribute('width', String(2 * M + N * CELL));
  for (let i = 0; i < N; i++) {
    el('text', { x: M + (i + 0.5) * CELL, y: M - 6, 'text-anchor': 'middle', class: 'coord' }, svg, COLS[i]);
    el('text', { x: M - 6, y: M + (i + 0.5) * CELL + 4, 'text-anchor': 'end', class: 'coord' }, svg, String(i + 1));
  }
  el('rect', { x: M - 2, y: M + row * CELL, width: N * CELL + 4, height: CELL, class: 'row-pick' }, svg);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const code = s.grid[r][c], x = M + (c + 0.5) * CELL, y = M + (r + 0.5) * CELL;
      const g = el('g', { 'data-hole': COLS[c] + (r + 1) }, svg);
      g.addEventListener('click', () => { row = r; $('rp-row').value = String(r); render(); });
      if (code === '.') el('circle', { cx: x, cy: y, r: 2, fill: '#999' }, g);
      else if (code === '-') el('circle', { cx: x, cy: y, r: 8, fill: '#fff', stroke: '#777' }, g);
      else {
        el('circle', { cx: x, cy: y, r: 10, fill: ink(code) }, g);
        el('text', { x, y: y + 4, 'text-anchor': 'middle', fill: '#fff', class: 'hole-letter' }, g, code);
      }
      if (r === 5 && c === 5) el('circle', { cx: x, cy: y, r: 12, fill: 'none', stroke: '#000', 'stroke-width': 2 }, g);
    }
  }
}

// the selected row from the side: each rod as tall as the log's rods, each block on its layer; a block
// spanning neighbouring holes of the row is drawn as one piece
function side(s) {
  const svg = $('rp-side');
  svg.replaceChildren();
  const h = replay.rods;
  const W = 2 * M + N * CELL, H = 2 * M + h * LAYER;
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.setAttribute('width', String(W));
  const ground = M + h * LAYER;
  el('line', { x1: M - 4, y1: ground, x2: M + N * CELL + 4, y2: ground, stroke: '#000', 'stroke-width': 2 }, svg);
  for (let c = 0; c < N; c++) {
    const x = M + (c + 0.5) * CELL;
    el('text', { x, y: ground + 14, 'text-anchor': 'middle', class: 'coord' }, svg, COLS[c] + (row + 1));
    if (s.grid[row][c] === '.') continue;
    el('line', { x1: x, y1: ground, x2: x, y2: M, stroke: row === 5 && c === 5 ? '#b8860b' : '#999', 'stroke-width': 2, class: 'rod' }, svg);
    const stack = s.stacks[row][c];
    for (let l = 0; l < stack.length; l++) {
      const id = stack[l];
      if (id === 0) continue;
      const b = s.blocks[id - 1];
      const joined = c + 1 < N && s.stacks[row][c + 1][l] === id;
      const x0 = M + c * CELL + 2, w = joined ? CELL : CELL - 4;
      el('rect', { x: x0, y: ground - (l + 1) * LAYER + 1, width: w, height: LAYER - 2, fill: ink(b.player),
        'data-block': `${b.player} ${b.block} layer ${l + 1}`, class: 'block' }, svg);
      el('text', { x: M + (c + 0.5) * CELL, y: ground - l * LAYER - 5, 'text-anchor': 'middle', fill: '#fff', class: 'hole-letter' }, svg, b.player);
    }
  }
}

function score(s) {
  const t = $('rp-score');
  t.replaceChildren();
  const head = t.insertRow();
  for (const h of ['player', 'rods', 'brass', 'total']) { const th = document.createElement('th'); th.textContent = h; head.appendChild(th); }
  for (const p of s.score.players) {
    const tr = t.insertRow();
    for (const v of [p.letter, p.rods, p.brass ? '+5' : '', p.total]) tr.insertCell().textContent = String(v);
    tr.cells[3].id = `rp-total-${p.letter}`;
  }
}

function step(d) {
  if (!replay) return;
  const v = Math.min(Math.max(Number($('rp-step').value) + d, 0), replay.steps.length - 1);
  $('rp-step').value = String(v);
  render();
}

for (let r = 0; r < N; r++) {
  const o = document.createElement('option');
  o.value = String(r);
  o.textContent = String(r + 1);
  $('rp-row').appendChild(o);
}
$('rp-row').value = String(row);
$('rp-row').addEventListener('change', () => { row = Number($('rp-row').value); render(); });
$('rp-load').addEventListener('click', load);
$('rp-prev').addEventListener('click', () => step(-1));
$('rp-next').addEventListener('click', () => step(1));
$('rp-step').addEventListener('input', render);
$('rp-file').addEventListener('change', async e => {
  const f = e.target.files[0];
  if (f) { $('rp-text').value = await f.text(); load(); }
});
document.body.dataset.rpReady = '1';
