// Go types to CRDs (issue 30): the CronJob types of bench/go/cronjob (the kubebuilder tutorial's
// shape: a batchv1.JobTemplateSpec from the bundled k8s.io/api, ≈ 9,100 YAML lines), each beside
// check() of the same CRD from YAML in the same run. Every iteration edits one marker value (Go) or
// the same value in the YAML, so no parse or check is answered from a cache of the previous text;
// the k8s.io/api declarations stay parsed, as in the app's worker after the first run.
import { readFileSync } from 'node:fs';
import { check, generate, generateAndCheck, type GoFile } from '../src/engine';
import { loadK8sApi } from '../src/k8sapi/index';
import { measure, row, ratio, type Timing } from './harness';

const DIR = new URL('./go/cronjob/', import.meta.url).pathname;
const TYPES = 'api/v1/cronjob_types.go';
const read = (p: string): GoFile => ({ path: p, text: readFileSync(DIR + p, 'utf8') });

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const builtins = Object.values(await loadK8sApi(36)).flat();
  const base = [read('go.mod'), read('api/v1/groupversion_info.go'), read(TYPES)];
  const types = base[2]!.text;
  if (!types.includes('Maximum=100')) throw new Error('bench/go/cronjob: the edited marker is gone');
  // the edit: successfulJobsHistoryLimit's Maximum, a new value each time
  let n = 100;
  const edited = (): GoFile[] => [base[0]!, base[1]!, { path: TYPES, text: types.replace('Maximum=100', `Maximum=${++n}`) }];
  const first = generate(base, {}, builtins);
  if (first.errors.length > 0 || first.crds.length !== 1) throw new Error(`bench/go/cronjob does not generate: ${first.errors[0]?.message}`);
  const yaml = first.crds[0]!.yaml;
  const lines = yaml.split('\n').length;
  if (!/maximum: 100\n/.test(yaml)) throw new Error('the generated CRD lacks the edited maximum');
  const yamlEdited = () => yaml.replace(/maximum: 100\n/, `maximum: ${++n}\n`);

  const yamlCheck: Timing = measure('check (YAML)', () => check({ sources: [{ id: 'crd.yaml', text: yamlEdited() }] }), { minRuns: 10, minMs: 2000 });
  const gen: Timing = measure('generate', () => generate(edited(), {}, builtins), { minRuns: 10, minMs: 2000 });
  const genCheck: Timing = measure('generate + check', () => generateAndCheck(edited(), {}, builtins), { minRuns: 10, minMs: 2000 });
  const out = [
    `CronJob types with batchv1.JobTemplateSpec → CRD of ${lines.toLocaleString('en')} lines (${Math.round(yaml.length / 1024)} KB); one marker edit per run`,
    row('check() of the CRD from YAML (baseline)', yamlCheck),
    row('generate: Go → CRD object → yaml.v2 text', gen, yamlCheck),
    row('generate + check: Go → checked CRD, problems at Go', genCheck, yamlCheck),
  ];
  return {
    lines: out,
    results: {
      yamlCheckMs: yamlCheck.medianMs,
      generateMs: gen.medianMs,
      generateCheckMs: genCheck.medianMs,
      generateRatio: ratio(gen, yamlCheck),
      generateCheckRatio: ratio(genCheck, yamlCheck),
      crdLines: lines,
    },
  };
}
