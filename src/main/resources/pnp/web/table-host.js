// The host page: the join address and its QR code, the round, every player's score with the
// evidence (a small picture of the route, the claim against the score), the verdict, exports.
import { call, roundName, verdict } from './table-common.js';
import { draw } from './sheet.js';

import { $ } from './dom.js';
let shown = -1;
// what the host has picked for the next round stays until a round starts: a poll (a player joining) never resets it
let picking = false;

function td(tr, text, cls) { const c = document.createElement('td'); if (text != null) c.textContent = text; if (cls) c.className = cls; tr.appendChild(c); return c; }

function claimText(p) {
  const sc = p.sheet && p.sheet.score;
  if (!sc || sc.claim == null) return '';
  if (sc.claimMatches) return `${sc.claim}: right`;
  const why = sc.slips && sc.slips.length ? ': ' + sc.slips.join('; ') : '';
  return `wrote ${sc.claim}${why}`;
}

function picture(cell, sheet, score) {
  if (!sheet) return;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'route');
  svg.setAttribute('role', 'img');
  draw(svg, sheet, score && score.legs ? { route: { legs: score.legs } } : {});
  svg.setAttribute('aria-label', score ? `route scoring ${score.score}` : 'sheet');
  cell.appendChild(svg);
}

function render(s) {
  $('round').textContent = roundName(s);
  $('join-url').textContent = s.joinUrl || '';
  if (!picking && document.activeElement !== $('game')) $('game').value = s.game;
  if (!picking && s.seed != null && document.activeElement !== $('seed')) $('seed').value = s.seed;
  const v = verdict(s);
  $('verdict').textContent = v.text;
  $('verdict').classList.toggle('won', v.won);
  $('detail-head').textContent = s.game === 'solo' ? 'Move log' : 'Claim';
  const rows = s.players.map(p => {
    const tr = document.createElement('tr');
    tr.dataset.player = p.name;
    if (s.winners.includes(p.name)) tr.className = 'winner';
    td(tr, p.place == null ? '' : String(p.place));
    td(tr, p.name + (p.seated ? '' : ' (seat free: joins again by this name)'));
    td(tr, p.score == null ? '\u2013' : String(p.score) + (p.grade ? ` (${p.grade})` : ''), 'num');
    const detail = td(tr, null);
    if (s.game === 'ikes') {
      detail.textContent = claimText(p);
      if (p.claimMatches === false) detail.className = 'explain';
      if (p.sheet && !p.sheet.valid) detail.textContent = `${p.sheet.problems.length} problem(s) on the sheet`;
    } else if (s.game === 'live') {
      const lp = s.live.players.find(x => x.player === p.id);
      if (lp && !lp.paper) {
        const a = document.createElement('a');
        a.href = 'api/table/log?player=' + p.id;
        a.download = '';
        a.textContent = `${lp.coins} coin${lp.coins === 1 ? '' : 's'}, game log`;
        detail.appendChild(a);
      } else if (lp) detail.textContent = claimText(p) || 'on paper';
    } else if (s.game === 'solo' && p.solo) {
      const a = document.createElement('a');
      a.href = 'api/table/log?player=' + p.id;
      a.download = '';
      a.textContent = p.solo.over ? 'move log' : `turn ${p.solo.turn}/${p.solo.turns}`;
      detail.appendChild(a);
    }
    const thinking = s.live && s.live.waiting.includes(p.id);
    const state = s.position ? '' : p.finished ? 'finished' : s.ended ? 'did not finish' : thinking ? 'thinking' : 'playing';
    td(tr, state + (p.reopened ? ' (reopened the sheet after finishing)' : ''), p.finished ? 'finished' : 'waiting');
    const pic = td(tr, null);
    if (s.game === 'ikes' && p.sheet) picture(pic, p.sheet.sheet, p.sheet.score);
    if (s.game === 'solo' && p.solo) picture(pic, p.solo.sheet, p.solo.score);
    if (s.game === 'live' && p.sheet) picture(pic, p.sheet.sheet, p.sheet.score);
    const acts = td(tr, null, 'acts');
    if (p.seated) acts.appendChild(button('Free seat', `Free seat of ${p.name}`, () => act('free', { player: p.id })));
    acts.appendChild(button('Remove', `Remove ${p.name}`, () => {
      if (confirm(`Remove ${p.name} and their entries from the table?`)) act('remove', { player: p.id });
    }));
    return tr;
  });
  $('players').replaceChildren(...rows);
  $('live-controls').hidden = s.game !== 'live';
  if (s.live) {
    const l = s.live, who = id => (s.players.find(p => p.id === id) || { name: '?' }).name;
    $('roll').disabled = l.over || l.phase !== 'roll';
    $('same-doors').disabled = l.over || l.turn > 0;
    $('live-now').textContent = l.over ? 'the game is over'
      : (l.dice.length ? `turn ${l.turn}: ${l.dice[0]} and ${l.dice[1]}. ` : '')
        + (l.phase === 'roll' ? `${l.roller == null ? 'No one' : who(l.roller)} rolls next` : `waiting for ${l.waiting.map(who).join(', ')}`);
  }
  $('position').hidden = !s.position;
  if (s.position) {
    const r = s.position.result;
    $('position-by').textContent = s.position.by ? `entered by ${s.position.by}` : 'no position entered yet';
    const scores = r && r.ok ? r.score.players : [];
    $('position-scores').replaceChildren(...scores.map(p => {
      const tr = document.createElement('tr');
      td(tr, p.color || p.letter); td(tr, String(p.total), 'num');
      return tr;
    }));
    $('position-problems').replaceChildren(...(r && !r.ok ? r.problems : []).map(p => {
      const li = document.createElement('li'); li.textContent = `line ${p.line}: ${p.message}`; return li;
    }));
  }
}

function button(text, label, fn) {
  const b = document.createElement('button');
  b.type = 'button'; b.textContent = text; b.setAttribute('aria-label', label);
  b.addEventListener('click', fn);
  return b;
}

async function act(route, body) {
  try { render(await call('POST', route, body)); $('host-say').textContent = ''; } catch (e) { $('host-say').textContent = e.message; }
}

async function poll() {
  try {
    const s = await call('GET', 'state');
    if (s.revision !== shown) { shown = s.revision; render(s); }
  } catch (e) { $('host-say').textContent = e.message; }
}

$('new-round').addEventListener('click', async () => {
  try {
    const body = { game: $('game').value };
    if (body.game === 'solo' && $('day').value) body.date = $('day').value;
    else if (body.game === 'solo' || body.game === 'live') body.seed = parseInt($('seed').value, 10);
    const started = await call('POST', 'new', body);
    picking = false;
    render(started);
    $('host-say').textContent = '';
  } catch (e) { $('host-say').textContent = e.message; }
});
for (const id of ['game', 'seed', 'day']) $(id).addEventListener('input', () => { picking = true; });
$('end-round').addEventListener('click', () => act('end', {}));
$('roll').addEventListener('click', () => act('roll', {}));
$('same-doors').addEventListener('click', () => act('doors', {}));
$('open-file').addEventListener('change', async () => {
  const f = $('open-file').files[0];
  if (!f) return;
  try {
    const res = await fetch('/api/table/open', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: await f.text() });
    const json = await res.json();
    if (!res.ok) throw new Error(json.error);
    picking = false;
    render(json);
    $('host-say').textContent = '';
  } catch (e) { $('host-say').textContent = e.message; }
});

poll();
setInterval(poll, 2000);
