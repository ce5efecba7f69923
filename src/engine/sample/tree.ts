// The value tree of a sample object from a structural schema: required fields only (minimal) or
// every field once (full), recursively, with values that pass the schema's value validations
// (type, format, enum, pattern, bounds, lengths, item and property counts, unique list-set items
// and list-map keys, int-or-string, embedded resources, defaults, oneOf/anyOf/allOf branches).
import { isObject, cloneJSON, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { sampleNumber, sampleString, scalarConstraints } from './values';

export interface TreeContext {
  full: boolean;
  /** Field paths whose value could not satisfy every constraint (best effort), with why. */
  notes: Map<string, string>;
  /** Nodes left to generate: huge schemas stop growing the sample instead of hanging. */
  budget: number;
}

/** Item count cap: minItems larger than this is filled best effort (a note says so). */
const MAX_ITEMS = 64;
const MAX_DEPTH = 64;

function schemaOrUndefined(v: unknown): JSONSchemaProps | undefined {
  return isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined;
}

function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The type a schema node holds: its type, or what its keywords imply when the type is missing. */
export function schemaType(s: JSONSchemaProps): string {
  if (typeof s.type === 'string' && s.type !== '') return s.type;
  if (s['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  if (isObject(s.properties as JSONValue) || s.additionalProperties !== undefined || s['x-kubernetes-embedded-resource'] === true || s['x-kubernetes-preserve-unknown-fields'] === true)
    return 'object';
  if (s.items !== undefined) return 'array';
  return '';
}

/**
 * The required fields of an object schema, with those of allOf and of the chosen anyOf/oneOf
 * branch (the first), and the fields a oneOf's other branches require (left out so that exactly
 * one branch matches).
 */
export function requiredOf(s: JSONSchemaProps): { required: string[]; excluded: Set<string> } {
  const required = new Set(strings(s.required));
  const excluded = new Set<string>();
  for (const b of Array.isArray(s.allOf) ? s.allOf : []) for (const r of strings(schemaOrUndefined(b)?.required)) required.add(r);
  for (const junctor of ['anyOf', 'oneOf'] as const) {
    const branches = Array.isArray(s[junctor]) ? (s[junctor] as unknown[]).map(schemaOrUndefined) : [];
    if (branches.length === 0) continue;
    const chosen = strings(branches[0]?.required);
    for (const r of chosen) required.add(r);
    if (junctor === 'oneOf') for (const b of branches.slice(1)) for (const r of strings(b?.required)) if (!chosen.includes(r)) excluded.add(r);
  }
  const not = schemaOrUndefined(s.not);
  for (const r of strings(not?.required)) excluded.add(r);
  for (const b of Array.isArray(not?.anyOf) ? not!.anyOf! : []) for (const r of strings(schemaOrUndefined(b)?.required)) excluded.add(r);
  for (const r of excluded) required.delete(r);
  return { required: [...required], excluded };
}

function rulesOf(s: JSONSchemaProps): { rule: string; message: string }[] {
  const rules = s['x-kubernetes-validations'];
  if (!Array.isArray(rules)) return [];
  return rules.map((r) => {
    const o = isObject(r as unknown as JSONValue) ? (r as unknown as JSONObject) : {};
    return { rule: typeof o.rule === 'string' ? o.rule : '', message: typeof o.message === 'string' ? o.message : '' };
  });
}

/** Fields a node's CEL rules test with has(self.x) (mutual exclusion, "one of" rules). */
export function ruleFields(s: JSONSchemaProps): string[] {
  const out = new Set<string>();
  for (const { rule } of rulesOf(s)) for (const m of rule.matchAll(/has\(self\.([A-Za-z_][A-Za-z0-9_]*)\)/g)) out.add(m[1]);
  return [...out];
}

const EXCLUSIVE_MESSAGE = /at most one|exactly one|only one|one of|cannot use both|mutually exclusive|cannot be (set|used|specified) (together|both|at the same time)|not both|cannot both/i;
const EXCLUSIVE_RULE = /!\s*\(\s*has\(self\.\w+\)\s*&&|\?\s*1\s*:\s*0|\]\s*\.\s*(filter|exists_one)\(|\.size\(\)\s*(<=|==|<)\s*[12]\b|exists_one/;

/**
 * Groups of fields that a node's rules allow only one of (by the rule's shape or its message):
 * a full sample sets the first of each group only.
 */
function exclusiveGroups(s: JSONSchemaProps, items = false): string[][] {
  const out: string[][] = [];
  for (const { rule, message } of rulesOf(s)) {
    if (!EXCLUSIVE_RULE.test(rule) && !EXCLUSIVE_MESSAGE.test(message)) continue;
    // on a list, `self.all(t, ...)` rules test the items' fields through the variable
    const v = items ? /^\s*self\.all\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,/.exec(rule)?.[1] : 'self';
    if (!v) continue;
    const re = new RegExp(`has\\(${v}\\.([A-Za-z_][A-Za-z0-9_]*)\\)`, 'g');
    const fields = [...new Set([...rule.matchAll(re)].map((m) => m[1]))];
    if (fields.length > 1) out.push(fields);
  }
  return out;
}

function note(ctx: TreeContext, path: string, why: string): void {
  if (!ctx.notes.has(path)) ctx.notes.set(path, why);
}

function child(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$-]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${key}]`;
}

interface GenOptions {
  /** Distinguishes list items (list sets, list-map keys): 0 for the first. */
  variant?: number;
  /** For list-map items: the key fields (always present, varied by `variant`). */
  mapKeys?: string[];
  /** Field groups the list's rules allow only one of per item. */
  exclusive?: string[][];
}

/** A value for `schema` at `path`; undefined when nothing sensible can be produced. */
export function sampleValue(schema: JSONSchemaProps | undefined, path: string, ctx: TreeContext, opts: GenOptions = {}, depth = 0): JSONValue | undefined {
  if (!schema || !isObject(schema as unknown as JSONValue)) return undefined;
  if (--ctx.budget < 0) {
    note(ctx, path, 'the sample reached its size limit here');
    return undefined;
  }
  const variant = opts.variant ?? 0;
  const type = schemaType(schema);
  const hasDefault = schema.default !== undefined && schema.default !== null;
  // defaults were validated against the schema when the CRD was created
  if (hasDefault && variant === 0 && (!ctx.full || (type !== 'object' && type !== 'array'))) return cloneJSON(schema.default as JSONValue);
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && type !== 'object' && type !== 'array') {
    const choices = schema.enum.filter((e) => e !== null);
    if (choices.length > 0) return cloneJSON(choices[variant % choices.length]);
  }
  if (depth > MAX_DEPTH) {
    note(ctx, path, 'the schema nests too deeply to sample');
    return undefined;
  }
  switch (type) {
    case 'object':
      return sampleObject(schema, path, ctx, opts, depth);
    case 'array':
      return sampleArray(schema, path, ctx, variant, depth);
    case 'string': {
      const r = sampleString(scalarConstraints(schema), variant);
      if (!r.ok) note(ctx, path, 'no string found that satisfies format/pattern/length');
      return r.value;
    }
    case 'integer':
    case 'number': {
      const r = sampleNumber(scalarConstraints(schema), type === 'integer', variant);
      if (!r.ok) note(ctx, path, 'no number found within the bounds');
      return r.value;
    }
    case 'boolean':
      return variant % 2 === 1;
    case 'int-or-string': {
      const c = scalarConstraints(schema);
      const r = sampleNumber(c, true, variant);
      return r.ok ? r.value : sampleString(c, variant).value;
    }
    default:
      note(ctx, path, `the schema has no type${typeof schema.type === 'string' && schema.type !== '' ? ` it can be sampled for (${schema.type})` : ''}`);
      return undefined;
  }
}

function sampleObject(s: JSONSchemaProps, path: string, ctx: TreeContext, opts: GenOptions, depth: number): JSONObject {
  const out: JSONObject = {};
  const props = isObject(s.properties as JSONValue) ? (s.properties as Record<string, JSONSchemaProps>) : {};
  const additional = schemaOrUndefined(s.additionalProperties);
  const { required, excluded } = requiredOf(s);
  const mapKeys = opts.mapKeys ?? [];
  const wanted = new Set<string>([...mapKeys, ...required]);
  if (ctx.full) {
    // of fields the rules allow only one of, the first (or a required one) is set
    for (const group of [...exclusiveGroups(s), ...(opts.exclusive ?? [])]) {
      const keep = group.find((k) => required.includes(k) || mapKeys.includes(k)) ?? group[0];
      for (const k of group) if (k !== keep && !required.includes(k)) excluded.add(k);
    }
    for (const k of Object.keys(props)) if (!excluded.has(k)) wanted.add(k);
  }
  const add = (k: string, sub: JSONSchemaProps | undefined, variant: number) => {
    const v = sampleValue(sub, child(path, k), ctx, { variant }, depth + 1);
    if (v !== undefined) out[k] = v;
  };
  const embedded = s['x-kubernetes-embedded-resource'] === true;
  for (const k of wanted) {
    const sub = props[k] ?? additional;
    if (sub) add(k, sub, mapKeys.includes(k) ? (opts.variant ?? 0) : 0);
    else if (embedded && (k === 'apiVersion' || k === 'kind' || k === 'metadata')) continue;
    else if (s['x-kubernetes-preserve-unknown-fields'] === true) out[k] = 'example';
    else note(ctx, child(path, k), 'required, but the schema does not define it (it would be pruned)');
  }
  if (embedded) {
    // ValidateEmbeddedResource: apiVersion and kind must be set
    if (typeof out.apiVersion !== 'string' || out.apiVersion === '') out.apiVersion = 'example.com/v1';
    if (typeof out.kind !== 'string' || out.kind === '') out.kind = 'Example';
    if (ctx.full && !isObject(out.metadata)) out.metadata = { name: 'example' };
  }
  const minProps = typeof s.minProperties === 'number' ? s.minProperties : 0;
  const wantMap = additional && (ctx.full || minProps > 0);
  let n = 0;
  const optional = Object.keys(props).filter((k) => !(k in out) && !excluded.has(k));
  while (Object.keys(out).length < minProps && optional.length > 0) {
    const k = optional.shift()!;
    add(k, props[k], 0);
  }
  if (wantMap) {
    do {
      const key = `key${n === 0 ? '' : n + 1}`;
      n++;
      if (!(key in out)) add(key, additional, n - 1);
    } while (Object.keys(out).length < minProps && n < MAX_ITEMS);
  } else if (s['x-kubernetes-preserve-unknown-fields'] === true) {
    while (Object.keys(out).length < minProps && n < MAX_ITEMS) out[`key${++n}`] = 'example';
  }
  if (Object.keys(out).length < minProps) note(ctx, path, `minProperties ${minProps} cannot be reached with the properties the schema defines`);
  if (typeof s.maxProperties === 'number' && Object.keys(out).length > s.maxProperties) {
    // drop optional fields until the count fits
    for (const k of Object.keys(out).reverse()) {
      if (Object.keys(out).length <= s.maxProperties) break;
      if (!required.includes(k) && !mapKeys.includes(k)) delete out[k];
    }
    if (Object.keys(out).length > s.maxProperties) note(ctx, path, `maxProperties ${s.maxProperties} is below the number of required fields`);
  }
  return out;
}

function sampleArray(s: JSONSchemaProps, path: string, ctx: TreeContext, variant: number, depth: number): JSONValue[] {
  const items = Array.isArray(s.items) ? schemaOrUndefined(s.items[0]) : schemaOrUndefined(s.items);
  const min = typeof s.minItems === 'number' && s.minItems > 0 ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' && s.maxItems >= 0 ? s.maxItems : Infinity;
  let count = Math.max(min, ctx.full ? 1 : 0);
  if (count > max) {
    if (min > max) note(ctx, path, `minItems ${min} is above maxItems ${max}`);
    count = Math.max(max, 0);
  }
  if (count > MAX_ITEMS) {
    note(ctx, path, `minItems ${min}: only ${MAX_ITEMS} items are sampled`);
    count = MAX_ITEMS;
  }
  const mapKeys = s['x-kubernetes-list-type'] === 'map' ? strings(s['x-kubernetes-list-map-keys']) : [];
  const exclusive = ctx.full ? exclusiveGroups(s, true) : [];
  const out: JSONValue[] = [];
  for (let i = 0; i < count; i++) {
    // items of list sets, list maps (their keys) and plain lists vary so that they stay unique
    const v = sampleValue(items, `${path}[${i}]`, ctx, { variant: variant + i, mapKeys, exclusive }, depth + 1);
    if (v === undefined) break;
    out.push(v);
  }
  return out;
}
