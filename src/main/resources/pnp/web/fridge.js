// The Fridge score pad: players, bars and crossings entered by form (or imported as .fridge text); every
// change is read, checked and scored by the server (the Java code of `pnp fridge score`), and each
// player's network is drawn with a simple deterministic layout: junctions in columns by their distance
// from the player's base.
import { api, download } from './sheet.js';
import { $, svg as el } from './dom.js';
const KEY = 'pnp.fridge.pad';
const PAINT = { red: '#d62828', blue: '#1f6fd1', green: '#2a9d3a', yellow: '#e9b500', black: '#222', white: '#ddd',
  orange: '#f07d00', purple: '#7c3aed', pink: '#e75480', brown: '#8b5a2b', grey: '#888', gray: '#888' };
const paint = c => PAINT[c] || '#666';

let players = load();
let result = null;
let asked = 0;

function load() {
  try {
    const p = JSON.parse(localStorage.getItem(KEY));
    if (Array.isArray(p)) return p;
  } catch (e) { /* a broken entry: start blank */ }
  return [];
}

// the pad's players as .fridge text (the server answers the writer's own text, which the export uses)
function text() {
  return players.map(p => [`player ${p.color}`, ...p.bars.map(b => `bar ${b.length} ${b.from} ${b.to}`),
    ...p.crosses.map(c => c.junction ? `cross ${c.color} ${c.junction}` : `cross ${c.color}`)].join('\n') + '\n').join('\n');
}

const check = body => api('fridge/score', body);

async function changed() {
  localStorage.setItem(KEY, JSON.stringify(players));
  const n = ++asked;
  document.body.dataset.frAsked = n;
  const t = text();
  $('fr-text').value = t;
  render();
  try {
    const r = await check({ text: t });
    if (n !== asked) return;
    result = r;
    if (r.ok) $('fr-text').value = r.text;
  } catch (e) {
    result = { ok: false, problems: [{ line: 0, column: 0, message: e.message }] };
  }
  render();
  document.body.dataset.frChecked = n;
}


function html(tag, parent, content = null, attrs = {}) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (content !== null) e.textContent = content;
  if (parent) parent.appendChild(e);
  return e;
}

// columns by breadth-first distance from the player's base; points not reached go in a last column
function layout(p) {
  const adj = new Map();
  const add = (a, b) => { if (!adj.has(a)) adj.set(a, []); adj.get(a).push(b); };
  for (const b of p.bars) { add(b.from, b.to); add(b.to, b.from); }
  const depth = new Map([['base', 0]]);
  const queue = ['base'];
  while (queue.length) {
    const a = queue.shift();
    for (const b of adj.get(a) || []) if (!depth.has(b)) { depth.set(b, depth.get(a) + 1); queue.push(b); }
  }
  const last = Math.max(0, ...depth.values()) + 1;
  for (const a of adj.keys()) if (!depth.has(a)) depth.set(a, last);
  const columns = [];
  for (const [a, d] of depth) (columns[d] ||= []).push(a);
  return { columns: columns.map(c => c || []), depth };
}

const W = 640, ROW = 56, COL = 90, TOP = 30;

function drawGraph() {
  const svg = $('fr-graph');
  svg.replaceChildren();
  const score = result && result.ok ? result.score : null;
  let y0 = 10;
  players.forEach((p, i) => {
    const ps = score ? score.players[i] : null;
    const { columns } = layout(p);
    const rows = Math.max(1, ...columns.map(c => c.length));
    const h = TOP + rows * ROW + 10;
    const g = el('g', { 'data-player': p.color }, svg);
    el('text', { x: 8, y: y0 + 18, class: 'fr-title', fill: paint(p.color) }, g,
      `${p.color}${ps ? `: ${ps.total} point${ps.total === 1 ? '' : 's'}` : ''}`);
    const pos = new Map();
    columns.forEach((col, c) => col.forEach((a, r) => pos.set(a, {
      x: 40 + c * COL, y: y0 + TOP + (r + 0.5) * ROW + (rows - col.length) * ROW / 2 })));
    const chain = result && result.ok ? result.chainBars[p.color] || [] : [];
    // lines first, then the points, then every label on top with a white halo: nothing is drawn over a label
    const labels = [];
    p.bars.forEach((b, n) => {
      const a = pos.get(b.from), z = pos.get(b.to);
      const step = chain.indexOf(n);
      const attrs = { x1: a.x, y1: a.y, x2: z.x, y2: z.y, stroke: paint(p.color), 'data-bar': n };
      el('line', { ...attrs, class: step >= 0 ? 'fr-bar chain' : 'fr-bar' }, g);
      if (step >= 0) el('line', { ...attrs, class: 'fr-bar chain-core', 'data-step': step + 1 }, g);
      // the length just before the middle, the step just after it, both along the bar
      const at = t => ({ x: a.x + (z.x - a.x) * t, y: a.y + (z.y - a.y) * t });
      const l = at(step >= 0 ? 0.36 : 0.5), m = at(0.64);
      labels.push(['text', { x: l.x, y: l.y + 4, class: 'fr-len' }, `${b.length}"`]);
      if (step >= 0) {
        labels.push(['circle', { cx: m.x, cy: m.y, r: 8, class: 'fr-step-bg' }]);
        labels.push(['text', { x: m.x, y: m.y + 4, class: 'fr-step' }, String(step + 1)]);
      }
    });
    const broken = new Set(ps ? ps.brokenJunctions : []);
    for (const [a, at] of pos) {
      const base = a === 'base' || a.startsWith('@');
      const owner = a === 'base' ? p.color : a.startsWith('@') ? a.slice(1) : null;
      el('circle', base ? { cx: at.x, cy: at.y, r: 20, class: 'fr-base', fill: paint(owner), 'data-point': a }
        : { cx: at.x, cy: at.y, r: 9, class: 'fr-node', 'data-point': a }, g);
      labels.push(['text', { x: at.x, y: at.y + (base ? 4 : -13), class: 'fr-name' }, a]);
      if (broken.has(a)) {
        el('path', { d: `M${at.x - 12} ${at.y - 12}L${at.x + 12} ${at.y + 12}M${at.x + 12} ${at.y - 12}L${at.x - 12} ${at.y + 12}`,
          class: 'fr-broken', 'data-broken': a }, g);
      }
    }
    const top = el('g', { class: 'fr-labels' }, g);
    for (const [tag, attrs, content] of labels) el(tag, attrs, top, content ?? null);
    y0 += h;
  });
  svg.setAttribute('viewBox', `0 0 ${W} ${Math.max(y0, 120)}`);
}

function drawScore() {
  const problems = $('fr-problems');
  problems.replaceChildren();
  const table = $('fr-table');
  table.replaceChildren();
  $('fr-winners').textContent = '';
  $('fr-why').replaceChildren();
  if (!result) return;
  if (!result.ok) {
    for (const p of result.problems) html('li', problems, `${p.line}:${p.column}: ${p.message}`);
    return;
  }
  const head = html('tr', table);
  // short headings (the full word on hover and for screen readers) keep the table inside a 360 px phone
  for (const [h, full] of [['player', 'player'], ['capt.', 'captures'], ['infil.', 'infiltration'], ['chain', 'longest chain'],
    ['bonus', 'bonus'], ['total', 'total']]) {
    const th = html('th', head);
    if (h === full) th.textContent = h;
    else html('abbr', th, h, { title: full });
  }
  for (const p of result.score.players) {
    const tr = html('tr', table, null, { 'data-player': p.color });
    html('td', tr, p.color);
    html('td', tr, String(p.captures), { class: 'fr-captures' });
    html('td', tr, String(p.infiltration), { class: 'fr-infiltration' });
    html('td', tr, String(p.longestChain), { class: 'fr-longest' });
    html('td', tr, String(p.bonus), { class: 'fr-bonus' });
    html('td', tr, String(p.total), { class: 'fr-total', id: `fr-total-${p.color}` });
    const why = html('p', $('fr-why'));
    const captured = Object.entries(p.captured).filter(([, n]) => n > 0).map(([c, n]) => `${c} x${n}`);
    why.textContent = `${p.color}: captured ${captured.length ? captured.join(', ') : 'nothing'}`
      + (p.sets.length ? `; sets ${p.sets.map(s => `{${s.join(', ')}}`).join(' + ')}` : '')
      + (p.unscoredCaptures ? `; ${p.unscoredCaptures} in no set` : '')
      + `; infiltrates ${p.infiltrated.length ? p.infiltrated.map(c => '@' + c).join(', ') : 'nobody'}`
      + `; longest chain ${p.longestChain}${p.chain.length ? ': ' + p.chain.join(', ') : ''}`
      + (p.brokenJunctions.length ? `; broken: ${p.brokenJunctions.join(', ')}` : '');
  }
  $('fr-winners').textContent = (result.score.winners.length === 1 ? 'winner: ' : 'winners (tied): ') + result.score.winners.join(', ');
}

function drawBlocks() {
  const box = $('fr-blocks');
  box.replaceChildren();
  players.forEach((p, i) => {
    const ul = html('ul', box, null, { class: 'fr-block', 'data-player': p.color });
    const title = html('li', ul, `player ${p.color}`);
    remove(title, () => players.splice(i, 1), `remove ${p.color}`);
    p.bars.forEach((b, n) => remove(html('li', ul, `bar ${b.length} ${b.from} ${b.to}`), () => p.bars.splice(n, 1), 'remove bar'));
    p.crosses.forEach((c, n) => remove(html('li', ul, `cross ${c.color}${c.junction ? ' ' + c.junction : ''}`),
      () => p.crosses.splice(n, 1), 'remove crossing'));
  });
}

function remove(li, action, label) {
  const b = html('button', li, '\u00d7', { type: 'button', 'aria-label': label });
  b.addEventListener('click', () => { action(); changed(); });
}

function junctions(p) {
  const names = new Set();
  for (const b of p.bars) for (const a of [b.from, b.to]) if (a !== 'base' && !a.startsWith('@')) names.add(a);
  return [...names];
}

function drawForm() {
  const sel = $('fr-player');
  const keep = sel.value;
  sel.replaceChildren(...players.map(p => { const o = document.createElement('option'); o.textContent = p.color; return o; }));
  if (players.some(p => p.color === keep)) sel.value = keep;
  const me = players.find(p => p.color === sel.value);
  const points = me ? ['base', ...junctions(me), ...players.filter(p => p !== me).map(p => '@' + p.color)] : [];
  $('fr-points').replaceChildren(...points.map(a => { const o = document.createElement('option'); o.value = a; return o; }));
  const cross = $('fr-cross-color');
  const keepCross = cross.value;
  const others = players.filter(p => p !== me);
  cross.replaceChildren(...others.map(p => { const o = document.createElement('option'); o.textContent = p.color; return o; }));
  if (others.some(p => p.color === keepCross)) cross.value = keepCross;
  const them = players.find(p => p.color === cross.value);
  $('fr-their-junctions').replaceChildren(...(them ? junctions(them) : []).map(a => {
    const o = document.createElement('option'); o.value = a; return o;
  }));
}

function render() {
  drawForm();
  drawBlocks();
  drawGraph();
  drawScore();
}

const word = id => $(id).value.trim();

$('fr-add-player').addEventListener('click', () => {
  const color = word('fr-color');
  if (!color) { $('fr-say').textContent = 'type the colour of the new player first'; return; }
  if (players.some(p => p.color === color)) { $('fr-say').textContent = `${color} is already a player`; return; }
  if (!PAINT[color.toLowerCase()] && !confirm(`"${color}" is not a colour the pad has seen (${Object.keys(PAINT).join(', ')}). Add a player "${color}" anyway?`)) {
    $('fr-say').textContent = `${color} not added`;
    return;
  }
  players.push({ color, bars: [], crosses: [] });
  $('fr-color').value = '';
  changed().then(() => { $('fr-player').value = color; drawForm(); });
});
$('fr-player').addEventListener('change', drawForm);
$('fr-cross-color').addEventListener('change', drawForm);
$('fr-bar-form').addEventListener('submit', e => {
  e.preventDefault();
  const me = players.find(p => p.color === $('fr-player').value);
  if (!me || !word('fr-from') || !word('fr-to')) return;
  me.bars.push({ length: Number($('fr-length').value), from: word('fr-from'), to: word('fr-to') });
  $('fr-from').value = word('fr-to');
  $('fr-to').value = '';
  changed();
});
$('fr-cross-form').addEventListener('submit', e => {
  e.preventDefault();
  const me = players.find(p => p.color === $('fr-player').value);
  if (!me || !$('fr-cross-color').value) return;
  me.crosses.push({ color: $('fr-cross-color').value, junction: word('fr-junction') || null });
  $('fr-junction').value = '';
  changed();
});

async function importText(t) {
  const n = ++asked;
  document.body.dataset.frAsked = n;
  try {
    const r = await check({ text: t });
    result = r;
    if (r.ok) {
      players = r.players;
      localStorage.setItem(KEY, JSON.stringify(players));
    }
    render();
    $('fr-text').value = r.ok ? r.text : t;
  } catch (e) {
    result = { ok: false, problems: [{ line: 0, column: 0, message: e.message }] };
    render();
  }
  document.body.dataset.frChecked = n;
}

$('fr-import').addEventListener('click', () => importText($('fr-text').value));
$('fr-file').addEventListener('change', async () => {
  const f = $('fr-file').files[0];
  if (f) await importText(await f.text());
});
$('fr-download').addEventListener('click', () => download('position.fridge', $('fr-text').value));
$('fr-clear').addEventListener('click', () => {
  if (!players.length || !confirm(`Clear all ${players.length} players with their bars and crossings?`)) return;
  players = []; result = null; changed();
});

changed();
