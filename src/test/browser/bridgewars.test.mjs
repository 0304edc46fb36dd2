// The Bridge Wars pad in a real browser: seeds/bridge-wars/two-players.bridge painted hole by hole scores as
// `pnp bridgewars score --json` does; a wrong code is shown on its hole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, pnp, ROOT } from './harness.mjs';

const FILE = join(ROOT, 'seeds/bridge-wars/two-players.bridge');
let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage('bridgewars.html'));
});

after(() => closePage({ server, browser }));

const settled = () => page.waitForFunction(() => document.body.dataset.bwChecked === document.body.dataset.bwAsked);

test('a two-player board painted hole by hole scores as the CLI does', async () => {
  await settled();
  // the pad starts with NW R and SE B claimed and every rod bare; NE and SW unclaimed have no rods, so it is invalid
  assert.ok(await page.locator('#bw-problems li').count() > 0);
  const rows = readFileSync(FILE, 'utf8').split('\n').filter(l => /^\s*\d+\s/.test(l)).map(l => l.trim().split(/\s+/).slice(1));
  assert.equal(rows.length, 11);
  for (const paint of ['R', 'B', '.']) {
    await page.locator(`#bw-paints [data-paint="${paint}"]`).click();
    for (let r = 0; r < 11; r++) {
      for (let c = 0; c < 11; c++) {
        if (rows[r][c] === paint) await page.locator(`#bw-board [data-hole="${'abcdefghijk'[c]}${r + 1}"]`).click();
      }
    }
  }
  await settled();
  const want = JSON.parse(pnp('bridgewars', 'score', '--json', FILE));
  // seeds/bridge-wars.md: R owns the rods with index sum <= 7 plus brass f6, B those with sum >= 13
  assert.equal(await page.locator('#bw-total-R').textContent(), String(want.players[0].total));
  assert.equal(await page.locator('#bw-total-B').textContent(), String(want.players[1].total));
  assert.equal(await page.locator('#bw-problems li').count(), 0);
  assert.match(await page.locator('#bw-winners').textContent(), new RegExp(`^winner: ${want.winners[0]};`));
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-bridgewars.png') : join(tmpdir(), 'bridgewars.png'), fullPage: true });
  // the export is the writer's text, which is the seed without its comments
  const seed = readFileSync(FILE, 'utf8').split('\n').filter(l => !l.startsWith('#')).join('\n');
  assert.equal(await page.inputValue('#bw-text'), seed);
});

// Issue 15: a .bwlog replayed step by step; the last step's score is the CLI's, and row 1 seen from the side
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
// the first colours no player has, red and blue, and never the same one
test('players whose letters name no colour still get colours of their own', async () => {
  for (const [corner, letter] of [['NW', 'A'], ['SE', 'Z']]) {
    await page.fill(`#bw-corner-${corner}`, letter);
    await page.dispatchEvent(`#bw-corner-${corner}`, 'change');
  }
  await settled();
  for (const [letter, hole] of [['A', 'a1'], ['Z', 'k11']]) {
    await page.locator(`#bw-paints [data-paint="${letter}"]`).click();
    await page.locator(`#bw-board [data-hole="${hole}"]`).click();
  }
  await settled();
  const fill = hole => page.locator(`#bw-board [data-hole="${hole}"] circle`).getAttribute('fill');
  assert.equal(await fill('a1'), '#d62828');
  assert.equal(await fill('k11'), '#1f6fd1');
});
