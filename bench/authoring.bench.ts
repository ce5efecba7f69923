// Language-service latency (what the language worker runs per request): completion and hover in
// the object editor and the CRD editor, on the CronTab example and on the largest corpus CRD with
// one of its objects. Each completion run is a new keystroke (a new text); hovers run on the text
// the check already saw and after an edit. Baseline: a YAML parse of the edited text, in the same run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { complete, hover, type AuthoringInput } from '../src/engine';
import { DEFAULT_CRD, DEFAULT_OBJECTS } from '../src/state/examples';
import { CORPUS_DIR, hasCorpus } from '../test/corpus';
import { measure, row, type Timing } from './harness';

const KEYS = 'abcdefghijklmnopqrstuvwxyz';

/** A new keystroke each run: a key prefix typed on an empty line of `objects` at `after`. */
function typing(objects: string, after: string): () => { text: string; offset: number } {
  let n = 0;
  const at = objects.indexOf(after) + after.length;
  return () => {
    const prefix = KEYS.slice(0, (n++ % 6) + 1);
    const text = `${objects.slice(0, at)}\n  ${prefix}${objects.slice(at)}# ${n}\n`;
    return { text, offset: at + 3 + prefix.length };
  };
}

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  const scenario = (name: string, key: string, crd: string, objects: string, after: string, hoverNeedle: string, crdNeedle: string) => {
    const next = typing(objects, after);
    let last = next();
    const parse: Timing = measure('YAML parse of the object text', () => parseAllDocuments((last = next()).text), { minRuns: 15 });
    const input = (objectsText: string): AuthoringInput => ({ texts: { crd, objects: objectsText } });
    complete(input(last.text), 'objects', last.offset); // loads the CRD once, as the worker does on its first request
    const comp = measure(
      'completion',
      () => {
        const k = next();
        const list = complete(input(k.text), 'objects', k.offset);
        if (!list || list.items.length === 0) throw new Error(`${name}: no completion`);
      },
      { minRuns: 15 },
    );
    lines.push(row(`${name}: object completion per keystroke`, comp, parse));
    const hoverAt = objects.indexOf(hoverNeedle) + 2;
    hover(input(objects), 'objects', hoverAt);
    const hov = measure(
      'hover',
      () => {
        if (!hover(input(objects), 'objects', hoverAt)) throw new Error(`${name}: no hover`);
      },
      { minRuns: 15 },
    );
    lines.push(row(`${name}: object hover (text already checked)`, hov, parse));
    let e = 0;
    const hovEdit = measure(
      'hover after an edit',
      () => {
        const edited = `${objects}# edit ${++e}\n`;
        if (!hover(input(edited), 'objects', hoverAt)) throw new Error(`${name}: no hover`);
      },
      { minRuns: 15 },
    );
    lines.push(row(`${name}: object hover after an edit`, hovEdit, parse));
    // the CRD editor through the same dispatcher (CRD assist / CEL assist), text unchanged
    const crdAt = crd.indexOf(crdNeedle) + crdNeedle.length;
    const crdComp = measure('CRD completion', () => complete({ texts: { crd, objects } }, 'crd', crdAt), { minRuns: 15 });
    lines.push(row(`${name}: CRD editor completion`, crdComp, parse));
    const crdHov = measure('CRD hover', () => hover({ texts: { crd, objects } }, 'crd', crdAt - 2), { minRuns: 15 });
    lines.push(row(`${name}: CRD editor hover`, crdHov, parse));
    // a keystroke in the CRD editor: the CRD text changes at the cursor each run
    let c = 0;
    const crdType = measure(
      'CRD completion per keystroke',
      () => {
        const edited = `${crd.slice(0, crdAt)}${KEYS[c++ % 26]}${crd.slice(crdAt)}`;
        complete({ texts: { crd: edited, objects } }, 'crd', crdAt + 1);
      },
      { minRuns: 15 },
    );
    lines.push(row(`${name}: CRD editor completion per keystroke`, crdType, parse));
    results[`${key}CrdCompletePerKeystrokeMs`] = crdType.medianMs;
    results[`${key}CompleteMs`] = comp.medianMs;
    results[`${key}HoverMs`] = hov.medianMs;
    results[`${key}HoverAfterEditMs`] = hovEdit.medianMs;
    results[`${key}CrdCompleteMs`] = crdComp.medianMs;
    results[`${key}CrdHoverMs`] = crdHov.medianMs;
    results[`${key}CompleteVsYamlParse`] = comp.medianMs / parse.medianMs;
  };
  // the example without `replicas`, so that a field is left to complete
  scenario('CronTab example', 'crontab', DEFAULT_CRD, DEFAULT_OBJECTS.replace('  replicas: 5\n', ''), '  image: my-awesome-cron-image', 'image', '                  type: ');
  if (hasCorpus) {
    const crdFile = join(CORPUS_DIR, 'crds/argo-workflows/argoproj.io_cronworkflows.yaml');
    const objFile = join(CORPUS_DIR, 'objects/valid/argo-workflows/examples__cron-workflow.yaml');
    if (existsSync(crdFile) && existsSync(objFile)) {
      const crd = readFileSync(crdFile, 'utf8');
      const objects = readFileSync(objFile, 'utf8');
      const t0 = performance.now();
      complete({ texts: { crd, objects } }, 'objects', objects.indexOf('spec:') + 6);
      const first = performance.now() - t0;
      lines.push(`argo CronWorkflow CRD (${(crd.length / 1e6).toFixed(1)} MB): first request after the CRD changed (loads and validates it once) ${first.toFixed(0)} ms`);
      results.argoFirstRequestMs = first;
      scenario(`argo CronWorkflow (${(crd.length / 1e6).toFixed(1)} MB)`, 'argo', crd, objects, '  suspend: false', 'concurrencyPolicy', '                  type: ');
    }
  } else {
    lines.push('argo CronWorkflow: skipped (../shared/corpus not found)');
  }
  return { lines, results };
}
