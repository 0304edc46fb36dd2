// The photo flow in a real browser: a photo of a pencilled sheet uploaded on the score pad (the phone's
// camera input), read by the server, opened in the pad with the unsure spaces highlighted, and scored.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, ROOT } from './harness.mjs';

let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage());
  await page.locator('#tab-pad').click();
});

after(() => closePage({ server, browser }));

const photoDone = () => page.waitForFunction(() => document.body.dataset.photo === 'done');
const settled = () => page.waitForFunction(() => document.body.dataset.padChecked === document.body.dataset.padAsked);

test('a photo of the contract example opens in the pad and scores 6', async () => {
  const input = page.locator('#photo-file');
  assert.equal(await input.getAttribute('capture'), 'environment', 'phones offer the camera');
  await input.setInputFiles(join(ROOT, 'docs/ikes-photo-example.jpg'));
  await photoDone();
  await settled();
  assert.equal(await page.locator('#pad-error').textContent(), '');
  await page.waitForFunction(() => document.getElementById('score').textContent === '6');
  // the contract's row 4 as read: . 1 . - 1 1 . (every display is read as a 1)
  const row4 = await page.evaluate(() => ['A4', 'B4', 'C4', 'D4', 'E4', 'F4', 'G4']
    .map(n => document.querySelector(`#pad-sheet [data-space="${n}"] rect`).getAttribute('class')));
  assert.deepEqual(row4.map(c => c.includes('empty') ? '-' : 'x'), ['x', 'x', 'x', '-', 'x', 'x', 'x']);
  assert.match(await page.locator('#ikes-text').inputValue(), /cafeteria D2 E2/);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-ikes-photo.png') : join(tmpdir(), 'photo.png') });
});

test('an unsure space is highlighted until the player clicks it', async () => {
  // the server's answer for a photo with one unsure space, given to the page as if it had read it
  await page.route('**/api/ikes/read', async route => {
    const res = await route.fetch();
    const json = await res.json();
    json.check = ['D4'];
    json.toCheck = 1;
    await route.fulfill({ response: res, json });
  });
  await page.locator('#photo-file').setInputFiles(join(ROOT, 'docs/ikes-photo-example.jpg'));
  await photoDone();
  await settled();
  const d4 = page.locator('#pad-sheet [data-space="D4"] rect');
  assert.match(await d4.getAttribute('class'), /\bcheck\b/);
  assert.match(await page.locator('#photo-note').textContent(), /1 highlighted space to compare with your paper sheet \(D4\)/);
  await page.locator('#pad-sheet [data-cell="D4"]').click(); // the player taps it to look (whatever the palette holds)
  await settled();
  assert.doesNotMatch(await page.locator('#pad-sheet [data-space="D4"] rect').getAttribute('class'), /\bcheck\b/);
  assert.equal(await page.locator('#photo-note').isHidden(), true);
  await page.unroute('**/api/ikes/read');
});

test('a file that is not a photo of a sheet says so in one line and leaves the pad alone', async () => {
  const before = await page.locator('#ikes-text').inputValue();
  const dir = mkdtempSync(join(tmpdir(), 'pnp-photo-'));
  writeFileSync(join(dir, 'notes.jpg'), 'entrance A4 W\n');
  await page.locator('#photo-file').setInputFiles(join(dir, 'notes.jpg'));
  await photoDone();
  assert.match(await page.locator('#pad-error').textContent(), /^photo not read: not a JPEG or PNG picture/);
  assert.equal(await page.locator('#ikes-text').inputValue(), before);
});
