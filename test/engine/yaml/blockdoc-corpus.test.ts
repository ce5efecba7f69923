// Every corpus file (CRDs and objects) parses with the fast path for block YAML (yaml/blockdoc.ts,
// yaml/blockparsed.ts) as with the general parse (the yaml library's parseAllDocuments, decoded as
// sigs.k8s.io/yaml's go-yaml v2 reads scalars: yaml/documents.ts): value with key order and int64s,
// document ranges, problems, every path located, every scalar, rangeOf. The corpus CRDs must take
// the fast path (so the comparison cannot pass by falling back). The general parse is had by
// loading yaml/documents.ts again with the fast paths answering "not mine" (test/fresh-engine.ts). The hand-written and
// generated cases are in blockdoc.test.ts (this part, the longest, is a file of its own so that the
// two run on both workers). On the same parses, every corpus CRD answers a sample of its paths through
// locateMany (decision 0023, the rest of its tests in locatemany.test.ts) as locate() does from the
// full node pass.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../../corpus';
import { freshModules, GENERAL_PARSE_STUBS } from '../../fresh-engine';
import { expectSameView } from './parsed-view';
import { corpusStep, sampleOf } from './path-sample';
import { expectEqual } from '../../equal';

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
    'CRDs and objects (value, ranges, every path located, every scalar); CRDs take the fast path, and locateMany answers a sample of their paths as locate()',
    () => {
      if (!hasCorpus) return console.warn(corpusSkipReason);
      const fallbacks: string[] = [];
      let fastCrds = 0;
      let sampled = 0;
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
        // a CRD's sample of paths (~200 a document, every step-th of pathsOf) asked of locateMany
        // before any node is built: a node pass along those paths only
        const samples = crds.includes(file) ? fast.map((d) => (d.locateMany ? sampleOf(d.value, corpusStep).paths : undefined)) : [];
        const many = samples.map((paths, i) => paths && fast[i]!.locateMany!(paths));
        fast.forEach((d, i) => expectSameView(d, slow[i]!, file));
        samples.forEach((paths, i) => {
          if (!paths) return;
          // locate() of the same parse: answered from the full node pass (a pass of its own, which
          // expectSameView made and compared with the general parse), not from locateMany's nodes
          const want = paths.map((p) => fast[i]!.locate(p));
          expectEqual(many[i], want, file);
          // decoded with the nodes along every other one of them: the same answers
          const along = parseDocuments(
            text,
            paths.filter((_p, j) => j % 2 === 0),
          )[i]!;
          expectEqual(along.locateMany!(paths), want, file);
          sampled += paths.length;
        });
      }
      console.log(
        `corpus: ${crds.length + objects.length - fallbacks.length} of ${crds.length + objects.length} files took the fast path; general parse: ${fallbacks.map((f) => f.slice(f.indexOf('corpus/') + 7)).join(', ')}`,
      );
      // every corpus CRD is generated block YAML of the subset: none may silently fall back
      expect(fastCrds).toBe(crds.length);
      expect(sampled).toBeGreaterThan(20_000);
    },
    600_000,
  );
});
