// Splitting the input texts into documents and telling CRDs from custom objects,
// the way `kubectl apply -f` reads a multi-document file.
import { parseDocuments, type ParsedDocument } from '../yaml/documents';
import { diagnostic, type Diagnostic } from '../diagnostics';
import type { SourceText } from '../api';
import { isObject, type JSONObject } from '../types';
import { LRU } from './lru';

/** Parsed texts by content: unchanged editors are not parsed again. */
const parsedTexts = new LRU<string, ParsedDocument[]>(16);

export function parseCached(text: string): ParsedDocument[] {
  const hit = parsedTexts.get(text);
  if (hit) return hit;
  const docs = parseDocuments(text);
  parsedTexts.set(text, docs);
  return docs;
}

export interface InputDocument {
  source: string;
  doc: ParsedDocument;
  value: JSONObject;
  apiVersion: string;
  kind: string;
}

export interface ClassifiedDocuments {
  crds: InputDocument[];
  objects: InputDocument[];
  diagnostics: Diagnostic[];
  /** Parsed documents by source id, for locating diagnostics. */
  parsed: Map<string, ParsedDocument[]>;
}

export const CRD_API_VERSIONS = ['apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1'];

export function isCRDDocument(value: JSONObject): boolean {
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
