// The playground end to end, in Chromium against the built app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appURL, editor, editorLine, launch, LINK_TAB_900, LinkTab, replaceLastLine, results, toEnd, waitReady, savedWork } from './browser';
import { firstVisitLink } from './first-visit';

const REPLICAS_MESSAGE = 'spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10';

let browser: Browser;
// the first test is about a first visit (its own pages); the others start from that work's share link,
// one after another in the link tab (LinkTab) that views, upgrades and the Go files share
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

describe('the playground runs end to end', () => {
  it('opens on the CronTab example with both editors, the tabs and no problems, all offline', async () => {
    // a first visit in a new profile (no HTTP cache, the service worker allowed), in the viewport and
    // language of the other tests: what it loads, then what it shows
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(appURL());
    await waitReady(page);
    const origin = new URL(appURL()).origin;
    expect(requests.length).toBeGreaterThan(3);
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('blob:') && !u.startsWith('data:'))).toEqual([]);

    expect(await editor(page, 'CRD editor').count()).toBe(1);
    expect(await editor(page, 'Object editor').count()).toBe(1);
    expect(await page.locator('[data-editor="crd"]').isVisible()).toBe(true);
    expect(await page.locator('[data-editor="objects"]').isVisible()).toBe(true);
    const tabs = await results(page).getByRole('tab').allInnerTexts();
    const tabNames = tabs.map((t) => t.replace(/\d+$/, '').trim());
    expect(tabNames.slice(0, 3)).toEqual(['Problems', 'Pruned', 'Defaulted']);
    expect(tabNames).toEqual(expect.arrayContaining(['Versions', 'Columns', 'OpenAPI']));
    expect(await page.locator('[data-editor="crd"]').innerText()).toContain('crontabs.stable.example.com');
    expect(await page.locator('[data-editor="objects"]').innerText()).toContain('my-new-cron-object');
    expect(await results(page).innerText()).toContain('No problems');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('replicas: 15 shows the apiserver message in Problems and as a marker; pruning and reload', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 15');
    const after = await waitReady(page, before);
    expect(after).toBeGreaterThan(before);
    const problems = results(page).locator('.problem');
    await expect(problems.filter({ hasText: REPLICAS_MESSAGE }).count()).resolves.toBe(1);

    // the same diagnostic as a Monaco marker, on the replicas value
    const squiggle = page.locator('[data-editor="objects"] .squiggly-error');
    await squiggle.first().waitFor();
    const box = (await squiggle.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const hover = page.locator('.monaco-hover').filter({ hasText: REPLICAS_MESSAGE });
    await hover.first().waitFor({ timeout: 10_000 });

    // an unknown field is pruned: the result no longer has it
    await toEnd(page, 'Object editor');
    await page.keyboard.type('  someRandomField: 42');
    await waitReady(page, after);
    await results(page).getByRole('tab', { name: 'Pruned' }).click();
    const view = results(page).getByLabel('Object after pruning');
    await view.waitFor();
    const kept = await view.locator('.line.same, .line.added').allInnerTexts();
    expect(kept.join('\n')).toContain('replicas: 15');
    expect(kept.join('\n')).not.toContain('someRandomField');
    expect((await view.locator('.line.removed').allInnerTexts()).map((l) => l.trimEnd())).toEqual(['−   someRandomField: 42']);
    expect(await results(page).getByText('spec.someRandomField').count()).toBeGreaterThan(0);

    // reload keeps the text byte for byte, and the tab
    const text = await page.evaluate(() => document.querySelector('[data-editor="objects"] .view-lines')!.textContent);
    await page.reload();
    await waitReady(page);
    const restored = await page.evaluate(() => document.querySelector('[data-editor="objects"] .view-lines')!.textContent);
    expect(restored).toBe(text);
    const saved = (await savedWork(page))!.texts.objects;
    expect(saved).toBe(
      'apiVersion: "stable.example.com/v1"\nkind: CronTab\nmetadata:\n  name: my-new-cron-object\nspec:\n  cronSpec: "* * * * */5"\n  image: my-awesome-cron-image\n  replicas: 15\n  someRandomField: 42',
    );
    expect(await results(page).getByRole('tab', { name: 'Pruned' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await close();
  });

  it('clicking a problem selects its range in the editor', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await replaceLastLine(page, 'Object editor', 'replicas: 15');
    // each typed key is an input of its own (a run id each): the result of the last one
    const typed = await waitReady(page, before);
    await results(page).locator('.problem').filter({ hasText: REPLICAS_MESSAGE }).getByRole('button').click();
    // the selection is the value `15` on line 8 (Monaco draws it at its next frame after the click)
    await expect.poll(() => page.locator('[data-editor="objects"] .selected-text').count()).toBeGreaterThan(0);
    // type over the selection: only the value is replaced
    await page.keyboard.type('7');
    // a run after the one of `replicas: 15` (`before + 1`, the run of its first key, held only because the
    // page marks the results busy in the same task as the key)
    await waitReady(page, typed);
    await expect.poll(async () => (await editorLine(page, 'objects', 'replicas')).trim()).toBe('replicas: 7');
    expect(await results(page).innerText()).toContain('No problems');
    await close();
  });

  it('malformed YAML shows a diagnostic and keeps the text', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await toEnd(page, 'Object editor');
    await page.keyboard.type('bad: [1, 2');
    await waitReady(page, before);
    const problems = results(page).locator('.problem');
    expect(await problems.count()).toBeGreaterThan(0);
    expect(await problems.first().innerText()).toMatch(/yaml|flow|collection|expected/i);
    expect(await editorLine(page, 'objects', 'bad:')).toBe('bad: [1, 2');
    expect(errors).toEqual([]);
    await close();
  });

  it('an empty editor does not throw and the other text stays', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    const before = await waitReady(page);
    await editor(page, 'Object editor').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await waitReady(page, before);
    expect(await page.locator('[data-editor="crd"]').innerText()).toContain('crontabs.stable.example.com');
    expect(errors).toEqual([]);
    await close();
  });
});
