// Nothing injected, nothing crashes: under the page's Content Security Policy a share link whose
// texts carry HTML, script end tags, javascript: URLs and Markdown links runs nothing in any tab or
// hover; an object whose YAML anchors nest into one another shows no JavaScript error text in any tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appURL, launch, results, freshContext, RUN_POLL_MS } from './browser';
import { shareURL } from '../src/state/permalink';
import { RESULT_TABS } from '../src/ui/results/tabs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HOSTILE = `<img src=x onerror="window.__pwned=1;alert(1)"> </script><script>window.__pwned=2</script> [click](javascript:window.__pwned=3) <a href="javascript:alert(4)">a</a>`;

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  names: {plural: widgets, singular: widget, kind: Widget, listKind: WidgetList}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    additionalPrinterColumns:
    - name: "<img src=x onerror=alert(5)>"
      type: string
      jsonPath: .spec.note
      description: ${JSON.stringify(HOSTILE)}
    schema:
      openAPIV3Schema:
        type: object
        description: ${JSON.stringify(HOSTILE)}
        properties:
          spec:
            type: object
            description: ${JSON.stringify(HOSTILE)}
            x-kubernetes-validations:
            - rule: "self.note != 'x'"
              message: ${JSON.stringify(HOSTILE)}
            properties:
              note:
                type: string
                description: ${JSON.stringify(HOSTILE)}
                enum: ["<script>alert(6)</script>", "javascript:alert(7)"]
                default: "<img src=x onerror=alert(8)>"
`;
const OBJECTS = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: "<img src=x onerror=alert(9)>"
  annotations: {a: "</script><script>alert(10)</script>"}
spec:
  note: x
  "<img src=x onerror=alert(11)>": "javascript:alert(12)"
`;

/** Waits for the newest result (long: a busy machine and expensive inputs). */
const waitReady = (page: Page) => page.waitForFunction(() => document.querySelector('[data-run-id]')?.getAttribute('data-state') === 'ready', undefined, { timeout: 120_000, polling: RUN_POLL_MS });

/** Collects dialogs, page errors, CSP violations and console errors of a page. */
async function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], console: [] as string[] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('pageerror', (e) => seen.errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') seen.console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return seen;
}

/**
 * Until the tab's view shows what it was opened for: its code is there (a lazy view renders nothing
 * before its chunk arrives) and, for the views the view worker computes when asked (Columns, OpenAPI,
 * Compatibility), its answer — the texts those answers print are on the page before the test reads
 * the page's errors and policy violations. (A fixed 500 ms wait before: too short on a busy machine,
 * too long on a quiet one.)
 */
function viewShown(page: Page, id: string) {
  return page.waitForFunction(
    (id) => {
      const panel = document.getElementById(`panel-${id}`);
      if (!panel || panel.childElementCount === 0) return false;
      if (id === 'columns') return panel.querySelector('.columns-group, p.empty, p.failure') !== null;
      if (id === 'openapi') return panel.querySelector('pre.openapi-doc, p.failure') !== null;
      if (id === 'compatibility') {
        if (panel.querySelector('.matrix p.empty') !== null) return true;
        const rows = panel.querySelectorAll('tr[data-version]');
        return rows.length > 0 && [...rows].every((r) => r.getAttribute('data-state') === 'ready' || r.getAttribute('data-state') === 'failed');
      }
      return true;
    },
    id,
    { timeout: 120_000 },
  );
}

async function everyTab(page: Page): Promise<void> {
  for (const tab of RESULT_TABS) {
    await results(page).locator(`#tab-${tab.id}`).click();
    await waitReady(page);
    await viewShown(page, tab.id);
  }
}

async function hoverAt(page: Page, editor: 'CRD editor' | 'Object editor', needle: string, text: string): Promise<void> {
  const line = text.slice(0, text.indexOf(needle)).split('\n').length;
  await page.getByRole('textbox', { name: editor }).focus();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+i');
  // the hover's contents, once the language worker answered (Monaco shows "Loading…" meanwhile) and
  // drawn (two frames later); a place without a hover goes on after 15 s, as before
  await page
    .waitForFunction(
      () => {
        const shown = [...document.querySelectorAll('.monaco-hover .hover-contents')];
        return shown.length > 0 && shown.every((el) => !/^Loading/.test((el.textContent ?? '').trim()));
      },
      undefined,
      { timeout: 15_000 },
    )
    .then(() => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))))
    .catch(() => undefined);
  await page.keyboard.press('Escape');
}

describe('content security policy and hostile texts', () => {
  it('the built page carries the policy; a link with HTML, script tags and javascript: URLs runs nothing anywhere', async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const seen = await watch(page);
    await page.goto(shareURL(appURL(), { texts: { crd: CRD, objects: OBJECTS }, options: { kubeVersion: '1.37', strict: false }, tab: 'problems' }), { timeout: 120_000 });
    await waitReady(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // the policy lets the app work: Monaco rendered, the engine worker answered
    await expect.poll(() => page.locator('.monaco-editor .view-lines').count()).toBeGreaterThan(0);
    await everyTab(page);
    await hoverAt(page, 'Object editor', '  note: x', OBJECTS);
    await hoverAt(page, 'Object editor', 'spec:', OBJECTS);
    await hoverAt(page, 'CRD editor', '              note:', CRD);
    // links in descriptions are not rendered as links
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    const pwned = await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
    expect(seen.dialogs).toEqual([]);
    expect(pwned).toBeUndefined();
    expect(violations).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.console.filter((c) => /Content Security Policy|Refused to/.test(c))).toEqual([]);
    await page.screenshot({ path: 'test-results/safety-hostile.png' });
    await context.close();
  }, 240_000);
});

/** `x1: &a1 {x: {x: ...}}`, `x2: &a2 {x: *a1, y: *a1}`, ...: small text, deep and huge decoded value. */
function aliasNest(levels: number, chain: number): string {
  const lines = ['apiVersion: example.com/v1', 'kind: Widget', 'metadata:', '  name: deep', 'spec:', '  note: y'];
  let prev = '';
  for (let i = 1; i <= levels; i++) {
    const inner = prev === '' ? '"leaf"' : `{x: *a${i - 1}, y: *a${i - 1}}`;
    lines.push(`  x${i}: &a${i} ${'{x: '.repeat(chain)}${inner}${'}'.repeat(chain)}`);
    prev = `a${i}`;
  }
  return lines.join('\n') + '\n';
}

describe('deeply nested decoded values', () => {
  it('an object whose anchors nest shows no JavaScript error text and crashes no tab', async () => {
    const context = await freshContext(browser, { viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const seen = await watch(page);
    const crd = CRD.replace(/type: object\n            description/, 'type: object\n            x-kubernetes-preserve-unknown-fields: true\n            description');
    await page.goto(shareURL(appURL(), { texts: { crd, objects: aliasNest(14, 12) }, options: { kubeVersion: '1.37', strict: false }, tab: 'problems' }), { timeout: 120_000 });
    await waitReady(page);
    await everyTab(page);
    await hoverAt(page, 'Object editor', '  x3:', aliasNest(14, 12));
    const text = await page.locator('body').innerText();
    for (const bad of ['Maximum call stack', 'Minified React error', 'is not a function', 'Cannot read propert', '[object Object]']) expect(text).not.toContain(bad);
    expect(seen.errors).toEqual([]);
    expect(seen.dialogs).toEqual([]);
    await page.screenshot({ path: 'test-results/safety-deep.png' });
    await context.close();
  }, 240_000);
});
