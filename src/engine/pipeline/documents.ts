// Splitting the input texts into documents and telling CRDs from custom objects,
// the way `kubectl apply -f` reads a multi-document file.
import { parseDocuments } from '../yaml/documents';
import { copyEditBase, LineIndex, type Located, type ParsedDocument, type SourcePos, type SourceRange } from '../yaml/parsed';
import { splitDocumentTexts, countLineFeeds, type DocumentChunk } from '../yaml/docsplit';
import { editedDocument } from '../yaml/scalaredit';
import { parseJSONLineDocument } from '../yaml/jsondoc';
import { deriveJSONSize } from './sizelimits';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { SourceText } from '../api';
import { isObject, type JSONObject } from '../apis/json';
import { LRU } from '../cache';
import type { DocPath } from '../field/path';

/**
 * Parses are held for texts up to this many characters in all (the newest always stays): a parse
 * takes many times its text in memory, and the garbage collector's work grows with what is held.
 */
const HELD_CHARACTERS = 16 * 1024 * 1024;
/** Parsed texts by content: unchanged editors are not parsed again. */
const parsedTexts = new LRU<string, ParsedDocument[]>({ name: 'pipeline.parsedTexts', capacity: 16, maxWeight: HELD_CHARACTERS, weigh: (k) => k.length });
/**
 * Parsed documents by their own text: in a text that changed, the documents that did not are not
 * parsed again (an edit in the object next to a large CRD re-parses the object only).
 */
const parsedChunks = new LRU<string, { docs: ParsedDocument[]; lineFeeds: number; ownParse: boolean }>({
  name: 'pipeline.parsedChunks',
  capacity: 4096,
  maxWeight: HELD_CHARACTERS,
  weigh: (k) => k.length,
});

export function parseCached(text: string): ParsedDocument[] {
  const hit = parsedTexts.get(text);
  if (hit) return hit;
  const docs = parseByDocument(text) ?? parseWhole(text);
  parsedTexts.set(text, docs);
  return docs;
}

/** Documents at least this long are kept for edits inside them (shorter ones parse in a few milliseconds). */
const EDITABLE_CHARACTERS = 32 * 1024;
/** The latest large documents parsed from a text of their own, newest first: the texts an edit inside a scalar is patched from. */
const recentDocuments: { text: string; doc: ParsedDocument; lineFeeds: number }[] = [];
const RECENT_DOCUMENTS = 4;

function rememberRecent(text: string, docs: ParsedDocument[], lineFeeds: number, replaces?: string): void {
  if (text.length < EDITABLE_CHARACTERS || docs.length !== 1) return;
  const i = recentDocuments.findIndex((r) => r.text === (replaces ?? text));
  if (i >= 0) recentDocuments.splice(i, 1);
  recentDocuments.unshift({ text, doc: docs[0]!, lineFeeds });
  recentDocuments.length = Math.min(recentDocuments.length, RECENT_DOCUMENTS);
}

/**
 * A document's text parsed by patching a recent parse of a text that differs from it inside one
 * scalar (yaml/scalaredit.ts), with the parse's JSON size carried over; undefined when there is
 * none.
 */
function editedChunk(text: string): { docs: ParsedDocument[]; lineFeeds: number; ownParse: boolean } | undefined {
  if (text.length < EDITABLE_CHARACTERS) return undefined;
  for (const r of recentDocuments) {
    if (Math.abs(r.text.length - text.length) > 1024) continue;
    const doc = editedDocument(r.doc, text);
    if (!doc) continue;
    if (doc.edit) deriveJSONSize(doc.edit.previous, doc.value, doc.edit.before, doc.edit.after);
    const parsed = { docs: [doc], lineFeeds: r.lineFeeds, ownParse: true };
    parsedChunks.set(text, parsed);
    rememberRecent(text, parsed.docs, r.lineFeeds, r.text);
    return parsed;
  }
  return undefined;
}

/**
 * The paths a recent large document's nodes were built along (ParsedDocument.nodePaths), for the
 * parse of a large text (most often the next version of that document: a CRD's rules are located
 * on every load). Only a hint: the parse is the same without it, or with another document's.
 */
function recentNodePaths(text: string): readonly DocPath[] | undefined {
  if (text.length < EDITABLE_CHARACTERS) return undefined;
  for (const r of recentDocuments) {
    if (Math.abs(r.text.length - text.length) > text.length >> 2) continue;
    const paths = r.doc.nodePaths?.();
    if (paths && paths.length > 0) return paths;
  }
  return undefined;
}

/** A text that is not cut into documents: patched from a recent parse when only a scalar changed, else parsed. */
function parseWhole(text: string): ParsedDocument[] {
  const edited = editedChunk(text);
  if (edited) return edited.docs;
  const docs = parseDocuments(text, recentNodePaths(text));
  if (docs.every((d) => d.text === text)) rememberRecent(text, docs, countLineFeeds(text));
  return docs;
}

/**
 * The text parsed document by document, each document's parse cached by its text and its ranges
 * moved to where it sits in this text; null when the text must be parsed whole: a single
 * document, directives, or a document with a YAML error (the relaxed re-parse of go-yaml's
 * indentation leniency is decided for the whole text).
 */
function parseByDocument(text: string): ParsedDocument[] | null {
  const chunks = splitDocumentTexts(text);
  if (!chunks || chunks.length < 2) return null;
  const cached = chunks.map((c) => parsedChunks.get(c.text) ?? jsonLineChunk(c.text));
  const misses = cached.reduce((n, c) => (c ? n : n + 1), 0);
  // mostly new documents (a text opened or pasted): one parse of the whole text costs less than
  // one per document; its documents are then cached as if parsed one by one
  if (misses > 1 && misses * 2 > chunks.length) {
    const whole = parseDocuments(text);
    rememberChunks(whole, chunks, text);
    return whole;
  }
  const out: ParsedDocument[] = [];
  let lines: LineIndex | undefined;
  const wholeLines = () => (lines ??= new LineIndex(text));
  let line = 0;
  for (let i = 0; i < chunks.length; i++) {
    const chunk = chunks[i]!;
    let parsed = cached[i] ?? editedChunk(chunk.text);
    if (!parsed) {
      const docs = parseDocuments(chunk.text, recentNodePaths(chunk.text));
      // a relaxed parse (its text differs) or an error: the whole text decides, as before
      const ownParse = docs.every((d) => d.text === chunk.text && !d.problems.some((p) => p.severity === 'error'));
      parsed = { docs, lineFeeds: countLineFeeds(chunk.text), ownParse };
      parsedChunks.set(chunk.text, parsed);
      if (ownParse) rememberRecent(chunk.text, docs, parsed.lineFeeds);
    }
    if (!parsed.ownParse) return null;
    for (const d of parsed.docs) out.push(placeDocument(d, out.length, chunk.offset, line, text, wholeLines));
    line += parsed.lineFeeds;
  }
  return out;
}

/**
 * A chunk that is one JSON object on one line (yaml/jsondoc.ts), decoded without the yaml
 * library's parse and cached as a chunk parse; undefined for any other chunk. Large documents
 * take the general parse, whose parses can take edits inside a scalar.
 */
function jsonLineChunk(text: string): { docs: ParsedDocument[]; lineFeeds: number; ownParse: boolean } | undefined {
  if (text.length >= EDITABLE_CHARACTERS) return undefined;
  const doc = parseJSONLineDocument(text);
  if (!doc) return undefined;
  const parsed = { docs: [doc], lineFeeds: countLineFeeds(text), ownParse: true };
  parsedChunks.set(text, parsed);
  return parsed;
}

/**
 * Caches the documents of a whole-text parse under their own texts, moved back to offset 0: only
 * when each chunk holds exactly one document, parsed without errors or relaxation (what parsing
 * the chunk alone gives then, test/engine/pipeline/perdocument.test.ts).
 */
function rememberChunks(whole: ParsedDocument[], chunks: DocumentChunk[], text: string): void {
  if (whole.length !== chunks.length) return;
  for (let i = 0; i < whole.length; i++) {
    const d = whole[i]!;
    const start = d.range.start.offset;
    const next = chunks[i + 1]?.offset ?? text.length + 1;
    if (d.text !== text || d.problems.some((p) => p.severity === 'error') || start < chunks[i]!.offset || start >= next) return;
  }
  let line = 0;
  for (let i = 0; i < whole.length; i++) {
    const chunk = chunks[i]!;
    const lineFeeds = countLineFeeds(chunk.text);
    let lines: LineIndex | undefined;
    const docs = [placeDocument(whole[i]!, 0, -chunk.offset, -line, chunk.text, () => (lines ??= new LineIndex(chunk.text)))];
    // the first document sits where it did in the whole text: its parse can take edits
    if (chunk.offset === 0) copyEditBase(whole[i]!, docs[0]!);
    parsedChunks.set(chunk.text, { docs, lineFeeds, ownParse: true });
    line += lineFeeds;
    rememberRecent(chunk.text, docs, lineFeeds);
  }
}

/** A document parsed on its own, as found at offset `off` and line `dl` (0-based) (its index and ranges in the whole text). */
function placeDocument(d: ParsedDocument, index: number, off: number, dl: number, text: string, lines: () => LineIndex): ParsedDocument {
  const pos = (p: SourcePos): SourcePos => ({ offset: p.offset + off, line: p.line + dl, column: p.column });
  const shift = (r: SourceRange): SourceRange => ({ start: pos(r.start), end: pos(r.end) });
  // the shape of a parse's own answer (yaml/parsed.ts locate: keyRange present, undefined without a key)
  const moved = (l: Located): Located => ({ range: shift(l.range), keyRange: l.keyRange && shift(l.keyRange), depth: l.depth });
  if (off === 0 && index === d.index) return { ...d, text };
  return {
    index,
    value: d.value,
    ...(d.jsonBytes !== undefined ? { jsonBytes: d.jsonBytes } : {}),
    range: shift(d.range),
    problems: d.problems.map((p) => ({ ...p, range: shift(p.range) })),
    locate: (path) => moved(d.locate(path)),
    ...(d.locateMany ? { locateMany: (paths: readonly DocPath[]) => d.locateMany!(paths).map(moved) } : {}),
    ...(d.nodePaths ? { nodePaths: () => d.nodePaths!() } : {}),
    scalar: (path) => {
      const s = d.scalar(path);
      return s && { ...s, start: s.start + off, end: s.end + off };
    },
    rangeOf: (a, b) => lines().range(a, b),
    text,
    ...(d.edit ? { edit: d.edit } : {}),
  };
}

export interface InputDocument {
  source: string;
  doc: ParsedDocument;
  value: JSONObject;
  apiVersion: string;
  kind: string;
}

interface ClassifiedDocuments {
  crds: InputDocument[];
  objects: InputDocument[];
  diagnostics: Diagnostic[];
  /** Parsed documents by source id, for locating diagnostics. */
  parsed: Map<string, ParsedDocument[]>;
}

export const CRD_API_VERSIONS = ['apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'];

function isCRDDocument(value: JSONObject): boolean {
  return value.kind === 'CustomResourceDefinition' && typeof value.apiVersion === 'string' && CRD_API_VERSIONS.includes(value.apiVersion);
}

export function classifyDocuments(sources: SourceText[]): ClassifiedDocuments {
  const out: ClassifiedDocuments = { crds: [], objects: [], diagnostics: [], parsed: new Map() };
  for (const src of sources) {
    const docs = parseCached(src.text);
    out.parsed.set(src.id, docs);
    classifyParsed(src.id, docs, out);
  }
  return out;
}

/** Classifies parsed documents of one source into `out` (their YAML problems, CRDs, objects, non-objects). */
export function classifyParsed(source: string, docs: ParsedDocument[], out: Omit<ClassifiedDocuments, 'parsed'>): void {
  for (const doc of docs) {
    for (const p of doc.problems) {
      out.diagnostics.push(diagnostic({ code: 'yaml', severity: p.severity, origin: 'yaml', source, docIndex: doc.index, message: p.message, path: p.path, range: p.range }));
    }
    const v = doc.value;
    if (v === undefined || v === null) continue; // empty document: kubectl skips it
    if (!isObject(v)) {
      out.diagnostics.push(docDiagnostic(source, doc, `error validating data: the document is a ${Array.isArray(v) ? 'list' : typeof v}, not an object`));
      continue;
    }
    const missing: string[] = [];
    if (typeof v.apiVersion !== 'string' || v.apiVersion === '') missing.push('apiVersion not set');
    if (typeof v.kind !== 'string' || v.kind === '') missing.push('kind not set');
    if (missing.length > 0) {
      out.diagnostics.push(docDiagnostic(source, doc, `error validating data: [${missing.join(', ')}]`));
      continue;
    }
    const entry: InputDocument = { source, doc, value: v, apiVersion: v.apiVersion as string, kind: v.kind as string };
    if (isCRDDocument(v)) out.crds.push(entry);
    else out.objects.push(entry);
  }
}

function docDiagnostic(source: string, doc: ParsedDocument, message: string): Diagnostic {
  return diagnostic({ code: 'not-an-object', severity: 'error', origin: 'document', source, docIndex: doc.index, message, path: [], range: doc.locate([]).range });
}
