// Draws an Ike's sheet as SVG: the printed grid with its labels, the furniture symbols, wall segments
// and doorways, the entrance and exit, and overlays (route legs, points, problems, highlights).
// Drawing only: every rule question goes to the server.
// M: the margin, small enough that a space is at least 44 CSS px wide on a 360 px phone
import { svg as el } from './dom.js';

export const N = 7, S = 60, M = 26, EDGE = 13;
const COLS = 'ABCDEFG';
export const SIDES = ['N', 'E', 'S', 'W'];
const DX = { N: 0, E: 1, S: 0, W: -1 }, DY = { N: -1, E: 0, S: 1, W: 0 };

// the printed sheet's symbols, in a unit square (see pnp.ikes.sheet.DisplaySymbols)
const SYMBOL = {
  1: 'M.3 .1V.9M.3 .55H.75V.9',
  2: 'M.38 .12H.62L.78 .45H.22ZM.5 .45V.85M.32 .88H.68',
  3: 'M.1 .4V.78H.9V.4M.1 .4H.22M.78 .4H.9M.22 .4V.6H.78V.4M.22 .4V.22H.78V.4',
  4: 'M.22 .08h.56v.84h-.56ZM.32 .15h.36v.14h-.36ZM.22 .42H.78',
  5: 'M.08 .5H.92M.14 .5V.9M.86 .5V.9M.52 .5h.34v.18h-.34ZM.2 .16h.3v.22h-.3ZM.35 .38V.5',
  6: 'M.24 .08h.52v.84h-.52ZM.24 .36H.76M.24 .64H.76M.33 .16V.36M.42 .16V.36M.51 .16V.36M.36 .44V.64M.47 .44V.64M.62 .44V.64',
  '@': 'M.36 .1V.36M.5 .1V.36M.64 .1V.36M.36 .36C.36 .5 .64 .5 .64 .36M.5 .46V.9',
};
export const NAMES = { 1: 'chair', 2: 'lamp', 3: 'sofa', 4: 'bed', 5: 'desk set', 6: 'bookcase', '@': 'cafeteria' };
const LEG_COLOURS = ['#1f6fd1', '#c2410c', '#15803d'];

export const cellName = (c, r) => COLS[c] + (r + 1);
export function parseCell(name) { return { c: COLS.indexOf(name[0].toUpperCase()), r: parseInt(name.slice(1), 10) - 1 }; }
export function outerSides(c, r) {
  return SIDES.filter(s => (s === 'N' && r === 0) || (s === 'S' && r === N - 1) || (s === 'W' && c === 0) || (s === 'E' && c === N - 1));
}
export const x0 = c => M + c * S, y0 = r => M + r * S;

// the spaces and walls of tile t (the server's {anchor: "c r", spaces, walls}) with its anchor on a space
export function placed(t, anchor) {
  const [ac, ar] = t.anchor.split(' ').map(Number), { c, r } = parseCell(anchor);
  const oc = c - ac, or = r - ar;
  return {
    anchor,
    cells: t.spaces.map(([x, y]) => cellName(oc + x, or + y)),
    walls: t.walls.map(w => { const [x, y, s] = w.split(' '); return `${cellName(oc + Number(x), or + Number(y))} ${s}`; }),
  };
}
const centre = name => { const { c, r } = parseCell(name); return [x0(c) + S / 2, y0(r) + S / 2]; };


// the segment line of side s in cell (c, r), drawn just inside the cell so two segments on one edge show
function segmentLine(c, r, s, inset) {
  const x = x0(c), y = y0(r);
  switch (s) {
    case 'N': return [x + 2, y + inset, x + S - 2, y + inset];
    case 'S': return [x + 2, y + S - inset, x + S - 2, y + S - inset];
    case 'W': return [x + inset, y + 2, x + inset, y + S - 2];
    default: return [x + S - inset, y + 2, x + S - inset, y + S - 2];
  }
}

/**
 * sheet: {grid: 7 strings, walls: ["C4 E"], doors: ["E4 N"], entrance: "A4 W", exit: "G4 E"}
 * view: {cursor, problems: {cell: [messages]}, highlight: Set of cells, pending: {cells, walls},
 *        route: {legs: [{walk}]}, worst: [cells], points: {cell: points}, onCell, onEdge, onOuter, onHover}
 */
export function draw(svg, sheet, view = {}) {
  svg.replaceChildren();
  svg.setAttribute('viewBox', `0 0 ${2 * M + N * S} ${2 * M + N * S}`);
  el('rect', { x: M, y: M, width: N * S, height: N * S, class: 'paper' }, svg);
  // a label beside a doorway's arrow moves aside so that the two do not overlap
  const doorAt = side => [sheet.entrance, sheet.exit].filter(d => d && d.endsWith(' ' + side)).map(d => parseCell(d.split(' ')[0]));
  const colShift = new Set(doorAt('N').map(p => p.c)), rowShift = new Set(doorAt('W').map(p => p.r));
  for (let i = 0; i < N; i++) {
    el('text', { x: x0(i) + S / 2 - (colShift.has(i) ? 18 : 0), y: M - 8, class: 'label' }, svg, COLS[i]);
    el('text', { x: M - 14, y: y0(i) + S / 2 + 5 - (rowShift.has(i) ? 18 : 0), class: 'label' }, svg, String(i + 1));
  }
  const walls = new Set(sheet.walls || []), doors = new Set(sheet.doors || []);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const name = cellName(c, r), code = (sheet.grid[r] || '')[c] || '-';
      const cls = ['space', code === '-' ? 'empty' : code === '@' ? 'cafe' : 'taken'];
      if (view.problems && view.problems[name]) cls.push('problem');
      if (view.highlight && view.highlight.has(name)) cls.push('fits');
      if (view.check && view.check.has(name)) cls.push('check');
      if (view.pending && view.pending.cells.includes(name)) cls.push('pending');
      if (view.highlightDisplay === name) cls.push('chosen');
      const g = el('g', { 'data-space': name }, svg);
      el('rect', { x: x0(c), y: y0(r), width: S, height: S, class: cls.join(' ') }, g);
      if (SYMBOL[code]) {
        el('path', { d: SYMBOL[code], class: 'symbol', transform: `translate(${x0(c) + 10} ${y0(r) + 8}) scale(34)` }, g);
        if (code !== '@') el('text', { x: x0(c) + 50, y: y0(r) + 17, class: 'face' }, g, code);
      } else if (code === '.') {
        el('circle', { cx: x0(c) + S / 2, cy: y0(r) + S / 2, r: 3, class: 'dot' }, g);
      } else if (code !== '-') {
        el('text', { x: x0(c) + S / 2, y: y0(r) + S / 2 + 6, class: 'face' }, g, code);
      }
      if (view.problems && view.problems[name]) el('title', {}, g, view.problems[name].join('\n'));
    }
  }
  for (const w of walls) drawSegment(svg, w, doors.has(w), 'wall');
  if (view.pending) for (const w of view.pending.walls) drawSegment(svg, w, false, 'wall pending-wall');
  for (const [which, d] of [['entrance', sheet.entrance], ['exit', sheet.exit]]) if (d) drawDoorway(svg, which, d);
  if (view.worst && view.worst.length) {
    el('polyline', { points: view.worst.map(centre).map(p => p.join(',')).join(' '), class: 'worst' }, svg);
  }
  if (view.route) {
    view.route.legs.forEach((leg, i) => {
      const off = (i - 1) * 3;
      el('polyline', { points: leg.walk.map(centre).map(([x, y]) => `${x + off},${y + off}`).join(' '),
        class: 'leg', stroke: LEG_COLOURS[i % 3], 'data-leg': String(leg.leg) }, svg);
    });
  }
  if (view.points) {
    for (const [name, p] of Object.entries(view.points)) {
      const { c, r } = parseCell(name);
      el('text', { x: x0(c) + 6, y: y0(r) + S - 6, class: 'points ' + (p > 0 ? 'plus' : p < 0 ? 'minus' : 'zero'), 'data-points': name },
        svg, p > 0 ? '+' + p : p < 0 ? '\u2212' + -p : '0');
    }
  }
  if (view.cursor) {
    const { c, r } = parseCell(view.cursor);
    el('rect', { x: x0(c) + 1.5, y: y0(r) + 1.5, width: S - 3, height: S - 3, class: 'cursor' }, svg);
  }
  hitAreas(svg, view);
}

function drawSegment(svg, seg, door, cls) {
  const [name, s] = seg.split(' ');
  const { c, r } = parseCell(name);
  const [a, b, cc, d] = segmentLine(c, r, s, 4);
  if (!door) { el('line', { x1: a, y1: b, x2: cc, y2: d, class: cls, 'data-wall': seg }, svg); return; }
  // a doorway: the segment with a gap in its middle
  const mx = (a + cc) / 2, my = (b + d) / 2, gx = (cc - a) * 0.2, gy = (d - b) * 0.2;
  el('line', { x1: a, y1: b, x2: mx - gx, y2: my - gy, class: cls + ' door', 'data-door': seg }, svg);
  el('line', { x1: mx + gx, y1: my + gy, x2: cc, y2: d, class: cls + ' door' }, svg);
}

function drawDoorway(svg, which, d) {
  const [name, s] = d.split(' ');
  const [x, y] = centre(name);
  const ex = x + DX[s] * (S / 2 + 12), ey = y + DY[s] * (S / 2 + 12);
  const inward = which === 'entrance';
  const [fx, fy, tx, ty] = inward ? [ex, ey, x + DX[s] * S / 2, y + DY[s] * S / 2] : [x + DX[s] * S / 2, y + DY[s] * S / 2, ex, ey];
  el('line', { x1: fx, y1: fy, x2: tx, y2: ty, class: 'doorway ' + which, 'marker-end': 'url(#arrow)' }, svg);
  const lx = ex + DX[s] * 2 + (DY[s] ? 18 : 0), ly = ey + DY[s] * 2 + (DX[s] ? 20 : 4);
  el('text', { x: lx, y: ly, class: 'doorway-label', 'data-doorway': which }, svg, which === 'entrance' ? 'IN' : 'OUT');
  if (!svg.querySelector('#arrow')) {
    const defs = el('defs', {}, svg);
    const m = el('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto' }, defs);
    el('path', { d: 'M0 0L10 5L0 10Z', class: 'arrowhead' }, m);
  }
}

// transparent areas on top: a space (its middle, or near one of its edges) and each outer side
function hitAreas(svg, view) {
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const name = cellName(c, r);
      const hit = el('rect', { x: x0(c), y: y0(r), width: S, height: S, class: 'hit', 'data-cell': name }, svg);
      hit.addEventListener('click', e => {
        const p = svgPoint(svg, e), lx = p.x - x0(c), ly = p.y - y0(r);
        const near = [['N', ly], ['S', S - ly], ['W', lx], ['E', S - lx]].sort((a, b) => a[1] - b[1])[0];
        if (near[1] < EDGE && view.onEdge) view.onEdge(name, near[0]);
        else if (view.onCell) view.onCell(name);
      });
      if (view.onHover) hit.addEventListener('mouseenter', () => view.onHover(name));
      for (const s of outerSides(c, r)) {
        const [a, b, cc, d] = segmentLine(c, r, s, 0);
        const w = Math.abs(cc - a) || M, h = Math.abs(d - b) || M;
        const x = DX[s] ? (s === 'W' ? 0 : M + N * S) : a, y = DY[s] ? (s === 'N' ? 0 : M + N * S) : b;
        const o = el('rect', { x, y, width: w, height: h, class: 'hit outer', 'data-outer': `${name} ${s}` }, svg);
        o.addEventListener('click', () => view.onOuter && view.onOuter(`${name} ${s}`));
      }
    }
  }
}

export function svgPoint(svg, e) {
  const pt = svg.createSVGPoint();
  pt.x = e.clientX; pt.y = e.clientY;
  return pt.matrixTransform(svg.getScreenCTM().inverse());
}

export async function api(route, body) {
  const res = await fetch('/api/' + route, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(json.error || ('HTTP ' + res.status));
  return json;
}

export function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
