// The Versions, Columns and OpenAPI tabs, in Chromium against the built app, on examples opened
// from the gallery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { findExample } from '../src/examples/gallery';
import { shareURL } from '../src/state/permalink';
import { appURL, editor, launch, results, waitReady, LINK_TAB_900, LinkTab } from './browser';
import { firstVisitLink } from './first-visit';

let browser: Browser;
// every test opens its work as a share link, one after another in one tab (LinkTab); those that start
// where a first visit does open that work's link (firstVisitLink) and go on from there as a user would
const tab = new LinkTab(() => browser, LINK_TAB_900);
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/** Opens a gallery example by its title and waits for its result. */
export async function openExample(page: Page, title: string): Promise<number> {
  const before = await waitReady(page);
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('dialog', { name: 'Examples from the Kubernetes documentation' }).getByRole('button', { name: title, exact: true }).click();
  return waitReady(page, before);
}

/** Replaces line `line` (1-based) of the CRD editor, keeping its indentation. */
async function replaceCRDLine(page: Page, line: number, text: string): Promise<void> {
  await editor(page, 'CRD editor').focus();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.type(text);
}

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const panel = (page: Page) => results(page).getByRole('tabpanel');

async function panelText(page: Page): Promise<string> {
  return panel(page).innerText();
}

describe('Versions tab', () => {
  it('shows versions, storage and stored versions; switching the storage flag shows the change and the refusal', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openExample(page, 'Multiple versions with None conversion');
    expect(await results(page).getByRole('tab', { name: 'Versions' }).getAttribute('aria-selected')).toBe('true');
    const p = panel(page);
    // priority order: v1 before v1beta1; v1beta1 is the storage version (the Versions view is a chunk of
    // its own, fetched once Monaco has loaded: on a page that just loaded it can still be on its way)
    await poll(() => p.locator('tr[data-version]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-version')))).toEqual(['v1', 'v1beta1']);
    expect(await p.locator('tr[data-version="v1beta1"] .flag.storage').count()).toBe(1);
    expect(await p.locator('tr[data-version="v1"] .flag.default').count()).toBe(1);
    let text = await panelText(page);
    expect(text).toContain('Objects are stored at v1beta1');
    expect(text).toContain('/apis/example.com/v1/namespaces/{namespace}/crontabs');
    expect(text).toContain('crontabs.v1beta1.example.com');
    // the object written at v1beta1, read at v1: only apiVersion changes
    const diff = p.getByLabel('Object read at v1 (removed lines marked −, added lines +)');
    await diff.waitFor();
    expect((await diff.locator('.line.removed').allInnerTexts()).map((l) => l.trim())).toEqual(['− apiVersion: example.com/v1beta1']);
    expect((await diff.locator('.line.added').allInnerTexts()).map((l) => l.trim())).toEqual(['+ apiVersion: example.com/v1']);

    // line 10 is v1beta1's `storage: true`: no version is the storage version any more
    let seq = await waitReady(page);
    await replaceCRDLine(page, 10, 'storage: false');
    seq = await waitReady(page, seq);
    await poll(() => panelText(page)).toContain('No version is marked as the storage version');
    text = await panelText(page);
    expect(text).toContain('must have exactly one version marked as storage version');
    expect(text).toContain('status.storedVersions: Invalid value: null: must have at least one stored version');
    expect(text).toContain('every version listed in status.storedVersions must stay in spec.versions');
    expect(await p.locator('.flag.storage').count()).toBe(0);

    // line 21 is v1's `storage: false`: v1 becomes the storage version
    await replaceCRDLine(page, 21, 'storage: true');
    await waitReady(page, seq);
    await poll(() => panelText(page)).toContain('Objects are stored at v1 ');
    expect(await p.locator('tr[data-version="v1"] .flag.storage').count()).toBe(1);
    text = await panelText(page);
    expect(text).toContain('status.storedVersions: v1');
    expect(text).toContain('Switching the storage version does not rewrite existing objects');
    expect(text).not.toContain('must have exactly one version marked as storage version');
    expect(errors).toEqual([]);
    await close();
  });

  it('a version removed while status.storedVersions still lists it: the apiserver refusal of the update and the guidance', async () => {
    const ex = findExample('multiple-versions')!;
    const crd = ex.crd.replace(/  - name: v1beta1\n[\s\S]*?(  - name: v1\n)/, '$1').replace('storage: false', 'storage: true') + 'status:\n  storedVersions: [v1beta1, v1]\n';
    const { page, close } = await tab.open(shareURL(appURL(), { texts: { crd, objects: '' }, options: { kubeVersion: '1.35', strict: false }, tab: 'versions' }));
    const update = panel(page).getByLabel(/an update of this CRD records/);
    await poll(() => update.innerText().catch(() => '')).toContain('status.storedVersions[0]: Invalid value: "v1beta1": missing from spec.versions');
    const text = await update.innerText();
    expect(text).toContain('v1beta1, v1');
    expect(text).toContain('The apiserver refuses that update');
    expect(text).toContain('Before removing a version from spec.versions');
    await close();
  });

  it('schema diff of two versions and webhook conversion with a pasted response', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openExample(page, 'Webhook conversion');
    const p = panel(page);
    const diff = p.getByRole('region', { name: 'Schema diff' });
    await poll(() => diff.innerText()).toContain('hostPort');
    expect(await diff.locator('.change.removed').allTextContents()).toEqual(['removed hostPort']);
    // the ConversionReview request for v1
    const request = p.getByLabel('ConversionReview request');
    await request.waitFor();
    const review = JSON.parse(await request.innerText());
    expect(review.kind).toBe('ConversionReview');
    expect(review.request.desiredAPIVersion).toBe('example.com/v1');
    // a response with the wrong uid is refused as the apiserver refuses it
    const body = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'ConversionReview',
      response: {
        uid: 'wrong',
        result: { status: 'Success' },
        convertedObjects: [{ ...review.request.objects[0], apiVersion: 'example.com/v1', hostPort: undefined, host: 'localhost', port: '1234' }],
      },
    };
    const response = p.getByLabel('ConversionReview response');
    await response.fill(JSON.stringify(body));
    const outcome = p.getByRole('region', { name: 'What the apiserver makes of the response' });
    await poll(() => outcome.innerText().catch(() => '')).toContain(`expected response.uid="${review.request.uid}", got "wrong"`);
    body.response.uid = review.request.uid;
    await response.fill(JSON.stringify(body));
    await poll(() => outcome.innerText().catch(() => '')).toContain('The apiserver accepts the response.');
    expect(await outcome.innerText()).toContain('valid at the target version');
    // the filled-in skeleton keeps hostPort, which v1 prunes
    await p.getByRole('button', { name: 'Fill in a response that only changes apiVersion' }).click();
    await poll(() => outcome.innerText().catch(() => '')).toContain('Removed by pruning: hostPort');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Columns tab', () => {
  it('Wide shows the wide columns', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openExample(page, 'Additional printer columns');
    const table = panel(page).getByLabel('kubectl get output');
    const header = async () => (await table.innerText()).split('\n')[0].trim().split(/\s+/);
    // the table is the view worker's answer, asked once the tab shows this result: until it comes the
    // tab shows the previous answer (another work's table, from an earlier test in this tab)
    await poll(header).toEqual(['NAME', 'SPEC', 'REPLICAS', 'AGE']);
    expect(await table.innerText()).toContain('* * * * */5');
    // give the Replicas column priority 1: only `kubectl get -o wide` shows it
    const seq = await waitReady(page);
    const typeLine =
      findExample('printer-columns')!
        .crd.split('\n')
        .findIndex((l) => l.includes('name: Replicas')) + 2;
    await replaceCRDLine(page, typeLine, 'type: integer\npriority: 1');
    await waitReady(page, seq);
    await poll(header).toEqual(['NAME', 'SPEC', 'AGE']);
    await panel(page).getByRole('switch', { name: 'Wide' }).check();
    await poll(header).toEqual(['NAME', 'SPEC', 'REPLICAS', 'AGE']);
    expect(
      (await table.innerText())
        .split('\n')[1]
        .trim()
        .split(/\s{3,}/)
        .slice(0, 3),
    ).toEqual(['my-new-cron-object', '* * * * */5', '1']);
    await panel(page).getByRole('switch', { name: 'Wide' }).uncheck();
    await poll(header).toEqual(['NAME', 'SPEC', 'AGE']);
    expect(errors).toEqual([]);
    await close();
  });

  it('an object whose anchors nest deeper than the views show is left out with a notice, the others listed', async () => {
    const crd = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: deeps.example.com
spec:
  group: example.com
  names: {kind: Deep, plural: deeps}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns: [{name: Size, type: string, jsonPath: .spec.size}]
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec: {type: object, x-kubernetes-preserve-unknown-fields: true}
`;
    // 75 anchors of 8 levels, each nesting the previous: 600 levels from 4 kB of text
    const anchors = Array.from({ length: 75 }, (_, i) => `  - &a${i + 1} ${'{x: '.repeat(8)}${i === 0 ? '1' : `*a${i}`}${'}'.repeat(8)}`);
    const objects = `apiVersion: example.com/v1\nkind: Deep\nmetadata: {name: flat}\nspec: {size: small}\n---\napiVersion: example.com/v1\nkind: Deep\nmetadata: {name: deep}\nanchors:\n${anchors.join('\n')}\nspec: {size: big, deep: *a75}\n`;
    const { page, close, errors } = await tab.open(shareURL(appURL(), { texts: { crd, objects }, options: { kubeVersion: '1.35', strict: false }, tab: 'columns' }));
    await poll(() => panel(page).locator('.too-deep').count()).toBe(1);
    expect(await panel(page).locator('.too-deep').innerText()).toBe('this view leaves out the object "deep": it nests deeper than 100 levels');
    expect((await panel(page).getByLabel('kubectl get output').innerText()).trim().split('\n')).toEqual(['NAME   SIZE', 'flat   small']);
    expect(errors).toEqual([]);
    await close();
  });

  it('ages are computed from the "now" typed in', async () => {
    const ex = findExample('printer-columns')!;
    const objects = ex.objects.replace('metadata:\n', 'metadata:\n  creationTimestamp: "2026-01-01T00:00:00Z"\n');
    const { page, close } = await tab.open(shareURL(appURL(), { texts: { crd: ex.crd, objects }, options: { kubeVersion: '1.35', strict: false }, tab: 'columns' }));
    let seq = await waitReady(page);
    const table = panel(page).getByLabel('kubectl get output');
    const now = panel(page).getByRole('textbox', { name: 'Now' });
    await now.fill('2026-01-03T00:00:00Z');
    seq = await waitReady(page, seq);
    await poll(async () => (await table.innerText()).split('\n')[1].trim().split(/\s+/).pop()).toBe('2d');
    await now.fill('2026-01-01T03:30:00Z');
    await waitReady(page, seq);
    await poll(async () => (await table.innerText()).split('\n')[1].trim().split(/\s+/).pop()).toBe('3h30m');
    await now.fill('soon');
    await poll(() => panel(page).innerText()).toContain('Not a time (use RFC 3339');
    await close();
  });

  it('a field selector on the Shirts example lists the matching objects, or the apiserver error', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await openExample(page, 'Selectable fields (Shirts)');
    const p = panel(page);
    const input = p.getByRole('textbox', { name: 'Field selector' });
    const matches = p.getByLabel('Matching objects');
    await input.fill('spec.color=blue');
    await poll(() => matches.innerText().catch(() => '')).toBe('Matching objects: example1, example2');
    expect(await p.getByLabel('kubectl get output').innerText()).not.toContain('example3');
    await input.fill('spec.color=green,spec.size=M');
    await poll(() => matches.innerText().catch(() => '')).toBe('Matching objects: example3');
    await input.fill('spec.weight=3');
    await poll(() => p.innerText()).toContain('field label not supported: spec.weight');
    expect(errors).toEqual([]);
    await close();
  });

  it('/scale per object when the scale subresource is enabled', async () => {
    const { page, close } = await tab.open(firstVisitLink());
    await openExample(page, 'Status and scale subresources');
    const scale = panel(page).getByRole('region', { name: 'GET /scale' });
    const text = await scale.innerText();
    expect(text).toContain('"kind": "Scale"');
    expect(text).toContain('"replicas": 3');
    await close();
  });
});

describe('OpenAPI tab', () => {
  it('shows kubectl explain --recursive and the published documents', async () => {
    const { page, close, errors } = await tab.open(firstVisitLink());
    await results(page).getByRole('tab', { name: 'OpenAPI' }).click();
    const p = panel(page);
    const explain = p.locator('pre.openapi-doc');
    await poll(() => explain.innerText().catch(() => '')).toContain('KIND:       CronTab');
    const text = await explain.innerText();
    expect(text).toContain('GROUP:      stable.example.com');
    expect(text).toMatch(/cronSpec\s+<string>/);
    expect(text).toMatch(/replicas\s+<integer>/);
    // explain of one field
    const field = p.getByRole('textbox', { name: 'Field' });
    await field.fill('spec.replicas');
    await poll(() => explain.innerText().catch(() => '')).toContain('FIELD: replicas <integer>');
    expect(await explain.innerText()).toContain('$ kubectl explain crontabs.spec.replicas --api-version=stable.example.com/v1 --recursive');
    await field.fill('spec.nope');
    await poll(() => explain.innerText().catch(() => '')).toContain('error: field "nope" does not exist');
    await field.fill('');
    await p.getByRole('radio', { name: 'OpenAPI v3' }).check();
    await poll(() =>
      p
        .locator('pre.openapi-doc')
        .innerText()
        .catch(() => ''),
    ).toContain('com.example.stable.v1.CronTab');
    await p.getByRole('radio', { name: 'OpenAPI v2' }).check();
    await p.getByRole('combobox', { name: 'Format' }).selectOption('json');
    await poll(() =>
      p
        .locator('pre.openapi-doc')
        .innerText()
        .catch(() => ''),
    ).toContain('"swagger"');
    expect(errors).toEqual([]);
    await close();
  });
});
