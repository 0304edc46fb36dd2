// Ike's live in real browsers: `pnp serve --table`, a host page and three phones at 360x740. The host
// starts a live round (seed 5) and rolls; Ann and Bob draw their doors and play every roll on their
// phones, Ann earns coins and spends one on a reroll when she is the roller, Cy plays on paper and pastes
// the finished sheet at the end. Every phone shows the same rolls; each phone's downloaded log replays
// with `pnp ikes replay` to the table's score. SCREENSHOTS=1 also writes docs/live-phone.png and
// docs/live-host.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { JAR, ROOT, axeProblems } from './harness.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];
const SHOTS = process.env.SCREENSHOTS === '1';
const PHONE = { width: 360, height: 740 };
let server, err = '', joinUrl, browser, host;
const phones = [];
const seen = [[], [], []];    // the dice each phone showed after each roll and reroll
let slowest = 0;              // the longest wait, in ms, from the table's new dice to a phone showing them

async function startTable() {
  const save = join(mkdtempSync(join(tmpdir(), 'pnp-live-')), 'night.pnptable');
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

const state = () => host.evaluate(() => fetch('/api/table/state').then(r => r.json()));
async function until(ok, what) {
  let s = null;
  for (let i = 0; i < 100; i++) { s = await state(); if (ok(s)) return s; await new Promise(r => setTimeout(r, 100)); }
  const says = await Promise.all(phones.map(p => p.locator('#live-say').textContent()));
  throw new Error(`waited 10 s for ${what}: ${JSON.stringify(s.live)}; the phones say ${JSON.stringify(says)}`);
}
const cellOf = (page, name) => page.locator(`#live-sheet [data-cell="${name}"]`);

// every phone shows the dice the table has now (one poll, at most 2 s)
async function sameDiceEverywhere(s) {
  const want = `${s.live.dice[0]} ${s.live.dice[1]} tile ${s.live.dice[0]}-${s.live.dice[1]}`;
  const since = Date.now();
  await Promise.all(phones.map(async (page, i) => {
    await page.waitForFunction(w => document.getElementById('live-dice').textContent === w, want, { timeout: 4000, polling: 50 });
    slowest = Math.max(slowest, Date.now() - since);
    seen[i].push(await page.locator('#live-dice').textContent());
  }));
}

// the phone taps the space (the first highlighted one when none is named), then the light die's face where it
// is asked, then 2 coins where the table says a reward is earned; done when the table no longer waits for the player
async function place(page, id, cell) {
  const at = cell ?? await firstFit(page);
  await page.locator('#live-sheet .space.fits').first().waitFor();
  await cellOf(page, at).click();
  const face = page.locator('#live-face-light');
  if (await face.count()) await face.click();
  const coins = page.locator('#live-reward-coins');
  for (let i = 0; i < 100; i++) {
    if (!(await state()).live.waiting.includes(id)) return;
    if (await coins.count()) await coins.click();
    await new Promise(r => setTimeout(r, 100));
  }
  throw new Error(`player ${id}'s tile on ${at} did not reach the table: ${await page.locator('#live-say').textContent()}`);
}

async function firstFit(page) {
  await page.locator('#live-sheet .space.fits').first().waitFor();
  return page.evaluate(() => document.querySelector('#live-sheet .space.fits').parentNode.dataset.space);
}

async function roll(turn) {
  await host.locator('#roll').click();
  return until(s => s.live.turn === turn, `roll ${turn}`);
}

before(async () => {
  ({ proc: server, url: joinUrl } = await startTable());
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  host = await (await browser.newContext({ viewport: { width: 1200, height: 900 }, bypassCSP: true })).newPage();
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
    await exited;
    assert.doesNotMatch(err, /Exception|\tat /, 'no stack trace on stderr');
  }
});

test('a live game: the host rolls, two phones play every roll, one rerolls with its coins, one plays on paper', async () => {
  await host.goto(joinUrl + '&page=host');
  const names = ['Ann', 'Bob', 'Cy'];
  for (let i = 0; i < 3; i++) {
    await phones[i].goto(joinUrl);
    await phones[i].locator('#name').fill(names[i]);
    await phones[i].locator('#join-button').click();
    await phones[i].locator('#me').waitFor({ state: 'visible' });
  }
  await host.locator('#game').selectOption('live');
  await host.locator('#seed').fill('5');
  await host.locator('#new-round').click();
  for (const page of phones) await page.locator('#live').waitFor({ state: 'visible', timeout: 20000 });
  assert.match(await host.locator('#live-now').textContent(), /Ann rolls next/);
  // Cy plays on paper; Ann and Bob draw their doors on the sheet's outer edges
  await phones[2].locator('#live-paper').click();
  await until(s => s.live.players.some(p => p.player === 3 && p.paper), 'Cy on paper');
  for (const [page, [a, b]] of [[phones[0], ['A4 W', 'G4 E']], [phones[1], ['D1 N', 'D7 S']]]) {
    await page.locator(`#live-sheet [data-outer="${a}"]`).click();
    await page.locator(`#live-sheet [data-outer="${b}"]`).click();
  }
  await until(s => s.live.players.filter(p => p.doors).length === 2, 'the doors');
  // Ann's tiles: a 5 on A4, then on D4, then on D3 beside it, which earns her 2 coins
  for (const [turn, annCell] of [[1, 'A4'], [2, 'D4'], [3, 'D3']]) {
    const s = await roll(turn);
    await sameDiceEverywhere(s);
    await place(phones[0], 1, annCell);
    await place(phones[1], 2);
    await until(x => x.live.phase === 'roll', `turn ${turn} played`);
  }
  assert.equal((await state()).live.players.find(p => p.player === 1).coins, 2);
  let s = await roll(4);                      // Bob rolls: no coins, the roll is kept at once
  await sameDiceEverywhere(s);
  await place(phones[0], 1);
  await place(phones[1], 2);
  await until(x => x.live.phase === 'roll', 'turn 4 played');
  s = await roll(5);                          // Ann rolls, with coins: she may reroll
  assert.equal(s.live.phase, 'reroll');
  await sameDiceEverywhere(s);
  const coins = s.live.players.find(p => p.player === 1).coins;
  await phones[0].locator('#live-reroll-light').click();
  s = await until(x => x.live.players.find(p => p.player === 1).coins === coins - 1, 'the reroll');
  await sameDiceEverywhere(s);
  assert.notDeepEqual(seen[0].at(-1), seen[0].at(-2), 'the reroll changed the light die');
  if (s.live.phase === 'reroll') {
    await phones[0].locator('#live-keep').click();
    await until(x => x.live.phase === 'play', 'Ann keeps the dice');
  }
  await place(phones[0], 1);
  await place(phones[1], 2);
  await until(x => x.live.phase === 'roll', 'turn 5 played');
  // both phones stop; Cy pastes the finished sheet
  await phones[0].locator('#live-stop').click();
  await phones[1].locator('#live-stop').click();
  await until(x => x.live.over, 'everyone on a phone stopped');
  await phones[2].locator('#ikes').waitFor({ state: 'visible' });
  await phones[2].locator('#ikes summary').click();
  await phones[2].locator('#text').fill(readFileSync(join(ROOT, 'seeds', 'ikes', 'contract-example.ikes'), 'utf8'));
  await phones[2].locator('#send-text').click();
  await phones[2].waitForFunction(() => document.getElementById('me-score').textContent === '6');
  await phones[2].locator('#done').check();
  s = await until(x => x.over, 'the round over');
  assert.ok(s.winners.length > 0, 'the round names its winners');
  await host.waitForFunction(() => /win/.test(document.getElementById('verdict').textContent));
  // the same rolls on every phone, the paper one included
  assert.deepEqual(seen[1], seen[0]);
  assert.deepEqual(seen[2], seen[0]);
  assert.equal(seen[0].length, 6, 'five rolls and one reroll');
  // the phones ask for the state every 2 s: a new roll shows on every phone within one poll
  console.log(`# live: the slowest phone showed new dice ${slowest} ms after the table had them`);
  assert.ok(slowest <= 2500, `${slowest} ms`);
  // each phone's log replays to the table's score
  for (const id of [1, 2]) {
    const log = await host.evaluate(i => fetch('/api/table/log?player=' + i).then(r => r.text()), id);
    const replay = JSON.parse(execFileSync('java', ['-jar', JAR, 'ikes', 'replay', '-', '--json'], { input: log, encoding: 'utf8' }));
    assert.equal(replay.score, s.players.find(p => p.id === id).score, log);
  }
  assert.match(await phones[0].locator('#live-say').textContent(), /game is over/);
  assert.deepEqual(await axeProblems(host), [], 'host page: no serious accessibility problem');
  assert.deepEqual(await axeProblems(phones[0]), [], 'live phone: no serious accessibility problem');
  if (SHOTS) {
    await host.screenshot({ path: join(ROOT, 'docs', 'live-host.png') });
    await phones[0].evaluate(() => document.getElementById('live').scrollIntoView());
    await phones[0].screenshot({ path: join(ROOT, 'docs', 'live-phone.png') });
  }
});
