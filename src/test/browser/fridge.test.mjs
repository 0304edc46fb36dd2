// The Fridge pad in a real browser: the contract example (seeds/fridge/example.fridge) entered by form
// scores red 3, blue 1; the export is the writer's text and reads back the same.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openPage, closePage, ROOT } from './harness.mjs';

let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage('fridge.html'));
});

after(() => closePage({ server, browser }));

const settled = () => page.waitForFunction(() => document.body.dataset.frChecked === document.body.dataset.frAsked);

async function player(color) {
  await page.fill('#fr-color', color);
  await page.click('#fr-add-player');
  await settled();
}

async function bar(color, length, from, to) {
  await page.selectOption('#fr-player', color);
  await page.selectOption('#fr-length', String(length));
  await page.fill('#fr-from', from);
  await page.fill('#fr-to', to);
  await page.click('#fr-add-bar');
  await settled();
}

async function cross(color, other, junction) {
  await page.selectOption('#fr-player', color);
  await page.selectOption('#fr-cross-color', other);
  await page.fill('#fr-junction', junction || '');
  await page.click('#fr-add-cross');
  await settled();
}

test('the contract example entered by form scores red 3, blue 1', async () => {
  await player('red');
  await player('blue');
  await bar('red', 1, 'base', 'a');
  // the form suggests the junctions red has used, its base and blue's base
  const suggested = await page.locator('#fr-points option').evaluateAll(os => os.map(o => o.value));
  assert.deepEqual(suggested, ['base', 'a', '@blue']);
  await bar('red', 2, 'a', 'b');
  await bar('red', 4, 'b', 'c');
  await bar('red', 2, 'b', 'd');
  await bar('red', 1, 'd', '@blue');
  await bar('blue', 1, 'base', 'x');
  await bar('blue', 2, 'x', 'y');
  await bar('blue', 2, 'x', 'z');
  await cross('red', 'blue', 'x');
  await cross('blue', 'red', 'b');
  // the contract (formats/fridge.md): blue's crossing breaks red's b, red's breaks blue's x. Red: capture 1,
  // infiltrates @blue 1, longest chain base-a, a-b = 2 > blue's 1 so bonus 1: 3. Blue: capture 1, 0, 0: 1.
  assert.equal(await page.locator('#fr-total-red').textContent(), '3');
  assert.equal(await page.locator('#fr-total-blue').textContent(), '1');
  assert.equal(await page.locator('#fr-winners').textContent(), 'winner: red');
  // the longest chain drawn bar by bar: red's bars 0 (base-a) and 1 (a-b) numbered 1 and 2
  const steps = await page.locator('#fr-graph [data-player="red"] [data-step]')
    .evaluateAll(ls => ls.map(l => `${l.dataset.bar}:${l.dataset.step}`));
  assert.deepEqual(steps, ['0:1', '1:2']);
  assert.deepEqual(await page.locator('#fr-graph [data-broken]').evaluateAll(ls => ls.map(l => l.dataset.broken)), ['b', 'x']);
  await page.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-fridge.png') : join(tmpdir(), 'fridge.png'), fullPage: true });
  const exported = await page.inputValue('#fr-text');
  assert.equal(exported, 'player red\nbar 1 base a\nbar 2 a b\nbar 4 b c\nbar 2 b d\nbar 1 d @blue\ncross blue x\n\n'
    + 'player blue\nbar 1 base x\nbar 2 x y\nbar 2 x z\ncross red b\n');
});

test('a bad line is shown with the CLI\'s position and message; reading it back restores the pad', async () => {
  const good = await page.inputValue('#fr-text');
  await page.fill('#fr-text', good.replace('bar 4 b c', 'bar 3 b c'));
  await page.click('#fr-import');
  await settled();
  assert.equal(await page.locator('#fr-problems li').first().textContent(), "4:5: bar length '3': bars are 1, 2 or 4 inches");
  assert.equal(await page.locator('#fr-total-red').count(), 0);
  await page.fill('#fr-text', good);
  await page.click('#fr-import');
  await settled();
  assert.equal(await page.locator('#fr-total-red').textContent(), '3');
  assert.equal(await page.inputValue('#fr-text'), good);
});

test('no label is drawn under a line or a point: the labels are the top layer of each network', async () => {
  const last = await page.locator('#fr-graph [data-player="red"]').evaluate(g => g.lastElementChild.getAttribute('class'));
  assert.equal(last, 'fr-labels');
  // every length, step and name is in that layer
  const loose = await page.locator('#fr-graph [data-player="red"] > text').count();
  assert.equal(loose, 1, 'only the player\'s title sits outside the labels layer');
  const labels = await page.locator('#fr-graph [data-player="red"] .fr-labels text').count();
  assert.equal(labels, 5 + 2 + 6, 'red: 5 lengths, 2 steps, 6 points named (base a b c d @blue)');
});

test('on a 360 px phone the pad fits; Clear asks first; an unseen colour is asked about', async () => {
  const phone = await browser.context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(server.url + 'fridge.html');
  await phone.waitForFunction(() => document.body.dataset.frChecked);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page width ${width}`);
  for (const id of ['#fr-add-bar', '#fr-total-blue']) {
    const box = await phone.locator(id).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `${id} ${JSON.stringify(box)}`);
  }
  await phone.screenshot({ path: join(tmpdir(), 'fridge-phone.png'), fullPage: true });
  const asked = [];
  phone.on('dialog', d => { asked.push(d.message()); d.dismiss(); });
  await phone.fill('#fr-color', 'rde');
  await phone.click('#fr-add-player');
  await phone.waitForFunction(() => document.getElementById('fr-say').textContent === 'rde not added');
  assert.match(asked[0], /"rde" is not a colour the pad has seen/);
  await phone.click('#fr-clear');
  await phone.waitForTimeout(200);
  assert.match(asked[1], /^Clear all 2 players/);
  assert.equal(await phone.locator('#fr-total-red').textContent(), '3', 'dismissed: nothing cleared');
  await phone.close();
});
