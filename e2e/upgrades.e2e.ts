// CRD updates in the browser: the CRD-update switch and the Previous CRD editor, the Changes tab
// (the apiserver's update validation, breaking and non-breaking changes, the stored objects that
// would fail their next update), markers in the previous CRD, and a share link that keeps it.
// Screenshots go to $E2E_SHOTS (default: the system temp dir).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, fileMenuItem, launch, LINK_TAB_900, LinkTab, openPage, results, waitReady, savedWork, freshContext } from './browser';
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot } from '../src/state/snapshot';
import { CORPUS_DIR, corpusSkipReason, hasCorpus } from '../test/corpus';
import { firstVisitLink } from './first-visit';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/**
 * The link tab crd-problems, views and the Go files share (LinkTab): the markers test starts from its
 * share link there, the tests that start where a first visit does from that work's link (firstVisitLink).
 * The gallery test keeps a page of its own: it ends by loading the app again in Ukrainian.
 */
const tab = new LinkTab(() => browser, LINK_TAB_900);

const SHOTS = process.env.E2E_SHOTS ?? tmpdir();

// The CRD in the cluster: v1beta1 and v1 served, both in status.storedVersions.
const OLD_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
  versions:
  - name: v1beta1
    served: true
    storage: false
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              mode: {type: string, enum: [Fast, Safe, Legacy]}
              image: {type: string}
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              mode: {type: string, enum: [Fast, Safe, Legacy]}
              image: {type: string}
status:
  storedVersions: [v1beta1, v1]
`;

// The new CRD: the enum narrowed, image required, v1beta1 removed, an optional field added.
const NEW_CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            required: [image]
            properties:
              mode: {type: string, enum: [Fast, Safe]}
              image: {type: string}
              note: {type: string}
`;

const OBJECTS = `apiVersion: example.com/v1
kind: Widget
metadata: {name: legacy-widget}
spec: {mode: Legacy, image: nginx}
---
apiVersion: example.com/v1
kind: Widget
metadata: {name: good-widget}
spec: {mode: Safe, image: nginx}
`;

const STORED_VERSION_ERROR =
  'status.storedVersions[0]: Invalid value: "v1beta1": missing from spec.versions; v1beta1 was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in v1beta1 and removes v1beta1 from status.storedVersions';

type EditorName = 'CRD editor' | 'Object editor' | 'Editor of the previous CRD';

/** Replaces an editor's whole text as a paste would. */
async function paste(page: Page, name: EditorName, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name, exact: true });
  await box.focus();
  await page.keyboard.press('Control+A');
  // a clipboard paste event, as Ctrl+V delivers it (typed text would be auto-indented)
  await box.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  const id = { 'CRD editor': 'crd', 'Object editor': 'objects', 'Editor of the previous CRD': 'oldCrd' }[name];
  await expect.poll(async () => (await saved(page))?.texts?.[id as 'crd' | 'objects' | 'oldCrd'], { timeout: 10_000 }).toBe(text);
}

const panel = (page: Page) => results(page).getByRole('tabpanel');
const saved = (page: Page) => savedWork(page);
const changeRow = (page: Page, kind: string) => panel(page).locator(`li.crd-change[data-kind="${kind}"]`);

async function openChanges(page: Page): Promise<void> {
  await results(page)
    .getByRole('tab', { name: /^Changes/ })
    .click();
}

/** The playground with the widget CRD update set up (switch on, both CRDs and the objects pasted). */
async function widgetUpdate(page: Page): Promise<void> {
  const before = await waitReady(page);
  await page.getByLabel('CRD update', { exact: true }).check();
  await page.locator('[data-editor="oldCrd"]').waitFor();
  await paste(page, 'Editor of the previous CRD', OLD_CRD);
  await paste(page, 'CRD editor', NEW_CRD);
  await paste(page, 'Object editor', OBJECTS);
  await waitReady(page, before);
  await expect.poll(async () => (await saved(page))?.texts?.objects, { timeout: 10_000 }).toBe(OBJECTS);
  await waitReady(page);
}

describe('CRD update: previous CRD and the Changes tab', () => {
  it('lists the update error, the breaking and non-breaking changes and the stored objects that would fail', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openChanges(page);
    // the Changes view is a chunk of its own, fetched once Monaco has loaded: a tab opened just after a
    // page's first load can show nothing for a moment
    await expect.poll(() => panel(page).innerText()).toContain('No previous CRD: turn on CRD update and paste the CRD from the cluster.');
    expect(await page.getByRole('textbox', { name: 'Editor of the previous CRD' }).count()).toBe(0);

    // the first switch on starts the previous CRD as a copy of the CRD: no changes yet
    await page.getByLabel('CRD update', { exact: true }).check();
    await expect.poll(() => panel(page).innerText(), { timeout: 15_000 }).toContain('No changes');
    expect(await panel(page).innerText()).toContain('The apiserver accepts this update of the CRD.');
    // the note that the copy has no status.storedVersions marks its first line, not the whole text
    expect(await panel(page).innerText()).toContain('has no status.storedVersions');
    await expect.poll(() => page.locator('[data-editor="oldCrd"] .squiggly-info').count(), { timeout: 15_000 }).toBe(1);

    await paste(page, 'Editor of the previous CRD', OLD_CRD);
    await paste(page, 'CRD editor', NEW_CRD);
    await paste(page, 'Object editor', OBJECTS);
    await expect.poll(() => changeRow(page, 'enumNarrowed').count(), { timeout: 15_000 }).toBe(1);
    await waitReady(page);

    // the update validation, as kube prints it
    expect(await panel(page).innerText()).toContain(STORED_VERSION_ERROR);
    // breaking changes, marked, with what they break
    for (const [kind, path, version] of [
      ['enumNarrowed', 'spec.mode', 'v1'],
      ['requiredAdded', 'spec.image', 'v1'],
      ['storedVersionRemoved', 'spec.versions', 'v1beta1'],
    ]) {
      const row = changeRow(page, kind);
      expect(await row.count(), kind).toBe(1);
      expect(await row.getAttribute('class')).toContain('breaking');
      const text = await row.innerText();
      expect(await row.locator('.crd-change-mark').textContent()).toBe('breaking');
      expect(text).toContain(path);
      expect(text).toContain(version);
    }
    expect(await changeRow(page, 'enumNarrowed').innerText()).toContain('breaks clients, stored objects');
    expect(await changeRow(page, 'enumNarrowed').innerText()).toContain('enum value "Legacy" removed');
    expect(await changeRow(page, 'enumNarrowed').innerText()).toContain('→ ["Fast","Safe"]');
    // a non-breaking change too, after the breaking ones
    const added = changeRow(page, 'fieldAdded');
    expect(await added.getAttribute('class')).toContain('compatible');
    expect(await added.innerText()).toContain('spec.note');
    const kinds = await panel(page)
      .locator('li.crd-change')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds.at(-1)).toBe('fieldAdded');
    expect(await panel(page).innerText()).toContain('3 breaking · 1 non-breaking');

    // the tab's badge: 3 breaking changes + 1 update error
    expect(
      await results(page)
        .getByRole('tab', { name: /^Changes/ })
        .innerText(),
    ).toMatch(/Changes\s*4$/);

    // breaking only
    await panel(page).getByLabel('Breaking only').check();
    expect(await added.count()).toBe(0);
    expect(await panel(page).locator('li.crd-change').count()).toBe(3);
    await panel(page).getByLabel('Breaking only').uncheck();
    expect(await added.count()).toBe(1);

    // with ratcheting (1.30+) the unchanged legacy object still passes, but only while mode stays
    const legacy = panel(page).getByRole('listitem', { name: 'Widget legacy-widget' });
    expect(await legacy.locator('.upgrade-status').textContent()).toBe('passes by ratcheting');
    expect(await legacy.textContent()).toContain('only while these fields stay unchanged: a create, or an edit of them, is rejected');
    expect(await legacy.innerText()).toContain('spec.mode: Unsupported value: "Legacy": supported values: "Fast", "Safe"');
    expect(await panel(page).getByRole('listitem', { name: 'Widget good-widget' }).locator('.upgrade-status').textContent()).toBe('passes');

    // without ratcheting (1.29) it would fail its next update
    const before = await waitReady(page);
    await page.getByRole('combobox', { name: 'Kubernetes' }).selectOption('1.29');
    await waitReady(page, before);
    await expect.poll(() => legacy.locator('.upgrade-status').textContent(), { timeout: 15_000 }).toBe('would fail its next update');
    expect(await legacy.innerText()).toContain('spec.mode: Unsupported value: "Legacy": supported values: "Fast", "Safe"');
    expect(await panel(page).innerText()).toContain('1 of 2 would fail their next update');
    expect(await panel(page).innerText()).toContain('status.storedVersions[0]: Invalid value: "v1beta1": must appear in spec.versions');

    await page.screenshot({ path: join(SHOTS, 'upgrades-widgets.png') });

    // a click on a change selects its node in the CRD editor
    expect(await page.locator('[data-editor="crd"] .selected-text').count()).toBe(0);
    await changeRow(page, 'enumNarrowed').getByRole('button').click();
    await expect.poll(() => page.locator('[data-editor="crd"] .selected-text').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  }, 150_000);

  it('the previous CRD gets markers for its own problems; "copy current CRD to previous" starts over', async () => {
    // the widget CRD update (the switch on, both CRDs and the objects) from a share link, in the link tab
    const start = defaultSnapshot();
    const link = shareURL(appURL(), { texts: { ...start.texts, crd: NEW_CRD, oldCrd: OLD_CRD, objects: OBJECTS }, options: { ...start.options, crdUpdate: true }, tab: 'changes' });
    const { page, close, errors } = await tab.open(link, { timeout: 120_000 });
    await page.locator('[data-editor="oldCrd"] .monaco-editor').waitFor();
    await openChanges(page);
    const before = await waitReady(page);
    // broken in its first lines (the marker is in view)
    await paste(page, 'Editor of the previous CRD', OLD_CRD.replace('name: widgets.example.com', 'name: [widgets.example.com'));
    await waitReady(page, before);
    await expect.poll(() => panel(page).innerText(), { timeout: 15_000 }).toContain('Problems of the previous CRD');
    expect(await panel(page).innerText()).toContain('No CustomResourceDefinition in the previous CRD has the name of a CRD in the CRD editor');
    await page.getByRole('textbox', { name: 'Editor of the previous CRD', exact: true }).focus();
    await page.keyboard.press('Control+Home'); // the paste left the view at the end
    await expect.poll(() => page.locator('[data-editor="oldCrd"] .squiggly-error').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const again = await waitReady(page);
    await page.getByRole('button', { name: 'Copy current CRD to previous' }).click();
    await waitReady(page, again);
    await expect.poll(() => panel(page).innerText(), { timeout: 15_000 }).toContain('No changes');
    expect(await page.getByRole('button', { name: 'Copy current CRD to previous' }).isDisabled()).toBe(true);
    await expect.poll(async () => (await saved(page))?.texts.oldCrd, { timeout: 15_000 }).toBe(NEW_CRD); // autosaved after its delay
    expect(errors).toEqual([]);
    await close();
  }, 150_000);

  it('a share link keeps the previous CRD and the switch', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    await widgetUpdate(page);
    await openChanges(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const original = await saved(page);
    expect(original?.texts.oldCrd).toBe(OLD_CRD);
    await page.getByRole('button', { name: 'Share' }).click();
    const url = await page.getByRole('dialog', { name: 'Share link' }).getByLabel('Link').inputValue();
    expect(url).toMatch(/#state=3\.[A-Za-z0-9_-]+$/);
    await close();

    const other = await freshContext(browser, { viewport: { width: 1400, height: 900 } });
    const p2 = await other.newPage();
    await p2.goto(url);
    await waitReady(p2);
    expect(await saved(p2)).toEqual(original);
    expect(await p2.getByLabel('CRD update', { exact: true }).isChecked()).toBe(true);
    expect(await p2.getByRole('textbox', { name: 'Editor of the previous CRD' }).count()).toBe(1);
    expect(
      await results(p2)
        .getByRole('tab', { name: /^Changes/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    await expect.poll(() => changeRow(p2, 'storedVersionRemoved').count(), { timeout: 15_000 }).toBe(1);
    await other.close();
  }, 150_000);

  it('the gallery example opens on the Changes tab with its point', async () => {
    const { page, context, errors } = await openPage(browser);
    const before = await waitReady(page);
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'CRD upgrade: a narrowed enum and a new required field', exact: true }).click();
    await waitReady(page, before);
    expect(
      await results(page)
        .getByRole('tab', { name: /^Changes/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByLabel('CRD update', { exact: true }).isChecked()).toBe(true);
    await expect.poll(() => changeRow(page, 'enumNarrowed').count(), { timeout: 15_000 }).toBe(1);
    expect(await changeRow(page, 'requiredAdded').count()).toBe(1);
    expect(await panel(page).innerText()).toContain('The apiserver accepts this update of the CRD.');
    expect(await panel(page).getByRole('listitem', { name: 'CronTab allows-overlap' }).innerText()).toContain('spec.concurrencyPolicy: Unsupported value: "Allow"');
    await page.screenshot({ path: join(SHOTS, 'upgrades-example.png') });
    // the Ukrainian UI
    await page.goto(page.url().split('?')[0] + '?lang=uk');
    await waitReady(page);
    expect(await page.getByRole('tab', { name: /^Зміни/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('button', { name: 'Скопіювати поточний CRD у попередній' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it.skipIf(!hasCorpus)(
    'gateway-api HTTPRoute: standard in the cluster, experimental as the update (corpus)',
    async () => {
      if (!hasCorpus) return console.warn(corpusSkipReason);
      const crds = join(CORPUS_DIR, 'crds', 'gateway-api');
      const objectFile = join(CORPUS_DIR, 'objects', 'valid', 'gateway-api', 'conformance__tests__httproute-cors.yaml');
      const read = (f: string) => readFileSync(f, 'utf8');
      const state = {
        format: 'crd-playground-state',
        version: 3,
        texts: {
          crd: read(join(crds, 'gateway.networking.k8s.io_httproutes.experimental.yaml')),
          oldCrd: read(join(crds, 'gateway.networking.k8s.io_httproutes.standard.yaml')),
          objects: existsSync(objectFile) ? read(objectFile) : '',
        },
        options: { kubeVersion: '1.35', strict: false, crdUpdate: true },
        tab: 'changes',
      };
      const { page, close, errors } = await tab.open(firstVisitLink());
      // the check of two 0.5 MB CRDs takes ~3 s; on a loaded machine it may pass the 5 s limit and be
      // stopped (the page says so): open the file again then, at most three times
      let ms: number;
      let attempts = 0;
      do {
        attempts++;
        const before = await waitReady(page);
        const openItem = await fileMenuItem(page, 'Open state file');
        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), openItem.click()]);
        const started = Date.now();
        await chooser.setFiles({ name: 'httproutes.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(state)) });
        await waitReady(page, before);
        ms = Date.now() - started;
      } while ((await page.locator('.failure').count()) > 0 && attempts < 3);
      const failure = await page.locator('.failure').count();
      expect(failure, failure ? await page.locator('.failure').innerText() : '').toBe(0);
      await expect.poll(() => panel(page).locator('li.crd-change').count(), { timeout: 20_000 }).toBeGreaterThan(10);
      const text = await panel(page).innerText();
      expect(text).toContain('Update of httproutes.gateway.networking.k8s.io');
      // experimental adds optional fields and widens enums; both versions are compared
      expect(await changeRow(page, 'fieldAdded').count()).toBeGreaterThan(0);
      expect(await panel(page).getByLabel('Version').locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['all', 'v1', 'v1beta1']));
      console.log(`gateway-api HTTPRoute update: ${await panel(page).locator('li.crd-change').count()} changes listed, ${ms} ms from opening the state file to the result (attempt ${attempts})`);
      await page.screenshot({ path: join(SHOTS, 'upgrades-httproute.png') });
      await panel(page).getByLabel('Breaking only').check();
      await page.screenshot({ path: join(SHOTS, 'upgrades-httproute-breaking.png') });
      expect(errors).toEqual([]);
      await close();
    },
    150_000,
  );
});
