// Every corpus file (CRDs and objects) parses with the fast path for block YAML (yaml/blockdoc.ts,
// yaml/blockparsed.ts) as with the general parse (the yaml library's parseAllDocuments, decoded as
// sigs.k8s.io/yaml's go-yaml v2 reads scalars: yaml/documents.ts): value with key order and int64s,
// document ranges, problems, every path located, every scalar, rangeOf. The corpus CRDs must take
// the fast path (so the comparison cannot pass by falling back). The general parse is had by
// loading yaml/documents.ts again with the fast paths answering "not mine" (test/fresh-engine.ts). The hand-written and
// generated cases are in blockdoc.test.ts (this part, the longest, is a file of its own so that the
// two run on both workers).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { freshModules, GENERAL_PARSE_STUBS } from '../../fresh-engine';
import { expectSameView } from './parsed-view';

let general: (text: string) => ParsedDocument[];

beforeAll(async () => {
  general = (await freshModules<typeof import('../../../src/engine/yaml/documents')>("export * from './yaml/documents';", GENERAL_PARSE_STUBS)).parseDocuments;
});

/**
 * Whether parseDocuments took the block fast path: only its documents answer `nodePaths`
 * (yaml/blockparsed.ts); the general parse's never do (checked for every file below). Read off the
 * parse itself: a separate parseBlockDocuments probe would parse every file a third time.
 */
const tookFastPath = (docs: ParsedDocument[]) => docs.length > 0 && docs.every((d) => typeof d.nodePaths === 'function');

describe('every corpus file parses as the general parse does', () => {
  const crds = corpusFiles('crds');
  const objects = corpusFiles('objects');
  it.skipIf(!hasCorpus)(
    'CRDs and objects (value, ranges, every path located, every scalar); CRDs take the fast path',
    () => {
      if (!hasCorpus) return console.warn(corpusSkipReason);
      const fallbacks: string[] = [];
      let fastCrds = 0;
      for (const file of [...crds, ...objects]) {
        const text = readCorpus(file);
        const fast = parseDocuments(text);
        const slow = general(text);
        // the marker tells the two paths apart only if the general parse never has it
        // (expect() is called when an assertion fails: its matcher state costs more than the check)
        const slowMarked = tookFastPath(slow);
        if (slowMarked !== false) expect(slowMarked, file).toBe(false);
        if (tookFastPath(fast)) {
          if (crds.includes(file)) fastCrds++;
        } else fallbacks.push(file);
        if (fast.length !== slow.length) expect(fast.length, file).toBe(slow.length);
        fast.forEach((d, i) => expectSameView(d, slow[i]!, file));
      }
      console.log(
        `corpus: ${crds.length + objects.length - fallbacks.length} of ${crds.length + objects.length} files took the fast path; general parse: ${fallbacks.map((f) => f.slice(f.indexOf('corpus/') + 7)).join(', ')}`,
      );
      // every corpus CRD is generated block YAML of the subset: none may silently fall back
      expect(fastCrds).toBe(crds.length);
    },
    600_000,
  );
});
