// check() one document at a time, for long streams (the CLI's `check` of files and stdin, the
// batch op `check` of texts): the texts are cut into their documents (yaml/docsplit.ts), the parts
// that may hold a CRD are read first, then every other part is parsed, checked against those
// CRDs and dropped, so memory holds the largest document and the results, not the whole
// stream's syntax trees. The result is check()'s for the same sources, in the same order
// (creates only: updates pair documents across the input and go through check()). The loops
// follow check.ts's create path with the same steps (runsteps.ts); test/cli/stream.test.ts
// compares both on the same inputs.
import type { CheckInput, CheckOptions, CheckResult, CrdReport, ObjectReport, SourceText } from '../api';
import { check } from './check';
import type { Diagnostic } from '../diagnostics';
import { parseDocumentPart, parseDocuments } from '../yaml/documents';
import { type ParsedDocument, type TextOrigin } from '../yaml/parsed';
import { documentParts } from '../yaml/docsplit';
import { classifyParsed, type InputDocument } from './documents';
import { loadCRD, type LoadedCRD } from './crds';
import { contextFromOptions, processObject } from './objects';
import { attachRanges } from './locate';
import { addRequestSize, guard, now, withDuplicateNote, withRequestSize } from './runsteps';
import { resolveKubeVersion } from '../apis/kubeversion';

/** Whole documents of one source: the part of its text that starts at `origin`. */
interface SourcePart {
  source: string;
  text: string;
  origin: TextOrigin;
  /** The whole text, parsed as check() parses it (the text could not be cut safely). */
  whole: boolean;
}

/** A source cut into its documents, or whole when the cut cannot be decided cheaply (documentParts). */
function sourceParts(src: SourceText): SourcePart[] {
  const parts = documentParts(src.text);
  if (!parts) return [{ source: src.id, text: src.text, origin: { offset: 0, line: 1, index: 0 }, whole: true }];
  return parts.map((p) => ({ source: src.id, text: src.text.slice(p.offset, p.end), origin: { offset: p.offset, line: p.line, index: p.index }, whole: false }));
}

/** A part that may hold a CRD: every CRD document names its kind (an escape in a quoted kind is caught by StreamCheck.check). */
function mayHoldCRD(part: SourcePart): boolean {
  return part.text.includes('CustomResourceDefinition');
}

function parsePart(part: SourcePart): ParsedDocument[] {
  return part.whole ? parseDocuments(part.text) : parseDocumentPart(part.text, part.origin);
}

interface PartResult {
  objects: ObjectReport[];
  /** The part's YAML problems and documents that are not objects (check()'s classification). */
  documents: Diagnostic[];
  /** Its objects' diagnostics. */
  diagnostics: Diagnostic[];
}

/**
 * check() of creates, one document at a time: the same CheckResult (same order), while each part
 * that holds no CRD is parsed, checked and dropped. `keep` maps each object's report as it is
 * made (the CLI drops the values its text outputs do not print). Falls back to check() for
 * updates, an unsupported Kubernetes version, and a CRD the quick look (mayHoldCRD) missed.
 */
export function checkByDocument(input: CheckInput, keep: (o: ObjectReport) => ObjectReport = (o) => o): CheckResult {
  const started = now();
  const resolved = resolveKubeVersion(input.options?.kubeVersion);
  if (!resolved.ok || (input.oldSources && input.oldSources.length > 0) || (input.options?.request ?? 'create') !== 'create') return check(input);
  const kubeVersion = resolved.version;
  const parts = input.sources.flatMap((src, rank) => sourceParts(src).map((part) => ({ part, rank })));
  const stream = streamCheck(
    parts.filter((p) => mayHoldCRD(p.part)),
    { ...input.options, kubeVersion },
  );
  const documents: { d: Diagnostic; rank: number; i: number }[] = stream.documents.map((x, i) => ({ ...x, i }));
  const diagnostics: Diagnostic[] = [];
  const objects: ObjectReport[] = [];
  for (const { part, rank } of parts) {
    const r = stream.check(part);
    if (!r) return check(input);
    for (const d of r.documents) documents.push({ d, rank, i: documents.length });
    for (const o of r.objects) objects.push(keep(o));
    for (const d of r.diagnostics) diagnostics.push(d);
  }
  // check() lists the documents' problems first, by source and document, then the CRDs', then the objects'
  documents.sort((a, b) => a.rank - b.rank || a.d.docIndex - b.d.docIndex || a.i - b.i);
  return { crds: stream.crds, objects, diagnostics: [...documents.map((x) => x.d), ...stream.diagnostics, ...diagnostics], elapsedMs: now() - started, kubeVersion };
}

interface StreamCheck {
  crds: CrdReport[];
  /** The CRD parts' YAML problems and non-object documents, with their source's rank. */
  documents: { d: Diagnostic; rank: number }[];
  /** The CRDs' diagnostics. */
  diagnostics: Diagnostic[];
  /** The objects of one part checked against the CRDs; null when the part holds a CRD that was not among the CRD parts. */
  check(part: SourcePart): PartResult | null;
}

/** Loads the CRDs of `crdParts` (every part that may hold one, in input order) as check() does for a create. */
function streamCheck(crdParts: { part: SourcePart; rank: number }[], options: CheckOptions & { kubeVersion: string }): StreamCheck {
  const opts = { ...options, request: 'create' as const };
  const ctx = contextFromOptions(opts);
  const loadedCRDs: LoadedCRD[] = [];
  /** Objects of the CRD parts, checked with their part. */
  const pending = new Map<SourcePart, { objects: InputDocument[]; docs: ParsedDocument[] }>();

  const classified = { crds: [] as InputDocument[], objects: [] as InputDocument[], diagnostics: [] as Diagnostic[] };
  const documents: { d: Diagnostic; rank: number }[] = [];
  const parsed = new Map<string, ParsedDocument[]>();
  for (const { part, rank } of crdParts) {
    const docs = parsePart(part);
    const objectsBefore = classified.objects.length;
    const diagsBefore = classified.diagnostics.length;
    classifyParsed(part.source, docs, classified);
    for (const d of classified.diagnostics.slice(diagsBefore)) documents.push({ d, rank });
    pending.set(part, { objects: classified.objects.slice(objectsBefore), docs });
    addParsed(parsed, part.source, docs);
  }
  const diagnostics: Diagnostic[] = [];
  const reports: CrdReport[] = [];
  const seen = new Set<string>();
  for (const doc of classified.crds) {
    const loaded = guard(doc.source, doc.doc.index, diagnostics, () => loadCRD(doc, opts));
    if (!loaded) continue;
    const report = withRequestSize(withDuplicateNote(loaded.report, doc, seen), doc);
    seen.add(report.name);
    loadedCRDs.push(loaded);
    reports.push(report);
    diagnostics.push(...report.errors, ...report.warnings);
  }
  attachRanges(classified.diagnostics, parsed);
  attachRanges(diagnostics, parsed);

  const checkPart = (part: SourcePart): PartResult | null => {
    const given = pending.get(part);
    pending.delete(part);
    const mine = { crds: [] as InputDocument[], objects: given?.objects ?? [], diagnostics: [] as Diagnostic[] };
    const docs = given?.docs ?? parsePart(part);
    if (!given) {
      classifyParsed(part.source, docs, mine);
      if (mine.crds.length > 0) return null;
    }
    const diagnostics: Diagnostic[] = [];
    const objects: ObjectReport[] = [];
    for (const doc of mine.objects) {
      const outcome = guard(doc.source, doc.doc.index, diagnostics, () => processObject(doc, loadedCRDs, ctx));
      if (!outcome) continue;
      addRequestSize(outcome, doc);
      objects.push(outcome.report);
      diagnostics.push(...outcome.diagnostics);
    }
    const byIndex = addParsed(new Map(), part.source, docs);
    attachRanges(mine.diagnostics, byIndex);
    attachRanges(diagnostics, byIndex);
    return { objects, documents: mine.diagnostics, diagnostics };
  };

  return { crds: reports, documents, diagnostics, check: checkPart };
}

/** Parsed documents by source, each at its index in its file (attachRanges looks them up so). */
function addParsed(parsed: Map<string, ParsedDocument[]>, source: string, docs: ParsedDocument[]): Map<string, ParsedDocument[]> {
  let list = parsed.get(source);
  if (!list) parsed.set(source, (list = []));
  for (const d of docs) list[d.index] = d;
  return parsed;
}
