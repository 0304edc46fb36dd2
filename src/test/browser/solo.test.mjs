// Solo play in a real browser: challenge 1 played by clicks (the moves of seeds/ikes/solo-1-short.ikeslog),
// the log downloaded and replayed with `pnp ikes replay` to the same score.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, startBrowser, stopServer, clickEdge, pnp, ROOT } from './harness.mjs';

let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage());
  page.on('dialog', d => d.accept());
});

after(async () => {
  await browser.close();
  await stopServer(server);
});

const moves = () => page.evaluate(() => Number(document.body.dataset.soloMoves));
async function moved(n) { await page.waitForFunction(k => document.body.dataset.soloMoves === String(k), n); }
const cell = name => page.locator(`#solo-sheet [data-cell="${name}"]`);
async function clickCell(name) {
  for (let i = 0; i < 20; i++) {
    try { await cell(name).click({ timeout: 2000 }); return; } catch (e) { if (i === 19) throw e; }
  }
}

test('a short solo game played by clicks replays with pnp ikes replay to the same score', async () => {
  await page.locator('#tab-solo').click();
  await page.locator('#seed').fill('1');
  await page.locator('#start').click();
  await moved(0);
  assert.match(await page.locator('#dice').textContent(), /tile 1-3/);
  assert.equal(await page.locator('#solo-sheet .space.fits').count(), 49, 'a one-space tile fits on every empty space');
  assert.equal(await page.locator('#cancel').isVisible(), false, 'nothing to cancel yet');
  assert.equal(await page.locator('#reroll-light').isDisabled(), true, 'no coin to reroll with');
  assert.match(await page.locator('#solo-why').textContent(), /Reroll light \(1 coin\): a reroll costs 1 coin; you have 0/);
  // turn 1, dice 1 3: tile 1-3 at A1 (one tap), display 1 (the light die: the dice differ, so it is asked)
  await clickCell('A1');
  assert.equal(await page.locator('#cancel').textContent(), 'Cancel the tile on A1');
  await page.locator('#face-light').click(); await moved(1);
  // turn 2, dice 1 2: B1, display 1 next to the 1 in A1: a reward, 2 coins
  await clickCell('B1'); await page.locator('#face-light').click();
  await page.locator('#reward-coins').click(); await moved(2);
  assert.equal(await page.locator('#coins').textContent(), '2');
  // turn 3, dice 5 6: reroll the dark die (its reserve gives 3), then tile 5-3 at C1 with a 5
  await page.locator('#reroll-dark').click(); await moved(3);
  assert.match(await page.locator('#dice').textContent(), /tile 5-3/);
  await clickCell('C1'); await page.locator('#face-light').click(); await moved(4);
  // turn 4, dice 1 1: A2, display 1: one face, one way over A2, no reward: one tap is the whole turn
  await clickCell('A2'); await moved(5);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-solo.png') : join(tmpdir(), 'solo.png') });
  // turn 5: a cafeteria on B2 C2
  await page.locator('#cafeteria').click();
  assert.equal(await page.locator('#cancel').textContent(), 'Cancel the cafeteria');
  await clickCell('B2'); await clickCell('C2'); await moved(6);
  // turn 6, dice 1 3: B3 with a 3 (the dark die) next to the cafeteria: reward, a doorway in A1's south wall
  await clickCell('B3'); await page.locator('#face-dark').click();
  await page.locator('#reward-door').click();
  await clickEdge(page, 'A1', 'S', '#solo-sheet'); await moved(7);
  // an illegal try is refused in the engine's words and changes nothing
  await page.locator('#cafeteria').click(); await clickCell('D4'); await clickCell('F4');
  await page.waitForFunction(() => document.getElementById('solo-say').textContent.startsWith('not allowed'));
  assert.equal(await page.locator('#solo-say').textContent(), 'not allowed: a cafeteria covers two spaces side by side; D4 and F4 do not touch');
  assert.equal(await moves(), 7);
  await page.locator('#stop').click(); await moved(8);
  await page.waitForFunction(() => document.getElementById('solo-say').textContent.startsWith('game over'));
  assert.equal(await page.locator('#solo-say').textContent(), 'game over: score -7 (failure); par 29, 36 short of it');
  // the log as downloaded replays to the same score
  const dir = mkdtempSync(join(tmpdir(), 'pnp-solo-'));
  const download = page.waitForEvent('download');
  await page.locator('#solo-download').click();
  const file = join(dir, 'game.ikeslog');
  await (await download).saveAs(file);
  const replay = JSON.parse(pnp('ikes', 'replay', '--json', file));
  assert.equal(replay.legal, true);
  assert.equal(replay.score, -7);
  assert.equal(replay.turns, 6); // six turns drawn (a reroll is not a turn), then stop
  assert.match(readFileSync(file, 'utf8'), /^seed 1$/m);
});

test('reload keeps the game', async () => {
  await page.reload();
  await moved(8);
  assert.equal(await page.locator('#solo-say').textContent(), 'game over: score -7 (failure); par 29, 36 short of it');
});

test('a late answer to an older request does not undo a newer click', async () => {
  // The page asks for the saved game as it loads; a player who clicks Start and then a space before that
  // first answer arrives must keep the click. Here the load's request is held back until both have happened.
  const fresh = await startBrowser();
  try {
    const p = await fresh.context.newPage();
    let release;
    const held = new Promise(r => { release = r; });
    let heldRequest = null;
    await p.route('**/api/ikes/solo', async route => {
      if (heldRequest === null) { heldRequest = route.request(); await held; }
      await route.continue();
    });
    await p.goto(server.url);
    await p.locator('#tab-solo').click();
    await p.locator('#start').click();
    await p.waitForFunction(() => document.body.dataset.soloMoves === '0');
    await p.locator('#solo-sheet [data-cell="A1"]').click();
    const asked = 'the display on A1: which die does it show? (tap another space of the tile to move it)';
    assert.equal(await p.locator('#solo-say').textContent(), asked);
    // now the load's answer arrives, late
    const finished = p.waitForEvent('requestfinished', r => r === heldRequest);
    release();
    await finished;
    await p.waitForTimeout(300); // the page's fetch resolves after the request has finished
    assert.equal(await p.locator('#solo-say').textContent(), asked, 'the late answer left the chosen space alone');
    await p.locator('#face-light').waitFor();
  } finally {
    await fresh.close();
  }
});

test("par's game steps move by move, with Back and Next or the keyboard, to the par", async () => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('#seed').fill('12');
  await page.locator('#start').click();
  await moved(0);
  // templates/ikes/par.txt: challenge 12 has par 17
  assert.match(await page.locator('#solo-par').textContent(), /^par 17, no one can beat \d+$/);
  await page.locator('#par-show').click();
  // the server searches par's game the first time it is asked for (about 5 s of one core; longer when shared)
  await page.waitForFunction(() => document.body.dataset.parShown === '0', null, { timeout: 300000 });
  assert.equal(await page.locator('#par-view').isVisible(), true);
  assert.match(await page.locator('#par-where').textContent(), /^the start: \d+ moves to come; score so far -?\d+$/);
  assert.equal(await page.locator('#par-back').isDisabled(), true, 'nothing before the start');
  for (const id of ['par-first', 'par-back', 'par-next', 'par-last', 'par-close', 'par-show']) {
    const box = await page.locator('#' + id).boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `${id}: a 44 px target (${box.width} x ${box.height})`);
  }
  const shown = () => page.evaluate(() => Number(document.body.dataset.parShown));
  const at = async k => page.waitForFunction(n => document.body.dataset.parShown === String(n), k);
  // Next, Back and the keyboard
  await page.locator('#par-next').click(); await at(1);
  assert.match(await page.locator('#par-where').textContent(), /^move 1 of \d+: /);
  await page.locator('#par-back').click(); await at(0);
  await page.locator('#par-sheet').focus();
  await page.keyboard.press('ArrowRight'); await at(1);
  await page.keyboard.press('ArrowRight'); await at(2);
  await page.keyboard.press('ArrowLeft'); await at(1);
  // Next to the end, one move at a time
  while (!(await page.locator('#par-next').isDisabled())) {
    const k = await shown();
    await page.locator('#par-next').click();
    await at(k + 1);
  }
  const n = await shown();
  assert.ok(n > 10, `par's game has ${n} moves`);
  assert.equal(await page.evaluate(() => document.body.dataset.parScore), '17', 'the final score is the par');
  assert.match(await page.locator('#par-where').textContent(), new RegExp(`^move ${n} of ${n}: .*; score so far 17 \u2014 par's final score 17 \\(`));
  assert.equal(await page.locator('#par-last').isDisabled(), true);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-solo-par.png') : join(tmpdir(), 'solo-par.png'),
    fullPage: true });
  await page.locator('#par-sheet').focus();
  await page.keyboard.press('Home'); await at(0);
  await page.locator('#par-last').click(); await at(n);
  await page.locator('#par-close').click();
  assert.equal(await page.locator('#par-view').isVisible(), false);
  await page.setViewportSize({ width: 1200, height: 900 });
});
