// What the host page and the phone page share: the table's routes, the round's name, the verdict line.
const GAMES = { ikes: "Ike's", live: "Ike's live", solo: "Ike's solo challenge", fridge: 'Fridge', bridgewars: 'Bridge Wars' };

export async function call(method, route, body) {
  const init = method === 'GET' ? {} : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch('/api/table/' + route, init);
  const json = await res.json();
  if (!res.ok) throw new Error(json.error || ('HTTP ' + res.status));
  return json;
}

export function roundName(s) {
  if (s.game === 'live' && s.live) return `${GAMES.live}, seed ${s.live.seed}` + (s.live.turn ? `, turn ${s.live.turn}` : '');
  return GAMES[s.game] + (s.game === 'solo' ? ` ${s.seed}` + (s.par != null ? `, par ${s.par}` : '') + `, no one can beat ${s.bound}` : '');
}

// the verdict line: the winners once everyone has finished, else the leaders and who is still playing
export function verdict(s) {
  if (s.winners && s.winners.length) {
    const who = s.winners.join(' and ');
    const pts = s.best != null ? ` with ${s.best}` : '';
    return { text: s.winners.length > 1 ? `Tie: ${who} win${pts}` : `${who} wins${pts}`, won: true };
  }
  if (s.ended) return { text: 'The host ended the round: no one has a score', won: false };
  if (s.position) return { text: s.position.result ? 'The position has problems' : 'No position entered yet', won: false };
  if (!s.players.length) return { text: 'Waiting for players to join', won: false };
  const lead = s.leaders && s.leaders.length ? `Leading: ${s.leaders.join(', ')} (${s.best}). ` : '';
  return { text: lead + `Still playing: ${s.waiting.join(', ')}`, won: false };
}

