// `check` document by document (src/cli/stream.ts on the engine's streamCheck): the result, in
// input order, is check()'s for the same files — CRDs found wherever they are, objects checked
// against every CRD of the input, diagnostics at file-absolute lines, YAML problems and
// non-object documents as kubectl reports them — while each object document is parsed and
// dropped on its own.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { check, checkJson, type CheckResult, type CrdReport, type SourceText } from '../../src/engine';
import { checkStreaming, withoutValues } from '../../src/cli/stream';
import { inInputOrder, skipNonKubernetes } from '../../src/cli/files';
import { checkText } from '../../src/cli/text';
import { main, type Io } from '../../src/cli/main';
import { answer } from '../../src/cli/batch';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';

const crd = CRONTAB_CRD(VALIDATION_PROPS);
const celCRD = CRONTAB_CRD(`cronSpec:\n  type: string\n  x-kubernetes-validations:\n    - rule: "self.size() > 0 &&"\nimage:\n  type: string`)
  .replace(/crontabs/g, 'crontabstwo')
  .replace(/kind: CronTab\b/, 'kind: CronTabTwo');
const obj = (name: string, spec = 'cronSpec: "* * * * */5"\nimage: img\nreplicas: 3') => crontab(spec, name);

const inOrder = (r: CheckResult, sources: SourceText[]) => ({
  ...inInputOrder(
    r,
    sources.map((s) => s.id),
  ),
  elapsedMs: 0,
});

const CASES: [string, SourceText[]][] = [
  [
    'objects before their CRD, in another file',
    [
      { id: 'objs.yaml', text: [obj('a'), obj('b', 'replicas: 15\nfoo: 1'), obj('c')].join('---\n') },
      { id: 'crd.yaml', text: crd },
    ],
  ],
  [
    'a CRD in the middle of a stream, with errors, YAML problems and other documents around it',
    [
      {
        id: 'all.yaml',
        text: [
          '# a stream\n',
          obj('a', 'replicas: 0'),
          crd,
          obj('b', 'replicas: 2\nreplicas: 3'),
          '- a list\n',
          'kind: CronTab\n',
          obj('c', 'replicas: !!int x'),
          '',
          obj('d', 'replicas: 11\ncronSpec: "x"'),
        ].join('---\n'),
      },
    ],
  ],
  [
    'a CRD given twice, and a CRD with a CEL compile error late in a file',
    [
      { id: 'a.yaml', text: `${obj('x')}---\n${crd}---\n${crd}---\n${celCRD}` },
      { id: 'b.yaml', text: obj('y') },
    ],
  ],
  ['unknown and built-in kinds', [{ id: 'k.yaml', text: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n---\napiVersion: x.io/v1\nkind: Nope\nmetadata:\n  name: n\n` }]],
  [
    'a file that cannot be cut (a ... marker) beside one that can',
    [
      { id: 'dots.yaml', text: `${obj('p')}...\n---\n${obj('q', 'replicas: 99')}` },
      { id: 'crd.yaml', text: crd },
    ],
  ],
  [
    // a file of one document is one part, not read for lines to re-indent first: read again whole
    // when its parse has an error (yaml/docsplit.ts reparseOnError)
    'files of one document each: one re-indented after its error (go-yaml reads the under-indented quoted line), one whose error re-indenting does not mend',
    [
      { id: 'crd.yaml', text: crd },
      { id: 'relaxed.yaml', text: 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: r\nspec:\n  cronSpec: "* * * *\n  */5"\n  image: img\n' },
      { id: 'broken.yaml', text: 'apiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: s\nspec:\n  cronSpec: "* * * *\n  */5"\n  image: [img\n' },
    ],
  ],
];

/** A CRD's report as the outputs without values get it: its rules without their source ranges and bound suggestions (only -o json prints rules). */
const withoutRuleDetails = (c: CrdReport): CrdReport => ({ ...c, rules: c.rules.map(({ range: _range, suggestion: _suggestion, ...r }) => r) });

describe('checkStreaming: check() document by document', () => {
  it.each(CASES)('%s', (_, sources) => {
    const whole = inOrder(check({ sources }), sources);
    // the same result in the same order (the batch op prints it as it is)
    expect({ ...checkStreaming(sources, {}, true), elapsedMs: 0 }).toEqual({ ...check({ sources }), elapsedMs: 0 });
    expect(inOrder(checkStreaming(sources, {}, true), sources)).toEqual(whole);
    // without the values only -o json prints
    expect(inOrder(checkStreaming(sources, {}, false), sources)).toEqual({ ...whole, crds: whole.crds.map(withoutRuleDetails), objects: whole.objects.map(withoutValues) });
  });

  it('finds a CRD whose kind is spelt with an escape (its part is read with the CRDs, before any object)', () => {
    const crdJson = JSON.stringify(parse(crd)).replace('"CustomResourceDefinition"', '"Custom\\u0052esourceDefinition"');
    expect(crdJson).not.toContain('CustomResourceDefinition');
    const sources = [
      { id: 'o.yaml', text: obj('z', 'replicas: 12') },
      { id: 'crd.json', text: crdJson },
    ];
    const streamed = inOrder(checkStreaming(sources, {}, true), sources);
    expect(streamed.objects[0].crd).toBe('crontabs.stable.example.com');
    expect(streamed).toEqual(inOrder(check({ sources }), sources));
  });

  it('answers the batch op check on texts with what check() gives', () => {
    const sources = CASES[1][1];
    const req = JSON.stringify({ op: 'check', sources: sources.map((s) => ({ name: s.id, text: s.text })) });
    expect(answer(req, {})).toEqual(JSON.parse(JSON.stringify(checkJson(check({ sources })))));
  });

  it('reports at the line of the file, not of the document', () => {
    const text = [obj('a'), obj('b'), obj('c', 'replicas: 20')].join('---\n');
    const sources = [
      { id: 'crd.yaml', text: crd },
      { id: 's.yaml', text },
    ];
    const e = checkStreaming(sources, {}, false).diagnostics.find((d) => d.field === 'spec.replicas')!;
    expect(e.docIndex).toBe(2);
    expect(text.split('\n')[e.range!.start.line - 1]).toBe('  replicas: 20');
  });

  it.each(['text', 'json'])('prints for a stream on stdin what check() of the whole text gives (-o %s)', async (output) => {
    const stream = Array.from({ length: 30 }, (_, i) => obj(`o${i}`, `replicas: ${i % 12}`)).join('---\n');
    const out: string[] = [];
    const io = { stdin: async () => stream, stdout: (s: string) => out.push(s), stderr: () => {}, readFile: () => crd } as unknown as Io;
    expect(await main(['check', 'crd.yaml', '-', '-o', output, '--jobs', '1'], io)).toBe(1);
    const sources = [
      { id: 'crd.yaml', text: crd },
      { id: '<stdin>', text: stream },
    ];
    const { result, skipped } = skipNonKubernetes(inInputOrder(check({ sources }), ['crd.yaml', '<stdin>']), ['crd.yaml', '<stdin>']);
    expect(out.join('')).toBe(output === 'json' ? JSON.stringify(checkJson(result, skipped), null, 2) + '\n' : checkText(result, ['crd.yaml', '<stdin>'], skipped));
  });
});
