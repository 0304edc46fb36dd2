// The Bridge Wars pad in a real browser: a new game opens as its (valid) starting position; a finished
// two-player game entered by drags on a phone, the taps counted; the same board typed by keys; reload, new
// game, undo; a bad import shown on its hole; the replay of a placement log.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, pnp, ROOT } from './harness.mjs';

const COLS = 'abcdefghijk';
const SEED = join(ROOT, 'seeds/bridge-wars/two-players.bridge');
// a finished game, and its final view as `pnp bridgewars replay --top` writes it
const GAME = join(ROOT, 'src/test/browser/fixtures/two-player-game.bwlog');
const FINAL = join(mkdtempSync(join(tmpdir(), 'pnp-bw-')), 'final.bridge');
// the taps docs/serve.md states for entering that game on a 360x740 phone
const GAME_TAPS = 5;
let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage('bridgewars.html'));
  pnp('bridgewars', 'replay', GAME, '--top', FINAL);
});

after(() => closePage({ server, browser }));

const settled = (p = page) => p.waitForFunction(() => document.body.dataset.bwChecked
  && document.body.dataset.bwChecked === document.body.dataset.bwAsked);
const rowsOf = file => readFileSync(file, 'utf8').split('\n').filter(l => /^\s*\d+\s/.test(l)).map(l => l.trim().split(/\s+/).slice(1));
const hole = (c, r) => COLS[c] + (r + 1);
const text = (p = page) => p.locator('#bw-text').inputValue();

async function freshPage(width, height) {
  const p = await browser.context.newPage();
  await p.setViewportSize({ width, height });
  await p.goto(server.url + 'bridgewars.html');
  await p.evaluate(() => localStorage.clear());
  await p.reload();
  await settled(p);
  return p;
}

// the board as the pad shows it: 11 rows of 11 codes
const shown = p => p.evaluate(() => [...Array(11).keys()].map(r => [...'abcdefghijk'].map(c => {
  const g = document.querySelector(`#bw-board [data-hole="${c}${r + 1}"]`);
  return g.querySelector('text') ? g.querySelector('text').textContent : g.querySelector('circle').getAttribute('r') === '3' ? '.' : '-';
}).join('')));

// Paints `want` (11 rows of codes) with as few gestures as it can: per paint, one tap on its button and one
// drag over each 4-connected group of holes that end with that paint, walking the group depth first (a step
// goes from a hole's centre to a neighbour's, so the pointer only crosses holes of the group). Returns the taps.
async function paintByDrags(p, want) {
  // where each hole is on the screen (the board is redrawn as it is painted, but never moves)
  const boxes = await p.evaluate(() => Object.fromEntries([...document.querySelectorAll('#bw-board [data-hole]')].map(g => {
    const r = g.querySelector('rect').getBoundingClientRect();
    return [g.dataset.hole, { x: r.x, y: r.y, width: r.width, height: r.height }];
  })));
  const box = async name => boxes[name];
  let taps = 0;
  const now = await shown(p);
  for (const paint of [...new Set(want.join('').replace(/[.]/g, ''))].sort((a, b) => (a === '-') - (b === '-'))) {
    const todo = [];
    for (let r = 0; r < 11; r++) for (let c = 0; c < 11; c++) if (want[r][c] === paint && now[r][c] !== paint) todo.push([c, r]);
    if (!todo.length) continue;
    await p.locator(`#bw-paints [data-paint="${paint}"]`).click(); taps++;
    const seen = new Set();
    for (const [c0, r0] of todo) {
      if (seen.has(hole(c0, r0))) continue;
      const b = await box(hole(c0, r0));
      await p.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      await p.mouse.down(); taps++;
      const walk = async (c, r) => {
        seen.add(hole(c, r));
        for (const [dc, dr] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
          const nc = c + dc, nr = r + dr;
          if (nc < 0 || nr < 0 || nc > 10 || nr > 10 || want[nr][nc] !== paint || seen.has(hole(nc, nr))) continue;
          const to = await box(hole(nc, nr));
          await p.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 2 });
          await walk(nc, nr);
          const back = await box(hole(c, r));
          await p.mouse.move(back.x + back.width / 2, back.y + back.height / 2, { steps: 2 });
        }
      };
      await walk(c0, r0);
      await p.mouse.up();
    }
  }
  return taps;
}

test('a new pad is the starting position, valid; a finished game entered by drags on a phone, taps counted', async () => {
  const phone = await freshPage(360, 740);
  // a two-player game by default: each player's square in their corner, every other rod bare
  assert.equal(await phone.locator('#bw-problems li').count(), 0);
  assert.equal(await phone.locator('#bw-total-R').textContent(), '4');
  assert.equal(await phone.locator('#bw-total-B').textContent(), '4');
  const start = await text(phone);
  assert.match(start, /^corner NW R\ncorner SE B\n/);
  assert.match(start, / 1 {3}R R - - - - \. \. \. \. \.\n/);
  assert.match(start, /11 {3}\. \. \. \. \. - - - - B B\n/);
  assert.match(await phone.locator('#bw-guide').textContent(), /starting squares\. Pick a player/);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page width ${width}`);
  for (const b of await phone.locator('#bw-paints button, #bw-new-2').all()) {
    const r = await b.boundingBox();
    assert.ok(r.width >= 44 && r.height >= 44, JSON.stringify(r));
  }
  // a hole of an unclaimed corner has no rod: a tap says so and changes nothing
  await phone.locator('#bw-paints [data-paint="R"]').click();
  await phone.locator('#bw-board [data-hole="k1"]').click();
  assert.equal(await phone.locator('#bw-say').textContent(), 'k1 has no rod: its corner is unclaimed');
  assert.equal(await text(phone), start);
  // the finished game: one tap a paint picked, one drag a group of holes
  const want = rowsOf(FINAL).map(r => r.join(''));
  const taps = await paintByDrags(phone, want);
  await settled(phone);
  const cli = JSON.parse(pnp('bridgewars', 'score', '--json', FINAL));
  for (const p of cli.players) assert.equal(await phone.locator(`#bw-total-${p.letter}`).textContent(), String(p.total), p.letter);
  assert.equal(await text(phone), readFileSync(FINAL, 'utf8'));
  assert.equal(await phone.locator('#bw-problems li').count(), 0);
  assert.equal(taps, GAME_TAPS);
  const doc = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
  assert.match(doc, new RegExp(`two-player-game\\.bwlog\\)?[\\s\\S]{0,120} takes ${GAME_TAPS} taps`), 'docs/serve.md states the figure');
  await phone.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-bridgewars-phone.png') : join(tmpdir(), 'bw-phone.png'), fullPage: true });
  // a whole drag is one undo step
  await phone.locator('#bw-undo').click();
  await settled(phone);
  assert.notEqual(await text(phone), readFileSync(FINAL, 'utf8'));
  await phone.locator('#bw-redo').click();
  await settled(phone);
  assert.equal(await text(phone), readFileSync(FINAL, 'utf8'));
  // a reload keeps the board
  await phone.reload();
  await settled(phone);
  assert.equal(await text(phone), readFileSync(FINAL, 'utf8'));
  assert.equal(await phone.locator('#bw-total-B').textContent(), '38');
  // a new game asks first; refused, the board stays; accepted, a three-player start (NE unclaimed)
  phone.once('dialog', d => d.dismiss());
  await phone.locator('#bw-new-3').click();
  assert.equal(await text(phone), readFileSync(FINAL, 'utf8'));
  phone.once('dialog', d => { assert.match(d.message(), /new 3-player game/); d.accept(); });
  await phone.locator('#bw-new-3').click();
  await phone.waitForFunction(() => document.getElementById('bw-text').value.startsWith('corner NW R\ncorner SW G\ncorner SE B'));
  await settled(phone);
  assert.equal(await phone.locator('#bw-problems li').count(), 0);
  for (const p of ['R', 'G', 'B']) assert.equal(await phone.locator(`#bw-total-${p}`).textContent(), '4', p);
  assert.match(await text(phone), /10 {3}G G - - - - - - - B B\n/);
  await phone.close();
});

test('the same game typed by keys: a letter or - sets the hole and the cursor moves on to the next rod', async () => {
  const p = await freshPage(1200, 900);
  await p.locator('#bw-board').focus();
  const want = rowsOf(FINAL);
  let keys = 0;
  for (let r = 0; r < 11; r++) for (let c = 0; c < 11; c++) if (want[r][c] !== '.') { await p.keyboard.press(want[r][c].toLowerCase()); keys++; }
  assert.equal(keys, 91, 'a two-player board has 91 rods');
  await settled(p);
  assert.equal(await text(p), readFileSync(FINAL, 'utf8'));
  // the cursor is drawn where the arrows take it; Space puts the picked paint, Backspace makes the rod before bare
  for (const k of ['Home', 'ArrowUp', 'ArrowUp', 'ArrowRight']) await p.keyboard.press(k);
  assert.equal(await p.locator('#bw-board [data-cursor]').getAttribute('data-cursor'), 'b9');
  assert.ok(await p.locator('#bw-board rect.cursor').isVisible());
  await p.keyboard.press('q');
  assert.equal(await p.locator('#bw-say').textContent(), "Q is no player's letter (players: R, B)");
  await p.locator('#bw-paints [data-paint="B"]').click();
  await p.locator('#bw-board').focus();
  for (const k of ['ArrowUp', 'ArrowUp', 'ArrowRight']) await p.keyboard.press(k);
  await p.keyboard.press(' ');
  await settled(p);
  assert.match(await text(p), / 7 {3}\. - B - - B B B B B B\n/);
  await p.keyboard.press('Control+z');
  await settled(p);
  assert.equal(await text(p), readFileSync(FINAL, 'utf8'));
  assert.match(await p.locator('#bw-board').getAttribute('aria-label'), /cursor on c7/);
  await p.close();
});

test('the seed board painted by drags on a desktop scores as the CLI does; a bad import is shown on its hole', async () => {
  await page.bringToFront(); // a page behind another is throttled
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await settled();
  await paintByDrags(page, rowsOf(SEED).map(r => r.join('')));
  await settled();
  const want = JSON.parse(pnp('bridgewars', 'score', '--json', SEED));
  // seeds/bridge-wars.md: R owns the rods with index sum <= 7 plus brass f6, B those with sum >= 13
  assert.equal(await page.locator('#bw-total-R').textContent(), String(want.players[0].total));
  assert.equal(await page.locator('#bw-total-B').textContent(), String(want.players[1].total));
  assert.match(await page.locator('#bw-winners').textContent(), new RegExp(`^winner: ${want.winners[0]};`));
  // the export is the writer's text, which is the seed without its comments
  const seed = readFileSync(SEED, 'utf8').split('\n').filter(l => !l.startsWith('#')).join('\n');
  assert.equal(await text(), seed);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-bridgewars.png') : join(tmpdir(), 'bridgewars.png'), fullPage: true });
  // an import with a letter no corner claims: the checker's line and column, the hole red, the board kept
  const bad = seed.replace(' 6   R R R - - R - - B B B', ' 6   R R R - - Q - - B B B');
  await page.fill('#bw-text', bad);
  await page.click('#bw-import');
  await page.waitForFunction(() => document.querySelectorAll('#bw-problems li').length === 1);
  assert.equal(await page.locator('#bw-problems li').textContent(), "board.bridge:10:16: 'Q' on f6 is no player's letter (players: R, B)");
  assert.match(await page.locator('#bw-board [data-hole="f6"] rect').getAttribute('class'), /problem/);
  await page.reload();
  await settled();
  assert.equal(await text(), seed, 'a refused import leaves the stored board as it was');
});

// a .bwlog replayed step by step; the last step's score is the CLI's, and row 1 seen from the side
// shows the bridge of seeds/bridge-wars/short-game.bwlog: B's I4a on layer 5 over R's I4a on layer 3 (a gap at 4)
test('a placement log replays turn by turn and ends with the score of pnp bridgewars replay', async () => {
  const LOG = join(ROOT, 'seeds/bridge-wars/short-game.bwlog');
  await page.fill('#rp-text', readFileSync(LOG, 'utf8'));
  await page.click('#rp-load');
  await page.waitForFunction(() => Number(document.body.dataset.rpSteps) > 1);
  const want = JSON.parse(pnp('bridgewars', 'replay', '--json', LOG));
  const steps = Number(await page.evaluate(() => document.body.dataset.rpSteps));
  assert.equal(steps, want.turns.length + 1, 'the start and one step a turn');
  assert.match(await page.locator('#rp-turn').textContent(), /^start/);
  for (let i = 1; i < steps; i++) await page.click('#rp-next');
  assert.equal(await page.evaluate(() => document.body.dataset.rpShown), String(steps - 1));
  for (const p of want.score.players) {
    assert.equal(await page.locator(`#rp-total-${p.letter}`).textContent(), String(p.total), p.letter);
  }
  assert.match(await page.locator('#rp-status').textContent(), /^game over/);
  await page.selectOption('#rp-row', '0');
  const blocks = await page.locator('#rp-side [data-block]').evaluateAll(rs => rs.map(r => r.getAttribute('data-block')));
  assert.ok(blocks.includes('B I4a layer 5'), blocks.join(', '));
  assert.ok(blocks.includes('R I4a layer 3'), blocks.join(', '));
  assert.ok(!blocks.some(b => b.endsWith('layer 4') && b.includes('I4a')), 'the gap under the bridge');
  // stepping back shows the state before the bridge: no block on layer 5
  await page.click('#rp-prev');
  await page.click('#rp-prev');
  const before = await page.locator('#rp-side [data-block]').evaluateAll(rs => rs.map(r => r.getAttribute('data-block')));
  assert.ok(!before.some(b => b.endsWith('layer 5')), before.join(', '));
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-bridgewars-replay.png') : join(tmpdir(), 'bridgewars-replay.png'), fullPage: true });
});

// Players may be any capital letter: A and Z name no colour, so (as on `pnp bridgewars score --png`) they get
// the first colours no player has, red and blue, and never the same one. A renamed player keeps their holes.
test('players whose letters name no colour still get colours of their own', async () => {
  for (const [corner, letter] of [['NW', 'A'], ['SE', 'Z']]) {
    await page.fill(`#bw-corner-${corner}`, letter);
    await page.dispatchEvent(`#bw-corner-${corner}`, 'change');
    await page.waitForFunction(l => document.getElementById('bw-text').value.includes(` ${l} `), letter);
  }
  await settled();
  assert.match(await text(), /corner NW A\ncorner SE Z\n/);
  assert.match(await text(), / 1 {3}A A A A A A \. \. \. \. \.\n/);
  const fill = name => page.locator(`#bw-board [data-hole="${name}"] circle`).getAttribute('fill');
  assert.equal(await fill('a1'), '#d62828');
  assert.equal(await fill('k11'), '#1f6fd1');
  // claiming NE gives it rods and its starting square; the Y player's colour is yellow
  await page.fill('#bw-corner-NE', 'Y');
  await page.dispatchEvent('#bw-corner-NE', 'change');
  await page.waitForFunction(() => document.getElementById('bw-text').value.includes('corner NE Y'));
  await settled();
  assert.match(await text(), / 1 {3}A A A A A A - - - Y Y\n/);
  assert.equal(await page.locator('#bw-problems li').count(), 0);
  assert.equal(await fill('k1'), '#e9b500');
});
