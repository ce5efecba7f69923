// The CRD schema as the OpenAPI builder publishes it: apiextensions-apiserver
// apiserver/schema (NewStructural's projection, Unfold of x-kubernetes-int-or-string,
// ToKubeOpenAPI) and controller/openapi/v2 ToStructuralOpenAPIV2 (the lossy v2 conversion).
// Schemas here are plain JSON objects shaped like kube-openapi's spec.Schema.
import type { JSONObject, JSONValue } from '../apis/json';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { isObject, setKey } from '../apis/json';

/** A published schema node (kube-openapi spec.Schema as JSON). */
export type OpenAPISchema = JSONObject;

const str = (s: JSONSchemaProps, k: string): string | undefined => (typeof s[k] === 'string' && s[k] !== '' ? (s[k] as string) : undefined);
const num = (s: JSONSchemaProps, k: string): number | undefined => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
const flag = (s: JSONSchemaProps, k: string): boolean => s[k] === true;
const sub = (s: JSONSchemaProps, k: string): JSONSchemaProps | undefined => (isObject(s[k] as JSONValue) ? (s[k] as JSONSchemaProps) : undefined);
const subList = (s: JSONSchemaProps, k: string): JSONSchemaProps[] => (Array.isArray(s[k]) ? (s[k] as JSONValue[]).filter(isObject) : []) as JSONSchemaProps[];
const subMap = (s: JSONSchemaProps, k: string): [string, JSONSchemaProps][] =>
  isObject(s[k] as JSONValue)
    ? Object.entries(s[k] as JSONObject)
        .filter(([, v]) => isObject(v))
        .map(([n, v]) => [n, v as JSONSchemaProps])
    : [];

/**
 * Generic: type, description, title, default, nullable, and from Kubernetes 1.36 (`keepsDocs`)
 * externalDocs and example (NewStructural dropped them up to 1.35; convert.go/kubeopenapi.go at v1.36.0).
 */
function generics(s: JSONSchemaProps, out: OpenAPISchema, keepsDocs: boolean): void {
  const type = str(s, 'type');
  if (type) out.type = type;
  if (flag(s, 'nullable')) out.nullable = true;
  const d = str(s, 'description');
  if (d) out.description = d;
  const t = str(s, 'title');
  if (t) out.title = t;
  if (s.default !== undefined && s.default !== null) out.default = s.default;
  if (!keepsDocs) return;
  const docs = sub(s, 'externalDocs');
  if (docs) {
    const e: JSONObject = {};
    if (str(docs, 'description')) e.description = docs.description as string;
    if (str(docs, 'url')) e.url = docs.url as string;
    out.externalDocs = e;
  }
  if (s.example !== undefined && s.example !== null) out.example = s.example;
}

/** Extensions: the x-kubernetes-* markers a structural schema keeps. */
function extensions(s: JSONSchemaProps, out: OpenAPISchema): void {
  if (flag(s, 'x-kubernetes-preserve-unknown-fields')) out['x-kubernetes-preserve-unknown-fields'] = true;
  if (flag(s, 'x-kubernetes-embedded-resource')) out['x-kubernetes-embedded-resource'] = true;
  if (flag(s, 'x-kubernetes-int-or-string')) out['x-kubernetes-int-or-string'] = true;
  const keys = s['x-kubernetes-list-map-keys'];
  if (Array.isArray(keys) && keys.length > 0) out['x-kubernetes-list-map-keys'] = keys as JSONValue[];
  if (typeof s['x-kubernetes-list-type'] === 'string') out['x-kubernetes-list-type'] = s['x-kubernetes-list-type'];
  if (typeof s['x-kubernetes-map-type'] === 'string') out['x-kubernetes-map-type'] = s['x-kubernetes-map-type'];
}

/** ValidationExtensions: x-kubernetes-validations with the fields a ValidationRule serializes. */
function validationExtensions(s: JSONSchemaProps, out: OpenAPISchema): void {
  const rules = s['x-kubernetes-validations'];
  if (!Array.isArray(rules) || rules.length === 0) return;
  out['x-kubernetes-validations'] = rules.filter(isObject).map((r) => {
    const o: JSONObject = { rule: typeof r.rule === 'string' ? r.rule : '' };
    for (const k of ['message', 'messageExpression', 'fieldPath'] as const) if (typeof r[k] === 'string' && r[k] !== '') o[k] = r[k];
    if (typeof r.reason === 'string') o.reason = r.reason;
    if (typeof r.optionalOldSelf === 'boolean') o.optionalOldSelf = r.optionalOldSelf;
    return o;
  });
}

/** ValueValidation: format, limits, enum, required and the junctors (as nested value validations). */
function valueValidation(s: JSONSchemaProps, out: OpenAPISchema, keepsDocs: boolean): void {
  const f = str(s, 'format');
  if (f) out.format = f;
  for (const k of ['maximum', 'minimum', 'multipleOf', 'maxLength', 'minLength', 'maxItems', 'minItems', 'maxProperties', 'minProperties']) {
    const n = num(s, k);
    if (n !== undefined) out[k] = n;
  }
  for (const k of ['exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems']) if (flag(s, k)) out[k] = true;
  const p = str(s, 'pattern');
  if (p) out.pattern = p;
  if (Array.isArray(s.enum) && s.enum.length > 0) out.enum = s.enum;
  if (Array.isArray(s.required) && s.required.length > 0) out.required = s.required.filter((x) => typeof x === 'string');
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    const list = subList(s, k);
    if (list.length > 0) out[k] = list.map((x) => nestedToOpenAPI(x, keepsDocs));
  }
  const not = sub(s, 'not');
  if (not) out.not = nestedToOpenAPI(not, keepsDocs);
}

/** NestedValueValidation.toKubeOpenAPI: no additionalProperties below a junctor. */
function nestedToOpenAPI(s: JSONSchemaProps, keepsDocs: boolean): OpenAPISchema {
  const out: OpenAPISchema = {};
  valueValidation(s, out, keepsDocs);
  validationExtensions(s, out);
  const items = sub(s, 'items');
  if (items) out.items = nestedToOpenAPI(items, keepsDocs);
  const props = subMap(s, 'properties');
  if (props.length > 0) out.properties = Object.fromEntries(props.map(([k, v]) => [k, nestedToOpenAPI(v, keepsDocs)]));
  generics(s, out, keepsDocs);
  extensions(s, out);
  return out;
}

/** NewStructural(...).ToKubeOpenAPI(): the structural projection of a CRD schema. */
export function structuralToOpenAPI(s: JSONSchemaProps, keepsDocs = true): OpenAPISchema {
  const out: OpenAPISchema = {};
  const items = sub(s, 'items');
  if (items) out.items = structuralToOpenAPI(items, keepsDocs);
  const props = subMap(s, 'properties');
  if (props.length > 0) out.properties = Object.fromEntries(props.map(([k, v]) => [k, structuralToOpenAPI(v, keepsDocs)]));
  const ap = s.additionalProperties;
  if (isObject(ap as JSONValue)) out.additionalProperties = structuralToOpenAPI(ap as JSONSchemaProps, keepsDocs);
  else if (typeof ap === 'boolean') out.additionalProperties = ap;
  generics(s, out, keepsDocs);
  extensions(s, out);
  valueValidation(s, out, keepsDocs);
  validationExtensions(s, out);
  return out;
}

/** Visits a structural node, then its items, properties and additionalProperties schema. */
function visitStructural(s: OpenAPISchema, fn: (s: OpenAPISchema) => void): void {
  const stack: OpenAPISchema[] = [s];
  while (stack.length > 0) {
    const n = stack.pop()!;
    fn(n);
    const children: OpenAPISchema[] = [];
    if (isObject(n.items)) children.push(n.items);
    if (isObject(n.properties)) for (const k of Object.keys(n.properties)) children.push(n.properties[k] as OpenAPISchema);
    if (isObject(n.additionalProperties)) children.push(n.additionalProperties);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

function isTypeOnly(v: JSONValue | undefined, type: string): boolean {
  return isObject(v) && Object.keys(v).length === 1 && v.type === type;
}

/** The anyOf x-kubernetes-int-or-string unfolds to. */
function isIntOrStringAnyOf(list: JSONValue | undefined): boolean {
  return Array.isArray(list) && list.length === 2 && isTypeOnly(list[0], 'integer') && isTypeOnly(list[1], 'string');
}

/** Unfold: x-kubernetes-int-or-string becomes anyOf integer / string unless already spelled out. */
export function unfold(s: OpenAPISchema): OpenAPISchema {
  visitStructural(s, (n) => {
    if (n['x-kubernetes-int-or-string'] !== true) return;
    const allOf = n.allOf;
    if (isIntOrStringAnyOf(n.anyOf)) return;
    if (Array.isArray(allOf) && allOf.length >= 1 && isObject(allOf[0]) && isIntOrStringAnyOf(allOf[0].anyOf)) return;
    const pair = () => [{ type: 'integer' }, { type: 'string' }];
    if (n.anyOf === undefined) n.anyOf = pair();
    else n.allOf = [{ anyOf: pair() }, ...(Array.isArray(allOf) ? allOf : [])];
  });
  return s;
}

/**
 * ToStructuralOpenAPIV2: junctors dropped; nullable drops type, items and properties (and the
 * field from its parent's required); preserve-unknown-fields drops items and properties;
 * arrays without items and preserved objects lose their type.
 */
export function toOpenAPIV2(s: OpenAPISchema): OpenAPISchema {
  visitStructural(s, (n) => {
    delete n.allOf;
    delete n.oneOf;
    delete n.anyOf;
    delete n.not;
    if (n.nullable === true) {
      delete n.type;
      delete n.nullable;
      delete n.items;
      delete n.properties;
    }
    const preserve = n['x-kubernetes-preserve-unknown-fields'] === true;
    if (preserve) {
      delete n.items;
      delete n.properties;
    }
    if (n.items === undefined && n.type === 'array') delete n.type;
    if (preserve && n.type === 'object') delete n.type;
    if (isObject(n.properties)) {
      for (const [f, fs] of Object.entries(n.properties)) {
        if (isObject(fs) && fs.nullable === true && Array.isArray(n.required)) {
          const filtered = n.required.filter((r) => r !== f);
          if (filtered.length === 0) delete n.required;
          else n.required = filtered;
        }
      }
    }
    if (isObject(n.additionalProperties) && n.additionalProperties.nullable === true) delete n.required;
  });
  return s;
}

/** handler.PruneDefaults: the v2 document carries no defaults. */
export function pruneDefaults(s: OpenAPISchema): OpenAPISchema {
  const stack: JSONValue[] = [s];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!isObject(n)) continue;
    delete n.default;
    for (const k of ['items', 'additionalProperties', 'not']) if (isObject(n[k])) stack.push(n[k]);
    for (const k of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(n[k])) stack.push(...(n[k] as JSONValue[]));
    if (isObject(n.properties)) stack.push(...Object.values(n.properties));
  }
  return s;
}

const PROPS_ORDER = [
  'description',
  'type',
  'nullable',
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
  '$ref',
];

/** Key order of kube-openapi's JSON: extensions (sorted), schema props, swagger props, $ref. */
export function orderSchema(s: JSONValue): JSONValue {
  if (!isObject(s)) return s;
  const out: JSONObject = {};
  for (const k of Object.keys(s)
    .filter((k) => k.startsWith('x-'))
    .sort())
    out[k] = s[k];
  for (const k of PROPS_ORDER) {
    if (!(k in s)) continue;
    const v = s[k];
    if (k === 'properties' && isObject(v)) {
      const props: JSONObject = {};
      for (const name of Object.keys(v).sort()) setKey(props, name, orderSchema(v[name]));
      out[k] = props;
    } else if ((k === 'allOf' || k === 'anyOf' || k === 'oneOf') && Array.isArray(v)) out[k] = v.map(orderSchema);
    else if (k === 'items' || k === 'not' || k === 'additionalProperties') out[k] = orderSchema(v);
    else out[k] = v;
  }
  return out;
}
