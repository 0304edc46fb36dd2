// A phone in a live Ike's round: the table rolls, this phone plays the roll on its own sheet. The state
// (polled by table.js) carries the round (`live`) and this phone's game (`mine`): the tile the dice name,
// where it fits, the sheet and its score. Every move is one line of a move log sent to /api/table/live;
// the server checks it by the rules and says why it refuses one.
import { draw, placed } from './sheet.js';

import { $ } from './dom.js';
const EMPTY = { grid: Array(7).fill('-------'), walls: [], doors: [], entrance: null, exit: null };
let call = null, show = null;
let state = null, mine = null;
let pending = null;   // {anchor, cells, walls, ways, display, face, reward}
let mode = 'tile';    // tile | cafeteria | reward-door | reward-wall
let cafeFirst = null, doorFirst = null;
let note = false;     // a refusal is on show: the prompt waits for the next tap

function say(text, cls = '') { const p = $('live-say'); p.textContent = text; p.className = cls; note = cls === 'wrong'; }
function button(text, id, f) {
  const b = document.createElement('button');
  b.type = 'button'; b.textContent = text; b.id = id; b.addEventListener('click', f);
  return b;
}
function names(ids) {
  return ids.map(id => (state.players.find(p => p.id === id) || { name: '?' }).name).join(', ');
}

async function send(body) {
  note = false;
  try {
    pending = null; cafeFirst = null; mode = 'tile';
    show(await call('POST', 'live', body));
  } catch (e) { say('not allowed: ' + e.message, 'wrong'); render(); }
}
const move = line => send({ move: line });

// what the phone asks of its player now, in one sentence
function prompt() {
  const l = state.live;
  if (l.over || state.ended) return 'the game is over';
  if (mine.paper) return 'you play on paper: draw each roll on your sheet, and enter the sheet at the end';
  if (mine.stopped) return 'you have stopped: your sheet is final';
  if (!mine.entrance) return 'draw your doors: tap the outer edge where the entrance goes, then the exit\'s';
  if (l.phase === 'roll') return `waiting for the host to roll (${names([l.roller])} rolls)`;
  if (mine.canReroll) return 'you rolled: reroll a die for a coin, keep the dice, or play them';
  if (!mine.toPlay) return 'waiting for ' + names(l.waiting);
  if (mine.fits.length) return `tap where tile ${mine.tile.id} goes: the display goes on the space you tap`;
  return `tile ${mine.tile.id} fits nowhere: draw a cafeteria or stop`;
}

const preview = anchor => placed(mine.tile, anchor);

function onCell(name) {
  note = false;
  if (!mine || !mine.toPlay || mine.stopped) return;
  if (mode === 'cafeteria') {
    if (!cafeFirst) { cafeFirst = name; say(`cafeteria from ${name}: tap the space next to it`); render(); return; }
    move(`cafeteria ${cafeFirst} ${name}`);
    return;
  }
  if (mode !== 'tile' || !mine.tile) return;
  if (pending && !pending.face && pending.cells.includes(name)) {
    if (name === pending.display && pending.ways.length > 1) {
      const i = (pending.ways.indexOf(pending.anchor) + 1) % pending.ways.length;
      pending = { ...preview(pending.ways[i]), ways: pending.ways, display: name };
    } else pending.display = name;
    askFace();
    return;
  }
  const ways = mine.fits.filter(a => preview(a).cells.includes(name)).sort((a, b) => (b === name) - (a === name));
  if (!ways.length) { say(`tile ${mine.tile.id} cannot cover ${name}: it fits over the highlighted spaces`, 'wrong'); pending = null; render(); return; }
  pending = { ...preview(ways[0]), ways, display: name };
  askFace();
}

function askFace() {
  render();
  const [light, dark] = state.live.dice, f = $('live-faces');
  f.replaceChildren();
  if (light === dark && pending.ways.length === 1) { place(light); return; }
  say(`the display on ${pending.display}: which die does it show? (tap another space of the tile to move it)`);
  f.append(button(`display ${light} (light die)`, 'live-face-light', () => place(light)));
  if (light !== dark) f.append(button(`display ${dark} (dark die)`, 'live-face-dark', () => place(dark)));
}

// places the tile; where the table answers that the display earns a reward, offers the three rewards
async function place(face) {
  pending.face = face;
  const line = `tile ${pending.anchor} display ${pending.display} ${face}`;
  try {
    show(await call('POST', 'live', { move: line }));
    pending = null;
  } catch (e) {
    if (!/earns a reward/.test(e.message)) { pending = null; say('not allowed: ' + e.message, 'wrong'); render(); return; }
    say('a reward: take 2 coins, a doorway in a wall, or a new wall');
    const f = $('live-faces');
    f.replaceChildren(
      button('2 coins', 'live-reward-coins', () => move(`${line} reward coins`)),
      button('a doorway\u2026', 'live-reward-door', () => { mode = 'reward-door'; say('tap the edge of a space where a wall gets its doorway'); render(); }),
      button('a wall\u2026', 'live-reward-wall', () => { mode = 'reward-wall'; say('tap the edge of a space where the new wall goes'); render(); }));
  }
}

function onEdge(name, side) {
  if (mode === 'reward-door' || mode === 'reward-wall') {
    move(`tile ${pending.anchor} display ${pending.display} ${pending.face} reward ${mode === 'reward-door' ? 'door' : 'wall'} ${name} ${side}`);
    return;
  }
  onCell(name);
}

function onOuter(where) {
  note = false;
  if (!mine || mine.entrance || mine.stopped || mine.paper) return;
  if (!doorFirst) { doorFirst = where; say(`entrance ${where}: now tap the exit's outer edge`); render(); return; }
  const entrance = doorFirst;
  doorFirst = null;
  send({ entrance, exit: where });
}

function die(v, dark) { return `<span class="die${dark ? ' dark' : ''}">${v}</span>`; }

function render() {
  if (!state || !state.live) return;
  const l = state.live;
  $('live-turn').textContent = l.turn ? `turn ${l.turn}` : 'before the first roll';
  $('live-dice').innerHTML = l.dice.length ? `${die(l.dice[0])} ${die(l.dice[1], true)} tile ${l.dice[0]}-${l.dice[1]}` : '';
  $('live-roller').textContent = l.roller == null ? '' : `${names([l.roller])} ${l.phase === 'roll' ? 'rolls next' : 'rolled'}`;
  $('live-play').hidden = !!mine.paper;
  if (!mine.paper) {
    const sheet = mine.sheet || { ...EMPTY, entrance: doorFirst };
    draw($('live-sheet'), sheet, {
      highlight: mode === 'tile' && !pending && mine.toPlay ? new Set(mine.fits) : null,
      pending: pending ? { cells: pending.cells, walls: pending.walls } : cafeFirst ? { cells: [cafeFirst], walls: [] } : null,
      highlightDisplay: pending ? pending.display : null,
      route: mine.score && (l.over || mine.stopped) && mine.score.reachable ? { legs: mine.score.legs } : null,
      onCell, onEdge, onOuter,
    });
    $('live-coins').textContent = String(mine.coins);
    $('live-score').textContent = mine.score ? String(mine.score.score) : '0';
  }
  $('live-reroll-light').hidden = $('live-reroll-dark').hidden = $('live-keep').hidden = !mine.canReroll;
  $('live-cafeteria').hidden = !mine.toPlay || !mine.tile;
  $('live-cafeteria').classList.toggle('active', mode === 'cafeteria');
  $('live-stop').hidden = !!(mine.stopped || mine.paper || l.over);
  $('live-paper').hidden = !!(mine.paper || mine.stopped || mine.entrance || l.turn || l.over);
  $('live-download').hidden = !!mine.paper;
  if (!pending) $('live-faces').replaceChildren();
  if (!pending && mode === 'tile' && !cafeFirst && !doorFirst && !note) say(prompt());
  document.body.dataset.liveTurn = String(l.turn);
}

/** The round's state, each time the table's state arrives. */
export function showLive(s) {
  state = s;
  mine = s.mine;
  if (!mine || !s.live) return;
  if (pending && !mine.toPlay) pending = null;
  render();
}

/** Wires the buttons once: {@code callFn} talks to the table, {@code showFn} shows its answer. */
export function startLive(callFn, showFn) {
  call = callFn; show = showFn;
  $('live-reroll-light').addEventListener('click', () => move('reroll light'));
  $('live-reroll-dark').addEventListener('click', () => move('reroll dark'));
  $('live-keep').addEventListener('click', () => move('keep'));
  $('live-cafeteria').addEventListener('click', () => { pending = null; cafeFirst = null; mode = mode === 'cafeteria' ? 'tile' : 'cafeteria';
    say(mode === 'cafeteria' ? 'tap the two spaces of the cafeteria' : prompt()); render(); });
  $('live-stop').addEventListener('click', () => { if (confirm('Stop here? You are then out, and the sheet is final.')) move('stop'); });
  $('live-paper').addEventListener('click', () => send({ paper: true }));
  $('live-download').addEventListener('click', () => { window.location.href = `/api/table/log?player=${mine.player}`; });
}
