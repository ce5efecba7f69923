// check() one document at a time, for long streams (the CLI's `check` of files and stdin, the
// batch op `check` of texts): the texts are cut into their documents (yaml/docsplit.ts), the parts
// that may hold a CRD are read first, then every other part is parsed, checked against those
// CRDs and dropped, so memory holds the largest document and what the caller keeps of the
// results, not the whole stream's syntax trees. checkByDocument gives check()'s result for the
// same sources, in the same order (creates only: updates pair documents across the input and go
// through check()); streamDocuments hands the parts' results out one at a time (the CLI prints
// and drops them). The loops follow check.ts's create path with the same steps (runsteps.ts);
// test/cli/stream.test.ts compares both on the same inputs.
import type { CheckInput, CheckResult, CrdReport, ObjectReport, SourceText } from '../api';
import { check } from './check';
import type { Diagnostic } from '../diagnostics';
import { parseDocumentPart, parseDocuments } from '../yaml/documents';
import { type ParsedDocument, type TextOrigin } from '../yaml/parsed';
import { eachDocumentPart } from '../yaml/docsplit';
import { classifyParsed, type InputDocument } from './documents';
import { loadCRD, type LoadedCRD } from './crds';
import { contextFromOptions, processObject } from './objects';
import { attachRanges } from './locate';
import { addRequestSize, guard, now, withDuplicateNote, withRequestSize } from './runsteps';
import { resolveKubeVersion } from '../apis/kubeversion';
import { contentSeenOnce } from '../cache';

/** Whole documents of one source: `text.slice(offset, end)` of the source's text. */
interface SourcePart {
  origin: TextOrigin;
  end: number;
  /** The whole text, parsed as check() parses it (the text could not be cut safely). */
  whole: boolean;
  /** The whole text's nesting scan holds for the part (docsplit's `shallow`). */
  shallow: boolean;
  /** The part is the whole text, parsed whole when its parse has an error (docsplit's `reparseOnError`). */
  reparseOnError: boolean;
  /** Where the part's lines start, when the cut found them (docsplit's `lineStarts`). */
  lineStarts?: readonly number[];
}

/**
 * A source cut into its documents (found one at a time as the iteration asks: nothing is kept
 * per document), or whole when the cut cannot be decided cheaply (eachDocumentPart).
 */
function sourceParts(text: string): Iterable<SourcePart> {
  const parts = eachDocumentPart(text);
  if (!parts) return [{ origin: { offset: 0, line: 1, index: 0 }, end: text.length, whole: true, shallow: false, reparseOnError: false }];
  return {
    *[Symbol.iterator]() {
      for (const p of parts) yield { origin: p, end: p.end, whole: false, shallow: p.shallow, reparseOnError: p.reparseOnError, lineStarts: p.lineStarts };
    },
  };
}

/**
 * The parts that may hold a CRD: every CRD document names its kind, as written or with an escape
 * in a double-quoted (or JSON) string — the only ways YAML has to write `CustomResourceDefinition`
 * without those letters in a row (folded and plain scalars join lines with a space, anchors are
 * defined in the same document). So no CRD is found late, after objects were checked without it.
 */
function* mayHoldCRD(text: string, parts: Iterable<SourcePart>): Generator<SourcePart> {
  // the next occurrence of each at or after the part's start (-1: none left)
  let kind = -2;
  let escape = -2;
  for (const p of parts) {
    const start = p.origin.offset;
    if (kind !== -1 && kind < start) kind = text.indexOf('CustomResourceDefinition', start);
    if (escape !== -1 && escape < start) escape = text.indexOf('\\', start);
    if (kind === -1 && escape === -1) return;
    if ((kind >= 0 && kind < p.end) || (escape >= 0 && escape < p.end)) yield p;
  }
}

function parsePart(text: string, part: SourcePart): ParsedDocument[] {
  if (part.whole) return parseDocuments(text);
  const docs = parseDocumentPart(part.end - part.origin.offset === text.length ? text : text.slice(part.origin.offset, part.end), part.origin, part.shallow, part.lineStarts);
  return part.reparseOnError && docs.some(hasError) ? parseDocuments(text) : docs;
}

const hasError = (d: ParsedDocument) => d.problems.some((p) => p.severity === 'error');

/** What one part of a source gave. */
export interface PartResult {
  /** Its objects' reports, in document order. */
  objects: ObjectReport[];
  /** Its YAML problems and documents that are not objects (check()'s classification), in document order. */
  documents: Diagnostic[];
  /** Its objects' diagnostics, object after object. */
  diagnostics: Diagnostic[];
}

export interface StreamOptions {
  /**
   * False: the reports leave out what only the values show — the stored and read-back objects
   * (`storage`), the kubectl columns, the /scale view and conversion previews — and the time to
   * make them (the CLI's text, JUnit and GitHub outputs, which print no values), and the CRDs'
   * rules' source ranges and bound suggestions (those outputs print no rule). Default true.
   */
  values?: boolean;
  /**
   * The texts are checked once (a CLI run): the CRD loads and object checks run inside
   * cache/content.ts contentSeenOnce, where the caches whose content key a later check of equal
   * content would mostly hit make none. Default false.
   */
  once?: boolean;
}

/** A create check whose objects are checked when asked for, part by part (source by source, in input order). */
export interface DocumentStream {
  kubeVersion: string;
  /** The CRDs' reports, in input order. */
  crds: CrdReport[];
  /** YAML problems and non-object documents of the parts that hold CRDs, with their source's index (in input order). */
  documents: { d: Diagnostic; rank: number }[];
  /** The CRDs' diagnostics (check()'s order). */
  crdDiagnostics: Diagnostic[];
  /** The parts of `sources[rank]`, each checked as the iteration reaches it. */
  source(rank: number): Iterable<PartResult>;
}

/**
 * Loads the CRDs of the input and returns the stream of its objects' results; null for what
 * check() must do whole: updates and a Kubernetes version it refuses.
 */
export function streamDocuments(input: CheckInput, options: StreamOptions = {}): DocumentStream | null {
  const resolved = resolveKubeVersion(input.options?.kubeVersion);
  if (!resolved.ok || (input.oldSources && input.oldSources.length > 0) || (input.options?.request ?? 'create') !== 'create') return null;
  const kubeVersion = resolved.version;
  const opts = { ...input.options, kubeVersion, request: 'create' as const };
  const ctx = { ...contextFromOptions(opts), values: options.values !== false };
  const crdOpts = { ...opts, ruleDetails: ctx.values };
  const partsOf = input.sources.map((src) => sourceParts(src.text));

  // the parts that hold CRDs: parsed and classified first (their objects wait for their part's
  // turn), by source and the part's offset
  const pending = input.sources.map(() => new Map<number, { objects: InputDocument[]; docs: ParsedDocument[] }>());
  const crdDocs: InputDocument[] = [];
  const documents: { d: Diagnostic; rank: number }[] = [];
  const parsed = new Map<string, ParsedDocument[]>();
  input.sources.forEach((src, rank) => {
    for (const part of mayHoldCRD(src.text, partsOf[rank]!)) {
      const docs = parsePart(src.text, part);
      const mine = { crds: [] as InputDocument[], objects: [] as InputDocument[], diagnostics: [] as Diagnostic[] };
      classifyParsed(src.id, docs, mine);
      // a part without a CRD is parsed again in its turn (holding its parse would hold the stream)
      if (mine.crds.length === 0) continue;
      crdDocs.push(...mine.crds);
      for (const d of mine.diagnostics) documents.push({ d, rank });
      pending[rank]!.set(part.origin.offset, { objects: mine.objects, docs });
      addParsed(parsed, src.id, docs);
    }
  });
  const crdDiagnostics: Diagnostic[] = [];
  const crds: CrdReport[] = [];
  const loadedCRDs: LoadedCRD[] = [];
  const seen = new Set<string>();
  for (const doc of crdDocs) {
    const load = () => loadCRD(doc, crdOpts);
    const loaded = guard(doc.source, doc.doc.index, crdDiagnostics, options.once === true ? () => contentSeenOnce(load) : load);
    if (!loaded) continue;
    const report = withRequestSize(withDuplicateNote(loaded.report, doc, seen), doc);
    seen.add(report.name);
    loadedCRDs.push(loaded);
    crds.push(report);
    crdDiagnostics.push(...report.errors, ...report.warnings);
  }
  // every object looks its CRD up in this list: frozen, its index by group and kind is trusted as built (objects.ts)
  Object.freeze(loadedCRDs);
  attachRanges(
    documents.map((x) => x.d),
    parsed,
  );
  attachRanges(crdDiagnostics, parsed);

  const checkPart = (src: SourceText, rank: number, part: SourcePart): PartResult => {
    const given = pending[rank]!.get(part.origin.offset);
    if (given) pending[rank]!.delete(part.origin.offset);
    const mine = { crds: [] as InputDocument[], objects: given?.objects ?? [], diagnostics: [] as Diagnostic[] };
    const docs = given?.docs ?? parsePart(src.text, part);
    if (!given) classifyParsed(src.id, docs, mine);
    const diagnostics: Diagnostic[] = [];
    const objects: ObjectReport[] = [];
    for (const doc of mine.objects) {
      const check = () => processObject(doc, loadedCRDs, ctx);
      const outcome = guard(doc.source, doc.doc.index, diagnostics, options.once === true ? () => contentSeenOnce(check) : check);
      if (!outcome) continue;
      addRequestSize(outcome, doc);
      objects.push(outcome.report);
      for (const d of outcome.diagnostics) diagnostics.push(d);
    }
    if (mine.diagnostics.length > 0 || diagnostics.length > 0) {
      // the part's documents at their indexes in the file (an object: an array would be as long as the file's documents)
      const byIndex: Record<number, ParsedDocument> = {};
      for (const d of docs) byIndex[d.index] = d;
      const parsed = new Map([[src.id, byIndex]]);
      attachRanges(mine.diagnostics, parsed);
      attachRanges(diagnostics, parsed);
    }
    return { objects, documents: mine.diagnostics, diagnostics };
  };

  return {
    kubeVersion,
    crds,
    documents,
    crdDiagnostics,
    source: function* (rank) {
      const src = input.sources[rank]!;
      const parts = partsOf[rank]!;
      partsOf[rank] = [];
      for (const part of parts) yield checkPart(src, rank, part);
    },
  };
}

/**
 * check() of creates, one document at a time: the same CheckResult (same order), while each part
 * that holds no CRD is parsed, checked and dropped. `keep` maps each object's report as it is
 * made (the CLI drops the values its text outputs do not print). Falls back to check() for
 * updates and an unsupported Kubernetes version.
 */
export function checkByDocument(input: CheckInput, keep: (o: ObjectReport) => ObjectReport = (o) => o, options: StreamOptions = {}): CheckResult {
  const started = now();
  const stream = streamDocuments(input, options);
  if (!stream) return check(input);
  const documents: { d: Diagnostic; rank: number; i: number }[] = stream.documents.map((x, i) => ({ ...x, i }));
  const diagnostics: Diagnostic[] = [];
  const objects: ObjectReport[] = [];
  input.sources.forEach((_, rank) => {
    for (const r of stream.source(rank)) {
      for (const d of r.documents) documents.push({ d, rank, i: documents.length });
      for (const o of r.objects) objects.push(keep(o));
      for (const d of r.diagnostics) diagnostics.push(d);
    }
  });
  // check() lists the documents' problems first, by source and document, then the CRDs', then the objects'
  documents.sort((a, b) => a.rank - b.rank || a.d.docIndex - b.d.docIndex || a.i - b.i);
  return { crds: stream.crds, objects, diagnostics: [...documents.map((x) => x.d), ...stream.crdDiagnostics, ...diagnostics], elapsedMs: now() - started, kubeVersion: stream.kubeVersion };
}

/** Parsed documents by source, each at its index in its file (attachRanges looks them up so). */
function addParsed(parsed: Map<string, ParsedDocument[]>, source: string, docs: ParsedDocument[]): Map<string, ParsedDocument[]> {
  let list = parsed.get(source);
  if (!list) parsed.set(source, (list = []));
  for (const d of docs) list[d.index] = d;
  return parsed;
}
