// Solo challenge play: the page shows the turn and lets the player pick; the server replays the moves
// through the solo engine (as `pnp ikes replay` does) and decides every legality question.
import { draw, api, download, cellName, parseCell, placed } from './sheet.js';

const KEY = 'pnp.ikes.solo';
import { $ } from './dom.js';
let game = null;      // the server's description of the game
let moves = [];
let seed = 1;
let pending = null;   // {anchor, cells, walls, display, face, reward}
let mode = 'tile';    // tile | cafeteria | reward-door | reward-wall
let cafeFirst = null;
let cursor = 'A1';    // the keyboard's space

function say(text, cls = '') { const p = $('solo-say'); p.textContent = text; p.className = cls; }

let sent = 0;         // requests sent: only the latest one's answer is applied

async function send(list) {
  const mine = ++sent;
  try {
    const g = await api('ikes/solo', { seed, moves: list });
    // an older answer arriving late (the game loaded at start, then Start clicked) must not undo newer
    // state, such as the space just clicked
    if (mine !== sent) return;
    game = g;
    moves = g.moves;
    localStorage.setItem(KEY, JSON.stringify({ seed, moves }));
    pending = null; cafeFirst = null; mode = 'tile';
    if (g.error) say('not allowed: ' + g.error, 'wrong');
    else say(g.over ? `game over: score ${g.score.score} (${g.score.grade})${againstPar(g)}` : prompt());
    if (g.over && g.par != null) $('par-show').textContent = `See par's game (${g.par})`;
    else $('par-show').textContent = "See par's game";
  } catch (e) { if (mine !== sent) return; say(e.message, 'wrong'); }
  render();
  document.body.dataset.soloMoves = String(moves.length);
}

const play = move => send([...moves, move]);

// "; par 17, beaten by 2" (or "equalled", or "3 short of it"): the machine's score beside the player's
function againstPar(g) {
  if (g.par == null) return '';
  const d = g.score.score - g.par;
  return `; par ${g.par}, ` + (d > 0 ? `beaten by ${d}` : d === 0 ? 'equalled' : `${-d} short of it`);
}

// what the turn asks for, or why the tile cannot be placed and what can be done instead
function prompt() {
  if (!game || game.over) return '';
  if (game.fits.length) return `tap where tile ${game.tile.id} goes: the display goes on the space you tap`;
  const ways = [];
  if (allowed('reroll-light') === true) ways.push('reroll a die (1 coin)');
  if (allowed('cafeteria') === true) ways.push('draw a cafeteria');
  ways.push('stop (the sheet is then final)');
  return `tile ${game.tile.id} fits nowhere on the sheet: ${ways.join(', or ')}`;
}

// true when the button may be used now, else why not
function allowed(id) {
  if (!game) return 'start a challenge first';
  if (id === 'undo') return moves.length ? true : 'no move to take back';
  if (game.over) return 'the game is over';
  if (id === 'reroll-light' || id === 'reroll-dark') {
    const light = id === 'reroll-light';
    if (game.coins < 1) return `a reroll costs 1 coin; you have ${game.coins}`;
    if ((light ? game.lightReserve[game.lightUsed] : game.darkReserve[game.darkUsed]) === undefined)
      return `the ${light ? 'light' : 'dark'} reserve is used up`;
    return true;
  }
  if (id === 'cafeteria') return game.cafeterias < game.maxCafeterias ? true : `all ${game.maxCafeterias} cafeterias are drawn`;
  return true;
}

// the tile placements (their first spaces) that cover a space, the one starting there first
function covering(name) {
  const out = game.fits.filter(a => preview(a).cells.includes(name));
  return out.sort((a, b) => (b === name) - (a === name));
}

const preview = anchor => placed(game.tile, anchor);

async function chooseFace(face) {
  pending.face = face;
  render();
  $('faces').replaceChildren();
  try {
    const r = await api('ikes/solo/reward', { seed, moves, anchor: pending.anchor, display: pending.display, face });
    if (!r.reward) { play(`tile ${pending.anchor} display ${pending.display} ${face}`); return; }
    pending.reward = r.reward;
    say(`a reward (${r.reward}): take 2 coins, a doorway in a wall, or a new wall`);
    const f = $('faces');
    f.append(button('2 coins', 'reward-coins', () => play(`tile ${pending.anchor} display ${pending.display} ${face} reward coins`)));
    f.append(button('a doorway\u2026', 'reward-door', () => { mode = 'reward-door'; say('tap the edge of a space where a wall gets its doorway'); render(); }));
    f.append(button('a wall\u2026', 'reward-wall', () => { mode = 'reward-wall'; say('tap the edge of a space where the new wall goes'); render(); }));
    render();
  } catch (e) { say(e.message, 'wrong'); }
}

function button(text, id, f) {
  const b = document.createElement('button');
  b.textContent = text; b.id = id; b.type = 'button';
  b.addEventListener('click', f);
  return b;
}

function onCell(name) {
  if (!game || game.over) return;
  if (mode === 'cafeteria') {
    if (!cafeFirst) { cafeFirst = name; say(`cafeteria from ${name}: tap the space next to it`); render(); return; }
    play(`cafeteria ${cafeFirst} ${name}`);
    return;
  }
  if (mode !== 'tile') return;
  if (pending && !pending.face && pending.cells.includes(name)) {
    // the tile is shown: tapping its display space again shows the next way over it; another of its spaces
    // moves the display there
    if (name === pending.display && pending.ways.length > 1) {
      const i = (pending.ways.indexOf(pending.anchor) + 1) % pending.ways.length;
      pending = { ...preview(pending.ways[i]), ways: pending.ways, display: name };
    } else pending.display = name;
    askFace();
    return;
  }
  if (!game.fits.length) { say(prompt(), 'wrong'); return; }
  const ways = covering(name);
  if (!ways.length) { say(`tile ${game.tile.id} cannot cover ${name}: it fits over the highlighted spaces`, 'wrong'); pending = null; render(); return; }
  pending = { ...preview(ways[0]), ways, display: name };
  askFace();
}

// one tap a turn where nothing else is to choose: the display's die is asked only where the dice differ,
// and the tile is placed at once where it covers the tapped space one way only
function askFace() {
  render();
  const f = $('faces');
  f.replaceChildren();
  const several = pending.ways.length > 1;
  if (game.light === game.dark && !several) { chooseFace(game.light); return; }
  const where = several ? ` (${pending.ways.length} ways cover ${pending.display}: tap it again for the next)` : '';
  if (game.light === game.dark) {
    say('place the tile as shown?' + where);
    f.append(button(`place it, display ${game.light}`, 'face-light', () => chooseFace(game.light)));
    return;
  }
  say(`the display on ${pending.display}: which die does it show? (tap another space of the tile to move it)` + where);
  f.append(button(`display ${game.light} (light die)`, 'face-light', () => chooseFace(game.light)));
  f.append(button(`display ${game.dark} (dark die)`, 'face-dark', () => chooseFace(game.dark)));
}

function onEdge(name, side) {
  if (mode === 'reward-door' || mode === 'reward-wall') {
    const kind = mode === 'reward-door' ? 'door' : 'wall';
    play(`tile ${pending.anchor} display ${pending.display} ${pending.face} reward ${kind} ${name} ${side}`);
    return;
  }
  onCell(name);
}

// the tile the dice name, drawn small: its spaces and its walls (offsets from its bounding box's corner)
function tileShape(t) {
  const svg = $('tile-shape'), u = 18;
  svg.replaceChildren();
  if (!t) return;
  const w = Math.max(...t.spaces.map(p => p[0])) + 1, h = Math.max(...t.spaces.map(p => p[1])) + 1;
  svg.setAttribute('viewBox', `-3 -3 ${w * u + 6} ${h * u + 6}`);
  svg.setAttribute('width', w * u + 6);
  svg.setAttribute('height', h * u + 6);
  const NS = 'http://www.w3.org/2000/svg';
  const add = (tag, attrs) => { const e = document.createElementNS(NS, tag); for (const k in attrs) e.setAttribute(k, attrs[k]); svg.append(e); };
  for (const [x, y] of t.spaces) add('rect', { x: x * u, y: y * u, width: u, height: u, class: 'tile-space' });
  for (const wall of t.walls) {
    const [x, y, side] = wall.split(' '), X = Number(x) * u, Y = Number(y) * u;
    const [x1, y1, x2, y2] = { N: [X, Y, X + u, Y], S: [X, Y + u, X + u, Y + u], W: [X, Y, X, Y + u], E: [X + u, Y, X + u, Y + u] }[side];
    add('line', { x1, y1, x2, y2, class: 'tile-wall' });
  }
}

function die(v, dark) { return `<span class="die${dark ? ' dark' : ''}">${v}</span>`; }

function render() {
  if (!game) return;
  const sheet = { ...game.sheet };
  const s = game.score;
  draw($('solo-sheet'), sheet, {
    highlight: mode === 'tile' && !pending && !game.over ? new Set(game.fits) : null,
    pending: pending ? { cells: pending.cells, walls: pending.walls } : cafeFirst ? { cells: [cafeFirst], walls: [] } : null,
    highlightDisplay: pending ? pending.display : null,
    route: game.over && s.reachable ? { legs: s.legs } : null,
    points: game.over ? Object.fromEntries(s.contributions.map(c => [c.space, c.points])) : null,
    onCell: n => { cursor = n; onCell(n); }, onEdge: (n, side) => { cursor = n; onEdge(n, side); }, onOuter: () => {},
    cursor: keys ? cursor : null,
  });
  $('turn').textContent = game.over ? 'game over' : `turn ${game.turn} of ${game.turns}`;
  $('dice').innerHTML = game.over ? '' : `${die(game.light)} ${die(game.dark, true)} tile ${game.tile.id}`;
  tileShape(game.over ? null : game.tile);
  $('coins').textContent = String(game.coins);
  $('reserves').textContent = `light reserve next ${game.lightReserve[game.lightUsed] ?? '\u2013'} (${game.lightUsed} used),`
    + ` dark reserve next ${game.darkReserve[game.darkUsed] ?? '\u2013'} (${game.darkUsed} used)`;
  $('cafes').textContent = `${game.cafeterias} of ${game.maxCafeterias}`;
  $('solo-score').textContent = `${s.score} (${s.grade})`;
  $('solo-par').textContent = (game.par != null ? `par ${game.par}, ` : '') + `no one can beat ${game.bound}`;
  $('solo-log').value = game.log;
  const why = [];
  for (const id of ['reroll-light', 'reroll-dark', 'cafeteria', 'stop', 'undo']) {
    const ok = allowed(id);
    $(id).disabled = ok !== true;
    $(id).title = ok === true ? '' : ok;
    if (ok !== true && !(game.over && id !== 'undo')) why.push(`${$(id).textContent}: ${ok}`);
  }
  $('solo-why').textContent = why.join('. ');
  const cancel = pending && pending.face ? 'Cancel this tile and its reward' : pending ? `Cancel the tile on ${pending.cells.join(' ')}`
    : mode === 'cafeteria' ? 'Cancel the cafeteria' : null;
  $('cancel').hidden = !cancel;
  if (cancel) $('cancel').textContent = cancel;
  $('cafeteria').classList.toggle('active', mode === 'cafeteria');
  if (!pending) $('faces').replaceChildren();
}

const ARROWS = { ArrowUp: [0, -1, 'N'], ArrowRight: [1, 0, 'E'], ArrowDown: [0, 1, 'S'], ArrowLeft: [-1, 0, 'W'] };

// the keyboard: arrows move the cursor, Enter or Space taps its space, Shift+arrow taps its edge on that side
let keys = false;    // the cursor is shown once the keyboard is used
function onKey(e) {
  const a = ARROWS[e.key];
  if (a || e.key === 'Enter' || e.key === ' ') keys = true;
  if (a && e.shiftKey) { e.preventDefault(); onEdge(cursor, a[2]); return; }
  if (a) {
    e.preventDefault();
    const { c, r } = parseCell(cursor);
    cursor = cellName(Math.min(6, Math.max(0, c + a[0])), Math.min(6, Math.max(0, r + a[1])));
    render();
    return;
  }
  if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); onCell(cursor); }
}

export function startSolo() {
  $('solo-sheet').addEventListener('keydown', onKey);

  try {
    const saved = JSON.parse(localStorage.getItem(KEY));
    if (saved && Number.isInteger(saved.seed)) { seed = saved.seed; moves = saved.moves || []; }
  } catch (e) { /* start fresh */ }
  $('seed').value = seed;
  $('start').addEventListener('click', () => {
    const v = parseInt($('seed').value, 10);
    if (!(v >= 0)) { say('the challenge number is a whole number', 'wrong'); return; }
    if (moves.length && !confirm('Start challenge ' + v + ' and drop the game in progress?')) return;
    seed = v; closePar(); send([]);
  });
  $('reroll-light').addEventListener('click', () => play('reroll light'));
  $('reroll-dark').addEventListener('click', () => play('reroll dark'));
  $('cafeteria').addEventListener('click', () => { pending = null; cafeFirst = null; mode = mode === 'cafeteria' ? 'tile' : 'cafeteria';
    say(mode === 'cafeteria' ? 'tap the two spaces of the cafeteria' : prompt()); render(); });
  $('cancel').addEventListener('click', () => { pending = null; cafeFirst = null; mode = 'tile'; $('faces').replaceChildren(); say(prompt()); render(); });
  $('stop').addEventListener('click', () => { if (confirm('Stop here? The sheet is then final.')) play('stop'); });
  $('undo').addEventListener('click', () => send(moves.slice(0, -1)));
  $('solo-download').addEventListener('click', () => game && download(`ikes-solo-${seed}.ikeslog`, game.log));
  startPar();
  send(moves);
}

// Par's game: the server searches it once per challenge (the first ask answers "not ready": ask again); each
// step replays its first k moves through the solo route, which gives the sheet and the score so far.
let par = null;       // {seed, moves, score, par, bound}
let parAt = 0;        // moves shown
let parAsked = 0;     // requests for a step: only the latest one's answer is drawn

async function showPar() {
  const want = seed;
  $('par-show').disabled = true;
  try {
    for (let waited = 0; ; waited++) {
      const p = await api('ikes/solo/par', { seed: want });
      if (want !== seed) return;
      if (p.ready) { par = p; break; }
      say(`finding par's game for challenge ${want}\u2026 (${waited} s; the first time takes up to a minute)`);
      await new Promise(r => setTimeout(r, 1000));
    }
  } catch (e) { say(e.message, 'wrong'); return; } finally { $('par-show').disabled = false; }
  $('par-view').hidden = false;
  say(`par's game for challenge ${seed}: ${par.moves.length} moves, score ${par.score}; step with Back and Next`);
  stepPar(0);
  $('par-view').scrollIntoView({ block: 'nearest' });
}

async function stepPar(k) {
  if (!par) return;
  parAt = Math.max(0, Math.min(par.moves.length, k));
  const mine = ++parAsked, at = parAt;
  let g;
  try {
    g = await api('ikes/solo', { seed: par.seed, moves: par.moves.slice(0, at) });
  } catch (e) { if (mine === parAsked) $('par-where').textContent = e.message; return; }
  if (mine !== parAsked) return;
  const s = g.score, end = at === par.moves.length;
  draw($('par-sheet'), g.sheet, {
    route: g.over && s.reachable ? { legs: s.legs } : null,
    points: g.over ? Object.fromEntries(s.contributions.map(c => [c.space, c.points])) : null,
  });
  const move = at ? `move ${at} of ${par.moves.length}: ${par.moves[at - 1]}` : `the start: ${par.moves.length} moves to come`;
  $('par-where').textContent = `${move}; score so far ${s.score}`
    + (end ? ` \u2014 par's final score ${s.score} (${s.grade})` : '');
  $('par-first').disabled = $('par-back').disabled = at === 0;
  $('par-next').disabled = $('par-last').disabled = end;
  document.body.dataset.parShown = String(at);
  document.body.dataset.parScore = String(s.score);
}

function closePar() {
  par = null; parAsked++;
  $('par-view').hidden = true;
  delete document.body.dataset.parShown;
}

function startPar() {
  $('par-show').addEventListener('click', showPar);
  $('par-first').addEventListener('click', () => stepPar(0));
  $('par-back').addEventListener('click', () => stepPar(parAt - 1));
  $('par-next').addEventListener('click', () => stepPar(parAt + 1));
  $('par-last').addEventListener('click', () => stepPar(Infinity));
  $('par-close').addEventListener('click', () => { closePar(); $('par-show').focus(); });
  $('par-sheet').addEventListener('keydown', e => {
    const to = { ArrowLeft: parAt - 1, ArrowRight: parAt + 1, Home: 0, End: Infinity }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    stepPar(to);
  });
}
