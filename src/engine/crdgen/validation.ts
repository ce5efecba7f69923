// What each schema marker does (controller-tools pkg/crd/markers validation.go, topology.go and
// crd.go's ExternalDocs: ApplyToSchema), their priorities (priority.go: lower applies first; Type,
// XIntOrString and listType 9, `default` 9 before `kubebuilder:default` 10, XValidation 10, then
// AtMostOneOf 11, ExactlyOneOf 12, AtLeastOneOf 13; everything else 10) and their error texts.

import type { JSONValue } from '../apis/json';
import { parseRequestURI } from '../golang/url';
import type { ConstInfo, Package, TypeInfo } from './loader';
import { argRange, type MarkerValue } from './markervalues';
import { provKey, PROV, type Props, type Rule } from './props';

export const VALIDATION_PREFIX = 'kubebuilder:validation:';
export const ITEMS_PREFIX = VALIDATION_PREFIX + 'items:';
export const SCHEMALESS = 'kubebuilder:validation:Schemaless';
export const EXACTLY_ONE_OF = VALIDATION_PREFIX + 'ExactlyOneOf';
export const AT_MOST_ONE_OF = VALIDATION_PREFIX + 'AtMostOneOf';
export const AT_LEAST_ONE_OF = VALIDATION_PREFIX + 'AtLeastOneOf';

export interface SchemaContext {
  pkg: Package;
  info?: TypeInfo;
}

type Apply = (m: MarkerValue, schema: Props, ctx: SchemaContext, base: string) => string | undefined;

const isNumeric = (s: Props) => s.type === 'integer' || s.type === 'number';
const isTextual = (s: Props) => s.type === 'string' || s['x-kubernetes-int-or-string'] === true;
const isIntegral = (v: number) => Number.isFinite(v) && Math.trunc(v) === v;

/** Go's %v of a float64 (strconv 'g' with the shortest representation). */
function formatFloat(v: number): string {
  if (Number.isInteger(v) && Math.abs(v) < 1e21) return String(v);
  const s = String(v);
  return s.includes('e') ? s.replace(/e([+-])(\d)$/, 'e$10$2') : s;
}

function num(m: MarkerValue): number {
  return typeof m.value === 'number' ? m.value : Number(m.value);
}

function setKey(schema: Props, key: string, m: MarkerValue, value: unknown): void {
  (schema as Record<string, unknown>)[key] = value;
  provKey(schema, key, argRange(m));
}

function bound(key: 'maximum' | 'minimum' | 'multipleOf', word: string): Apply {
  return (m, s) => {
    if (!isNumeric(s)) return `must apply ${word} to a numeric value, found ${s.type ?? ''}`;
    const v = num(m);
    if (s.type === 'integer' && !isIntegral(v)) return `cannot apply non-integral ${word} validation (${formatFloat(v)}) to integer value`;
    setKey(s, key, m, v);
    return undefined;
  };
}

function exclusive(key: 'exclusiveMaximum' | 'exclusiveMinimum', word: string): Apply {
  return (m, s) => {
    if (!isNumeric(s)) return `must apply ${word} to a numeric value, found ${s.type ?? ''}`;
    setKey(s, key, m, m.value === true);
    return undefined;
  };
}

function textual(key: 'maxLength' | 'minLength' | 'pattern', word: string): Apply {
  return (m, s) => {
    if (!isTextual(s)) return `must apply ${word} to a textual value, found type ${JSON.stringify(s.type ?? '')}`;
    setKey(s, key, m, key === 'pattern' ? String(m.value) : num(m));
    return undefined;
  };
}

function arrayOnly(key: 'maxItems' | 'minItems' | 'uniqueItems', msg: string): Apply {
  return (m, s) => {
    if (s.type !== 'array') return msg;
    setKey(s, key, m, key === 'uniqueItems' ? m.value === true : num(m));
    return undefined;
  };
}

function objectOnly(key: 'maxProperties' | 'minProperties', msg: string): Apply {
  return (m, s) => {
    if (s.type !== 'object') return msg;
    setKey(s, key, m, num(m));
    return undefined;
  };
}

const REASONS = ['FieldValueRequired', 'FieldValueInvalid', 'FieldValueForbidden', 'FieldValueDuplicate'];

export function appendRule(s: Props, rule: Rule): void {
  (s['x-kubernetes-validations'] ??= []).push(rule);
}

const xvalidation: Apply = (m, s) => {
  const v = (m.value ?? {}) as Record<string, unknown>;
  const reason = typeof v.reason === 'string' ? v.reason : '';
  if (reason !== '' && !REASONS.includes(reason)) return `invalid reason ${reason}, valid values are ${REASONS[0]}, ${REASONS[1]}, ${REASONS[2]} and ${REASONS[3]}`;
  const rule: Rule = { rule: String(v.rule ?? '') };
  if (typeof v.message === 'string' && v.message) rule.message = v.message;
  if (typeof v.messageExpression === 'string' && v.messageExpression) rule.messageExpression = v.messageExpression;
  if (reason) rule.reason = reason;
  if (typeof v.fieldPath === 'string' && v.fieldPath) rule.fieldPath = v.fieldPath;
  if (typeof v.optionalOldSelf === 'boolean') rule.optionalOldSelf = v.optionalOldSelf;
  rule[PROV] = { self: m.range };
  for (const k of ['rule', 'message', 'messageExpression', 'reason', 'fieldPath', 'optionalOldSelf']) {
    const r = m.args?.[k] ?? (k === 'rule' ? m.args?.[''] : undefined);
    if (r && (rule as unknown as Record<string, unknown>)[k] !== undefined) provKey(rule, k, r);
  }
  appendRule(s, rule);
  return undefined;
};

/** Go's %v of a []string: `[a b c]`. */
const goList = (fields: string[]) => `[${fields.join(' ')}]`;

function oneOfRule(fields: string[]): string {
  return `[${fields.map((f) => `has(self.${f})`).join(',')}].filter(x,x==true).size()`;
}

function oneOf(op: string, message: (f: string) => string): Apply {
  return (m, s) => {
    const fields = Array.isArray(m.value) ? (m.value as unknown[]).map(String) : [];
    if (fields.length === 0) return undefined;
    const rule: Rule = { rule: `${oneOfRule(fields)} ${op}`, message: message(goList(fields)) };
    rule[PROV] = { self: m.range, keys: m.args?.[''] ? { rule: m.args[''] } : undefined };
    appendRule(s, rule);
    return undefined;
  };
}

function jsonDefault(v: unknown): JSONValue {
  return v === undefined ? null : (v as JSONValue);
}

const enumValues: Apply = (m, s) => {
  const vals = Array.isArray(m.value) ? (m.value as unknown[]) : [];
  setKey(s, 'enum', m, vals.map(jsonDefault));
  return undefined;
};

function k8sEnum(m: MarkerValue, s: Props, ctx: SchemaContext): string | undefined {
  const info = ctx.info;
  if (!info) return 'k8s:enum requires type context';
  // the type's underlying type must be a string: follow local names to a basic type
  let t = info.spec.type;
  const seen = new Set<string>();
  while (t.kind === 'ident' && ctx.pkg.types.has(t.name) && !seen.has(t.name)) {
    seen.add(t.name);
    t = ctx.pkg.types.get(t.name)!.spec.type;
  }
  if (t.kind !== 'ident' || t.name !== 'string') return `enum type must be a string, not ${ctx.pkg.importPath}.${info.name}`;
  const values = ctx.pkg.consts
    .filter((c: ConstInfo) => c.typeName === info.name && c.isString && c.value !== undefined)
    .map((c) => JSON.stringify(c.value))
    .sort();
  if (values.length === 0) return `no enum values found for type ${info.name}`;
  s.type = 'string';
  setKey(
    s,
    'enum',
    m,
    values.map((v) => JSON.parse(v) as string),
  );
  return undefined;
}

function set(key: string, value: unknown): Apply {
  return (m, s) => {
    setKey(s, key, m, value);
    return undefined;
  };
}

const APPLY: Record<string, Apply> = {
  Maximum: bound('maximum', 'maximum'),
  Minimum: bound('minimum', 'minimum'),
  MultipleOf: bound('multipleOf', 'multipleof'),
  ExclusiveMaximum: exclusive('exclusiveMaximum', 'exclusivemaximum'),
  ExclusiveMinimum: exclusive('exclusiveMinimum', 'exclusiveminimum'),
  MaxLength: textual('maxLength', 'maxlength'),
  MinLength: textual('minLength', 'minlength'),
  Pattern: textual('pattern', 'pattern'),
  MaxItems: arrayOnly('maxItems', 'must apply maxitem to an array'),
  MinItems: arrayOnly('minItems', 'must apply minitems to an array'),
  UniqueItems: arrayOnly('uniqueItems', 'must apply uniqueitems to an array'),
  MaxProperties: objectOnly('maxProperties', 'must apply maxproperties to an object'),
  MinProperties: objectOnly('minProperties', 'must apply minproperties to an object'),
  Enum: enumValues,
  Format: (m, s) => {
    setKey(s, 'format', m, String(m.value ?? ''));
    return undefined;
  },
  Type: (m, s) => {
    setKey(s, 'type', m, String(m.value ?? ''));
    return undefined;
  },
  XPreserveUnknownFields: set('x-kubernetes-preserve-unknown-fields', true),
  XEmbeddedResource: set('x-kubernetes-embedded-resource', true),
  XIntOrString: set('x-kubernetes-int-or-string', true),
  XValidation: xvalidation,
};

const OTHER: Record<string, Apply> = {
  [AT_MOST_ONE_OF]: oneOf('<= 1', (f) => `at most one of the fields in ${f} may be set`),
  [EXACTLY_ONE_OF]: oneOf('== 1', (f) => `exactly one of the fields in ${f} must be set`),
  [AT_LEAST_ONE_OF]: oneOf('>= 1', (f) => `at least one of the fields in ${f} must be set`),
  'k8s:immutable': (m, s) => {
    appendRule(s, { rule: 'self == oldSelf', message: 'field is immutable', [PROV]: { self: m.range } });
    return undefined;
  },
  nullable: set('nullable', true),
  'kubebuilder:validation:EmbeddedResource': set('x-kubernetes-embedded-resource', true),
  'kubebuilder:pruning:PreserveUnknownFields': set('x-kubernetes-preserve-unknown-fields', true),
  'kubebuilder:default': (m, s) => {
    let v = jsonDefault(m.value);
    if (s.type === 'array' && v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) v = [];
    setKey(s, 'default', m, v);
    return undefined;
  },
  default: (m, s) => {
    // `+default=ref(...)` parses to no value and sets nothing
    if (m.value === undefined || m.value === null) return undefined;
    setKey(s, 'default', m, m.value);
    return undefined;
  },
  'kubebuilder:example': (m, s) => {
    setKey(s, 'example', m, jsonDefault(m.value));
    return undefined;
  },
  'kubebuilder:title': (m, s) => {
    if (m.value === undefined || m.value === null) return undefined;
    if (typeof m.value !== 'string') return `expected string, got ${goTypeName(m.value)}`;
    setKey(s, 'title', m, m.value);
    return undefined;
  },
  'kubebuilder:externalDocs': (m, s) => {
    const v = (m.value ?? {}) as Record<string, unknown>;
    const url = typeof v.url === 'string' ? v.url : '';
    const err = parseRequestURIError(url);
    if (err !== undefined) return `invalid url ${JSON.stringify(url)} in kubebuilder:externalDocs marker: ${err}`;
    const docs: { url?: string; description?: string } = { url };
    if (typeof v.description === 'string' && v.description) docs.description = v.description;
    setKey(s, 'externalDocs', m, docs);
    return undefined;
  },
  'k8s:enum': k8sEnum,
  listType: (m, s) => {
    if (s.type !== 'array') return `must apply listType to an array, found ${s.type ?? ''}`;
    const v = String(m.value ?? '');
    if (v !== 'map' && v !== 'atomic' && v !== 'set') return 'ListType must be either "map", "set" or "atomic"';
    setKey(s, 'x-kubernetes-list-type', m, v);
    return undefined;
  },
  listMapKey: (m, s) => {
    if (s.type !== 'array') return `must apply listMapKey to an array, found ${s.type ?? ''}`;
    if (s['x-kubernetes-list-type'] !== 'map') return 'must apply listMapKey to an associative-list';
    (s['x-kubernetes-list-map-keys'] ??= []).push(String(m.value ?? ''));
    provKey(s, 'x-kubernetes-list-map-keys', argRange(m));
    return undefined;
  },
  mapType: (m, s) => {
    if (s.type !== 'object') return 'must apply mapType to an object';
    const v = String(m.value ?? '');
    if (v !== 'atomic' && v !== 'granular') return 'MapType must be either "granular" or "atomic"';
    setKey(s, 'x-kubernetes-map-type', m, v);
    return undefined;
  },
  structType: (m, s) => {
    if (s.type !== 'object' && (s.type ?? '') !== '') return 'must apply structType to an object; either explicitly set or defaulted through an empty schema type';
    const v = String(m.value ?? '');
    if (v !== 'atomic' && v !== 'granular') return 'StructType must be either "granular" or "atomic"';
    setKey(s, 'x-kubernetes-map-type', m, v);
    return undefined;
  },
};

/** Go's %T of a value the marker parser produced. */
function goTypeName(v: unknown): string {
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'float64';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return '[]interface {}';
  if (v && typeof v === 'object') return 'map[string]interface {}';
  return '<nil>';
}

function parseRequestURIError(url: string): string | undefined {
  const r = parseRequestURI(url);
  return r.ok ? undefined : r.error;
}

/** The marker's schema effect, or undefined when it has none (CRD-level and package markers, required/optional, Schemaless). */
export function schemaApply(name: string): Apply | undefined {
  if (name.startsWith(ITEMS_PREFIX)) return APPLY[name.slice(ITEMS_PREFIX.length)];
  if (name.startsWith(VALIDATION_PREFIX)) {
    const a = APPLY[name.slice(VALIDATION_PREFIX.length)];
    if (a) return a;
  }
  return OTHER[name];
}

/** ApplyPriority of the marker (priority.go and each marker's ApplyPriority). */
export function priorityOf(name: string): number {
  const base = name.startsWith(ITEMS_PREFIX) ? name.slice(ITEMS_PREFIX.length) : name.startsWith(VALIDATION_PREFIX) ? name.slice(VALIDATION_PREFIX.length) : name;
  switch (base) {
    case 'Type':
    case 'XIntOrString':
    case 'listType':
    case 'default':
      return 9;
    case 'AtMostOneOf':
      return 11;
    case 'ExactlyOneOf':
      return 12;
    case 'AtLeastOneOf':
      return 13;
    default:
      return 10;
  }
}
