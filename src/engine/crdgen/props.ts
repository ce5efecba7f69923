// The schema controller-gen builds while it walks Go types: apiextensionsv1.JSONSchemaProps with Go's
// zero-value semantics (an absent key is the zero value; `default`/`example` are present when set,
// null included), keyed by the JSON names so the final CRD is a plain copy. Each node and each
// validation rule may carry a provenance record (a symbol-keyed property, so JSON conversion never
// sees it and deepCopyProps keeps it): where in the Go source the node and each of its keys came from.

import type { JSONObject, JSONValue } from '../apis/json';

/** A range in a Go file: 1-based lines and columns (as gosource counts them). */
export interface GoRange {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Where a node came from (`self`) and where each of its keys came from (key → range; keys may be sub-paths like `x.y`). */
export interface Prov {
  self?: GoRange;
  keys?: Record<string, GoRange>;
}

export const PROV: unique symbol = Symbol('crdgen.prov');

export interface Rule {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
  [PROV]?: Prov;
}

export interface Props {
  $ref?: string;
  description?: string;
  type?: string;
  format?: string;
  title?: string;
  default?: JSONValue;
  maximum?: number;
  exclusiveMaximum?: boolean;
  minimum?: number;
  exclusiveMinimum?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  maxItems?: number;
  minItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  enum?: JSONValue[];
  maxProperties?: number;
  minProperties?: number;
  required?: string[];
  items?: Props;
  allOf?: Props[];
  oneOf?: Props[];
  anyOf?: Props[];
  not?: Props;
  properties?: Record<string, Props>;
  additionalProperties?: Props | boolean;
  externalDocs?: { url?: string; description?: string };
  example?: JSONValue;
  nullable?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-embedded-resource'?: boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-list-map-keys'?: string[];
  'x-kubernetes-list-type'?: string;
  'x-kubernetes-map-type'?: string;
  'x-kubernetes-validations'?: Rule[];
  [PROV]?: Prov;
}

export type PropsKey = Exclude<keyof Props, typeof PROV>;

/** JSONSchemaProps fields in the Go struct's order (flattenAllOfInto walks them in this order). */
export const PROPS_KEYS: readonly PropsKey[] = [
  '$ref',
  'description',
  'type',
  'format',
  'title',
  'default',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
  'enum',
  'maxProperties',
  'minProperties',
  'required',
  'items',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
  'properties',
  'additionalProperties',
  'externalDocs',
  'example',
  'nullable',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
];

/** Records where `key` of `node` came from. */
export function provKey(node: Props | Rule, key: string, range: GoRange | undefined): void {
  if (!range) return;
  const p = (node[PROV] ??= {});
  (p.keys ??= {})[key] = range;
}

/** Records where `node` itself came from (kept when already set unless `force`). */
export function provSelf(node: Props | Rule, range: GoRange | undefined, force = false): void {
  if (!range) return;
  const p = (node[PROV] ??= {});
  if (force || !p.self) p.self = range;
}

export function copyProv(p: Prov | undefined): Prov | undefined {
  if (!p) return undefined;
  return { self: p.self, keys: p.keys ? { ...p.keys } : undefined };
}

function copyJSON(v: JSONValue): JSONValue {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(copyJSON);
  const out: JSONObject = {};
  for (const k of Object.keys(v)) out[k] = copyJSON(v[k]!);
  return out;
}

export function copyRule(r: Rule): Rule {
  const out: Rule = { ...r };
  const p = copyProv(r[PROV]);
  if (p) out[PROV] = p;
  return out;
}

/** A deep copy (provenance included). */
export function deepCopyProps(s: Props): Props {
  const out: Props = {};
  for (const k of PROPS_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(s, k)) continue;
    const v = s[k];
    switch (k) {
      case 'items':
      case 'not':
        out[k] = deepCopyProps(v as Props);
        break;
      case 'allOf':
      case 'oneOf':
      case 'anyOf':
        out[k] = (v as Props[]).map(deepCopyProps);
        break;
      case 'properties': {
        const m: Record<string, Props> = {};
        for (const [name, p] of Object.entries(v as Record<string, Props>)) m[name] = deepCopyProps(p);
        out.properties = m;
        break;
      }
      case 'additionalProperties':
        out.additionalProperties = typeof v === 'boolean' ? v : deepCopyProps(v as Props);
        break;
      case 'x-kubernetes-validations':
        out[k] = (v as Rule[]).map(copyRule);
        break;
      case 'default':
      case 'example':
        out[k] = copyJSON(v as JSONValue);
        break;
      case 'enum':
        out.enum = (v as JSONValue[]).map(copyJSON);
        break;
      case 'required':
      case 'x-kubernetes-list-map-keys':
        out[k] = (v as string[]).slice();
        break;
      case 'externalDocs':
        out.externalDocs = { ...(v as object) };
        break;
      default:
        (out as Record<string, unknown>)[k] = v;
    }
  }
  const p = copyProv(s[PROV]);
  if (p) out[PROV] = p;
  return out;
}

/** Whether `key` holds Go's zero value in `s` (nil pointer, empty string/slice/map, false, 0 for plain numbers). */
export function isZero(s: Props, key: PropsKey): boolean {
  if (!Object.prototype.hasOwnProperty.call(s, key)) return true;
  const v = s[key];
  if (v === undefined) return true;
  switch (key) {
    case 'default':
    case 'example':
      return false; // pointers: set means non-nil
    case 'maximum':
    case 'minimum':
    case 'multipleOf':
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'minItems':
    case 'maxProperties':
    case 'minProperties':
    case 'x-kubernetes-preserve-unknown-fields':
    case 'x-kubernetes-list-type':
    case 'x-kubernetes-map-type':
    case 'items':
    case 'not':
    case 'additionalProperties':
    case 'externalDocs':
      return false; // pointers in Go
    case 'properties':
      return false; // a non-nil map (the generator makes it for every struct)
  }
  if (typeof v === 'string') return v === '';
  if (typeof v === 'boolean') return !v;
  if (Array.isArray(v)) return false; // non-nil slice (the generator only sets non-empty ones)
  return false;
}

/**
 * Schemas that are never changed again (flattenEmbedded's results, kept from one run to the next):
 * what is derived from them (their JSON, their provenance index) is kept with them.
 */
const frozen = new WeakSet<Props>();

/** Marks `s` (and so its whole subtree) as never changed again. */
export function freezeProps(s: Props): void {
  frozen.add(s);
}

const jsonOfFrozen = new WeakMap<Props, JSONObject>();

/**
 * The CRD JSON of a schema: Go's encoding/json of JSONSchemaProps (omitempty: zero values left out).
 * The JSON of a frozen schema is made once and shared: it must not be changed.
 */
export function propsToJSON(s: Props): JSONObject {
  if (!frozen.has(s)) return propsToJSONUncached(s);
  let out = jsonOfFrozen.get(s);
  if (!out) jsonOfFrozen.set(s, (out = propsToJSONUncached(s)));
  return out;
}

function propsToJSONUncached(s: Props): JSONObject {
  const out: JSONObject = {};
  for (const k of PROPS_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(s, k)) continue;
    const v = s[k];
    if (v === undefined) continue;
    switch (k) {
      case 'items':
      case 'not':
        out[k] = propsToJSON(v as Props);
        break;
      case 'allOf':
      case 'oneOf':
      case 'anyOf':
        if ((v as Props[]).length > 0) out[k] = (v as Props[]).map(propsToJSON);
        break;
      case 'properties': {
        const m = v as Record<string, Props>;
        const keys = Object.keys(m);
        if (keys.length === 0) break;
        const o: JSONObject = {};
        for (const name of keys) o[name] = propsToJSON(m[name]!);
        out.properties = o;
        break;
      }
      case 'additionalProperties':
        out[k] = typeof v === 'boolean' ? v : propsToJSON(v as Props);
        break;
      case 'x-kubernetes-validations': {
        const rules = v as Rule[];
        if (rules.length === 0) break;
        out[k] = rules.map((r) => {
          const o: JSONObject = { rule: r.rule };
          if (r.message) o.message = r.message;
          if (r.messageExpression) o.messageExpression = r.messageExpression;
          if (r.reason) o.reason = r.reason;
          if (r.fieldPath) o.fieldPath = r.fieldPath;
          if (r.optionalOldSelf !== undefined) o.optionalOldSelf = r.optionalOldSelf;
          return o;
        });
        break;
      }
      case 'externalDocs': {
        const d = v as { url?: string; description?: string };
        const o: JSONObject = {};
        if (d.description) o.description = d.description;
        if (d.url) o.url = d.url;
        out[k] = o;
        break;
      }
      case 'default':
      case 'example':
        out[k] = copyJSON(v as JSONValue);
        break;
      case 'enum':
      case 'required':
      case 'x-kubernetes-list-map-keys':
        if ((v as unknown[]).length > 0) out[k] = copyJSON(v as JSONValue);
        break;
      default:
        if (typeof v === 'string' && v === '') break;
        if (typeof v === 'boolean' && !v && k !== 'x-kubernetes-preserve-unknown-fields') break;
        out[k] = v as JSONValue;
    }
  }
  return out;
}

/** Adds `path → range` for every node and key of `s` with a recorded origin. */
export function collectProvenance(s: Props, path: string, out: Record<string, GoRange>): void {
  const p = s[PROV];
  if (p?.self) out[path] = p.self;
  if (p?.keys) for (const [k, r] of Object.entries(p.keys)) out[`${path}.${k}`] = r;
  if (s.items) collectProvenance(s.items, `${path}.items`, out);
  if (s.not) collectProvenance(s.not, `${path}.not`, out);
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) s[k]?.forEach((c, i) => collectProvenance(c, `${path}.${k}[${i}]`, out));
  if (s.properties) for (const [name, c] of Object.entries(s.properties)) collectProvenance(c, `${path}.properties.${name}`, out);
  if (s.additionalProperties && typeof s.additionalProperties !== 'boolean') collectProvenance(s.additionalProperties, `${path}.additionalProperties`, out);
  s['x-kubernetes-validations']?.forEach((r, i) => {
    const rp = r[PROV];
    const base = `${path}.x-kubernetes-validations[${i}]`;
    if (rp?.self) out[base] = rp.self;
    if (rp?.keys) for (const [k, rr] of Object.entries(rp.keys)) out[`${base}.${k}`] = rr;
  });
}

/**
 * What collectProvenance writes for one node, for lookups without the flat map: the node's own
 * entries written before its children (itself, its keys), its children by the path segment that
 * leads to them (in the order they are written), and its rules' entries (written after the
 * children). Paths are relative: '' is the node, '.items', '.properties.name', ...
 */
interface ProvIndex {
  before: Map<string, GoRange>;
  children: Map<string, { node: Props; order: number }>;
  after: Map<string, GoRange>;
}

const provIndexes = new WeakMap<Props, ProvIndex>();

function provIndex(s: Props): ProvIndex {
  let idx = provIndexes.get(s);
  if (idx) return idx;
  idx = { before: new Map(), children: new Map(), after: new Map() };
  const p = s[PROV];
  if (p?.self) idx.before.set('', p.self);
  if (p?.keys) for (const [k, r] of Object.entries(p.keys)) idx.before.set(`.${k}`, r);
  const children = idx.children;
  const child = (seg: string, c: Props) => children.set(seg, { node: c, order: children.size });
  if (s.items) child('.items', s.items);
  if (s.not) child('.not', s.not);
  for (const k of ['allOf', 'oneOf', 'anyOf'] as const) s[k]?.forEach((c, i) => child(`.${k}[${i}]`, c));
  if (s.properties) for (const [name, c] of Object.entries(s.properties)) child(`.properties.${name}`, c);
  if (s.additionalProperties && typeof s.additionalProperties !== 'boolean') child('.additionalProperties', s.additionalProperties);
  s['x-kubernetes-validations']?.forEach((r, i) => {
    const rp = r[PROV];
    const base = `.x-kubernetes-validations[${i}]`;
    if (rp?.self) idx!.after.set(base, rp.self);
    if (rp?.keys) for (const [k, rr] of Object.entries(rp.keys)) idx!.after.set(`${base}.${k}`, rr);
  });
  // indexes of nodes made for one run are not kept (they are looked up a few times at most)
  if (frozen.has(s)) provIndexes.set(s, idx);
  return idx;
}

/**
 * What collectProvenance(s, P, out) leaves at `out[P + rel]` (the last of its writes to that
 * path), without writing the map: `rel` is '' or starts with '.' or '['.
 */
export function provenanceAt(s: Props, rel: string): GoRange | undefined {
  const idx = provIndex(s);
  const late = idx.after.get(rel);
  if (late) return late;
  // children whose path is a prefix of rel, the one written last first (property names may hold dots)
  let found: { order: number; r: GoRange } | undefined;
  for (let i = 1; i <= rel.length; i++) {
    if (i < rel.length && rel[i] !== '.' && rel[i] !== '[') continue;
    const c = idx.children.get(rel.slice(0, i));
    if (!c || (found && found.order > c.order)) continue;
    const r = provenanceAt(c.node, rel.slice(i));
    if (r) found = { order: c.order, r };
  }
  return found ? found.r : idx.before.get(rel);
}
