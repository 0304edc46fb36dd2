// The score pad: the player clicks or types what is on the paper; every change is checked and scored
// by the server (the Java checker and scorer of `pnp ikes check` / `pnp ikes score`).
import { draw, api, download, cellName, parseCell, outerSides, N } from './sheet.js';

const KEY = 'pnp.ikes.pad';
const CYCLE = ['-', '.', '1', '2', '3', '4', '5', '6', '@'];
const ARROWS = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };
const $ = id => document.getElementById(id);

const blank = () => ({ grid: Array(N).fill('-------'), walls: [], doors: [], entrance: null, exit: null, cafeterias: [], claim: null });
let sheet = load();
let cursor = 'A1';
let result = null;
let asked = 0;
// spaces a photo reading was unsure of: highlighted until the player clicks them (confirmed or fixed)
let toCheck = new Set();

function load() {
  try {
    const s = JSON.parse(localStorage.getItem(KEY));
    if (s && Array.isArray(s.grid) && s.grid.length === N) return { ...blank(), ...s };
  } catch (e) { /* a broken entry: start blank */ }
  return blank();
}

function code(name) { const { c, r } = parseCell(name); return sheet.grid[r][c]; }

function setCode(name, v) {
  const { c, r } = parseCell(name);
  const row = sheet.grid[r];
  sheet.grid = sheet.grid.slice();
  sheet.grid[r] = row.slice(0, c) + v + row.slice(c + 1);
  // a pairing the player made no longer holds once one of its spaces is not a cafeteria
  sheet.cafeterias = (sheet.cafeterias || []).filter(p => p.every(x => code(x) === '@'));
  changed();
}

// no wall -> wall -> wall with a doorway -> no wall, for the segment in this space on this side
function cycleSegment(name, side) {
  const seg = `${name} ${side}`;
  if (sheet.doors.includes(seg)) {
    sheet.doors = sheet.doors.filter(d => d !== seg);
    sheet.walls = sheet.walls.filter(w => w !== seg);
  } else if (sheet.walls.includes(seg)) {
    sheet.doors = [...sheet.doors, seg];
  } else {
    sheet.walls = [...sheet.walls, seg];
  }
  changed();
}

// an outer side: nothing -> the entrance (or the exit when the entrance is set) ; entrance -> exit ; exit -> nothing
function cycleOuter(d) {
  if (sheet.entrance === d) { sheet.entrance = null; sheet.exit = d; }
  else if (sheet.exit === d) sheet.exit = null;
  else if (!sheet.entrance) sheet.entrance = d;
  else if (!sheet.exit) sheet.exit = d;
  else sheet.entrance = d;
  changed();
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

function render() {
  const problems = {};
  const score = result && result.valid ? result.score : null;
  if (result && !result.valid) for (const p of result.problems) if (p.cell) (problems[p.cell] = problems[p.cell] || []).push(p.message);
  const points = {};
  if (score) for (const c of score.contributions) points[c.space] = c.points;
  draw($('pad-sheet'), sheet, {
    cursor, problems, points, check: toCheck,
    route: score && score.reachable ? { legs: score.legs } : null,
    worst: $('show-worst').checked && score ? score.worstRoute : null,
    onCell: n => { cursor = n; confirm1(n); const i = CYCLE.indexOf(code(n)); setCode(n, CYCLE[(i + 1) % CYCLE.length]); },
    onEdge: (n, s) => { cursor = n; confirm1(n); cycleSegment(n, s); },
    onOuter: d => cycleOuter(d),
  });
  renderScore(score);
  renderProblems();
  $('ikes-text').value = result ? result.text : $('ikes-text').value;
}

function renderScore(s) {
  $('score').textContent = s ? String(s.score) : '\u2013';
  $('grade').textContent = s ? s.grade : result && !result.valid ? 'the sheet is not valid yet' : '';
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
      box.append(el('p', `claim ${s.claim}: does NOT match; the sheet scores ${s.score}`));
      const ul = document.createElement('ul');
      for (const slip of s.slips || []) ul.append(li(slip));
      box.append(ul);
    }
  }
}

function renderProblems() {
  const ul = $('problems');
  ul.replaceChildren();
  if (!result || result.valid) { ul.hidden = true; return; }
  ul.hidden = false;
  for (const p of result.problems) {
    const item = li(`sheet.ikes:${p.line}:${p.column}: ${p.message}`);
    if (p.cell) item.dataset.cell = p.cell;
    ul.append(item);
  }
}

const li = t => { const e = document.createElement('li'); e.textContent = t; return e; };
const el = (tag, t) => { const e = document.createElement(tag); e.textContent = t; return e; };

function onKey(e) {
  const { c, r } = parseCell(cursor);
  if (ARROWS[e.key]) {
    e.preventDefault();
    const s = ARROWS[e.key];
    if (e.shiftKey) { cycleSegment(cursor, s); return; }
    const nc = Math.min(N - 1, Math.max(0, c + (s === 'E') - (s === 'W'))), nr = Math.min(N - 1, Math.max(0, r + (s === 'S') - (s === 'N')));
    cursor = cellName(nc, nr);
    render();
    return;
  }
  const k = e.key.toLowerCase();
  let v = null;
  if (/^[1-6]$/.test(k)) v = k;
  else if (k === '.') v = '.';
  else if (k === '-' || k === '0' || k === 'backspace' || k === 'delete') v = '-';
  else if (k === '@' || k === 'c') v = '@';
  else if (k === ' ' || k === 'enter') v = CYCLE[(CYCLE.indexOf(code(cursor)) + 1) % CYCLE.length];
  else if (k === 'p') { pair(); e.preventDefault(); return; }
  else if (k === 'e' || k === 'x') {
    const sides = outerSides(c, r);
    if (!sides.length) return;
    const which = k === 'e' ? 'entrance' : 'exit';
    const now = sheet[which] && sheet[which].startsWith(cursor + ' ') ? sides.indexOf(sheet[which].split(' ')[1]) : -1;
    sheet[which] = `${cursor} ${sides[(now + 1) % sides.length]}`;
    e.preventDefault();
    changed();
    return;
  }
  if (v !== null) { e.preventDefault(); setCode(cursor, v); }
}

// where @ spaces could pair two ways: pair the cursor's @ with its next @ neighbour (P again for the next)
function pair() {
  if (code(cursor) !== '@') return;
  const { c, r } = parseCell(cursor);
  const around = [[0, -1], [1, 0], [0, 1], [-1, 0]].map(([dc, dr]) => [c + dc, r + dr])
    .filter(([x, y]) => x >= 0 && y >= 0 && x < N && y < N).map(([x, y]) => cellName(x, y)).filter(n => code(n) === '@');
  if (!around.length) return;
  const mine = (sheet.cafeterias || []).find(p => p.includes(cursor));
  const other = around[(mine ? around.indexOf(mine.find(x => x !== cursor)) + 1 : 0) % around.length];
  sheet.cafeterias = (sheet.cafeterias || []).filter(p => !p.includes(cursor) && !p.includes(other));
  sheet.cafeterias.push([cursor, other]);
  changed();
}

async function importText(text) {
  try {
    const r = await api('ikes/parse', { text });
    if (!r.valid) {
      $('pad-error').textContent = 'not imported: ' + r.problems.map(p => `${p.line}:${p.column}: ${p.message}`).join('; ');
      return;
    }
    sheet = { ...blank(), ...r.sheet };
    for (const k of ['claim', 'coins']) if (sheet[k] === undefined) sheet[k] = null;
    $('claim').value = sheet.claim === null ? '' : sheet.claim;
    changed();
  } catch (e) { $('pad-error').textContent = e.message; }
}

// the player looked at a highlighted space: it needs no more checking
function confirm1(name) {
  if (!toCheck.delete(name)) return;
  noteChecks();
}

function noteChecks() {
  const note = $('photo-note');
  note.hidden = toCheck.size === 0;
  note.textContent = toCheck.size === 0 ? '' : `Read from the photo: ${toCheck.size} highlighted `
    + (toCheck.size === 1 ? 'space' : 'spaces') + ` to compare with your paper sheet (${[...toCheck].join(' ')}). `
    + 'Click each to confirm or fix it.';
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
  const svg = $('pad-sheet');
  svg.addEventListener('keydown', onKey);
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
    if (confirm('Clear the whole sheet?')) { sheet = blank(); $('claim').value = ''; toCheck = new Set(); noteChecks(); changed(); }
  });
  $('print').addEventListener('click', () => window.print());
  render();
  check();
}
