// The text and JSON outputs of `check` for creates in one thread, written document by document
// while the engine checks them (streamDocuments): each part of a file is parsed, checked, printed
// and dropped, so memory holds the largest document, the CRDs and the counts of the summary line,
// not the objects' results. The bytes are those of checkText / checkJson on the whole result
// (main.ts's other path; test/cli/streamout.test.ts compares both): documents in input order,
// a file that holds no Kubernetes document named once as skipped (files.ts decides it from the
// file's diagnostics, which are held until the file's first CRD or object shows it is not one).
import { checkJson, stringifyJSON, streamDocuments, type CheckOptions, type CheckResult, type CrdReport, type Diagnostic, type ObjectReport, type PartResult, type SourceText } from '../engine';
import type { CheckedDocument } from './documents';
import { skipNonKubernetes, type SkippedFile } from './files';
import type { Io } from './io';
import { documentText } from './text';
import { capYoungGeneration, LONG_INPUT } from './younggen';

/** Output is handed to io.stdout in chunks of about this many characters. */
const CHUNK = 1 << 13;

type Output = 'text' | 'json';

/**
 * Checks `inputs` as creates and prints the output as it goes; `files` are all the paths in
 * input order, `skippedBefore` the ones not checked (Helm templates) with their reason. Returns
 * whether an error fails the run, or null (nothing printed) when the engine checks the input
 * whole (a Kubernetes version it refuses): then main.ts's other path runs.
 */
export function printCheckStream(inputs: SourceText[], files: string[], skippedBefore: ReadonlyMap<string, string>, options: CheckOptions, output: Output, io: Io): { failed: boolean } | null {
  const values = output === 'json';
  const stream = streamDocuments({ sources: inputs, options: { ...options, request: 'create' } }, { values, once: true });
  if (!stream) return null;
  const long = inputs.reduce((n, s) => n + s.text.length, 0) >= LONG_INPUT;
  const out = new Writer(io, long ? capYoungGeneration : undefined);
  const printer = output === 'json' ? new JsonPrinter(out, stream.kubeVersion, stream.crds) : new TextPrinter(out);
  const counts = { objects: 0, errors: 0, warnings: 0, failed: false };
  const skipped: SkippedFile[] = [];
  const rankOf = new Map(inputs.map((s, i) => [s.id, i]));
  const before = beforeObjects(stream.crds, stream.documents, stream.crdDiagnostics);

  for (const file of files) {
    const reason = skippedBefore.get(file);
    if (reason !== undefined) {
      skipped.push({ file, reason });
      printer.skipped({ file, reason });
      continue;
    }
    const rank = rankOf.get(file);
    if (rank === undefined) continue;
    const fileDocs = new FileDocuments(file, printer, counts);
    const early = before.get(file) ?? [];
    let e = 0;
    for (const part of stream.source(rank)) {
      for (const doc of partDocuments(file, part)) {
        for (; e < early.length && early[e]!.docIndex < doc.docIndex; e++) fileDocs.add(early[e]!);
        if (e < early.length && early[e]!.docIndex === doc.docIndex) {
          const pre = early[e++]!;
          fileDocs.add({ ...doc, crd: pre.crd, diagnostics: [...pre.diagnostics, ...doc.diagnostics], loose: [...pre.loose, ...doc.loose] });
        } else fileDocs.add(doc);
      }
    }
    for (; e < early.length; e++) fileDocs.add(early[e]!);
    const skip = fileDocs.end();
    if (skip) {
      skipped.push(skip);
      printer.skipped(skip);
    }
  }
  printer.end(
    `${stream.crds.length} CRD(s), ${counts.objects} object(s): ${counts.errors} error(s), ${counts.warnings} warning(s)${skipped.length ? `; ${skipped.length} file(s) skipped` : ''}`,
    skipped,
  );
  out.flush();
  return { failed: counts.failed };
}

/** A document of the output: its report(s), its diagnostics in the engine's order, and those of them that belong to no report (-o json's `diagnostics`). */
interface Doc extends CheckedDocument {
  loose: Diagnostic[];
}

/**
 * The documents known before any object is checked, by file and document: the CRDs with their
 * diagnostics, after the YAML problems and non-object documents of the parts holding them (as
 * check() lists them).
 */
function beforeObjects(crds: CrdReport[], documents: { d: Diagnostic }[], crdDiagnostics: Diagnostic[]): Map<string, Doc[]> {
  const byFile = new Map<string, Map<number, Doc>>();
  const at = (file: string, docIndex: number): Doc => {
    let m = byFile.get(file);
    if (!m) byFile.set(file, (m = new Map()));
    let d = m.get(docIndex);
    if (!d) m.set(docIndex, (d = { file, docIndex, diagnostics: [], loose: [] }));
    return d;
  };
  const owned = new Set<Diagnostic>();
  for (const c of crds) {
    at(c.source, c.docIndex).crd = c;
    for (const d of c.errors) owned.add(d);
    for (const d of c.warnings) owned.add(d);
  }
  for (const { d } of documents) {
    const doc = at(d.source, d.docIndex);
    doc.diagnostics.push(d);
    doc.loose.push(d);
  }
  for (const d of crdDiagnostics) {
    const doc = at(d.source, d.docIndex);
    doc.diagnostics.push(d);
    if (!owned.has(d)) doc.loose.push(d);
  }
  return new Map([...byFile].map(([file, m]) => [file, [...m.values()].sort((a, b) => a.docIndex - b.docIndex)]));
}

/** The documents of one part, in document order: YAML problems and non-objects, then each object with its diagnostics. */
function partDocuments(file: string, part: PartResult): Doc[] {
  // the common part of a long stream: one object, nothing to say about it
  if (part.objects.length === 1 && part.documents.length === 0 && part.diagnostics.length === 0) {
    const object = part.objects[0]!;
    return [{ file, docIndex: object.docIndex, object, diagnostics: [], loose: [] }];
  }
  const byIndex = new Map<number, Doc>();
  const at = (docIndex: number): Doc => {
    let d = byIndex.get(docIndex);
    if (!d) byIndex.set(docIndex, (d = { file, docIndex, diagnostics: [], loose: [] }));
    return d;
  };
  const owned = new Set<Diagnostic>();
  for (const d of part.documents) {
    const doc = at(d.docIndex);
    doc.diagnostics.push(d);
    doc.loose.push(d);
  }
  for (const o of part.objects) {
    at(o.docIndex).object = o;
    for (const d of o.errors) owned.add(d);
    for (const d of o.warnings) owned.add(d);
  }
  for (const d of part.diagnostics) {
    const doc = at(d.docIndex);
    doc.diagnostics.push(d);
    if (!owned.has(d)) doc.loose.push(d);
  }
  return byIndex.size === 1 ? [...byIndex.values()] : [...byIndex.values()].sort((a, b) => a.docIndex - b.docIndex);
}

interface Printer {
  document(doc: Doc): void;
  skipped(s: SkippedFile): void;
  end(summary: string, skipped: SkippedFile[]): void;
}

/**
 * One file's documents on their way to the printer: held until the file shows a CRD or an
 * object (then it is not skipped), so that a file that holds no Kubernetes document is named as
 * skipped instead (skipNonKubernetes decides on its diagnostics).
 */
class FileDocuments {
  private held: Doc[] | null = [];
  constructor(
    private readonly file: string,
    private readonly printer: Printer,
    private readonly counts: { objects: number; errors: number; warnings: number; failed: boolean },
  ) {}

  add(doc: Doc): void {
    if (this.held && (doc.crd || doc.object)) {
      const held = this.held;
      this.held = null;
      for (const d of held) this.print(d);
    }
    if (this.held) this.held.push(doc);
    else this.print(doc);
  }

  /** The file's end: its held documents printed, or the reason it is skipped. */
  end(): SkippedFile | null {
    const held = this.held;
    if (!held) return null;
    this.held = null;
    const diagnostics = held.flatMap((d) => d.diagnostics);
    const r: CheckResult = { crds: [], objects: [], diagnostics, elapsedMs: 0 };
    const { result, skipped } = skipNonKubernetes(r, [this.file]);
    const kept = new Set(result.diagnostics);
    for (const d of held) {
      const diags = d.diagnostics.filter((x) => kept.has(x));
      if (diags.length > 0) this.print({ ...d, diagnostics: diags, loose: d.loose.filter((x) => kept.has(x)) });
    }
    return skipped[0] ?? null;
  }

  private print(doc: Doc): void {
    const c = this.counts;
    if (doc.object) c.objects++;
    for (const d of doc.diagnostics) {
      if (d.severity === 'error') {
        c.errors++;
        if (!d.ratcheted) c.failed = true;
      } else if (d.severity === 'warning') c.warnings++;
    }
    this.printer.document(doc);
  }
}

/** checkText's lines, document by document. */
class TextPrinter implements Printer {
  private readonly lines: string[] = [];
  constructor(private readonly out: Writer) {}

  document(doc: Doc): void {
    documentText(doc, this.lines);
    this.drain();
  }

  skipped(s: SkippedFile): void {
    this.lines.push(`${s.file}: skipped: ${s.reason}`);
  }

  end(summary: string): void {
    this.lines.push(summary);
    this.drain();
  }

  private drain(): void {
    for (const l of this.lines) this.out.write(l + '\n');
    this.lines.length = 0;
  }
}

/**
 * checkJson's document written as stringifyJSON(…, 2) writes it: its keys in checkJson's order,
 * the `objects` array element by element as they come, the keys after it (loose diagnostics,
 * skipped files) at the end.
 */
class JsonPrinter implements Printer {
  private objects = 0;
  private readonly loose: Diagnostic[] = [];

  constructor(
    private readonly out: Writer,
    private readonly kubeVersion: string,
    private readonly crds: CrdReport[],
  ) {
    const head = checkJson(this.result([], []));
    const keys = Object.keys(head);
    const at = keys.indexOf('objects');
    out.write('{');
    keys.slice(0, at).forEach((k, i) => out.write(`${i > 0 ? ',' : ''}\n  ${JSON.stringify(k)}: ${indented(stringifyJSON(head[k], 2), '  ')}`));
    out.write(`${at > 0 ? ',' : ''}\n  "objects": [`);
  }

  document(doc: Doc): void {
    if (doc.object) {
      // the object alone (without the CRDs, which checkJson would write again for each object)
      const json = checkJson({ crds: [], objects: [doc.object], diagnostics: [], elapsedMs: 0 }).objects as unknown[];
      this.out.write(`${this.objects++ > 0 ? ',' : ''}\n    ${indented(stringifyJSON(json[0], 2), '    ')}`);
    }
    for (const d of doc.loose) this.loose.push(d);
  }

  skipped(): void {}

  end(_summary: string, skipped: SkippedFile[]): void {
    this.out.write(this.objects > 0 ? '\n  ]' : ']');
    const tail = checkJson(this.result([], this.loose), skipped);
    const keys = Object.keys(tail);
    for (const k of keys.slice(keys.indexOf('objects') + 1)) this.out.write(`,\n  ${JSON.stringify(k)}: ${indented(stringifyJSON(tail[k], 2), '  ')}`);
    this.out.write('\n}\n');
  }

  private result(objects: ObjectReport[], diagnostics: Diagnostic[]): CheckResult {
    return { crds: this.crds, objects, diagnostics, elapsedMs: 0, kubeVersion: this.kubeVersion };
  }
}

/** A JSON text placed at a deeper level: its lines after the first indented by `by`. */
function indented(json: string, by: string): string {
  return json.includes('\n') ? json.replace(/\n/g, `\n${by}`) : json;
}

/** The young generation is looked at every this many output chunks (about 100 documents of text output each). */
const CAP_EVERY = 16;

/** io.stdout in chunks; `every` (until it returns true) is called every CAP_EVERY chunks. */
class Writer {
  private parts: string[] = [];
  private size = 0;
  private chunks = 0;
  constructor(
    private readonly io: Io,
    private every?: () => boolean,
  ) {}

  write(s: string): void {
    this.parts.push(s);
    this.size += s.length;
    if (this.size >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.parts.length === 0) return;
    this.io.stdout(this.parts.join(''));
    this.parts = [];
    this.size = 0;
    if (this.every && ++this.chunks % CAP_EVERY === 0 && this.every()) this.every = undefined;
  }
}
