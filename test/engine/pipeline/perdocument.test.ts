// Parsing a text document by document (each document's parse cached by its text, its ranges moved
// to where it sits) must give what parsing the whole text gives: the same documents, values,
// problems and source ranges, file-absolute. The cut at `---` lines follows YAML 1.2 §9.1.2
// (a `---` line start is c-forbidden inside scalars, so it always starts a document).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { type ParsedDocument } from '../../../src/engine/yaml/parsed';
import { splitDocumentTexts } from '../../../src/engine/yaml/docsplit';
import { parseCached } from '../../../src/engine/pipeline/documents';
import { check } from '../../../src/engine';
import { docPaths } from '../yaml/parsed-view';
import { CORPUS_DIR, corpusFiles, hasCorpus, readCorpus } from '../../corpus';
import { CRONTAB_CRD, DEFAULTING_PROPS, crontab } from '../../fixtures/crontab';

function view(d: ParsedDocument) {
  const ps = docPaths(d.value, 400);
  return {
    index: d.index,
    value: d.value,
    range: d.range,
    problems: d.problems,
    text: d.text,
    located: ps.map((p) => [d.locate(p), d.scalar(p)]),
    missing: d.locate([...(ps[ps.length - 1] ?? []), 'nope', 0]),
    rangeOf: d.rangeOf(d.range.start.offset + 1, d.range.end.offset - 1),
  };
}

const SAMPLES: [string, string][] = [
  ['two documents', 'a: 1\n---\nb: [1, 2]\n'],
  ['leading comment before the first marker', '# head\n---\na: 1\n---\nb: 2\n'],
  ['empty documents between markers', 'a: 1\n---\n---\n# only a comment\n---\nb: 2\n'],
  ['marker with content on its line', '--- |\n  text\n--- {"a": 1}\n---\nx: y\n'],
  ['document end markers', 'a: 1\n...\n---\nb: 2\n...\n'],
  ['CRLF line ends', 'a: 1\r\n---\r\nb:\r\n  c: "d"\r\n'],
  ['a `---` inside a word is not a marker', 'a: |\n  x\n  ---\nb: ---x\n---\nc: 1\n'],
  ['a warning in the second document', 'a: 1\n---\nb: !!custom x\n'],
  ['a YAML error in one document (parsed whole)', 'a: 1\n---\nb: [1,\n---\nc: 1\n'],
  ['relaxed flow indentation (parsed whole)', 'a: 1\n---\nargs: ["\n  echo\n"]\n'],
  ['directives (parsed whole)', 'a: 1\n---\n%YAML 1.2\n---\nb: 2\n'],
  ['JSON objects one per line (the fast path, yaml/jsondoc.ts)', '{"a":1} # x\n---\n{"b":[1,{"c":"d"}]}\n---\n{"e":null} # y\n# z\n'],
  ['JSON lines mixed with YAML and a duplicate key', 'a: 1\n---\n{"b":1}\n---\n{"c":1,"c":2}\n---\n{"d":"x"}\n'],
  ['the CronTab CRD and an object', `${CRONTAB_CRD(DEFAULTING_PROPS)}---\n${crontab('cronSpec: "x"\nreplicas: 3')}`],
];

describe('parsing document by document equals parsing the whole text', () => {
  /** The text with a comment line added at the end of its document `j` (that document is new, the others cached). */
  const edited = (text: string, j: number): string => {
    const chunks = splitDocumentTexts(text) ?? [{ text, offset: 0 }];
    return chunks.map((c, i) => (i === j ? `${c.text}${c.text.endsWith('\n') ? '' : '\n'}# edit ${j}\n` : c.text)).join('');
  };

  it.each(SAMPLES)('%s', (_name, text) => {
    expect(parseCached(text).map(view)).toEqual(parseDocuments(text).map(view));
    // each document edited in turn: the edited one parsed alone, the others from the cache, moved
    const n = splitDocumentTexts(text)?.length ?? 1;
    for (let j = 0; j < n; j++) {
      const e = edited(text, j);
      expect(parseCached(e).map(view), `document ${j} edited`).toEqual(parseDocuments(e).map(view));
    }
  });

  it('documents after an edited one keep file-absolute ranges (the unchanged ones come from the cache)', () => {
    const a = 'x: 1\n---\ny:\n  z: 2\n---\nw: 3\n';
    parseCached(a);
    const b = 'x: 1\nextra: line\n---\ny:\n  z: 2\n---\nw: 3\n';
    expect(parseCached(b).map(view)).toEqual(parseDocuments(b).map(view));
    expect(parseCached(b)[1].locate(['y', 'z']).range.start).toEqual({ offset: 29, line: 5, column: 6 });
  });

  it.skipIf(!hasCorpus)('corpus files, two at a time in one text', () => {
    const files = corpusFiles('objects').slice(0, 60);
    for (let i = 0; i + 1 < files.length; i += 2) {
      const text = `${readFileSync(files[i], 'utf8')}\n---\n${readFileSync(files[i + 1], 'utf8')}`;
      expect(parseCached(text).map(view), files[i]).toEqual(parseDocuments(text).map(view));
      const e = `${text}\n# edited\n`;
      expect(parseCached(e).map(view), files[i]).toEqual(parseDocuments(e).map(view));
    }
  });
});

describe('splitDocumentTexts', () => {
  it.each([
    ['a: 1\n', ['a: 1\n']],
    ['---\na: 1\n---\nb: 2', ['---\na: 1\n', '---\nb: 2']],
    ['a: 1\n---\tx\n----\n--- \n', ['a: 1\n', '---\tx\n----\n', '--- \n']],
    ['a: 1\n%YAML 1.2\n---\n', null],
    ['%YAML 1.2\n---\na: 1\n', null],
    ['a: 1\r\n---\r\nb: 2\r\n', ['a: 1\r\n', '---\r\nb: 2\r\n']],
  ])('%j', (text, texts) => {
    const chunks = splitDocumentTexts(text);
    expect(chunks?.map((c) => c.text) ?? null).toEqual(texts);
    for (const c of chunks ?? []) expect(text.slice(c.offset, c.offset + c.text.length)).toBe(c.text);
  });
});

describe('check() with documents cached by text', () => {
  // a rule that compiles, one that does not (a CRD error with a caret range) and a field error
  const crd = CRONTAB_CRD(`${DEFAULTING_PROPS}
  x-kubernetes-validations:
  - rule: self > 0
  - rule: self >>> 0
bad:
  type: strin`);
  const obj = (replicas: string) => crontab(`cronSpec: "* * * *"\nimage: img\nreplicas: ${replicas}`);
  const run = (text: string) => ({ ...check({ sources: [{ id: 'one', text }] }), elapsedMs: 0 });

  // the CRD is loaded after a one-line object, then that object grows by a line (the CRD moves
  // down, its load is reused); compared with a first load at the new place (a CRD text that
  // differs only in a comment of the same length at its end)
  it('a CRD moved by an edit before it is reported at its new place, as a first check reports it', () => {
    const text = (object: string, tag: string) => `${obj(object)}---\n${crd.trimEnd()}\n# perdocument test ${tag}\n---\n${obj('"two"')}`;
    run(text('1', 'A'));
    const moved = run(text('1\nextra: 1', 'A'));
    const fresh = run(text('1\nextra: 1', 'B'));
    expect(fresh.diagnostics.length).toBeGreaterThan(2);
    expect(fresh.crds[0].rules.length).toBe(2);
    expect(fresh.crds[0].errors.length).toBe(2);
    expect(moved).toEqual(fresh);
  });

  it.skipIf(!hasCorpus)('the largest corpus CRD after an object: an edit of the object re-checks as a first check', () => {
    const manifest = JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) as { crds: { file: string; bytes: number }[] };
    const largest = [...manifest.crds].sort((a, b) => b.bytes - a.bytes)[0];
    const text = readCorpus(join(CORPUS_DIR, largest.file));
    const one = (extra: string) => `apiVersion: argoproj.io/v1alpha1\nkind: CronWorkflow\nmetadata:\n  name: s\nspec:\n  schedule: 5\n${extra}---\n`;
    run(`${one('')}${text}`);
    const moved = run(`${one('extra: 1\n')}${text}`);
    const fresh = run(`${one('extra: 1\n')}${text}# fresh\n`);
    expect(fresh.diagnostics.some((d) => d.field === 'spec.schedule')).toBe(true);
    expect(moved).toEqual(fresh);
  });
});
