// The phone at the table: join by name, then play the round on the embedded score pad or solo page
// (same origin: each saves its state in localStorage, which reaches this page as a storage event; the
// pad's sheet then goes to the table in one request, checked there; see docs/code.md). The table's
// state is asked for every 2 s. Every rule question goes to the server.
import { call, roundName, verdict } from './table-common.js';
import { showLive, startLive } from './live.js';

import { $ } from './dom.js';
const POSITION_PAD = { fridge: 'pnp.fridge.pad', bridgewars: 'pnp.bridgewars.pad' };
const POSITION_TEXT = { fridge: 'fr-text', bridgewars: 'bw-text' };
const REOPENED = 'your sheet is open for changes; tick "I have finished" again when it is final';
const PAD = 'pnp.ikes.pad', SOLO = 'pnp.ikes.solo', TAB = 'pnp.tab';
let state = null, me = null, round = null, sending = Promise.resolve(), inFlight = 0;

function cell(tr, text, cls) { const td = document.createElement('td'); td.textContent = text; if (cls) td.className = cls; tr.appendChild(td); return td; }

function standings(s) {
  const v = verdict(s);
  $('verdict').textContent = v.text;
  $('verdict').classList.toggle('won', v.won);
  const rows = s.players.map(p => {
    const tr = document.createElement('tr');
    if (s.winners.includes(p.name)) tr.className = 'winner';
    cell(tr, p.name + (p.id === s.you ? ' (you)' : ''));
    cell(tr, p.score == null ? '\u2013' : String(p.score), 'num');
    cell(tr, s.position ? '' : p.finished ? 'finished' : 'playing', p.finished ? 'finished' : 'waiting');
    return tr;
  });
  $('players').replaceChildren(...rows);
}

function mine(s) {
  $('me-name').textContent = me.name;
  $('me-score').textContent = me.score == null ? '\u2013' : String(me.score);
  $('me-grade').textContent = me.grade ? `(${me.grade})` : '';
  // a live round's paper player enters the finished sheet as in an Ike's round
  const sheetRound = s.game === 'ikes' || (s.game === 'live' && !!s.mine && s.mine.paper);
  $('ikes').hidden = !sheetRound;
  $('live').hidden = s.game !== 'live';
  $('solo').hidden = s.game !== 'solo';
  $('position').hidden = !s.position;
  if (sheetRound) {
    // a tap on "done" still being sent is not undone by a poll that left before it
    if (inFlight === 0) $('done').checked = !!me.finished;
    $('locked').hidden = !me.finished || s.ended;
    $('pad-frame').inert = !!me.finished || !!s.ended;
    const probs = me.sheet && !me.sheet.valid ? me.sheet.problems : [];
    $('problems').replaceChildren(...probs.map(p => { const li = document.createElement('li'); li.textContent = `line ${p.line}: ${p.message}`; return li; }));
    const sc = me.sheet && me.sheet.score;
    // a reopened sheet says so on every answer, so a poll never hides it
    const claim = sc && sc.claim != null ? (sc.claimMatches ? `your claim ${sc.claim} is right` : `you wrote ${sc.claim}; the sheet scores ${sc.score}`) : '';
    $('me-note').textContent = me.reopened && !me.finished && !s.ended ? REOPENED + (claim ? `. ${claim}` : '') : claim;
  } else if (s.game === 'live') {
    $('me-note').textContent = '';
  } else if (s.game === 'solo') {
    $('solo-seed').textContent = String(s.seed);
    $('me-note').textContent = me.solo ? (me.solo.over ? 'game over' : `turn ${me.solo.turn} of ${me.solo.turns}`) : 'no move yet';
  } else {
    const r = s.position.result;
    if (document.activeElement !== $('position-text') && s.position.text != null) $('position-text').value = s.position.text;
    $('position-problems').replaceChildren(...(r && !r.ok ? r.problems : []).map(p => { const li = document.createElement('li'); li.textContent = `line ${p.line}: ${p.message}`; return li; }));
    $('position-by').textContent = s.position.by ? `Sent by ${s.position.by}` + (s.position.by === me.name ? ' (you)' : '') : 'No position sent yet';
    const scores = r && r.ok ? r.score.players : [];
    $('position-scores').replaceChildren(...scores.map(p => {
      const tr = document.createElement('tr');
      cell(tr, p.color || p.letter); cell(tr, String(p.total), 'num');
      return tr;
    }));
    $('me-note').textContent = '';
    $('me-score').textContent = s.winners.length ? `${s.winners.join(' and ')} ${s.winners.length > 1 ? 'win' : 'wins'}` : '\u2013';
  }
  const key = String(s.round) + (sheetRound ? ' sheet' : '');
  if (key !== round) { round = key; frames(s); }
}

// a new round: the pad or solo page starts from the player's entry at the table (blank when none)
function frames(s) {
  if (s.game === 'ikes' || (s.game === 'live' && s.mine && s.mine.paper)) {
    if (!me.sheet) localStorage.removeItem(PAD);
    else if (me.sheet.sheet) localStorage.setItem(PAD, JSON.stringify(me.sheet.sheet));
    localStorage.setItem(TAB, 'pad');
    $('pad-frame').src = 'index.html?table=ikes';
    $('solo-frame').removeAttribute('src');
  } else if (s.game === 'solo') {
    let saved = null;
    try { saved = JSON.parse(localStorage.getItem(SOLO)); } catch (e) { /* none */ }
    if (!saved || saved.seed !== s.seed || !me.solo) localStorage.setItem(SOLO, JSON.stringify({ seed: s.seed, moves: [] }));
    localStorage.setItem(TAB, 'solo');
    $('solo-frame').src = 'index.html?table=solo';
    $('pad-frame').removeAttribute('src');
  } else {
    $('pad-frame').removeAttribute('src');
    $('solo-frame').removeAttribute('src');
    if (!s.position.text) localStorage.removeItem(POSITION_PAD[s.game]);
    $('position-frame').src = `${s.game}.html?table=${s.game}`;
  }
  if (!s.position) $('position-frame').removeAttribute('src');
}

function show(s) {
  state = s;
  me = s.players.find(p => p.id === s.you) || null;
  $('round').textContent = roundName(s);
  $('join').hidden = !!me;
  $('me').hidden = !me;
  $('entry').hidden = !me;
  standings(s);
  if (me) mine(s);
  if (me && s.game === 'live') showLive(s);
}

export async function poll() {
  try { show(await call('GET', 'state')); } catch (e) { $('verdict').textContent = e.message; }
}

// sends one change after the other, so that an older one never lands after a newer one
function queue(fn) {
  inFlight++;
  sending = sending.then(fn).catch(e => { $('me-note').textContent = e.message; }).finally(() => { inFlight--; });
  return sending;
}

async function sendPad(value) {
  if (!me || !state || !(state.game === 'ikes' || (state.game === 'live' && state.mine && state.mine.paper)) || !value) return;
  const body = JSON.parse(value);
  if (body.claim === null || body.claim === undefined || body.claim === '') delete body.claim;
  // one request: the table checks the pad's sheet itself (a sheet with problems stays open)
  show(await call('POST', 'sheet', { sheet: body, done: $('done').checked }));
}

async function sendSolo(value) {
  if (!me || !state || state.game !== 'solo' || !value) return;
  const saved = JSON.parse(value);
  if (saved.seed !== state.seed) return;
  show(await call('POST', 'solo', { moves: saved.moves || [] }));
}

window.addEventListener('storage', e => {
  if (e.key === PAD) queue(() => sendPad(e.newValue));
  if (e.key === SOLO) queue(() => sendSolo(e.newValue));
});

$('join-form').addEventListener('submit', async e => {
  e.preventDefault();
  try {
    await call('POST', 'join', { name: $('name').value });
    $('join-say').textContent = '';
    round = null;
    await startLive(call, s => show(s));
poll();
  } catch (err) { $('join-say').textContent = err.message; }
});
$('done').addEventListener('change', () => queue(async () => {
  if (!$('done').checked && me && me.finished) return reopen();
  const v = localStorage.getItem(PAD);
  if (v) await sendPad(v);
  else if (me && me.sheet) show(await call('POST', 'sheet', { text: me.sheet.text, done: $('done').checked }));
  if ($('done').checked && !(me && me.finished)) { $('done').checked = false; $('me-note').textContent = 'the sheet has problems: fix them first'; }
}));
async function reopen() {
  show(await call('POST', 'sheet', { done: false }));
  // the box follows the table's answer even while this change was in flight (a later tick must count)
  $('done').checked = !!(me && me.finished);
}
$('change').addEventListener('click', () => queue(reopen));
$('send-text').addEventListener('click', () => queue(async () => {
  show(await call('POST', 'sheet', { text: $('text').value, done: $('done').checked }));
  if (me && me.sheet && me.sheet.sheet) { localStorage.setItem(PAD, JSON.stringify(me.sheet.sheet)); $('pad-frame').src = 'index.html?table=ikes'; }
}));
// one tap: the embedded pad's text (same origin) goes to the table as the shared position
$('send-pad').addEventListener('click', () => queue(async () => {
  const doc = $('position-frame').contentDocument;
  const area = doc && doc.getElementById(POSITION_TEXT[state.game]);
  if (!area || !area.value.trim()) { $('me-note').textContent = 'enter the position on the pad first'; return; }
  show(await call('POST', 'position', { text: area.value }));
}));
$('send-position').addEventListener('click', () => queue(async () => show(await call('POST', 'position', { text: $('position-text').value }))));

poll();
setInterval(poll, 2000);
