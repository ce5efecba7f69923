// Differences between two versions' schemas, as far as None conversion is concerned: with strategy
// None the apiserver only rewrites apiVersion, so a field that the target version's schema does not
// know is pruned, and a field whose type or constraints differ may no longer validate. (Kubernetes
// itself does not warn about this; these findings are the playground's own guidance.)
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import type { CustomResourceDefinition } from '../apis/crd';
import { stringifyJSON } from '../golang/json';

export interface SchemaChange {
  /** field path in pruning's notation: `spec.port`, `spec.items[*].name`, `spec.labels[*]` */
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** for `changed`: the keywords that differ, e.g. `type: string → integer` */
  detail?: string;
}

// Keywords that change which values are accepted or how they are stored (description, title,
// example, externalDocs do not).
const VALUE_KEYWORDS = [
  'type',
  'format',
  'enum',
  'default',
  'nullable',
  'pattern',
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'maxItems',
  'minItems',
  'maxProperties',
  'minProperties',
  'required',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-int-or-string',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-list-type',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-map-type',
];

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined);

function show(v: unknown): string {
  return v === undefined ? '(unset)' : stringifyJSON(v);
}

function sameJSON(a: unknown, b: unknown): boolean {
  return stringifyJSON(canon(a)) === stringifyJSON(canon(b));
}

function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, canon(o[k])]),
    );
  }
  return v;
}

const join = (parent: string, key: string) => (parent === '' ? key : `${parent}.${key}`);

/** Changed paths from schema `a` to schema `b` (pre-order, properties sorted). Iterative. */
export function schemaDiff(a: JSONSchemaProps | undefined, b: JSONSchemaProps | undefined): SchemaChange[] {
  const out: SchemaChange[] = [];
  const stack: { a?: JSONSchemaProps; b?: JSONSchemaProps; path: string }[] = [{ a, b, path: '' }];
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (!t.a && !t.b) continue;
    if (!t.a) {
      out.push({ path: t.path, change: 'added' });
      continue;
    }
    if (!t.b) {
      out.push({ path: t.path, change: 'removed' });
      continue;
    }
    const diffs = VALUE_KEYWORDS.filter((k) => !sameJSON(t.a![k], t.b![k])).map((k) => `${k}: ${show(t.a![k])} → ${show(t.b![k])}`);
    if (diffs.length > 0 && t.path !== '') out.push({ path: t.path, change: 'changed', detail: diffs.join('; ') });
    else if (diffs.length > 0) out.push({ path: '', change: 'changed', detail: diffs.join('; ') });
    const next: { a?: JSONSchemaProps; b?: JSONSchemaProps; path: string }[] = [];
    const pa = isObject(t.a.properties as JSONValue) ? (t.a.properties as Record<string, unknown>) : {};
    const pb = isObject(t.b.properties as JSONValue) ? (t.b.properties as Record<string, unknown>) : {};
    for (const k of [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort()) {
      next.push({ a: asSchema(pa[k]), b: asSchema(pb[k]), path: join(t.path, k) });
    }
    const ia = asSchema(t.a.items);
    const ib = asSchema(t.b.items);
    if (ia || ib) next.push({ a: ia, b: ib, path: `${t.path}[*]` });
    const aa = asSchema(t.a.additionalProperties);
    const ab = asSchema(t.b.additionalProperties);
    if (aa || ab) next.push({ a: aa, b: ab, path: `${t.path}[*]` });
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return out;
}

function versionSchema(crd: CustomResourceDefinition, version: string): JSONSchemaProps | undefined {
  const v = (Array.isArray(crd?.spec?.versions) ? crd.spec.versions : []).find((x) => x?.name === version);
  return asSchema(v?.schema?.openAPIV3Schema);
}

/** True when the value at `path` of schema `s` keeps unknown fields (x-kubernetes-preserve-unknown-fields above it). */
function preservedIn(s: JSONSchemaProps | undefined, path: string): boolean {
  let cur = s;
  if (cur?.['x-kubernetes-preserve-unknown-fields'] === true) return true;
  const parts = path.split('.').flatMap((p) => p.split(/(?=\[\*\])/));
  for (const p of parts.slice(0, -1)) {
    if (!cur) return false;
    if (p === '[*]') cur = asSchema(cur.items) ?? asSchema(cur.additionalProperties);
    else cur = asSchema((cur.properties as Record<string, unknown> | undefined)?.[p]);
    if (cur?.['x-kubernetes-preserve-unknown-fields'] === true) return true;
  }
  return false;
}

/**
 * Warnings for a CRD whose versions use strategy None but have different schemas: fields of one
 * served version that another version's schema drops (pruned on conversion) or constrains
 * differently. One line per (from, to, path).
 */
export function noneConversionWarnings(crd: CustomResourceDefinition): string[] {
  const strategy = crd?.spec?.conversion?.strategy ?? 'None';
  if (strategy !== 'None' || crd?.spec?.preserveUnknownFields === true) return [];
  const versions = (Array.isArray(crd?.spec?.versions) ? crd.spec.versions : []).filter((v) => typeof v?.name === 'string');
  const out: string[] = [];
  for (const from of versions) {
    for (const to of versions) {
      if (from === to || !(from.served || from.storage) || !(to.served || to.storage)) continue;
      const sa = versionSchema(crd, from.name);
      const sb = versionSchema(crd, to.name);
      for (const c of schemaDiff(sa, sb)) {
        if (c.change === 'removed' && !preservedIn(sb, c.path)) {
          out.push(`None conversion from ${from.name} to ${to.name} drops ${c.path}: the ${to.name} schema does not have this field, so it is pruned`);
        } else if (c.change === 'changed') {
          out.push(`None conversion from ${from.name} to ${to.name} keeps ${c.path || 'the root'} as is, but the schemas differ (${c.detail})`);
        }
      }
    }
  }
  return out;
}
