// Go to definition: from a field of an object to the schema property that defines it in the CRD
// editor (and from apiVersion/kind to the CRD's version and kind), and from a schema property in
// the CRD editor to the places objects use it.
import { parseCached } from '../pipeline/documents';
import { isObject, type JSONValue } from '../apis/json';
import type { ParsedDocument } from '../yaml/parsed';
import { nodeAt, type PathSegment } from './context';
import { documentAt } from './cursor-lines';
import { loadedCRDs, objectTarget, schemaAt, typeMetaOf, versionsOf, type ObjectTarget } from './schema-at';
import { objectText } from './object-complete';
import type { AuthoringInput, DefinitionTarget, EditorId, TextSpan } from './types';

/** Uses listed at most (a schema property used by every item of a long list). */
const MAX_USES = 100;

function spanOf(doc: ParsedDocument, path: PathSegment[], preferKey: boolean): TextSpan | undefined {
  const loc = doc.locate(path);
  if (loc.depth !== path.length) return undefined;
  const r = preferKey && loc.keyRange ? loc.keyRange : loc.range;
  return { start: r.start.offset, end: r.end.offset };
}

/** The document path of the version's schema in the CRD text (v1: per version; v1beta1: spec.validation unless per version). */
function schemaBase(doc: ParsedDocument, target: ObjectTarget): PathSegment[] | undefined {
  const value = doc.value;
  const spec = isObject(value) && isObject(value.spec) ? value.spec : undefined;
  const raw = spec && Array.isArray(spec.versions) ? spec.versions : [];
  const i = raw.findIndex((v) => isObject(v) && v.name === target.version?.name);
  if (i >= 0 && isObject(raw[i]) && isObject((raw[i] as Record<string, JSONValue>).schema)) return ['spec', 'versions', i, 'schema', 'openAPIV3Schema'];
  if (spec && isObject(spec.validation)) return ['spec', 'validation', 'openAPIV3Schema'];
  return undefined;
}

export function objectDefinition(input: AuthoringInput, editor: 'objects' | 'old', offset: number): DefinitionTarget[] {
  const text = objectText(input, editor);
  const n = nodeAt(text, offset);
  if (!n) return [];
  const d = documentAt(text, offset);
  const tm = typeMetaOf(text, d.start, d.end);
  const target = objectTarget(loadedCRDs(input), tm.apiVersion, tm.kind);
  const doc = target.loaded?.input.doc;
  if (!doc || !target.crd) return [];
  const at = (path: PathSegment[], key = true): DefinitionTarget[] => {
    const span = spanOf(doc, path, key);
    return span ? [{ editor: 'crd', span }] : [];
  };
  if (n.path.length === 1 && n.path[0] === 'kind') return at(['spec', 'names', 'kind'], false);
  if (n.path.length === 1 && n.path[0] === 'apiVersion') {
    const value = doc.value;
    const spec = isObject(value) && isObject(value.spec) ? value.spec : undefined;
    const raw = spec && Array.isArray(spec.versions) ? spec.versions : [];
    const i = raw.findIndex((v) => isObject(v) && v.name === target.version?.name);
    return i >= 0 ? at(['spec', 'versions', i, 'name'], false) : at(['spec', 'group'], false);
  }
  const node = schemaAt(target, n.path);
  if (!node?.schemaSteps || node.kind !== 'schema') return [];
  const base = schemaBase(doc, target);
  if (!base) return [];
  const path = [...base, ...node.schemaSteps];
  return at(path);
}

/** From a schema property in the CRD editor to the fields of objects that it defines. */
export function schemaUses(input: AuthoringInput, offset: number): DefinitionTarget[] {
  const n = nodeAt(input.texts.crd, offset);
  if (!n) return [];
  const p = n.path;
  let base = -1;
  for (let i = 0; i < p.length; i++) if (p[i] === 'openAPIV3Schema') base = i;
  if (base < 0) return [];
  // the object path pattern: property names, '*' for list items and map values
  const pattern: (string | '*')[] = [];
  for (let i = base + 1; i < p.length; i++) {
    const s = p[i];
    if (s === 'properties' && typeof p[i + 1] === 'string') {
      pattern.push(p[i + 1] as string);
      i++;
    } else if (s === 'items' || s === 'additionalProperties') pattern.push('*');
    else if (s === 'properties') break;
    else return []; // a keyword of the node (type, description, ...): not a field
  }
  if (pattern.length === 0) return [];
  const crd = loadedCRDs(input).find((l) => l.input.doc.index === n.docIndex)?.crd;
  if (!crd) return [];
  const versions = p[0] === 'spec' && p[1] === 'versions' && typeof p[2] === 'number' ? [versionsOf(crd)[p[2]]?.name].filter(Boolean) : versionsOf(crd).map((v) => v.name);
  const out: DefinitionTarget[] = [];
  const editors: ('objects' | 'old')[] = input.texts.old ? ['objects', 'old'] : ['objects'];
  for (const editor of editors) {
    for (const doc of parseCached(objectText(input, editor))) {
      const v = doc.value;
      if (!isObject(v) || v.kind !== crd.spec.names?.kind || typeof v.apiVersion !== 'string') continue;
      const [group, version] = v.apiVersion.split('/');
      if (group !== crd.spec.group || !versions.includes(version)) continue;
      for (const path of expand(v, pattern)) {
        const span = spanOf(doc, path, true);
        if (span) out.push({ editor: editor as EditorId, span });
        if (out.length >= MAX_USES) return out;
      }
    }
  }
  return out;
}

/** Concrete paths of a value matching a pattern ('*': every item or map value). */
function expand(value: JSONValue, pattern: (string | '*')[]): PathSegment[][] {
  let paths: { path: PathSegment[]; v: JSONValue }[] = [{ path: [], v: value }];
  for (const seg of pattern) {
    const next: { path: PathSegment[]; v: JSONValue }[] = [];
    for (const { path, v } of paths) {
      if (seg === '*') {
        if (Array.isArray(v)) v.forEach((x, i) => next.push({ path: [...path, i], v: x }));
        else if (isObject(v)) for (const [k, x] of Object.entries(v)) next.push({ path: [...path, k], v: x });
      } else if (isObject(v) && seg in v) next.push({ path: [...path, seg], v: v[seg] });
      if (next.length > MAX_USES) break;
    }
    paths = next;
  }
  return paths.map((x) => x.path);
}
