// The accessibility check: axe-core finds no serious or critical violation on any page, at phone and desktop size.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, closePage, axeProblems } from './harness.mjs';

let server, browser, page;

before(async () => {
  ({ server, browser, page } = await openPage());
});

after(() => closePage({ server, browser }));

for (const [width, height] of [[360, 740], [1200, 900]]) {
  for (const [path, tab] of [['', 'pad'], ['', 'solo'], ['fridge.html', null], ['bridgewars.html', null]]) {
    test(`${path || 'index.html'}${tab ? ' (' + tab + ')' : ''} at ${width}x${height}: no serious or critical violation`, async () => {
      await page.setViewportSize({ width, height });
      await page.goto(server.url + path);
      if (tab) await page.locator('#tab-' + tab).click();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await axeProblems(page), []);
    });
  }
}
