// Game night in real browsers: `pnp serve --table` with a host context and three phone contexts
// (each its own cookies and storage). A scoring round of Ike's to a winner (sheets pasted, one changed
// on the embedded score pad), then a solo round to a leaderboard (games played on the embedded solo
// page and through the table's route), a move log downloaded from the host page and replayed.
// SCREENSHOTS=1 also writes docs/table-host.png, docs/table-phone.png and docs/table-solo.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';
import { JAR, ROOT, pnp, axeProblems, AXE } from './harness.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const SHOTS = process.env.SCREENSHOTS === '1';
const PHONE = { width: 360, height: 740 };
let server, err = '', joinUrl, browser, host;
const phones = [];

async function startTable() {
  const save = join(mkdtempSync(join(tmpdir(), 'pnp-table-')), 'night.pnptable');
  const proc = spawn('java', ['-jar', JAR, 'serve', '--table', '--host', '127.0.0.1', '--save', save], { stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stderr.on('data', d => { err += d; });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', d => { out += d; const m = out.match(/^(http:\/\/127\.0\.0\.1:\d+\/join\?t=[A-Za-z0-9_-]{22})$/m); if (m) resolve(m[1]); });
    proc.on('exit', code => reject(new Error(`pnp serve --table exited with ${code}: ${err}`)));
    setTimeout(() => reject(new Error('pnp serve --table printed no join address in 30 s')), 30000);
  });
  return { proc, url };
}

// every axe violation, whatever its impact
async function violations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.map(v => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

const sheet = name => readFileSync(join(ROOT, 'seeds', 'ikes', name), 'utf8');
const row = name => host.locator(`#players tr[data-player="${name}"]`);

before(async () => {
  ({ proc: server, url: joinUrl } = await startTable());
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  host = await (await browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true, bypassCSP: true })).newPage();
  host.on('dialog', d => d.accept());
  for (let i = 0; i < 3; i++) {
    const page = await (await browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
    page.on('dialog', d => d.accept());
    phones.push(page);
  }
});

after(async () => {
  await browser?.close();
  if (server) {
    const exited = new Promise(resolve => server.on('exit', (code, signal) => resolve({ code, signal })));
    server.kill('SIGINT');
    const { code, signal } = await exited;
    assert.ok(code === 130 || code === 0 || signal === 'SIGINT', `exit ${code} ${signal}`);
    assert.doesNotMatch(err, /Exception|\tat /, 'no stack trace on stderr');
  }
});

test('without the token nothing is served; the join address lets a browser in', async () => {
  const base = joinUrl.replace(/\/join.*/, '');
  const page = phones[0];
  const res = await page.goto(base + '/table.html');
  assert.equal(res.status(), 401);
  assert.match(await res.text(), /<h1>Cannot join the table<\/h1>/, 'a page for people, not JSON');
  const old = await page.goto(base + '/join?t=AAAAAAAAAAAAAAAAAAAAAA');
  assert.equal(old.status(), 403);
  assert.match(await page.locator('main').textContent(), /from another evening[\s\S]*Scan the QR code/);
  assert.deepEqual(await violations(page), [], 'the refusal page: no accessibility violation');
  await page.goto(joinUrl);
  assert.match(page.url(), /\/table\.html$/, 'redirected to the phone page');
  const cookies = await page.context().cookies();
  assert.deepEqual(cookies.map(c => [c.name, c.httpOnly, c.sameSite]), [['pnp_table', true, 'Strict']]);
  assert.equal(await page.evaluate(() => document.cookie), '', 'not readable by scripts');
});

test('three phones join and play an Ike\'s round; the host page shows the winner', async () => {
  await host.goto(joinUrl + '&page=host');
  assert.match(host.url(), /\/table-host\.html$/);
  await host.waitForFunction(() => document.getElementById('qr').naturalWidth > 0);
  assert.equal(await host.locator('#join-url').textContent(), joinUrl);
  const names = ['Ann', 'Bob', 'Cy'];
  for (let i = 0; i < 3; i++) {
    const page = phones[i];
    await page.goto(joinUrl);
    await page.locator('#name').fill(names[i]);
    await page.locator('#join-button').click();
    await page.locator('#me').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#me-name').textContent(), names[i]);
  }
  await row('Cy').waitFor();
  assert.match(await host.locator('#verdict').textContent(), /Still playing: Ann, Bob, Cy/);
  // each phone pastes its sheet's text; Ann and Bob then tick "finished"
  const files = ['contract-example.ikes', 'door-in-one-wall.ikes', 'wrong-cafeteria-first.ikes'];
  for (let i = 0; i < 3; i++) {
    const page = phones[i];
    await page.locator('#ikes summary').click();
    await page.locator('#text').fill(sheet(files[i]));
    await page.locator('#send-text').click();
    await page.waitForFunction(() => document.getElementById('me-score').textContent !== '\u2013');
  }
  assert.equal(await phones[0].locator('#me-score').textContent(), '6');
  // the note follows the table's next answer, which can come after the score's
  await phones[2].waitForFunction(() => document.getElementById('me-note').textContent !== '');
  assert.equal(await phones[2].locator('#me-note').textContent(), 'you wrote 2; the sheet scores 0');
  // Cy changes the claim on the embedded score pad: it reaches the table
  // the pasted sheet reloads the embedded pad: wait until the new pad shows its claim, or the fill may
  // land in the page being replaced (or before the pad listens) and be lost
  await phones[2].waitForFunction(() => document.getElementById('pad-frame').contentDocument?.getElementById('claim')?.value === '2');
  const pad = phones[2].frameLocator('#pad-frame');
  await pad.locator('#claim').fill('0');
  await phones[2].waitForFunction(() => document.getElementById('me-note').textContent === 'your claim 0 is right');
  for (const i of [0, 1, 2]) {
    await phones[i].locator('#done').check();
    await phones[i].waitForFunction(() => document.querySelector('#players .finished') !== null);
  }
  await host.waitForFunction(() => /wins/.test(document.getElementById('verdict').textContent), null, { timeout: 10000 });
  assert.equal(await host.locator('#verdict').textContent(), 'Ann wins with 6');
  assert.equal(await host.locator('#players tr').first().getAttribute('data-player'), 'Ann');
  assert.equal(await row('Ann').getAttribute('class'), 'winner');
  assert.equal(await host.locator('#players svg.route').count(), 3, 'a picture of each route');
  assert.match(await row('Cy').textContent(), /0: right/);
  await phones[1].waitForFunction(() => /Ann wins/.test(document.getElementById('verdict').textContent));
  const csv = await host.evaluate(() => fetch('/api/table/export.csv').then(r => r.text()));
  assert.deepEqual(csv.trim().split('\n').map(l => l.split(',').slice(0, 3).join(',')),
    ['place,player,score', '1,Ann,6', '2,Bob,3', '3,Cy,0']);
  assert.deepEqual(await axeProblems(host), [], 'host page: no serious accessibility problem');
  assert.deepEqual(await axeProblems(phones[1]), [], 'phone page: no serious accessibility problem');
  assert.deepEqual(await violations(host), [], 'host page: no accessibility violation');
  assert.deepEqual(await violations(phones[1]), [], 'phone page: no accessibility violation');
  // the pad in the round leads nowhere else: no tabs, no links to the other pads
  assert.equal(await phones[1].frameLocator('#pad-frame').locator('header nav').isVisible(), false);
  // a finished sheet is locked; Ann reopens it, the host page says so, and she finishes again
  assert.equal(await phones[0].locator('#pad-frame').evaluate(f => f.inert), true, 'the pad is locked');
  await phones[0].locator('#change').click();
  await row('Ann').filter({ hasText: 'reopened' }).waitFor({ timeout: 10000 });
  await phones[0].waitForFunction(() => /open for changes/.test(document.getElementById('me-note').textContent));
  assert.equal(await phones[0].locator('#done').isChecked(), false, 'a reopened sheet is not ticked finished');
  assert.match(await host.locator('#verdict').textContent(), /Still playing: Ann/);
  await phones[0].locator('#done').check();
  await host.waitForFunction(() => document.getElementById('verdict').textContent === 'Ann wins with 6', null, { timeout: 10000 });
  if (SHOTS) {
    await host.screenshot({ path: join(ROOT, 'docs', 'table-host.png') });
    await phones[0].waitForFunction(() => /Ann wins/.test(document.getElementById('verdict').textContent));
    await phones[0].locator('#ikes summary').click(); // the pasted text folded away: the pad shows
    await phones[0].evaluate(() => window.scrollTo(0, 0));
    await phones[0].screenshot({ path: join(ROOT, 'docs', 'table-phone.png') });
  }
});

test('a solo round: everyone plays challenge 1; the host shows the leaderboard with par and the bound', async () => {
  await host.locator('#game').selectOption('solo');
  await host.locator('#seed').fill('1');
  await host.locator('#new-round').click();
  await host.waitForFunction(() => /par 29, no one can beat 33/.test(document.getElementById('round').textContent));
  for (const page of phones) await page.locator('#solo').waitFor({ state: 'visible', timeout: 10000 });
  // Ann and Cy stop at once on the embedded solo page; Bob's game goes through the table's route
  for (const i of [0, 2]) {
    const solo = phones[i].frameLocator('#solo-frame');
    await solo.locator('#stop').waitFor({ state: 'visible' });
    assert.equal(await solo.locator('#challenge-box').isVisible(), false, 'no challenge box in a table round');
    assert.equal(await solo.locator('header nav').isVisible(), false, 'no tabs in a table round');
    await phones[i].waitForFunction(() => /turn 1 of 40|no move yet/.test(document.getElementById('me-note').textContent));
    await solo.locator('#stop').click();
    await phones[i].waitForFunction(() => document.getElementById('me-note').textContent === 'game over', null, { timeout: 10000 });
  }
  const moves = readFileSync(join(ROOT, 'seeds', 'ikes', 'solo-1-short.ikeslog'), 'utf8').split('\n')
    .map(l => l.replace(/#.*/, '').trim()).filter(l => l && !l.startsWith('seed'));
  const bob = await phones[1].evaluate(m => fetch('/api/table/solo', { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ moves: m }) }).then(r => r.json()), moves);
  assert.equal(bob.players.find(p => p.name === 'Bob').score, -7);
  await host.waitForFunction(() => /wins/.test(document.getElementById('verdict').textContent), null, { timeout: 10000 });
  assert.equal(await host.locator('#verdict').textContent(), 'Bob wins with -7');
  assert.deepEqual(await host.locator('#players tr').evaluateAll(rs => rs.map(r => r.dataset.player)), ['Bob', 'Ann', 'Cy']);
  const [download] = await Promise.all([host.waitForEvent('download'), row('Bob').locator('a').click()]);
  const dir = mkdtempSync(join(tmpdir(), 'pnp-table-'));
  const file = join(dir, 'bob.ikeslog');
  await download.saveAs(file);
  assert.match(pnp('ikes', 'replay', file), /score -7 \(failure\)/);
  if (SHOTS) await host.screenshot({ path: join(ROOT, 'docs', 'table-solo.png') });
});


test('the host frees a lost seat and removes a player who left', async () => {
  // the host picks the next round's game first: nothing below (a seat freed, a join, a removal) resets it
  await host.locator('#game').selectOption('fridge');
  // Cy loses the cookie (a private tab): the seat is held until the host frees it
  const lost = await (await browser.newContext({ viewport: PHONE, bypassCSP: true })).newPage();
  await lost.goto(joinUrl);
  await lost.locator('#name').fill('Cy');
  await lost.locator('#join-button').click();
  await lost.waitForFunction(() => /taken/.test(document.getElementById('join-say').textContent));
  await row('Cy').getByRole('button', { name: 'Free seat of Cy' }).click();
  await row('Cy').filter({ hasText: 'seat free' }).waitFor();
  await lost.locator('#join-button').click();
  await lost.locator('#me').waitFor({ state: 'visible' });
  assert.notEqual(await lost.locator('#me-score').textContent(), '\u2013', 'Cy is back with the solo game');
  phones[2] = lost;
  await row('Bob').getByRole('button', { name: 'Remove Bob' }).click();
  await row('Bob').waitFor({ state: 'detached' });
  assert.deepEqual(await host.locator('#players tr').evaluateAll(rs => rs.map(r => r.dataset.player)), ['Ann', 'Cy']);
  assert.equal(await host.locator('#game').inputValue(), 'fridge', 'the game the host picked is kept while players come and go');
});

test('a Fridge round: Ann enters the example on her phone and sends it with one tap; every phone shows the points', async () => {
  await host.locator('#game').selectOption('fridge');
  await host.locator('#new-round').click();
  const ann = phones[0];
  await ann.locator('#position-frame').waitFor({ state: 'visible', timeout: 10000 });
  const pad = ann.frameLocator('#position-frame');
  await pad.locator('#fr-add-player').waitFor();
  assert.equal(await pad.locator('header nav').isVisible(), false, 'no links to the other pads');
  // a tap: a press on a button, a choice in a list, or a field filled with a point's name
  let taps = 0;
  const settled = () => ann.waitForFunction(() => {
    const b = document.getElementById('position-frame').contentDocument.body;
    return b.dataset.frChecked === b.dataset.frAsked;
  });
  const press = async sel => { taps++; await pad.locator(sel).click(); await settled(); };
  const fill = async (sel, v) => { taps++; await pad.locator(sel).fill(v); };
  const choose = async (sel, v) => { if (await pad.locator(sel).inputValue() !== v) { taps++; await pad.locator(sel).selectOption(v); } };
  for (const c of ['red', 'blue']) { await fill('#fr-color', c); await press('#fr-add-player'); }
  const bars = [['red', 1, 'base', 'a'], ['red', 2, 'a', 'b'], ['red', 4, 'b', 'c'], ['red', 2, 'b', 'd'], ['red', 1, 'd', '@blue'],
    ['blue', 1, 'base', 'x'], ['blue', 2, 'x', 'y'], ['blue', 2, 'x', 'z']];
  for (const [c, len, from, to] of bars) {
    await choose('#fr-player', c); await choose('#fr-length', String(len));
    await fill('#fr-from', from); await fill('#fr-to', to); await press('#fr-add-bar');
  }
  for (const [c, other, j] of [['red', 'blue', 'x'], ['blue', 'red', 'b']]) {
    await choose('#fr-player', c); await choose('#fr-cross-color', other);
    await fill('#fr-junction', j); await press('#fr-add-cross');
  }
  taps++;
  await ann.locator('#send-pad').click();
  assert.ok(taps <= 50, `the Fridge example took ${taps} taps`);
  console.log(`# Fridge example on a 360x740 phone: ${taps} taps`);
  for (const page of [ann, phones[2]]) { // Bob was removed
    await page.waitForFunction(() => document.getElementById('position-scores').textContent === 'red3blue1', null, { timeout: 10000 });
    assert.equal(await page.locator('#position-by').textContent(), page === ann ? 'Sent by Ann (you)' : 'Sent by Ann');
  }
  await host.waitForFunction(() => document.getElementById('position-by').textContent === 'entered by Ann', null, { timeout: 10000 });
  assert.equal(await host.locator('#verdict').textContent(), 'red wins');
  assert.deepEqual(await violations(ann), [], 'Fridge phone view: no accessibility violation');
  assert.deepEqual(await violations(host), [], 'host page in a Fridge round: no accessibility violation');
  if (SHOTS) await ann.screenshot({ path: join(ROOT, 'docs', 'table-fridge.png') });
});

test('a Bridge Wars round on the phone: the pad is embedded, and anyone may send the position', async () => {
  await host.locator('#game').selectOption('bridgewars');
  await host.locator('#new-round').click();
  const cy = phones[2];
  await cy.locator('#position-frame').waitFor({ state: 'visible', timeout: 10000 });
  await cy.frameLocator('#position-frame').locator('#bw-text').waitFor({ state: 'attached' });
  assert.equal(await cy.frameLocator('#position-frame').locator('header nav').isVisible(), false);
  await cy.locator('#position summary').click();
  await cy.locator('#position-text').fill(readFileSync(join(ROOT, 'seeds', 'bridge-wars', 'two-players.bridge'), 'utf8'));
  await cy.locator('#send-position').click();
  await cy.waitForFunction(() => document.getElementById('position-scores').textContent !== '', null, { timeout: 10000 });
  await host.waitForFunction(() => document.getElementById('position-by').textContent === 'entered by Cy', null, { timeout: 10000 });
  assert.deepEqual(await violations(cy), [], 'Bridge Wars phone view: no accessibility violation');
});
