// The score pad in a real browser: the contract example entered by clicks and keys, import/edit/export,
// reload, a phone-sized screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, clickEdge, api, pnp, ROOT } from './harness.mjs';

const CONTRACT = readFileSync(join(ROOT, 'seeds/ikes/contract-example.ikes'), 'utf8');
let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage());
});

after(() => closePage({ server, browser }));

// the answer to the last change has arrived (every change is checked on its own)
const settled = (p = page) => p.waitForFunction(() => document.body.dataset.padChecked === document.body.dataset.padAsked);

test('the contract example entered by clicks and keys scores 6 with 54 routes', async () => {
  await page.locator('#tab-pad').click();
  // the entrance and exit: click outside the building, west of A4 and east of G4
  await page.locator('#pad-sheet [data-outer="A4 W"]').click();
  await page.locator('#pad-sheet [data-outer="G4 E"]').click();
  // rows 2-5 by keys: the cursor starts on A1
  const rows = ['-.3@@--', '-3..5--', '.1.-55.', '--.2.--'];
  await page.locator('#pad-sheet').focus();
  await page.keyboard.press('ArrowDown');
  for (const row of rows) {
    for (const code of row) {
      if (code !== '-') await page.keyboard.press(code);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  }
  // the wall in C4 on its east side by a click on that edge; E4's north wall and its doorway by Shift+Up twice
  await clickEdge(page, 'C4', 'E');
  await page.locator('#pad-sheet').focus();
  await page.keyboard.press('ArrowUp'); // the click put the cursor on C4; now C3
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // E4
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Shift+ArrowUp');
  await settled();
  assert.equal(await page.locator('#score').textContent(), '6');
  assert.equal(await page.locator('#routes').textContent(), '54');
  assert.equal(await page.locator('#worst').textContent(), '-4');
  assert.equal(await page.locator('#pad-sheet [data-leg]').count(), 2, 'two legs drawn');
  assert.equal(await page.locator('#pad-sheet [data-points="B4"]').textContent(), '+1');
  // the claim box
  await page.locator('#claim').fill('6');
  await page.waitForFunction(() => document.getElementById('claim-result').textContent === 'claim 6: matches');
  // the export is the Java writer's text of the contract file
  const want = await api(page, 'ikes/parse', { text: CONTRACT });
  assert.equal(await page.locator('#ikes-text').inputValue(), want.text);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-score-pad.png') : join(tmpdir(), 'pad.png') });
});

test('a wrong claim is explained as the CLI does', async () => {
  await page.locator('#claim').fill('-4');
  await page.waitForFunction(() => document.getElementById('claim-result').className === 'wrong');
  const text = await page.locator('#claim-result').textContent();
  assert.match(text, /claim -4: does NOT match; the sheet scores 6/);
  assert.match(text, /a tied route scores -4/);
  await page.locator('#claim').fill('6');
  await page.waitForFunction(() => document.getElementById('claim-result').textContent === 'claim 6: matches');
});

test('reload keeps the sheet', async () => {
  const before = await page.locator('#ikes-text').inputValue();
  await page.reload();
  await page.waitForFunction(() => document.getElementById('score').textContent === '6');
  assert.equal(await page.locator('#ikes-text').inputValue(), before);
  assert.equal(await page.locator('#claim').inputValue(), '6');
});

test('import, edit, export: the downloaded text is what the CLI scores', async () => {
  const edited = CONTRACT.replace('4   . 1 . - 5 5 .', '4   . 1 . - 5 5 .').replace('claim 6', '');
  await page.locator('#ikes-text').fill(edited);
  await page.locator('#import').click();
  await page.waitForFunction(() => document.getElementById('claim').value === '');
  // edit: D4 from empty to a tile space, then a problem: a doorway in a wall that is not there
  await page.locator('#pad-sheet [data-cell="D4"]').click();
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('4   . 1 . . 5 5 .'));
  await clickEdge(page, 'A1', 'N');
  await page.waitForFunction(() => document.querySelectorAll('#problems li').length === 1);
  const problem = await page.locator('#problems li').textContent();
  assert.equal(problem, "sheet.ikes:12:6: A1 is marked '-' (empty) in the grid but has a wall segment; a space with a wall is occupied: mark it '.' or with its display");
  const dir = mkdtempSync(join(tmpdir(), 'pnp-pad-'));
  writeFileSync(join(dir, 'sheet.ikes'), await page.locator('#ikes-text').inputValue());
  assert.throws(() => pnp('ikes', 'check', join(dir, 'sheet.ikes')), e => e.stderr.includes("12:6: A1 is marked '-' (empty)"));
  // undo the wall (wall -> doorway -> none), then download
  await clickEdge(page, 'A1', 'N');
  await clickEdge(page, 'A1', 'N');
  await page.waitForFunction(() => document.querySelectorAll('#problems li').length === 0
    && !document.getElementById('ikes-text').value.includes('A1 N'));
  const download = page.waitForEvent('download');
  await page.locator('#export').click();
  const file = join(dir, 'export.ikes');
  await (await download).saveAs(file);
  const exported = readFileSync(file, 'utf8');
  assert.equal(exported, await page.locator('#ikes-text').inputValue());
  const cli = JSON.parse(pnp('ikes', 'score', '--json', file));
  assert.equal(await page.locator('#score').textContent(), String(cli.score));
  assert.equal(await page.locator('#routes').textContent(), String(cli.tiedRoutes));
  // the round trip: importing the export gives the same text back
  await page.locator('#import').click();
  await page.waitForTimeout(0);
  assert.equal((await api(page, 'ikes/parse', { text: exported })).text, exported);
});

test('the print view shows the sheet and the score without the controls', async () => {
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.locator('#pad-sheet').isVisible());
  assert.ok(await page.locator('#score').isVisible());
  for (const id of ['#import', '#export', '#tab-solo', '#ikes-text']) assert.equal(await page.locator(id).isVisible(), false, id);
  await page.emulateMedia({ media: 'screen' });
  assert.ok(await page.locator('#import').isVisible());
});

test('where @ spaces pair two ways, P pairs them', async () => {
  await page.locator('#ikes-text').fill(CONTRACT);
  await page.locator('#import').click();
  await page.waitForFunction(() => document.getElementById('score').textContent === '6');
  // D2 to a tile space and back drops the imported pairing; D3 and E3 become cafeteria spaces too:
  // D2 E2 D3 E3 now pair two ways
  await page.locator('#pad-sheet').focus();
  for (let i = 0; i < 6; i++) { await page.keyboard.press('ArrowUp'); await page.keyboard.press('ArrowLeft'); }
  for (const k of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight', '.', '@', 'ArrowDown', '@', 'ArrowRight', '@']) await page.keyboard.press(k);
  // (each key press is checked on its own: wait for the answer to the last one)
  await settled();
  assert.equal(await page.locator('#problems li').count(), 1);
  assert.match(await page.locator('#problems li').textContent(), /the @ spaces D2, E2, D3, E3 pair into cafeterias more than one way/);
  // up to E2, then P: E2 pairs with its first @ neighbour (E3, below it... N first: none; E: none; S: E3)
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('p');
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('cafeteria D2 D3\ncafeteria E2 E3'));
  assert.equal(await page.locator('#problems li').count(), 0);
});

test('a phone-sized screen shows the whole sheet and takes taps', async () => {
  const phone = await browser.context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(server.url);
  await phone.waitForFunction(() => document.body.dataset.padChecked);
  await settled(phone);
  await phone.locator('#ikes-text').fill(CONTRACT);
  await phone.locator('#import').click();
  await phone.waitForFunction(() => document.getElementById('score').textContent === '6');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page width ${width}`);
  const box = await phone.locator('#pad-sheet').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  const before = await phone.locator('#ikes-text').inputValue();
  await phone.locator('#pad-sheet [data-cell="G7"]').click();
  await phone.waitForFunction(b => document.getElementById('ikes-text').value !== b, before);
  assert.match(await phone.locator('#ikes-text').inputValue(), /7 {3}- - - - - - \./);
  await phone.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-phone.png') : join(tmpdir(), 'phone.png') });
  await phone.close();
});
