// An edit inside one scalar of a large document is patched into the previous parse
// (yaml/scalaredit.ts) and, in a CRD, a schema description edit keeps the CRD's load
// (pipeline/crds.ts editedCRD). Whatever path an edit takes, the parse and the check must equal
// a parse and a check from scratch: the YAML rules pinned here are YAML 1.2 §7.3.3 (plain
// scalars end at `: ` and ` #`), §8.1.1.1 (an explicit block indentation indicator is relative
// to the parent node's indentation) and §9.1.2 (a `---` line start is a document marker); the
// CRD side pins kube's apiextensions validation, which reads a schema's description only in value
// validations (allOf/anyOf/oneOf/not: "must be empty to be structural", structural.go
// validateNestedValueValidation) and for its emptiness.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { parseCached } from '../../../src/engine/pipeline/documents';
import type { cacheNamed } from '../../../src/engine/cache';
import { check } from '../../../src/engine';
import type { DocPath } from '../../../src/engine/field/path';
import type { JSONValue } from '../../../src/engine/apis/json';
import { CORPUS_DIR, hasCorpus } from '../../corpus';
import { expectEqual } from '../../equal';
import { freshModules } from '../../fresh-engine';

function paths(v: JSONValue | undefined, prefix: DocPath = [], out: DocPath[] = [], limit = 300): DocPath[] {
  if (out.length >= limit) return out;
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, i], out, limit));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out, limit);
  return out;
}

/** What a parse answers: its value and problems, and the ranges and scalars of the first paths and of `extra` ones. */
function view(d: ParsedDocument, extra: DocPath[] = []) {
  const ps = [...paths(d.value), ...extra];
  return {
    index: d.index,
    value: d.value,
    range: d.range,
    problems: d.problems,
    text: d.text,
    located: ps.map((p) => [d.locate(p), d.scalar(p)]),
    rangeOf: d.rangeOf(d.range.start.offset + 1, d.range.end.offset - 1),
  };
}

/** The path and its ancestors, and the ancestors' last children. */
function around(p: DocPath | undefined): DocPath[] {
  if (!p) return [];
  const out: DocPath[] = [];
  for (let i = 0; i <= p.length; i++) out.push(p.slice(0, i));
  return out;
}

/** A document of more than 32 KB (the size from which edits are patched) with `body` in its middle. */
const big = (body: string, tag: string) => {
  const pad = Array.from({ length: 700 }, (_, i) => `  k${i}: value number ${i} of the padding ${tag}`).join('\n');
  return `pad:\n${pad}\n${body}\ntail:\n${pad}\n`;
};

describe('an edit inside one scalar equals a parse from scratch', () => {
  // [name, body before, body after, patched]
  const CASES: [string, string, string, boolean][] = [
    ['a word of a plain scalar', 'a:\n  description: Some text\n    on two lines', 'a:\n  description: Some longer text\n    on two lines', true],
    ['a continuation line of a plain scalar', 'a:\n  description: Some text\n    on two lines', 'a:\n  description: Some text\n    on 2 lines', true],
    ['plain text that becomes a number', 'a: 5x', 'a: 55', true],
    ['the first character of a plain scalar (it may be an indicator)', 'a: x5', 'a: 55', false],
    ['plain text that becomes a boolean', 'a: yeX', 'a: yes', true],
    ['`: ` in a plain scalar makes a mapping (§7.3.3)', 'a: b c', 'a: b: c', false],
    ['` #` in a plain scalar starts a comment (§7.3.3)', 'a: b c', 'a: b #c', false],
    ['a double-quoted scalar', 'a: "some text"', 'a: "some other text"', true],
    ['a quote ends a double-quoted scalar', 'a: "some text"', 'a: "some" text"', false],
    ['an escape in a double-quoted scalar', 'a: "some text"', 'a: "some\\ttext"', false],
    ['a single-quoted scalar', "a: 'some text'", "a: 'some more text'", true],
    ['a literal block scalar', 'a: |\n    line one\n    line two\nb: 1', 'a: |\n    line one\n    line 2\nb: 1', true],
    ['a folded block scalar', 'a: >-\n    line one\n    line two\nb: 1', 'a: >-\n    line one\n    line 2 x\nb: 1', true],
    ['an explicit indentation indicator (§8.1.1.1)', 'a: |2\n    line one\nb: 1', 'a: |2\n    line 1\nb: 1', false],
    ['indentation of a block line', 'a: |\n    line one\n    line two\nb: 1', 'a: |\n    line one\n      line two\nb: 1', false],
    ['a scalar in a sequence', 'a:\n- one\n- two', 'a:\n- one\n- three', true],
    ['a mapping key', 'a:\n  key: v', 'a:\n  kez: v', false],
    ['a flow sequence', 'a: [one, two]', 'a: [one, twice]', false],
    ['a scalar next to an alias', 'a: &x one\nb: *x\nc: two', 'a: &x one\nb: *x\nc: too', false],
    ['a merge key', 'a: {x: 1}\nb:\n  <<: {y: 2}\n  z: three', 'a: {x: 1}\nb:\n  <<: {y: 2}\n  z: thrice', false],
    ['a tagged scalar', 'a: !!str one', 'a: !!str once', false],
    ['a brace in a plain scalar (the nesting estimate counts it)', 'a: one', 'a: o{ne', false],
  ];
  it.each(CASES)('%s', (name, before, after, patched) => {
    const a = big(before, name);
    const b = big(after, name);
    parseCached(a);
    const got = parseCached(b);
    expectEqual(
      got.map((d) => view(d)),
      parseDocuments(b).map((d) => view(d)),
    );
    expect(got[0]!.edit !== undefined, 'patched').toBe(patched);
  });

  // a new text is parsed whole; its first edit parses the edited document on its own, the next ones are patched.
  // Its first document is a text no other test parses: the engine's caches outlive a file in a shared worker, and a
  // first document already cached would make the first parse per document, so the first edit patched.
  it('edits in a row, and in a document after another one', () => {
    let text = `edits-in-a-row-of-scalaredit: 1\n---\n${big('a:\n  description: one two three', 'row')}`;
    parseCached(text);
    ['one two three four', 'one 2 three four', 'one 2 three', 'o'].forEach((next, k) => {
      text = text.replace(/description: [^\n]*/, `description: ${next}`);
      const got = parseCached(text);
      expect(got[1]!.edit?.after).toBe(k === 0 ? undefined : next);
      const extra = around(['a', 'description']);
      expectEqual(
        got.map((d) => view(d, extra)),
        parseDocuments(text).map((d) => view(d, extra)),
      );
    });
  });
});

/** The block decoder, for a stub that drops the hint of the paths to build nodes along (absolute: a stub has no directory). */
const BLOCK_DECODER = fileURLToPath(new URL('../../../src/engine/yaml/blockparsed.ts', import.meta.url));

/**
 * An engine of its own (test/fresh-engine.ts) that reads every text from scratch: no edit is ever
 * patched into a previous parse (scalaredit's editedDocument declines, so no parse has an `edit`
 * and no CRD load is carried over by editedCRD) and no parse is given the paths of a previous one
 * (`along` dropped), so its parse of a text is parseDocuments(text), and its check of a text parses
 * and loads the CRD anew. Its caches are its own: nothing the engine under test kept answers for
 * it. Its check parses the text once, and that parse (its parseCached, a hit) is the fresh parse
 * the incremental one is compared with: the same text is not parsed twice for the two oracles.
 */
type FromScratch = typeof import('../../../src/engine') & { parseCached: typeof parseCached; cacheNamed: typeof cacheNamed };
async function fromScratch() {
  const engine = await freshModules<FromScratch>("export * from './index'; export { parseCached } from './pipeline/documents'; export { cacheNamed } from './cache';", {
    'yaml/scalaredit': 'export const editedDocument = () => null; export const withValueAt = () => { throw new Error("a parse from scratch has no edit"); };',
    'yaml/blockparsed': `import { parseBlockDocuments as decode } from ${JSON.stringify(BLOCK_DECODER)}; export const parseBlockDocuments = (text, lines, firstIndex, own) => decode(text, lines, firstIndex, own);`,
  });
  let last: string | undefined;
  return {
    check: engine.check,
    /**
     * Its parse of `text`, the one parse its cache then holds (kept for its check and the edit generator, which ask
     * for the same text): a 2.9 MB text's parse takes many times the text, and what both engines hold is marked by
     * every full garbage collection.
     */
    parse(text: string): ParsedDocument[] {
      if (text !== last) engine.cacheNamed('pipeline.parsedTexts')!.clear();
      last = text;
      const docs = engine.parseCached(text);
      if (docs.some((d) => d.edit)) expect.fail('a parse from scratch was patched');
      return docs;
    },
  };
}

/** Random single-line edits of a CRD text (half of them in description lines), applied one after another. */
function* randomEdits(text: string, count: number, seed: number, freshParse: (text: string) => ParsedDocument[]): Generator<string> {
  let s = seed;
  const rnd = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const pieces = ['a', 'Z', '1', ' ', ':', ': ', '#', ' #', '-', '"', "'", '\\', '[', '{', ',', '|', '>', '&', '*', '!', '%', '@', '`', '\t', 'é', 'word'];
  const descriptions: number[] = [];
  for (let i = text.indexOf('description:'); i >= 0; i = text.indexOf('description:', i + 1)) descriptions.push(i);
  let cur = text;
  for (let k = 0; k < count; k++) {
    let at: number;
    if (rnd(2) === 0 && descriptions.length > 0) {
      const d = descriptions[rnd(descriptions.length)]!;
      at = Math.min(cur.length - 1, d + 13 + rnd(60));
    } else at = rnd(cur.length);
    const op = rnd(3);
    const removed = op === 0 ? 0 : op === 1 ? 1 + rnd(3) : 1;
    const piece = op === 1 ? '' : pieces[rnd(pieces.length)]!;
    if (cur.slice(at, at + removed).includes('\n')) continue; // one line edited
    const next = cur.slice(0, at) + piece + cur.slice(at + removed);
    yield next;
    // the next edit starts from this one when it still parses cleanly
    if (!freshParse(next).some((d) => d.problems.length > 0)) cur = next;
  }
}

const corpusCRD = (file: string) => readFileSync(join(CORPUS_DIR, file), 'utf8');
const run = (crd: string, engine: { check: typeof check } = { check }) => ({ ...engine.check({ sources: [{ id: 'crd', text: crd }] }), elapsedMs: 0 });

describe.skipIf(!hasCorpus)('random single-line edits of corpus CRDs: incremental equals from scratch', () => {
  it('a 136 KB CRD with 39 CEL rules: parses and checks', async () => {
    const text = corpusCRD('crds/gateway-api/gateway.networking.k8s.io_grpcroutes.experimental.yaml');
    const scratch = await fromScratch();
    run(text);
    let patched = 0;
    let kept = 0;
    let n = 0;
    for (const edited of randomEdits(text, 100, 7, scratch.parse)) {
      const got = parseCached(edited);
      const fresh = scratch.parse(edited);
      const extra = around(got[0]?.edit?.path);
      expectEqual(
        got.map((d) => view(d, extra)),
        fresh.map((d) => view(d, extra)),
        `edit ${n}`,
      );
      if (got[0]?.edit) patched++;
      const incremental = run(edited);
      if (got[0]?.edit?.path.at(-1) === 'description') kept++;
      // from scratch: the other engine's check of the same text (its parse is `fresh`, its CRD loaded anew)
      expectEqual(incremental, run(edited, scratch), `edit ${n++}`);
    }
    expect(patched).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(10);
  }, 240_000);

  it('the largest corpus CRD: description edits', async () => {
    const manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as { crds: { file: string; bytes: number }[] };
    const text = corpusCRD([...manifest.crds].sort((a, b) => b.bytes - a.bytes)[0]!.file);
    const scratch = await fromScratch();
    run(text);
    let patched = 0;
    let n = 0;
    for (const edited of randomEdits(text, 12, 11, scratch.parse)) {
      const got = parseCached(edited);
      if (got[0]?.edit) patched++;
      const extra = around(got[0]?.edit?.path);
      expectEqual(
        got.map((d) => view(d, extra)),
        scratch.parse(edited).map((d) => view(d, extra)),
        `edit ${n}`,
      );
      expectEqual(run(edited), run(edited, scratch), `edit ${n++}`);
    }
    expect(patched).toBeGreaterThan(2);
  }, 600_000);
});
