// The multi-threaded check's quick look at a file (src/cli/scan.ts): the CRDs it defines and the
// group/kinds it uses, read from top-level lines without parsing. On every corpus file it must
// give what a full parse gives (the engine's values), or units would be guessed wrong and the
// check redone in one thread.
import { describe, expect, it } from 'vitest';
import { parseDocuments } from '../../src/engine/yaml/documents';
import { scanFile } from '../../src/cli/scan';
import { corpusFiles, hasCorpus, readCorpus } from '../corpus';

const CRD_API_VERSIONS = new Set(['apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1']);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The ties as a full parse reads them. */
function parsedTies(text: string): ReturnType<typeof scanFile> {
  const t = { defines: [] as string[], names: [] as string[], uses: [] as string[] };
  for (const d of parseDocuments(text)) {
    const o = rec(d.value);
    if (typeof o.apiVersion !== 'string' || typeof o.kind !== 'string') continue;
    if (o.kind === 'CustomResourceDefinition' && CRD_API_VERSIONS.has(o.apiVersion)) {
      const spec = rec(o.spec);
      t.defines.push(`${str(spec.group)}/${str(rec(spec.names).kind)}`);
      t.names.push(str(rec(o.metadata).name));
    } else t.uses.push(`${o.apiVersion.includes('/') ? o.apiVersion.slice(0, o.apiVersion.indexOf('/')) : ''}/${o.kind}`);
  }
  return t;
}

const CRD = 'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: crontabs.g.io\nspec:\n  group: g.io\n  names:\n    kind: CronTab\n';

describe('scanFile', () => {
  it.each([
    ['a CRD', CRD],
    ['a CRD with CRLF line ends', CRD.replaceAll('\n', '\r\n')],
    ['a CRD whose last line ends with CR', CRD.trimEnd() + '\r'],
    ['comments and blank lines between nested keys', CRD.replace('spec:\n', 'spec:\n  # c\n\n    \n # d\n').replace('  names:\n', '  names:\n\n      # e\n')],
    ['objects in several documents with a comment separator', 'apiVersion: g.io/v1\nkind: CronTab\n--- # next\napiVersion: v1\nkind: ConfigMap\n...\n'],
    ['a document of comments only', '# only\n---\napiVersion: g.io/v1\nkind: CronTab\n'],
    ['quoted values and a comment after one', 'apiVersion: \'g.io/v1\' # v\nkind: "CronTab"\n'],
  ])('%s', (_n, text) => {
    expect(scanFile(text)).toEqual(parsedTies(text));
  });

  it('reads every corpus file as a full parse does', { skip: !hasCorpus }, () => {
    const files = [...corpusFiles('crds'), ...corpusFiles('objects')];
    expect(files.length).toBeGreaterThan(1000);
    for (const f of files) {
      const text = readCorpus(f);
      expect([f, scanFile(text)]).toEqual([f, parsedTies(text)]);
    }
  });
});
