// When the tile fits nowhere, the solo page says so and what can be done instead, on a phone: challenge 5
// after 14 placements (each tile put on the last space it fits, reading order, its display there with the
// light die) draws tile 4-3, which fits on no space of that sheet; two dark rerolls give 4-5, which does
// not fit either, and leave no coin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, api } from './harness.mjs';

const MOVES = ['tile E7 display E7 5', 'tile C6 display C6 4', 'tile A6 display A6 4', 'tile G5 display G5 3',
  'tile D5 display D5 6', 'tile B4 display B4 4', 'tile F6 display F6 1', 'tile F3 display F3 4', 'tile D6 display D6 1',
  'tile B6 display B6 1', 'tile D3 display D3 4', 'tile A3 display A3 5', 'tile D2 display D2 6',
  'tile A2 display A2 5 reward coins'];
let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage());
  page.on('dialog', d => d.accept());
});

after(() => closePage({ server, browser }));

const moved = n => page.waitForFunction(k => document.body.dataset.soloMoves === String(k), n);
const said = () => page.locator('#solo-say').textContent();

test('a tile that fits nowhere: the page says so, lists what can be done, and a tap on the sheet says it again', async () => {
  // the engine agrees: the game goes on, and tile 4-3 has no place on the sheet
  const game = await api(page, 'ikes/solo', { seed: 5, moves: MOVES });
  assert.equal(game.error, undefined);
  assert.equal(game.tile.id, '4-3');
  assert.deepEqual(game.fits, []);
  assert.equal(game.coins, 2);
  await page.setViewportSize({ width: 360, height: 740 });
  // the page saves its game on each answer of the server: let the first page's answer land before the game
  // is put in its place, or that answer would write the empty game over it
  await moved(0);
  await page.evaluate(m => localStorage.setItem('pnp.ikes.solo', JSON.stringify({ seed: 5, moves: m })), MOVES);
  await page.reload();
  await page.locator('#tab-solo').click();
  await moved(14);
  const guidance = 'tile 4-3 fits nowhere on the sheet: reroll a die (1 coin), or draw a cafeteria, or stop (the sheet is then final)';
  assert.equal(await said(), guidance);
  assert.equal(await page.locator('#solo-sheet .space.fits').count(), 0, 'no space is offered');
  for (const id of ['reroll-light', 'reroll-dark', 'cafeteria', 'stop']) assert.equal(await page.locator('#' + id).isDisabled(), false, id);
  // a tap on the sheet places nothing and repeats what can be done, marked as a refusal
  await page.locator('#solo-sheet [data-cell="G1"]').click();
  assert.equal(await said(), guidance);
  assert.match(await page.locator('#solo-say').getAttribute('class'), /wrong/);
  assert.equal(await page.evaluate(() => document.body.dataset.soloMoves), '14');
  await page.screenshot({ path: join(tmpdir(), 'solo-nowhere.png') });
  // two dark rerolls spend both coins: 4-5 fits nowhere either, and a reroll is no longer offered
  await page.locator('#reroll-dark').click(); await moved(15);
  await page.locator('#reroll-dark').click(); await moved(16);
  assert.equal(await said(), 'tile 4-5 fits nowhere on the sheet: draw a cafeteria, or stop (the sheet is then final)');
  assert.equal(await page.locator('#reroll-light').isDisabled(), true);
  assert.equal(await page.locator('#reroll-dark').isDisabled(), true);
  assert.match(await page.locator('#solo-why').textContent(), /a reroll costs 1 coin; you have 0/);
  // Stop ends the game there (the page asks first; the test accepts)
  await page.locator('#stop').click(); await moved(17);
  assert.match(await said(), /^game over: score -?\d+ /);
});
