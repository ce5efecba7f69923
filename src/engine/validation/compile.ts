// A CRD schema converted the way NewSchemaValidator converts it (ConvertJSONSchemaPropsWithPostProcess):
// x-kubernetes-int-or-string becomes type [integer, string], unsupported formats are stripped,
// and every keyword kube-openapi's SchemaValidator reads is prepared once per schema object.
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import type { CompiledRE2 } from '../regex';
import { effectiveFormat, formatCheck, typedFormats, type FormatCheck, type FormatCompatibility } from './formats/registry';

interface SchemaOrBool {
  allows: boolean;
  schema: CompiledSchema | null;
}

interface Dependency {
  schema: CompiledSchema | null;
  property: string[];
}

/** Value kinds as bits (kube-openapi's reflect kinds as the type validator distinguishes them). */
export const KIND_BOOL = 1;
export const KIND_INT = 2;
export const KIND_FLOAT = 4;
export const KIND_STRING = 8;
export const KIND_ARRAY = 16;
export const KIND_OBJECT = 32;

const TYPE_KIND = new Map<string, number>([
  ['boolean', KIND_BOOL],
  ['integer', KIND_INT],
  ['number', KIND_FLOAT],
  ['string', KIND_STRING],
  ['array', KIND_ARRAY],
  ['object', KIND_OBJECT],
]);

export interface CompiledSchema {
  types: string[];
  typeNames: string;
  /** The kinds whose schema type name is one of `types`. */
  typeKinds: number;
  hasInteger: boolean;
  hasNumber: boolean;
  /** A nil value fails the type check (a type is set, none is "null", not nullable). */
  nullFails: boolean;
  nullable: boolean;
  format: string;
  /** The strfmt check when the (kept) format is in the registry. */
  formatFn: FormatCheck | undefined;
  /** typeValidator applies (type or format set). */
  checksType: boolean;
  /**
   * numberValidator's Type/Format (range checks): from 1.36 only, for a single integer/number type
   * with a matching format; '' before (kube-openapi left them unset).
   */
  numType: string;
  numFormat: string;
  maximum?: number;
  exclusiveMaximum: boolean;
  minimum?: number;
  exclusiveMinimum: boolean;
  multipleOf?: number;
  maxLength?: number;
  minLength?: number;
  pattern: string;
  /** The compiled pattern, filled on first use. */
  patternRe: CompiledRE2 | null;
  /** The compiled pattern's recent results (shared by the schemas with the pattern), filled on first use. */
  patternMemo: Map<string, boolean> | null;
  maxItems?: number;
  minItems?: number;
  uniqueItems: boolean;
  items: CompiledSchema | null;
  itemsTuple: CompiledSchema[] | null;
  additionalItems: SchemaOrBool | null;
  enum: JSONValue[] | null;
  maxProperties?: number;
  minProperties?: number;
  required: string[];
  properties: Map<string, CompiledSchema> | null;
  additionalProperties: SchemaOrBool | null;
  patternProperties: [string, CompiledSchema][] | null;
  allOf: CompiledSchema[] | null;
  anyOf: CompiledSchema[] | null;
  oneOf: CompiledSchema[] | null;
  not: CompiledSchema | null;
  dependencies: Map<string, Dependency> | null;
  /** x-kubernetes-list-type and -list-map-keys (used to correlate old items when ratcheting). */
  listType: string;
  listMapKeys: string[];
  /** schemaPropsValidator has something to do (allOf/anyOf/oneOf/not/dependencies). */
  hasComposition: boolean;
  /** The key `propertyAt` saw last at each position and its answer. */
  slotKeys: string[];
  slotProperties: (CompiledSchema | undefined)[];
  /**
   * The schema whose subschemas (items, properties, allOf, ...) are still to be compiled, or null
   * once they are: children are compiled when a value first reaches this node (`expandSchema`), so
   * a small object against a large CRD schema compiles only the part it visits.
   */
  pending: JSONSchemaProps | null;
  compat: FormatCompatibility;
}

const caches: Record<FormatCompatibility, WeakMap<object, CompiledSchema>> = {
  legacy: new WeakMap(),
  current: new WeakMap(),
  typed: new WeakMap(),
};

/** A numeric keyword as JSONSchemaProps holds it (float64 / int64 limits; a bigint rounds to the nearest float64, as ParseFloat does). */
const num = (x: unknown): number | undefined => (typeof x === 'bigint' ? Number(x) : typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const isSchema = (x: unknown): x is JSONSchemaProps => typeof x === 'object' && x !== null && !Array.isArray(x);

function schemaOrBool(x: unknown, compat: FormatCompatibility): SchemaOrBool | null {
  if (typeof x === 'boolean') return { allows: x, schema: null };
  if (isSchema(x)) return { allows: true, schema: compileSchema(x, compat) };
  return null;
}

function schemaList(x: unknown, compat: FormatCompatibility): CompiledSchema[] | null {
  if (!Array.isArray(x) || x.length === 0) return null;
  return x.filter(isSchema).map((s) => compileSchema(s, compat));
}

function schemaMap(x: unknown, compat: FormatCompatibility): Map<string, CompiledSchema> | null {
  if (!isSchema(x)) return null;
  const m = new Map<string, CompiledSchema>();
  for (const k of Object.keys(x)) {
    const s = (x as Record<string, unknown>)[k];
    if (isSchema(s)) m.set(k, compileSchema(s, compat));
  }
  return m;
}

/** Compiles (once per schema object) the validator for a CRD schema node. */
export function compileSchema(s: JSONSchemaProps, compat: FormatCompatibility = 'typed'): CompiledSchema {
  const cache = caches[compat];
  const hit = cache.get(s);
  if (hit) return hit;

  const types: string[] = typeof s.type === 'string' && s.type !== '' ? [s.type] : [];
  if (s['x-kubernetes-int-or-string'] === true) types.splice(0, types.length, 'integer', 'string');
  const format = effectiveFormat(typeof s.format === 'string' ? s.format : undefined, types, compat);

  let numType = '';
  let numFormat = '';
  if (!typedFormats(compat)) {
    // kube-openapi before 1d94e88 (Kubernetes up to 1.35): no numeric type/format range checks
  } else if (types.length === 1 && types[0] === 'integer') {
    numType = 'integer';
    if (format === 'int32' || format === 'int64') numFormat = format;
  } else if (types.length === 1 && types[0] === 'number') {
    numType = 'number';
    if (format === 'float' || format === 'double') numFormat = format;
  }

  let typeKinds = 0;
  for (const t of types) typeKinds |= TYPE_KIND.get(t) ?? 0;
  const c: CompiledSchema = {
    types,
    typeNames: types.join(','),
    typeKinds,
    hasInteger: types.includes('integer'),
    hasNumber: types.includes('number'),
    nullFails: types.length > 0 && !types.includes('null') && s.nullable !== true,
    nullable: s.nullable === true,
    format,
    formatFn: format !== '' ? formatCheck(format) : undefined,
    checksType: types.length > 0 || format !== '',
    numType,
    numFormat,
    maximum: num(s.maximum),
    exclusiveMaximum: s.exclusiveMaximum === true,
    minimum: num(s.minimum),
    exclusiveMinimum: s.exclusiveMinimum === true,
    multipleOf: num(s.multipleOf),
    maxLength: num(s.maxLength),
    minLength: num(s.minLength),
    pattern: typeof s.pattern === 'string' ? s.pattern : '',
    patternRe: null,
    patternMemo: null,
    maxItems: num(s.maxItems),
    minItems: num(s.minItems),
    uniqueItems: s.uniqueItems === true,
    items: null,
    itemsTuple: null,
    additionalItems: null,
    enum: Array.isArray(s.enum) && s.enum.length > 0 ? s.enum : null,
    maxProperties: num(s.maxProperties),
    minProperties: num(s.minProperties),
    required: Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [],
    properties: null,
    additionalProperties: null,
    patternProperties: null,
    allOf: null,
    anyOf: null,
    oneOf: null,
    not: null,
    dependencies: null,
    hasComposition: false,
    slotKeys: [],
    slotProperties: [],
    listType: typeof s['x-kubernetes-list-type'] === 'string' ? s['x-kubernetes-list-type'] : '',
    listMapKeys: Array.isArray(s['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'].filter((k): k is string => typeof k === 'string') : [],
    pending: s,
    compat,
  };
  cache.set(s, c);
  return c;
}

/** Compiles the subschemas of `c` (once); every reader of its children calls this first. */
export function expandSchema(c: CompiledSchema): void {
  const s = c.pending;
  if (s === null) return;
  c.pending = null;
  const compat = c.compat;
  if (Array.isArray(s.items)) c.itemsTuple = s.items.filter(isSchema).map((x) => compileSchema(x, compat));
  else if (isSchema(s.items)) c.items = compileSchema(s.items, compat);
  c.additionalItems = schemaOrBool(s.additionalItems, compat);
  c.properties = schemaMap(s.properties, compat);
  c.additionalProperties = schemaOrBool(s.additionalProperties, compat);
  const pp = schemaMap(s.patternProperties, compat);
  c.patternProperties = pp && pp.size > 0 ? [...pp.entries()] : null;
  c.allOf = schemaList(s.allOf, compat);
  c.anyOf = schemaList(s.anyOf, compat);
  c.oneOf = schemaList(s.oneOf, compat);
  c.not = isSchema(s.not) ? compileSchema(s.not, compat) : null;
  if (isSchema(s.dependencies)) {
    const deps = new Map<string, Dependency>();
    for (const [k, d] of Object.entries(s.dependencies)) {
      if (Array.isArray(d)) deps.set(k, { schema: null, property: d.filter((x): x is string => typeof x === 'string') });
      else if (isSchema(d)) deps.set(k, { schema: compileSchema(d, compat), property: [] });
    }
    c.dependencies = deps.size > 0 ? deps : null;
  }
  c.hasComposition = !!(c.allOf || c.anyOf || c.oneOf || c.not || c.dependencies);
}
