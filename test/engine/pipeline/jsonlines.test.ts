// check() on a stream of one-JSON-object-per-line documents (the yaml/jsondoc.ts fast path) must
// report exactly what the general YAML parse of the same text reports: diagnostics with their
// field paths, ranges and messages, object reports and views. The general path is had by
// loading the engine again with the fast path answering "not mine" for every text.
import { describe, expect, it } from 'vitest';
import { CRONTAB_CRD, VALIDATION_PROPS } from '../../fixtures/crontab';
import { freshEngine } from '../../fresh-engine';

const crd = CRONTAB_CRD(`${VALIDATION_PROPS}
  x-kubernetes-validations:
  - rule: self.replicas <= 8
    message: too many`);

const object = (spec: string, meta = '{"name":"c"}', extra = '') => `{"apiVersion":"stable.example.com/v1","kind":"CronTab","metadata":${meta},"spec":${spec}${extra}}`;

const TEXTS: [string, string][] = [
  ['valid objects with comments', [object('{"cronSpec":"* * * * *","replicas":2}'), object('{"image":"x"}', '{"name":"d"}')].join(' # a\n---\n') + ' # b\n'],
  [
    'field errors, unknown fields, a rule, bad metadata',
    [
      object('{"cronSpec":"nope","replicas":"three"}'),
      object('{"replicas":9,"unknown":{"a":[1,2]}}', '{"name":"D_bad","labels":{"a b":"c"}}'),
      object('{"image":1.5,"replicas":9223372036854775808}', '{"generateName":"g-"}', ',"status":{"x":1}'),
      '{"apiVersion":"stable.example.com/v1","kind":"Missing","metadata":{"name":"m"}}',
      '{"kind":"CronTab"}',
    ].join('\n---\n') + '\n',
  ],
  [
    'JSON lines next to YAML documents',
    `${object('{"replicas":"x"}')}\n---\napiVersion: stable.example.com/v1\nkind: CronTab\nmetadata:\n  name: y\nspec:\n  replicas: 0.5\n---\n${object('{"replicas":-1}', '{"name":"z"}')}\n`,
  ],
];

/** A fresh engine (test/fresh-engine.ts), with yaml/jsondoc.ts declining every text for the general path. */
const GENERAL = { 'yaml/jsondoc': 'export const parseJSONLineDocument = () => undefined;\nexport const parseJSONDocument = () => undefined;' };

async function run(text: string, general: boolean) {
  const { check } = await freshEngine(general ? GENERAL : {});
  return {
    ...check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text },
      ],
    }),
    elapsedMs: 0,
  };
}

describe('check() with JSON-line documents equals the general parse', () => {
  it.each(TEXTS)('%s', async (_name, text) => {
    const fast = await run(text, false);
    const general = await run(text, true);
    expect(fast.diagnostics.length).toBeGreaterThan(0);
    expect(fast).toEqual(general);
  });
});
