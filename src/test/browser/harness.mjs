// Starts `java -jar target/pnp.jar serve` on a free port and Debian's chromium (through playwright-core)
// with a fresh profile; both are stopped by stop().
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const JAR = join(ROOT, 'target', 'pnp.jar');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

export async function startServer() {
  const proc = spawn('java', ['-jar', JAR, 'serve'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr.on('data', d => { err += d; });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', d => { out += d; const m = out.match(/^(http:\/\/127\.0\.0\.1:\d+\/)$/m); if (m) resolve(m[1]); });
    proc.on('exit', code => reject(new Error(`pnp serve exited with ${code}: ${err}`)));
    setTimeout(() => reject(new Error('pnp serve printed no address in 30 s')), 30000);
  });
  return { url, proc, stderr: () => err };
}

// Ctrl-C: the server stops by itself, quickly, without a stack trace
export async function stopServer(server) {
  const exited = new Promise(resolve => server.proc.on('exit', (code, signal) => resolve({ code, signal })));
  server.proc.kill('SIGINT');
  return exited;
}

export async function startBrowser() {
  const profile = mkdtempSync(join(tmpdir(), 'pnp-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 1200, height: 900 }, acceptDownloads: true,
    bypassCSP: true, // the tests' own waits evaluate functions in the page; the page itself keeps its policy
  });
  return { context, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
}

// the server and a browser page on `path`, for a test file's before(); closePage() in its after()
export async function openPage(path = '') {
  const server = await startServer();
  const browser = await startBrowser();
  const page = await browser.context.newPage();
  await page.goto(server.url + path);
  return { server, browser, page };
}

// closes the browser, then stops the server with Ctrl-C: it exits cleanly without a stack trace
export async function closePage({ server, browser }) {
  await browser.close();
  const { code, signal } = await stopServer(server);
  assert.ok(code === 130 || code === 0 || signal === 'SIGINT', `exit ${code} ${signal}`);
  assert.doesNotMatch(server.stderr(), /Exception|\tat /, 'no stack trace on stderr');
}

export function pnp(...args) {
  return execFileSync('java', ['-jar', JAR, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// clicks the space's edge on one side (a wall there), or its middle
export async function clickEdge(page, cell, side, sheet = '#pad-sheet') {
  let box = null;
  // the sheet is redrawn after every answer of the server: ask again until the space is there
  for (let i = 0; i < 20 && !box; i++) box = await page.locator(`${sheet} [data-cell="${cell}"]`).boundingBox().catch(() => null);
  const pos = { N: { x: box.width / 2, y: 3 }, S: { x: box.width / 2, y: box.height - 3 },
    W: { x: 3, y: box.height / 2 }, E: { x: box.width - 3, y: box.height / 2 } }[side];
  await page.locator(`${sheet} [data-cell="${cell}"]`).click({ position: pos });
}

export async function api(page, route, body) {
  return page.evaluate(async ([r, b]) => {
    const res = await fetch('/api/' + r, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
    return res.json();
  }, [route, body]);
}

export const AXE = join(ROOT, 'src', 'test', 'browser', 'node_modules', 'axe-core', 'axe.min.js');

// the serious and critical accessibility violations axe-core finds on the page as it is now, one line each
export async function axeProblems(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.addScriptTag({ path: AXE });
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ')})`);
}
