// The score pad's input: taps and drags on the sheet (with the brush picked in the palette), the palette and
// row buttons, and the keyboard (the cursor moves on in reading order after a code, as in the text).
import { cellName, parseCell, outerSides, svgPoint, N, S, M } from './sheet.js';
import { pad, begin, end, edit, render, put, code, confirm1, cycleSegment, addWall, cycleOuter, setDoorway, doorway, pair, undo, redo,
  say, setRow, what } from './pad.js';

const CYCLE = ['-', '.', '1', '2', '3', '4', '5', '6', '@'];
const ARROWS = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };
import { $ } from './dom.js';
let stroke = null;   // the spaces painted by the pointer now down
let walling = null;  // in Wall mode, the pointer now down: where it went down, the space it is in, the walls drawn

// where a point of the sheet is: a space and its nearest side, or an outer side of the building
function locate(p) {
  const c = Math.floor((p.x - M) / S), r = Math.floor((p.y - M) / S);
  if (c >= 0 && r >= 0 && c < N && r < N) {
    const lx = p.x - M - c * S, ly = p.y - M - r * S;
    const near = [['N', ly], ['S', S - ly], ['W', lx], ['E', S - lx]].sort((a, b) => a[1] - b[1]);
    return { cell: cellName(c, r), sides: near.map(n => n[0]) };
  }
  const cc = Math.min(N - 1, Math.max(0, c)), rr = Math.min(N - 1, Math.max(0, r));
  const out = { N: M - p.y, S: p.y - M - N * S, W: M - p.x, E: p.x - M - N * S };
  const side = Object.entries(out).sort((a, b) => b[1] - a[1])[0][0];
  return { outer: `${cellName(cc, rr)} ${side}` };
}

// the next space in reading order, or the one before
function step(name, by) {
  const { c, r } = parseCell(name), i = Math.min(N * N - 1, Math.max(0, r * N + c + by));
  return cellName(i % N, Math.floor(i / N));
}

function down(e) {
  if (e.button !== 0) return;
  const svg = $('pad-sheet');
  const at = locate(svgPoint(svg, e));
  if (at.outer) { edit(() => cycleOuter(at.outer)); return; }
  const name = at.cell;
  pad.cursor = name;
  confirm1(name); // a space read from a photo that the player tapped is looked at: no longer highlighted
  const b = pad.brush;
  if (!b) { say(`${name} is ${what(code(name))}: pick what a tap puts on a space, or type its code`); render(); return; }
  if (b === 'wall') {
    // a tap cycles the nearest edge (on release); a drag draws a wall along every space it goes through
    e.preventDefault();
    svg.setPointerCapture?.(e.pointerId);
    begin();
    walling = { start: name, side: at.sides[0], last: name, drawn: [] };
    return;
  }
  if (b === 'inout') {
    const { c, r } = parseCell(name), outer = outerSides(c, r);
    const side = at.sides.find(s => outer.includes(s));
    if (!side) { say(`${name} is not at the edge: the entrance and exit are in the building's outer wall`); render(); return; }
    const d = `${name} ${side}`;
    edit(() => cycleOuter(d));
    return;
  }
  e.preventDefault();
  svg.setPointerCapture?.(e.pointerId);
  begin();
  stroke = new Set([name]);
  put(name, b);
  render();
}

// the space a wall drag is in: it stays in the last one until the pointer is a fifth of a space beyond its
// edge, so a finger drawn along a line that wavers over it does not turn the wall
function wallSpace(p, last) {
  const { c, r } = parseCell(last), lx = p.x - M - c * S, ly = p.y - M - r * S, T = S / 5;
  if (lx > -T && lx < S + T && ly > -T && ly < S + T) return last;
  const nc = Math.floor((p.x - M) / S), nr = Math.floor((p.y - M) / S);
  return nc >= 0 && nr >= 0 && nc < N && nr < N ? cellName(nc, nr) : null;
}

// a wall drag entered a neighbouring space: moving along a row draws the walls on the north or south side
// (the half the pointer is in), along a column on the west or east side; the first step also draws the
// wall of the space the drag began in
function wallMove(e) {
  const p = svgPoint($('pad-sheet'), e), name = wallSpace(p, walling.last);
  if (!name || name === walling.last) return;
  const a = parseCell(walling.last), b = parseCell(name);
  walling.last = name;
  if (Math.abs(a.c - b.c) + Math.abs(a.r - b.r) !== 1) return;
  const lx = p.x - M - b.c * S, ly = p.y - M - b.r * S;
  const side = a.r === b.r ? (ly < S / 2 ? 'N' : 'S') : (lx < S / 2 ? 'W' : 'E');
  const at = walling.drawn.length ? [name] : [cellName(a.c, a.r), name];
  for (const n of at) { addWall(n, side); walling.drawn.push(`${n} ${side}`); }
  pad.cursor = name;
  render();
}

function wallUp() {
  const w = walling;
  walling = null;
  if (!w.drawn.length) cycleSegment(w.start, w.side);
  else {
    const empty = [...new Set(w.drawn.map(d => d.split(' ')[0]))].filter(n => code(n) === '-');
    say(`walls ${w.drawn.join(', ')}` + (empty.length ? ` (${empty.join(' ')} marked empty: a space with a wall needs a code)` : ''));
  }
  end();
  render();
}

function move(e) {
  if (walling) { wallMove(e); return; }
  if (!stroke) return;
  const at = locate(svgPoint($('pad-sheet'), e));
  if (!at.cell || stroke.has(at.cell)) return;
  stroke.add(at.cell);
  pad.cursor = at.cell;
  put(at.cell, pad.brush);
  render();
}

function up() {
  if (walling) { wallUp(); return; }
  if (!stroke) return;
  const n = stroke.size;
  stroke = null;
  end();
  if (n > 1) say(`${n} spaces: ${what(pad.brush)}`);
}

function onKey(e) {
  const { c, r } = parseCell(pad.cursor);
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { e.preventDefault(); if (e.shiftKey) redo(); else undo(); return; }
  if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') { e.preventDefault(); redo(); return; }
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (ARROWS[e.key]) {
    e.preventDefault();
    const s = ARROWS[e.key];
    if (e.shiftKey) { edit(() => cycleSegment(pad.cursor, s)); return; }
    const nc = Math.min(N - 1, Math.max(0, c + (s === 'E') - (s === 'W'))), nr = Math.min(N - 1, Math.max(0, r + (s === 'S') - (s === 'N')));
    pad.cursor = cellName(nc, nr);
    render();
    return;
  }
  if (e.key === 'Home' || e.key === 'End') { e.preventDefault(); pad.cursor = cellName(e.key === 'Home' ? 0 : N - 1, r); render(); return; }
  const k = e.key.toLowerCase();
  let v = null, advance = 1;
  if (/^[1-6]$/.test(k) || k === '.' || k === '@') v = k;
  else if (k === '-' || k === '0') v = '-';
  else if (k === 'c') v = '@';
  else if (k === 'backspace') { v = '-'; advance = 0; pad.cursor = step(pad.cursor, -1); }
  else if (k === 'delete') { v = '-'; advance = 0; }
  else if (k === ' ' || k === 'enter') { v = CYCLE[(CYCLE.indexOf(code(pad.cursor)) + 1) % CYCLE.length]; advance = 0; }
  else if (k === 'p') { e.preventDefault(); pair(); return; }
  else if (k === 'e' || k === 'x') {
    e.preventDefault();
    const sides = outerSides(c, r);
    if (!sides.length) { say(`${pad.cursor} is not at the edge: the entrance and exit are in the outer wall`); return; }
    const which = k === 'e' ? 'entrance' : 'exit', now = doorway(which);
    const i = now && now.startsWith(pad.cursor + ' ') ? sides.indexOf(now.split(' ')[1]) : -1;
    edit(() => setDoorway(which, `${pad.cursor} ${sides[(i + 1) % sides.length]}`));
    return;
  }
  if (v === null) return;
  e.preventDefault();
  const at = pad.cursor;
  edit(() => put(at, v));
  pad.cursor = step(at, advance);
  render();
}

export function listen() {
  const svg = $('pad-sheet');
  svg.addEventListener('keydown', onKey);
  svg.addEventListener('pointerdown', down);
  svg.addEventListener('pointermove', move);
  for (const t of ['pointerup', 'pointercancel', 'lostpointercapture']) svg.addEventListener(t, up);
  for (const b of document.querySelectorAll('#palette [data-brush]')) {
    b.addEventListener('click', () => { pad.brush = b.dataset.brush; say(''); render(); });
  }
  $('undo-pad').addEventListener('click', undo);
  $('redo-pad').addEventListener('click', redo);
  const row = $('row-codes');
  row.addEventListener('keydown', e => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const { r } = parseCell(pad.cursor);
    if (setRow(r, row.value)) { row.value = ''; pad.cursor = cellName(0, Math.min(N - 1, r + 1)); render(); }
  });
  $('row-set').addEventListener('click', () => row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' })));
}
