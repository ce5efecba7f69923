// `check` of creates in one thread prints document by document (src/cli/streamout.ts) what the
// whole result printed at the end prints (check() → input order → files without Kubernetes
// documents skipped → checkText / checkJson): byte for byte, text and `-o json`, with the same
// exit code — on streams with errors, warnings, YAML problems, non-objects, a CRD in the middle,
// several files, files skipped (Helm template, not Kubernetes, empty) and a file that cannot be cut.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { check, checkJson, hasErrors, stringifyJSON, type SourceText } from '../../src/engine';
import { main } from '../../src/cli/main';
import { inInputOrder, skipNonKubernetes } from '../../src/cli/files';
import { checkText } from '../../src/cli/text';
import { HELM_TEMPLATE } from '../../src/cli/helm';
import { CRONTAB_CRD, DEFAULTING_PROPS, VALIDATION_PROPS, crontab } from '../fixtures/crontab';
import { fakeIo } from './fake-io';

const crd = CRONTAB_CRD(VALIDATION_PROPS);
const defaultingCRD = CRONTAB_CRD(DEFAULTING_PROPS)
  .replace(/crontabs/g, 'crondefaults')
  .replace(/kind: CronTab\b/, 'kind: CronDefault');
const obj = (name: string, spec = 'cronSpec: "* * * * */5"\nimage: img\nreplicas: 3') => crontab(spec, name);
const cronDefault = (name: string, spec: string) => obj(name, spec).replace('kind: CronTab', 'kind: CronDefault');

/** A stream of `n` CronTabs, every fifth one with an error or a warning. */
const stream = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) =>
    i % 5 === 1 ? obj(`${prefix}${i}`, `replicas: ${20 + i}\nbogus: 1`) : i % 5 === 3 ? obj(`${prefix}${i}`, 'replicas: 2\nunknown: x') : obj(`${prefix}${i}`),
  ).join('---\n');

const CASES: [string, Record<string, string>][] = [
  ['one CRD and a stream with errors and warnings', { 'crd.yaml': crd, 's.yaml': stream(40, 'o') }],
  [
    'a CRD in the middle of a stream, YAML problems, non-objects, unknown and built-in kinds, defaults',
    {
      'all.yaml': [
        '# a stream\n',
        obj('a', 'replicas: 0'),
        crd,
        obj('b', 'replicas: 2\nreplicas: 3'),
        '- a list\n',
        'kind: CronTab\n',
        obj('c', 'replicas: !!int x'),
        '',
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n',
        'apiVersion: x.io/v1\nkind: Nope\nmetadata:\n  name: n\n',
        defaultingCRD,
        cronDefault('d', 'image: i'),
        cronDefault('e', 'replicas: 11\ncronSpec: "x"'),
      ].join('---\n'),
    },
  ],
  [
    'several files: objects before their CRD, skipped files between, a file that cannot be cut, an escaped CRD kind',
    {
      'objs.yaml': stream(12, 'p'),
      'values.yaml': 'replicaCount: 1\nimage:\n  tag: x\n',
      'empty.yaml': '# nothing\n',
      'chart.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n',
      'dots.yaml': `${obj('q1')}...\n---\n${obj('q2', 'replicas: 99')}`,
      'crd.json': JSON.stringify(parse(crd)).replace('"CustomResourceDefinition"', '"Custom\\u0052esourceDefinition"'),
      'bad.yaml': `${obj('r1')}---\nkey: [unclosed\n---\n${obj('r2', 'replicas: 0')}`,
      'late.yaml': `${obj('z', 'replicas: 12')}---\n${defaultingCRD}---\n${cronDefault('y', 'image: i')}`,
    },
  ],
  ['no CRD at all', { 's.yaml': stream(6, 'n') }],
  ['only documents that are not objects', { 'l.yaml': '- a\n---\n- b\n', 'crd.yaml': crd }],
];

/** What main.ts printed before streaming: the whole result, in input order, then the output. */
function whole(files: Record<string, string>, output: 'text' | 'json'): { out: string; code: number } {
  const ids = Object.keys(files);
  const helm = ids.filter((id) => files[id]!.includes('{{'));
  const inputs: SourceText[] = ids.filter((id) => !helm.includes(id)).map((id) => ({ id, text: files[id]! }));
  const { result, skipped: nonKube } = skipNonKubernetes(
    inInputOrder(check({ sources: inputs }), ids),
    inputs.map((s) => s.id),
  );
  const reasons = new Map([...nonKube.map((s) => [s.file, s.reason] as const), ...helm.map((f) => [f, HELM_TEMPLATE] as const)]);
  const skipped = ids.filter((f) => reasons.has(f)).map((file) => ({ file, reason: reasons.get(file)! }));
  const out = output === 'json' ? stringifyJSON(checkJson(result, skipped), 2) + '\n' : checkText(result, ids, skipped);
  return { out, code: hasErrors(result) ? 1 : 0 };
}

describe('check --jobs 1 prints document by document what the whole result prints', () => {
  it.each(CASES.flatMap(([name, files]) => (['text', 'json'] as const).map((o) => [name, o, files] as const)))('%s (-o %s)', async (_, output, files) => {
    const io = fakeIo(files);
    const code = await main(['check', ...Object.keys(files), '-o', output, '--jobs', '1'], io);
    const want = whole(files, output);
    expect(io.out).toBe(want.out);
    expect(code).toBe(want.code);
  });

  it('the cases above meet what they are meant to (errors, warnings, skipped files, an escaped CRD found)', async () => {
    const io = fakeIo(CASES[2][1]);
    await main(['check', ...Object.keys(CASES[2][1]), '--jobs', '1'], io);
    expect(io.out).toContain('values.yaml: skipped: not a Kubernetes file');
    expect(io.out).toContain(`chart.yaml: skipped: ${HELM_TEMPLATE}`);
    expect(io.out).toContain('empty.yaml: skipped: no documents');
    expect(io.out).toContain('objs.yaml: CronTab/p0 (stable.example.com/v1) is valid');
    expect(io.out).toMatch(/late\.yaml:\d+:\d+: error: .*spec\.replicas/);
    expect(io.out).toMatch(/bad\.yaml:\d+:\d+: error: /);
    expect(io.out).toMatch(/warning: Warning: unknown field "spec\.unknown"/);
    const all = fakeIo(CASES[1][1]);
    await main(['check', 'all.yaml', '-o', 'json', '--jobs', '1'], all);
    const json = JSON.parse(all.out);
    expect(json.diagnostics.length).toBeGreaterThan(0);
    expect(json.objects.find((o: { name: string }) => o.name === 'd').defaulted).toEqual(['spec.cronSpec', 'spec.replicas']);
  });
});
