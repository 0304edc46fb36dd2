// The score pad in a real browser: the contract example entered by taps on a phone (counted) and by keys,
// rows, drags, undo, import/edit/export, reload, the accessibility check.
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

// taps on the phone, counted: each click or key press on the page is one
function counter(p) {
  const c = { n: 0 };
  c.tap = async (sel, opts) => { c.n++; await p.locator(sel).click(opts); };
  c.cell = (name, opts) => c.tap(`#pad-sheet [data-cell="${name}"]`, opts);
  c.brush = b => c.tap(`#palette [data-brush="${b}"]`);
  c.key = async k => { c.n++; await p.keyboard.press(k); };
  return c;
}

// A 360x740 phone page on the pad, its saved sheet cleared, settled.
async function cleanPhone() {
  const phone = await browser.context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(server.url);
  await phone.evaluate(() => localStorage.clear());
  await phone.reload();
  await settled(phone);
  return phone;
}

// the figure docs/serve.md states for the contract example on a 360x740 phone
const CONTRACT_TAPS = 31;

test('on a phone the contract example takes the taps the docs state, from a clean empty pad', async () => {
  const phone = await cleanPhone();
  // an empty pad opens clean: no problem listed, no error, and it says what to enter first
  assert.equal(await phone.locator('#problems').isVisible(), false);
  assert.equal(await phone.locator('#grade').textContent(), '');
  assert.equal(await phone.locator('#routes-line').isVisible(), false, 'no "0 routes" line before a score');
  assert.match(await phone.locator('#pad-guide').textContent(), /^First the entrance/);
  assert.equal(await phone.locator('#palette [data-brush="inout"]').getAttribute('aria-pressed'), 'true');
  // every space and every palette button is at least 44 CSS px
  const space = await phone.locator('#pad-sheet [data-cell="D4"]').boundingBox();
  assert.ok(space.width >= 44 && space.height >= 44, JSON.stringify(space));
  for (const b of await phone.locator('#palette button').all()) {
    const box = await b.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
  }
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `page width ${width}`);
  const t = counter(phone);
  await t.cell('A4'); await t.cell('G4');                 // In/Out: the entrance A4 W, the exit G4 E
  await t.brush('.');
  for (const c of ['B2', 'C3', 'D3', 'A4', 'C4', 'G4', 'C5', 'E5']) await t.cell(c);
  await t.brush('3'); await t.cell('C2'); await t.cell('B3');
  await t.brush('@'); await t.cell('D2'); await t.cell('E2');  // a cafeteria: its two spaces
  await t.brush('5'); await t.cell('E3'); await t.cell('E4'); await t.cell('F4');
  await t.brush('1'); await t.cell('B4');
  await t.brush('2'); await t.cell('D5');
  // walls: a tap anywhere in the space takes its nearest edge (here a third of the way in)
  await t.brush('wall');
  await t.cell('C4', { position: { x: space.width * 0.7, y: space.height / 2 } });
  await t.cell('E4', { position: { x: space.width / 2, y: space.height * 0.3 } });
  await t.cell('E4', { position: { x: space.width / 2, y: space.height * 0.3 } }); // again: its doorway
  await t.tap('#claim'); await t.key('6');
  await settled(phone);
  assert.equal(await phone.locator('#score').textContent(), '6');
  assert.equal(await phone.locator('#routes').textContent(), '54');
  assert.equal(await phone.locator('#worst').textContent(), '-4');
  await phone.waitForFunction(() => document.getElementById('claim-result').textContent === 'claim 6: matches');
  const want = await api(phone, 'ikes/parse', { text: CONTRACT });
  assert.equal(await phone.locator('#ikes-text').inputValue(), want.text, 'the text of the contract example');
  assert.equal(t.n, CONTRACT_TAPS);
  assert.ok(t.n <= 40);
  const doc = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
  assert.match(doc, new RegExp(`contract example[\\s\\S]{0,80} takes ${CONTRACT_TAPS} taps`), 'docs/serve.md states the figure');
  await phone.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-phone.png') : join(tmpdir(), 'phone.png'), fullPage: true });
  // in wall mode a tap never changes a space
  const before = await phone.locator('#ikes-text').inputValue();
  await phone.locator('#pad-sheet [data-cell="D4"]').click();
  await phone.waitForFunction(() => document.getElementById('pad-say').textContent.startsWith('D4 '));
  assert.match(await phone.locator('#pad-say').textContent(), /^D4 [NESW]: a wall \(D4 is marked empty/);
  assert.equal((await phone.locator('#ikes-text').inputValue()).split('wall')[0], before.split('wall')[0], 'the grid is unchanged');
  // undo takes the wall back, redo puts it again, undo again
  await phone.locator('#undo-pad').click();
  await settled(phone);
  assert.equal(await phone.locator('#ikes-text').inputValue(), before);
  await phone.locator('#redo-pad').click();
  await phone.locator('#undo-pad').click();
  await settled(phone);
  assert.equal(await phone.locator('#ikes-text').inputValue(), before);
  await phone.close();
});

test('the grid typed like the text: 49 keys from A1, the cursor moving on after each code', async () => {
  await page.locator('#tab-pad').click();
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await settled();
  await page.locator('#pad-sheet').focus();
  const grid = CONTRACT.split('\n').filter(l => /^[1-7] {3}/.test(l)).map(l => l.slice(4).replace(/ /g, ''));
  let keys = 0;
  for (const row of grid) for (const code of row) { await page.keyboard.press(code); keys++; }
  assert.equal(keys, 49);
  // the entrance and exit by keys: E on A4, X on G4 (cursor moved by arrows)
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');   // G7 -> G4
  await page.keyboard.press('x');
  await page.keyboard.press('Home');
  await page.keyboard.press('e');
  // the walls: C4 E (Shift+Right), E4 N and its doorway (Shift+Up twice)
  await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp'); await page.keyboard.press('Shift+ArrowUp');
  await settled();
  assert.equal(await page.locator('#score').textContent(), '6');
  assert.equal(await page.locator('#routes').textContent(), '54');
  assert.equal(await page.locator('#pad-sheet [data-leg]').count(), 2, 'two legs drawn');
  assert.equal(await page.locator('#pad-sheet [data-points="B4"]').textContent(), '+1');
  // a row typed as its codes, with or without spaces: row 6 becomes tile spaces, then back
  await page.keyboard.press('ArrowDown'); await page.keyboard.press('ArrowDown');
  await page.locator('#row-codes').fill('. . . . . . .');
  await page.locator('#row-codes').press('Enter');
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('6   . . . . . . .'));
  await page.locator('#row-codes').fill('-----');
  await page.locator('#row-set').click();
  assert.match(await page.locator('#pad-say').textContent(), /row 7: expected 7 codes \(- \. 1-6 @\), got 5/);
  await page.keyboard.press('Control+z');
  await page.locator('#pad-sheet').focus();
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('6   - - - - - - -'));
  // drag paints a run: D6 to F6 with the tile-space brush, one undo step
  await page.locator('#palette [data-brush="."]').click();
  const from = await page.locator('#pad-sheet [data-cell="D6"]').boundingBox();
  const to = await page.locator('#pad-sheet [data-cell="F6"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('6   - - - . . . -'));
  await page.locator('#undo-pad').click();
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('6   - - - - - - -'));
  await page.locator('#claim').fill('6');
  await page.waitForFunction(() => document.getElementById('claim-result').textContent === 'claim 6: matches');
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
  await page.locator('#palette [data-brush="."]').click();
  await page.locator('#pad-sheet [data-cell="D4"]').click();
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('4   . 1 . . 5 5 .'));
  await page.locator('#palette [data-brush="wall"]').click();
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

test('where @ spaces pair two ways, P pairs them again', async () => {
  // D2 E2 / D3 E3 are cafeteria spaces, stated as the pairs D2-E2 and D3-E3
  const square = CONTRACT.replace('3   - 3 . . 5 - -', '3   - 3 . @ @ - -').replace('claim 6', 'cafeteria D2 E2\ncafeteria D3 E3');
  await page.locator('#ikes-text').fill(square);
  await page.locator('#import').click();
  await page.waitForFunction(() => document.getElementById('ikes-text').value.includes('cafeteria D3 E3'));
  await page.locator('#pad-sheet').focus();
  for (let i = 0; i < 6; i++) { await page.keyboard.press('ArrowUp'); await page.keyboard.press('ArrowLeft'); }
  for (const k of ['ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(k);
  // on E2, P: its @ neighbours are E3 (south) and D2 (west); paired with D2 now, P takes the next: E3
  await page.keyboard.press('p');
  await page.waitForFunction(() => /cafeteria D2 D3|cafeteria E2 E3/.test(document.getElementById('ikes-text').value));
  await settled();
  const text = await page.locator('#ikes-text').inputValue();
  assert.match(text, /cafeteria E2 E3/);
  assert.doesNotMatch(text, /cafeteria D2 E2/);
  assert.equal(await page.locator('#problems li').count(), 0);
  assert.equal(await page.locator('#pad-say').textContent(), 'cafeteria E2 E3');
});

// the figure docs/serve.md states for a full sheet with 40 walls on a 360x740 phone
const FORTY_TAPS = 46;

// Enters a sheet with every space marked and 40 wall segments (fixtures/forty-walls.ikes) on a phone, with
// drags: a drag over each 4-connected group of spaces of one code (a cafeteria's two spaces are one drag);
// in Wall mode a drag along each run of walls on one side of a row or column, turning onto a run that goes
// on from its last space, and a tap for a wall that starts no run of two. Each tap, drag or pick counts one.
test('on a phone a full sheet with 40 walls takes the taps the docs state', async () => {
  const FILE = join(ROOT, 'src/test/browser/fixtures/forty-walls.ikes');
  const text = readFileSync(FILE, 'utf8');
  const phone = await cleanPhone();
  const want = await api(phone, 'ikes/parse', { text });
  assert.equal(want.valid, true);
  const grid = want.sheet.grid, COLS = 'ABCDEFG', name = (c, r) => COLS[c] + (r + 1);
  // where the spaces are in the viewport, measured again before each tap and drag (a pick scrolls the
  // palette into view, and the guidance above the sheet changes its height)
  let boxes;
  const measure = async () => { boxes = await phone.evaluate(() => Object.fromEntries([...document.querySelectorAll('#pad-sheet [data-cell]')]
    .map(e => { const b = e.getBoundingClientRect(); return [e.dataset.cell, { x: b.x, y: b.y, w: b.width, h: b.height }]; }))); };
  await measure();
  // a point in a space, fx and fy its fractions across and down
  const at = (cell, fx, fy) => ({ x: boxes[cell].x + boxes[cell].w * fx, y: boxes[cell].y + boxes[cell].h * fy });
  const m = phone.mouse;
  let taps = 0;
  const tapAt = async (cell, fx, fy) => { taps++; await measure(); const p = at(cell, fx, fy); await m.click(p.x, p.y); };
  const pick = async b => { taps++; await phone.locator(`#palette [data-brush="${b}"]`).click(); await measure(); };
  await tapAt('A1', 0.5, 0.15);                            // In/Out: the entrance A1 N
  await tapAt('G7', 0.85, 0.5);                            // the exit G7 E
  for (const code of [...new Set(grid.join(''))].filter(c => c !== '-')) {
    await pick(code);
    const seen = new Set();
    for (let r = 0; r < 7; r++) for (let c = 0; c < 7; c++) {
      if (grid[r][c] !== code || seen.has(name(c, r))) continue;
      await measure();
      const p = at(name(c, r), 0.5, 0.5);
      await m.move(p.x, p.y); await m.down(); taps++;
      const walk = async (c0, r0) => {
        seen.add(name(c0, r0));
        for (const [dc, dr] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
          const c1 = c0 + dc, r1 = r0 + dr;
          if (c1 < 0 || r1 < 0 || c1 > 6 || r1 > 6 || grid[r1][c1] !== code || seen.has(name(c1, r1))) continue;
          const q = at(name(c1, r1), 0.5, 0.5); await m.move(q.x, q.y, { steps: 3 });
          await walk(c1, r1);
          const back = at(name(c0, r0), 0.5, 0.5); await m.move(back.x, back.y, { steps: 3 });
        }
      };
      await walk(c, r);
      await m.up();
    }
  }
  // the walls: runs of one side along a row (N, S) or a column (W, E)
  await pick('wall');
  const segs = new Set(want.sheet.walls);
  const runs = [];
  for (const s of [...segs].sort()) {
    const [cell, side] = s.split(' '), c = COLS.indexOf(cell[0]), r = Number(cell.slice(1)) - 1;
    const along = side === 'N' || side === 'S' ? [1, 0] : [0, 1];
    if (segs.has(`${name(c - along[0], r - along[1])} ${side}`)) continue;   // not the first of its run
    const run = [];
    for (let k = 0; segs.has(`${name(c + k * along[0], r + k * along[1])} ${side}`); k++) run.push(name(c + k * along[0], r + k * along[1]));
    runs.push({ side, run });
  }
  // the point of a run's space next to its wall, a fifth of a space in
  const fx = side => ({ W: 0.2, E: 0.8 }[side] ?? 0.5), fy = side => ({ N: 0.2, S: 0.8 }[side] ?? 0.5);
  const near = (cell, side) => at(cell, fx(side), fy(side));
  const horizontal = side => side === 'N' || side === 'S';
  const left = new Set(runs);
  // a run that goes on from space `end` after a turn, entered from its end next to `end`, or null
  function turn(end, side) {
    const e = { c: COLS.indexOf(end[0]), r: Number(end.slice(1)) - 1 };
    for (const x of left) {
      if (horizontal(x.side) === horizontal(side)) continue;
      for (const run of [x.run, [...x.run].reverse()]) {
        const f = { c: COLS.indexOf(run[0][0]), r: Number(run[0].slice(1)) - 1 };
        const step = horizontal(side) ? f.c === e.c && Math.abs(f.r - e.r) === 1 : f.r === e.r && Math.abs(f.c - e.c) === 1;
        if (step && !run.includes(end)) return { x, run };
      }
    }
    return null;
  }
  for (const first of runs) {
    if (!left.has(first) || first.run.length < 2) continue;
    left.delete(first);
    let { side, run } = first;
    await measure();
    const p = near(run[0], side);
    await m.move(p.x, p.y); await m.down(); taps++;
    for (;;) {
      for (const cell of run.slice(1)) { const q = near(cell, side); await m.move(q.x, q.y, { steps: 4 }); }
      const next = turn(run[run.length - 1], side);
      if (!next) break;
      left.delete(next.x);
      side = next.x.side; run = next.run;
      const q = near(run[0], side); await m.move(q.x, q.y, { steps: 4 });
    }
    await m.up();
  }
  for (const { side, run } of left) for (const cell of run) await tapAt(cell, fx(side), fy(side));
  await settled(phone);
  assert.equal(await phone.locator('#problems li').count(), 0);
  assert.equal(await phone.locator('#ikes-text').inputValue(), want.text, 'the sheet as the fixture');
  const dir = mkdtempSync(join(tmpdir(), 'pnp-forty-'));
  writeFileSync(join(dir, 'sheet.ikes'), await phone.locator('#ikes-text').inputValue());
  const cli = JSON.parse(pnp('ikes', 'score', '--json', join(dir, 'sheet.ikes')));
  assert.equal(cli.score, 24);
  assert.equal(await phone.locator('#score').textContent(), String(cli.score));
  assert.equal(taps, FORTY_TAPS);
  const doc = readFileSync(join(ROOT, 'docs/serve.md'), 'utf8');
  assert.match(doc, new RegExp(`40 wall segments[\\s\\S]{0,200} takes ${FORTY_TAPS} taps`), 'docs/serve.md states the figure');
  await phone.screenshot({ path: process.env.SCREENSHOTS ? join(ROOT, 'docs/serve-phone-walls.png') : join(tmpdir(), 'phone-walls.png'), fullPage: true });
  await phone.close();
});
