// Go mode as an operator author meets it, in Chromium against the built app: our own CronJob-style
// types (a batchv1.JobTemplateSpec from k8s.io/api, an enum, a status subresource, a printer column
// and a CEL rule) pasted into the Go editor give the CRD; an object is checked against it; typing in
// a marker updates the results; and every result tab works on the generated CRD (Versions, Columns,
// OpenAPI, Compatibility, CEL with costs, New object).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { editorText, fileMenuItem, launch, LINK_TAB_900, LinkTab, results, savedWork, replaceText, withClipboard } from './browser';
import { GADGET_OBJECT, gadgetTypes, goLink } from './fixtures-go';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await tab.dispose();
  await browser?.close();
});

/**
 * Both tests go on in the Go link tab that go-assist and go-mode use (LinkTab, allowed to read what
 * Copy wrote): its engine workers keep the k8s.io/api schemas the Go generator reads, which a new
 * page loads again.
 */
const tab = new LinkTab(() => browser, LINK_TAB_900);

// one marker or declaration a line, no indentation (the editor indents typed lines itself)
const TYPES = [
  '// +groupName=batch.example.com',
  'package v1',
  '',
  'import (',
  'batchv1 "k8s.io/api/batch/v1"',
  'metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
  ')',
  '',
  '// ConcurrencyPolicy says what to do when a run is due while the last one still runs.',
  '// +kubebuilder:validation:Enum=Allow;Forbid;Replace',
  'type ConcurrencyPolicy string',
  '',
  'type PeriodicJobSpec struct {',
  '// +kubebuilder:validation:MinLength=1',
  'Schedule string `json:"schedule"`',
  '// +optional',
  'ConcurrencyPolicy ConcurrencyPolicy `json:"concurrencyPolicy,omitempty"`',
  '// +kubebuilder:validation:MaxItems=8',
  '// +kubebuilder:validation:items:MaxLength=20',
  '// +kubebuilder:validation:XValidation:rule="self.all(t, t != \'forbidden\')",message="a tag may not be forbidden"',
  '// +optional',
  'Tags []string `json:"tags,omitempty"`',
  'JobTemplate batchv1.JobTemplateSpec `json:"jobTemplate"`',
  '}',
  '',
  'type PeriodicJobStatus struct {',
  '// +optional',
  'Active int32 `json:"active,omitempty"`',
  '// +optional',
  'LastScheduleTime *metav1.Time `json:"lastScheduleTime,omitempty"`',
  '}',
  '',
  '// +kubebuilder:object:root=true',
  '// +kubebuilder:subresource:status',
  '// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=`.spec.schedule`',
  'type PeriodicJob struct {',
  'metav1.TypeMeta   `json:",inline"`',
  'metav1.ObjectMeta `json:"metadata,omitempty"`',
  'Spec PeriodicJobSpec `json:"spec,omitempty"`',
  'Status PeriodicJobStatus `json:"status,omitempty"`',
  '}',
  '',
].join('\n');
const ENUM_LINE = TYPES.split('\n').findIndex((l) => l.includes('validation:Enum=')) + 1;

const OBJECT =
  '{"apiVersion": "batch.example.com/v1", "kind": "PeriodicJob", "metadata": {"name": "nightly"}, "spec": {"schedule": "0 3 * * *", "concurrencyPolicy": "Sometimes", "tags": ["db"], ' +
  '"jobTemplate": {"spec": {"template": {"spec": {"restartPolicy": "OnFailure", "containers": [{"name": "backup", "image": "busybox"}]}}}}}}\n';
const ENUM_ERROR = 'spec.concurrencyPolicy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace"';

/** The generated CRD as its Copy button copies it (the editor renders only the lines on screen). */
async function generatedCrd(page: Page): Promise<string> {
  return withClipboard(async () => {
    await page.getByRole('region', { name: 'Generated CRD' }).getByRole('button', { name: 'Copy' }).click();
    return page.evaluate(() => navigator.clipboard.readText());
  });
}

/** Go mode from a share link with `types` as its Go file and `objects`, in the Go link tab: the Go editor is there. */
async function openGo(types: string, objects: string) {
  const opened = await tab.open(goLink(types, objects), { timeout: 120_000 });
  await opened.page.locator('[data-editor^="go:"] .monaco-editor').first().waitFor({ timeout: 120_000 });
  return opened;
}

/**
 * How often a poll copies the generated CRD again: each copy is the whole CRD (~600 kB with the pod
 * template) written to the clipboard, read back over the DevTools connection and searched; at the
 * default 50 ms a generation of a few seconds on a busy machine meant dozens of copies.
 */
const COPY_POLL = { interval: 500 };

/** Until the generated CRD is the PeriodicJob one: its name on screen (the top of the generated CRD), then in what Copy copies. */
async function periodicJobCrd(page: Page): Promise<void> {
  await expect.poll(() => editorText(page, 'crd'), { timeout: 180_000 }).toContain('name: periodicjobs.batch.example.com');
  await expect.poll(() => generatedCrd(page), { timeout: 180_000, ...COPY_POLL }).toContain('name: periodicjobs.batch.example.com');
}

async function openTab(page: Page, name: string): Promise<string> {
  await results(page)
    .getByRole('tab', { name: new RegExp(`^${name}`) })
    .click();
  return name;
}

const panel = (page: Page) => results(page).getByRole('tabpanel');

describe('Go mode with CronJob-style types', () => {
  it('pasted types give the CRD with the pod template from k8s.io/api; the object is checked; typing in the enum marker updates the results', async () => {
    // Go mode with other types (an earlier test's Gadget): the CronJob-style types and the object are pasted over them
    const { page, errors, close } = await openGo(gadgetTypes(5), GADGET_OBJECT);
    await replaceText(page, 'Go editor', TYPES);
    await replaceText(page, 'Object editor', OBJECT);
    await periodicJobCrd(page);
    const crd = await generatedCrd(page);
    // the built-in JobTemplateSpec's pod template, the enum and the status subresource are in the schema
    expect(crd).toContain('restartPolicy:');
    expect(crd).toMatch(/enum:\n\s+- Allow\n\s+- Forbid\n\s+- Replace/);
    expect(crd).toContain('subresources:\n      status: {}');
    const problems = results(page);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain(ENUM_ERROR);

    // typing `;Sometimes` at the end of the enum marker, key by key: the value becomes allowed
    await page.getByRole('textbox', { name: 'Go editor' }).first().focus();
    await page.keyboard.press('Control+Home');
    for (let i = 1; i < ENUM_LINE; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.type(';Sometimes', { delay: 40 });
    await expect.poll(() => generatedCrd(page), { timeout: 120_000, ...COPY_POLL }).toMatch(/- Replace\n\s+- Sometimes/);
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).not.toContain('Unsupported value: "Sometimes"');

    // a bad field value on the object is the apiserver's error again
    await replaceText(page, 'Object editor', OBJECT.replace('"tags": ["db"]', '"tags": ["forbidden"]'));
    await expect.poll(() => problems.innerText(), { timeout: 120_000 }).toContain('spec.tags: Invalid value: a tag may not be forbidden');
    expect(errors).toEqual([]);
    await close();
  }, 400_000);

  it('every result tab works on the generated CRD: Versions, Columns, OpenAPI, Compatibility, CEL with costs, New object', async () => {
    // the types and a valid object (a rejected one is not stored, so no table lists it) from a share link
    const { page, errors, close } = await openGo(TYPES, OBJECT.replace('"Sometimes"', '"Forbid"'));
    await periodicJobCrd(page);
    await expect.poll(() => results(page).innerText(), { timeout: 120_000 }).toContain('Problems');

    await openTab(page, 'Versions');
    await expect.poll(() => panel(page).innerText(), { timeout: 60_000 }).toContain('/apis/batch.example.com/v1/namespaces/{namespace}/periodicjobs/{name}/status');
    expect(await panel(page).innerText()).toContain('Objects are stored at v1');

    await openTab(page, 'Columns');
    await expect.poll(() => panel(page).innerText(), { timeout: 60_000 }).toContain('SCHEDULE');
    expect(await panel(page).innerText()).toContain('0 3 * * *');

    await openTab(page, 'OpenAPI');
    await expect.poll(() => panel(page).innerText(), { timeout: 60_000 }).toContain('KIND:       PeriodicJob');
    expect(await panel(page).innerText()).toContain('jobTemplate');

    await openTab(page, 'Compatibility');
    await expect.poll(() => panel(page).innerText(), { timeout: 120_000 }).toContain('CRD periodicjobs.batch.example.com');
    expect(await panel(page).innerText()).toContain('1.27');

    await openTab(page, 'CEL');
    await expect.poll(() => panel(page).innerText(), { timeout: 60_000 }).toContain("self.all(t, t != 'forbidden')");
    expect(await panel(page).innerText()).toMatch(/cost/i);

    // New object: a sample of the generated CRD's kind is appended to the objects, and it is valid
    await (await fileMenuItem(page, 'New object')).click();
    const dialog = page.getByRole('dialog', { name: 'New object from schema' });
    await dialog.getByRole('radio', { name: 'Minimal: required fields only' }).check();
    await dialog.getByRole('button', { name: 'Add to objects' }).click();
    await expect.poll(() => dialog.getByRole('status').innerText(), { timeout: 60_000 }).toBe('Added a new PeriodicJob (v1) at the end of the objects.');
    await expect.poll(async () => ((await savedWork(page))?.texts.objects ?? '').match(/kind: PeriodicJob/g)?.length ?? 0).toBe(1);
    expect(errors).toEqual([]);
    await close();
  }, 400_000);
});
