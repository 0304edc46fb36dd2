// The Bridge Wars pad in a real browser: seeds/bridge-wars/two-players.bridge painted hole by hole scores as
// `pnp bridgewars score --json` does; a wrong code is shown on its hole.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startServer, stopServer, startBrowser, pnp, ROOT } from './harness.mjs';

const FILE = join(ROOT, 'seeds/bridge-wars/two-players.bridge');
let server, browser, page;

before(async () => {
  server = await startServer();
  browser = await startBrowser();
  page = await browser.context.newPage();
  await page.goto(server.url + 'bridgewars.html');
});

after(async () => {
  await browser.close();
  const { code, signal } = await stopServer(server);
  assert.ok(code === 130 || code === 0 || signal === 'SIGINT', `exit ${code} ${signal}`);
  assert.doesNotMatch(server.stderr(), /Exception|\tat /, 'no stack trace on stderr');
});

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
