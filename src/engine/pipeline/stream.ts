// check() one document at a time, for long streams (the CLI's `check` of a file or stdin): the
// texts are cut into their documents (yaml/split.ts), the parts that may hold a CRD are read
// first, then every other part is parsed, checked against those CRDs and dropped, so memory
// holds the largest document and the results, not the whole stream's syntax trees. The result,
// put in input order, is check()'s for the same sources (creates only: updates pair documents
// across the input and go through check()). The loops mirror check.ts's create path;
// test/engine/pipeline/stream.test.ts compares both on the same inputs.
import type { CheckOptions, CheckResult, CrdReport, ObjectReport, SourceText } from '../api';
import type { Diagnostic } from '../diagnostics';
import { parseDocumentPart, parseDocuments, type ParsedDocument, type TextOrigin } from '../yaml/documents';
import { documentParts } from '../yaml/split';
import { classifyParsed, type InputDocument } from './documents';
import { loadCRD, type LoadedCRD } from './crds';
import { contextFromOptions, processObject } from './objects';
import { attachRanges } from './locate';
import { requestSize } from './sizelimits';
import { internalErrorDetail } from './internal';
import { withValueRendering } from '../field/errorbody';
import { resolveKubeVersion } from '../kubeversion';

/** Whole documents of one source: the part of its text that starts at `origin`. */
export interface SourcePart {
  source: string;
  text: string;
  origin: TextOrigin;
  /** The whole text, parsed as check() parses it (the text could not be cut safely). */
  whole: boolean;
}

/** A source cut into its documents, or whole when the cut cannot be decided cheaply (documentParts). */
export function sourceParts(src: SourceText): SourcePart[] {
  const parts = documentParts(src.text);
  if (!parts) return [{ source: src.id, text: src.text, origin: { offset: 0, line: 1, index: 0 }, whole: true }];
  return parts.map((p) => ({ source: src.id, text: src.text.slice(p.offset, p.end), origin: { offset: p.offset, line: p.line, index: p.index }, whole: false }));
}

/** A part that may hold a CRD: every CRD document names its kind (an escape in a quoted kind is caught by StreamCheck.check). */
export function mayHoldCRD(part: SourcePart): boolean {
  return part.text.includes('CustomResourceDefinition');
}

function parsePart(part: SourcePart): ParsedDocument[] {
  return part.whole ? parseDocuments(part.text) : parseDocumentPart(part.text, part.origin);
}

export interface StreamCheck {
  /** The CRDs of the parts given to streamCheck, as check() reports them, with those parts' YAML and document problems. */
  readonly crds: CheckResult;
  /**
   * The objects of one part checked against those CRDs (for a part given to streamCheck: its
   * objects only). Null when the part holds a CRD that was not given to streamCheck: the input
   * must then be checked with check().
   */
  check(part: SourcePart): CheckResult | null;
}

/** `crdParts`: every part that may hold a CRD (mayHoldCRD), in input order. Creates only. */
export function streamCheck(crdParts: SourcePart[], options: CheckOptions = {}): StreamCheck {
  const resolved = resolveKubeVersion(options.kubeVersion);
  if (!resolved.ok) {
    const d: Diagnostic = { severity: 'error', origin: 'document', source: '', docIndex: -1, field: '', type: '', detail: resolved.error, message: resolved.error };
    const empty = (): CheckResult => ({ crds: [], objects: [], diagnostics: [], elapsedMs: 0, kubeVersion: String(options.kubeVersion) });
    return { crds: { ...empty(), diagnostics: [d] }, check: empty };
  }
  const kubeVersion = resolved.version;
  const opts = { ...options, kubeVersion, request: 'create' as const };
  const ctx = contextFromOptions(opts);
  const crds: LoadedCRD[] = [];
  /** Objects of the CRD parts, checked with their part in check(). */
  const pending = new Map<SourcePart, { objects: InputDocument[]; docs: ParsedDocument[] }>();

  const crdPhase = (): CheckResult => {
    const started = now();
    const classified = { crds: [] as InputDocument[], objects: [] as InputDocument[], diagnostics: [] as Diagnostic[] };
    const parsed = new Map<string, ParsedDocument[]>();
    for (const part of crdParts) {
      const docs = parsePart(part);
      const objectsBefore = classified.objects.length;
      classifyParsed(part.source, docs, classified);
      pending.set(part, { objects: classified.objects.slice(objectsBefore), docs });
      addParsed(parsed, part.source, docs);
    }
    const diagnostics = [...classified.diagnostics];
    const reports: CrdReport[] = [];
    const seen = new Set<string>();
    for (const doc of classified.crds) {
      const loaded = guard(doc.source, doc.doc.index, diagnostics, () => loadCRD(doc, opts));
      if (!loaded) continue;
      let report = loaded.report;
      if (report.name && seen.has(report.name)) {
        const message = `CustomResourceDefinition ${JSON.stringify(report.name)} appears more than once; the last one is used`;
        const dup: Diagnostic = {
          severity: 'warning',
          origin: 'document',
          source: doc.source,
          docIndex: doc.doc.index,
          field: 'metadata.name',
          type: '',
          detail: message,
          message,
          path: ['metadata', 'name'],
        };
        report = { ...report, warnings: [...report.warnings, dup] };
      }
      const sized = requestSize(doc.value, doc.source, doc.doc.index);
      report = {
        ...report,
        size: sized.size,
        errors: [...report.errors, ...sized.diagnostics.filter((d) => d.severity === 'error')],
        warnings: [...report.warnings, ...sized.diagnostics.filter((d) => d.severity !== 'error')],
      };
      seen.add(report.name);
      crds.push(loaded);
      reports.push(report);
      diagnostics.push(...report.errors, ...report.warnings);
    }
    attachRanges(diagnostics, parsed);
    return { crds: reports, objects: [], diagnostics, elapsedMs: now() - started, kubeVersion };
  };

  const checkPart = (part: SourcePart): CheckResult | null => {
    const started = now();
    const given = pending.get(part);
    pending.delete(part);
    const classified = { crds: [] as InputDocument[], objects: given?.objects ?? [], diagnostics: [] as Diagnostic[] };
    const docs = given?.docs ?? parsePart(part);
    if (!given) {
      classifyParsed(part.source, docs, classified);
      if (classified.crds.length > 0) return null;
    }
    const diagnostics = classified.diagnostics;
    const objects: ObjectReport[] = [];
    for (const doc of classified.objects) {
      const outcome = guard(doc.source, doc.doc.index, diagnostics, () => processObject(doc, crds, ctx));
      if (!outcome) continue;
      const sized = requestSize(doc.value, doc.source, doc.doc.index);
      outcome.report.size = sized.size;
      for (const d of sized.diagnostics) (d.severity === 'error' ? outcome.report.errors : outcome.report.warnings).push(d);
      outcome.diagnostics.push(...sized.diagnostics);
      objects.push(outcome.report);
      diagnostics.push(...outcome.diagnostics);
    }
    attachRanges(diagnostics, addParsed(new Map(), part.source, docs));
    return { crds: [], objects, diagnostics, elapsedMs: now() - started, kubeVersion };
  };

  return {
    crds: withValueRendering(kubeVersion, crdPhase),
    check: (part) => withValueRendering(kubeVersion, () => checkPart(part)),
  };
}

/** Parsed documents by source, each at its index in its file (attachRanges looks them up so). */
function addParsed(parsed: Map<string, ParsedDocument[]>, source: string, docs: ParsedDocument[]): Map<string, ParsedDocument[]> {
  let list = parsed.get(source);
  if (!list) parsed.set(source, (list = []));
  for (const d of docs) list[d.index] = d;
  return parsed;
}

/** An engine bug must not take the user's run down: it becomes a diagnostic (as in check.ts). */
function guard<T>(source: string, docIndex: number, diags: Diagnostic[], fn: () => T): T | null {
  try {
    return fn();
  } catch (e) {
    const message = internalErrorDetail(e);
    diags.push({ severity: 'error', origin: 'document', source, docIndex, field: '', type: 'InternalError', detail: message, message, path: [] });
    return null;
  }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
