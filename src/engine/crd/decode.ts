// Typed decoding of a CustomResourceDefinition document, as the apiserver's JSON decoder
// (sigs.k8s.io/json, a fork of encoding/json) fills the Go structs of apiextensions.k8s.io/v1
// and v1beta1. A JSON value of the wrong type becomes a field error whose detail is Go's
// UnmarshalTypeError text (`json: cannot unmarshal number into Go struct field
// CustomResourceDefinitionSpec.spec.versions of type []v1.CustomResourceDefinitionVersion`);
// `null` leaves the Go zero value (the key is dropped); unknown keys are dropped and reported as
// `unknown field "spec.foo"` (the text of strict/warn field validation).
import { FieldPath } from '../field/path';
import { FieldError, OMIT_VALUE } from '../field/errors';
import { goJSONNumber } from '../golang/json';
import { isObject, type JSONObject, type JSONValue, setKey } from '../apis/json';

type GoType =
  | { kind: 'string'; go?: string }
  | { kind: 'bool' }
  | { kind: 'int'; go: 'int32' | 'int64' }
  | { kind: 'float64' }
  | { kind: 'any' } // runtime.RawExtension / JSON / ObjectMeta internals: kept as written
  | { kind: 'bytes' } // []byte: a base64 string
  | { kind: 'struct'; go: string; fields: Record<string, GoType> }
  | { kind: 'slice'; elem: GoType }
  | { kind: 'map'; elem: GoType }
  | { kind: 'schema' } // JSONSchemaProps
  | { kind: 'schemaOrBool' } // JSONSchemaPropsOrBool
  | { kind: 'schemaOrArray' } // JSONSchemaPropsOrArray
  | { kind: 'schemaOrStringArray' }; // JSONSchemaPropsOrStringArray

interface DecodeContext {
  /** Package prefix of the Go types: `v1` or `v1beta1`. */
  pkg: string;
  errors: FieldError[];
  unknownFields: string[];
}

/** The Go spelling of a type, as reflect.Type.String() prints it. */
export function goTypeName(t: GoType, pkg: string): string {
  switch (t.kind) {
    case 'string':
      return t.go ? `${pkg}.${t.go}` : 'string';
    case 'bool':
      return 'bool';
    case 'int':
      return t.go;
    case 'float64':
      return 'float64';
    case 'any':
      return 'interface {}';
    case 'bytes':
      return '[]uint8';
    case 'struct':
      return `${pkg}.${t.go}`;
    case 'slice':
      return '[]' + goTypeName(t.elem, pkg);
    case 'map':
      return 'map[string]' + goTypeName(t.elem, pkg);
    case 'schema':
      return `${pkg}.JSONSchemaProps`;
    case 'schemaOrBool':
      return `${pkg}.JSONSchemaPropsOrBool`;
    case 'schemaOrArray':
      return `${pkg}.JSONSchemaPropsOrArray`;
    case 'schemaOrStringArray':
      return `${pkg}.JSONSchemaPropsOrStringArray`;
  }
}

/** How UnmarshalTypeError names the JSON value. */
function jsonKind(v: JSONValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number' || typeof v === 'bigint') return 'number';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

/**
 * Where a value sits: a parent chain built cheaply while walking; the field path and Go's field
 * stack are only materialised when an error or unknown field is reported.
 */
interface Where {
  parent: Where | null;
  /** child name, map key or list index */
  seg: string | number;
  kind: 'root' | 'field' | 'key' | 'index';
  /** Innermost Go struct holding the field. */
  struct: string;
}

const ROOT_WHERE = (struct: string): Where => ({ parent: null, seg: '', kind: 'root', struct });

function fieldPathOf(w: Where): FieldPath {
  const chain: Where[] = [];
  for (let x: Where | null = w; x && x.kind !== 'root'; x = x.parent) chain.push(x);
  let p = FieldPath.root();
  for (let i = chain.length - 1; i >= 0; i--) {
    const x = chain[i];
    p = x.kind === 'index' ? p.index(x.seg as number) : x.kind === 'key' ? p.key(String(x.seg)) : p.child(String(x.seg));
  }
  return p;
}

/** Go field stack: JSON names of struct fields only (map keys and indexes are not part of it). */
function goStackOf(w: Where): string[] {
  const out: string[] = [];
  for (let x: Where | null = w; x && x.kind !== 'root'; x = x.parent) if (x.kind === 'field') out.push(String(x.seg));
  return out.reverse();
}

function typeError(ctx: DecodeContext, w: Where, value: JSONValue, t: GoType, valueDesc?: string): void {
  const desc = valueDesc ?? jsonKind(value);
  const stack = goStackOf(w);
  const detail =
    stack.length > 0
      ? `json: cannot unmarshal ${desc} into Go struct field ${w.struct}.${stack.join('.')} of type ${goTypeName(t, ctx.pkg)}`
      : `json: cannot unmarshal ${desc} into Go value of type ${goTypeName(t, ctx.pkg)}`;
  ctx.errors.push(new FieldError('FieldValueTypeInvalid', fieldPathOf(w), OMIT_VALUE, detail));
}

function plainError(ctx: DecodeContext, w: Where, detail: string): void {
  ctx.errors.push(new FieldError('FieldValueTypeInvalid', fieldPathOf(w), OMIT_VALUE, detail));
}

const INT_RANGE = {
  int32: [-2147483648, 2147483647],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
} as const;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Decodes `value` as Go type `t`. Returns the kept JSON value (undefined when the field stays at
 * its zero value because of null or a type error).
 */
function decodeValue(ctx: DecodeContext, value: JSONValue, t: GoType, w: Where): JSONValue | undefined {
  if (value === null) return undefined;
  switch (t.kind) {
    case 'any':
      return value;
    case 'string':
      if (typeof value !== 'string') return (typeError(ctx, w, value, t), undefined);
      return value;
    case 'bool':
      if (typeof value !== 'boolean') return (typeError(ctx, w, value, t), undefined);
      return value;
    case 'float64':
      // an int64 beyond ±2^53 parses as the nearest float64
      if (typeof value === 'bigint') return Number(value);
      if (typeof value !== 'number') return (typeError(ctx, w, value, t), undefined);
      return value;
    case 'int': {
      if (typeof value !== 'number' && typeof value !== 'bigint') return (typeError(ctx, w, value, t), undefined);
      // strconv.ParseInt of the literal: a float64 (fraction, exponent, beyond int64) is refused
      const [lo, hi] = INT_RANGE[t.go];
      if ((typeof value === 'number' && !Number.isSafeInteger(value)) || value < lo || value > hi) {
        return (typeError(ctx, w, value, t, `number ${goJSONNumber(value)}`), undefined);
      }
      return value;
    }
    case 'bytes':
      if (typeof value !== 'string') return (typeError(ctx, w, value, t), undefined);
      if (!BASE64.test(value)) {
        plainError(ctx, w, `illegal base64 data at input byte ${firstBadBase64Byte(value)}`);
        return undefined;
      }
      return value;
    case 'slice': {
      if (!Array.isArray(value)) return (typeError(ctx, w, value, t), undefined);
      const out: JSONValue[] = [];
      for (let i = 0; i < value.length; i++) {
        const item = value[i]!;
        const d = keptAsIs(item, t.elem) ? item : decodeValue(ctx, item, t.elem, { parent: w, seg: i, kind: 'index', struct: w.struct });
        out.push(d === undefined ? zeroValue(t.elem) : d);
      }
      return out;
    }
    case 'map': {
      if (!isObject(value)) return (typeError(ctx, w, value, t), undefined);
      const out: JSONObject = {};
      for (const k of Object.keys(value)) {
        const item = value[k]!;
        const d = keptAsIs(item, t.elem) ? item : decodeValue(ctx, item, t.elem, { parent: w, seg: k, kind: 'key', struct: w.struct });
        setKey(out, k, d === undefined ? zeroValue(t.elem) : d);
      }
      return out;
    }
    case 'struct':
      return decodeStruct(ctx, value, t, w);
    case 'schema':
      return decodeStruct(ctx, value, JSON_SCHEMA_PROPS, w);
    case 'schemaOrBool':
      // JSONSchemaPropsOrBool.UnmarshalJSON
      if (isObject(value)) return decodeStruct(ctx, value, JSON_SCHEMA_PROPS, w);
      if (typeof value === 'boolean') return value;
      plainError(ctx, w, 'boolean or JSON schema expected');
      return undefined;
    case 'schemaOrArray':
      // JSONSchemaPropsOrArray.UnmarshalJSON: anything else leaves an empty value
      if (isObject(value)) return decodeStruct(ctx, value, JSON_SCHEMA_PROPS, w);
      if (Array.isArray(value)) return decodeValue(ctx, value, { kind: 'slice', elem: { kind: 'schema' } }, w);
      return {};
    case 'schemaOrStringArray':
      if (isObject(value)) return decodeStruct(ctx, value, JSON_SCHEMA_PROPS, w);
      if (Array.isArray(value)) return decodeValue(ctx, value, { kind: 'slice', elem: { kind: 'string' } }, w);
      return undefined;
  }
}

/**
 * A value decodeValue would return as it is, without a finding: a string, a bool or any value but null where
 * that is the type (the scalars of a CRD: descriptions, types, formats, names). The walk answers these
 * without making the value's place (a Where per scalar) or a call.
 */
function keptAsIs(value: JSONValue, t: GoType): boolean {
  switch (t.kind) {
    case 'string':
      return typeof value === 'string';
    case 'bool':
      return typeof value === 'boolean';
    case 'any':
      return value !== null && value !== undefined;
    default:
      return false;
  }
}

function firstBadBase64Byte(s: string): number {
  for (let i = 0; i < s.length; i++) if (!/[A-Za-z0-9+/=]/.test(s[i])) return i;
  return Math.max(0, s.length - (s.length % 4 === 0 ? 1 : s.length % 4));
}

function zeroValue(t: GoType): JSONValue {
  switch (t.kind) {
    case 'string':
      return '';
    case 'bool':
      return false;
    case 'int':
    case 'float64':
      return 0;
    case 'slice':
      return [];
    case 'map':
    case 'struct':
    case 'schema':
      return {};
    default:
      return null;
  }
}

function decodeStruct(ctx: DecodeContext, value: JSONValue, t: Extract<GoType, { kind: 'struct' }>, w: Where): JSONValue | undefined {
  if (!isObject(value)) return (typeError(ctx, w, value, t), undefined);
  const out: JSONObject = {};
  for (const k of Object.keys(value)) {
    const ft = Object.prototype.hasOwnProperty.call(t.fields, k) ? t.fields[k] : undefined;
    if (!ft) {
      ctx.unknownFields.push(fieldPathOf({ parent: w, seg: k, kind: 'field', struct: t.go }).toString());
      continue;
    }
    const item = value[k]!;
    if (keptAsIs(item, ft)) {
      out[k] = item;
      continue;
    }
    const d = decodeValue(ctx, item, ft, { parent: w, seg: k, kind: 'field', struct: t.go });
    if (d !== undefined) out[k] = d;
  }
  return out;
}

// ---- apiextensions.k8s.io JSONSchemaProps (same shape in v1 and v1beta1) ----

const str: GoType = { kind: 'string' };
const bool: GoType = { kind: 'bool' };
const i32: GoType = { kind: 'int', go: 'int32' };
const i64: GoType = { kind: 'int', go: 'int64' };
const f64: GoType = { kind: 'float64' };
const any: GoType = { kind: 'any' };
const strings: GoType = { kind: 'slice', elem: str };
const schema: GoType = { kind: 'schema' };
const schemas: GoType = { kind: 'slice', elem: schema };
const schemaMap: GoType = { kind: 'map', elem: schema };

const VALIDATION_RULE: GoType = {
  kind: 'struct',
  go: 'ValidationRule',
  fields: {
    rule: str,
    message: str,
    messageExpression: str,
    reason: { kind: 'string', go: 'FieldValueErrorReason' },
    fieldPath: str,
    optionalOldSelf: bool,
  },
};

const JSON_SCHEMA_PROPS: Extract<GoType, { kind: 'struct' }> = {
  kind: 'struct',
  go: 'JSONSchemaProps',
  fields: {
    id: str,
    $schema: { kind: 'string', go: 'JSONSchemaURL' },
    $ref: str,
    description: str,
    type: str,
    format: str,
    title: str,
    default: any,
    maximum: f64,
    exclusiveMaximum: bool,
    minimum: f64,
    exclusiveMinimum: bool,
    maxLength: i64,
    minLength: i64,
    pattern: str,
    maxItems: i64,
    minItems: i64,
    uniqueItems: bool,
    multipleOf: f64,
    enum: { kind: 'slice', elem: any },
    maxProperties: i64,
    minProperties: i64,
    required: strings,
    items: { kind: 'schemaOrArray' },
    allOf: schemas,
    oneOf: schemas,
    anyOf: schemas,
    not: schema,
    properties: schemaMap,
    additionalProperties: { kind: 'schemaOrBool' },
    patternProperties: schemaMap,
    dependencies: { kind: 'map', elem: { kind: 'schemaOrStringArray' } },
    additionalItems: { kind: 'schemaOrBool' },
    definitions: schemaMap,
    externalDocs: { kind: 'struct', go: 'ExternalDocumentation', fields: { description: str, url: str } },
    example: any,
    nullable: bool,
    'x-kubernetes-preserve-unknown-fields': bool,
    'x-kubernetes-embedded-resource': bool,
    'x-kubernetes-int-or-string': bool,
    'x-kubernetes-list-map-keys': strings,
    'x-kubernetes-list-type': str,
    'x-kubernetes-map-type': str,
    'x-kubernetes-validations': { kind: 'slice', elem: VALIDATION_RULE },
  },
};

// ---- metav1.ObjectMeta (the fields a CRD author writes; the rest are kept as written) ----

const OBJECT_META: GoType = {
  kind: 'struct',
  go: 'ObjectMeta',
  fields: {
    name: str,
    generateName: str,
    namespace: str,
    selfLink: str,
    uid: str,
    resourceVersion: str,
    generation: i64,
    creationTimestamp: any,
    deletionTimestamp: any,
    deletionGracePeriodSeconds: i64,
    labels: { kind: 'map', elem: str },
    annotations: { kind: 'map', elem: str },
    ownerReferences: { kind: 'slice', elem: any },
    finalizers: strings,
    managedFields: { kind: 'slice', elem: any },
  },
};

// ---- CustomResourceDefinition, v1 and v1beta1 ----

const NAMES: GoType = {
  kind: 'struct',
  go: 'CustomResourceDefinitionNames',
  fields: { plural: str, singular: str, shortNames: strings, kind: str, listKind: str, categories: strings },
};

const VALIDATION: GoType = { kind: 'struct', go: 'CustomResourceValidation', fields: { openAPIV3Schema: schema } };

const SUBRESOURCES: GoType = {
  kind: 'struct',
  go: 'CustomResourceSubresources',
  fields: {
    status: { kind: 'struct', go: 'CustomResourceSubresourceStatus', fields: {} },
    scale: {
      kind: 'struct',
      go: 'CustomResourceSubresourceScale',
      fields: { specReplicasPath: str, statusReplicasPath: str, labelSelectorPath: str },
    },
  },
};

function columns(jsonPathKey: string): GoType {
  return {
    kind: 'slice',
    elem: {
      kind: 'struct',
      go: 'CustomResourceColumnDefinition',
      fields: { name: str, type: str, format: str, description: str, priority: i32, [jsonPathKey]: str },
    },
  };
}

const SELECTABLE_FIELDS: GoType = { kind: 'slice', elem: { kind: 'struct', go: 'SelectableField', fields: { jsonPath: str } } };

const CLIENT_CONFIG: GoType = {
  kind: 'struct',
  go: 'WebhookClientConfig',
  fields: {
    url: str,
    service: { kind: 'struct', go: 'ServiceReference', fields: { namespace: str, name: str, path: str, port: i32 } },
    caBundle: { kind: 'bytes' },
  },
};

function version(jsonPathKey: string): GoType {
  return {
    kind: 'struct',
    go: 'CustomResourceDefinitionVersion',
    fields: {
      name: str,
      served: bool,
      storage: bool,
      deprecated: bool,
      deprecationWarning: str,
      schema: VALIDATION,
      subresources: SUBRESOURCES,
      additionalPrinterColumns: columns(jsonPathKey),
      selectableFields: SELECTABLE_FIELDS,
    },
  };
}

const STATUS: GoType = {
  kind: 'struct',
  go: 'CustomResourceDefinitionStatus',
  fields: { conditions: { kind: 'slice', elem: any }, acceptedNames: NAMES, storedVersions: strings, observedGeneration: i64 },
};

function crdType(spec: GoType): Extract<GoType, { kind: 'struct' }> {
  return {
    kind: 'struct',
    go: 'CustomResourceDefinition',
    fields: { apiVersion: str, kind: str, metadata: OBJECT_META, spec, status: STATUS },
  };
}

export const CRD_V1 = crdType({
  kind: 'struct',
  go: 'CustomResourceDefinitionSpec',
  fields: {
    group: str,
    names: NAMES,
    scope: { kind: 'string', go: 'ResourceScope' },
    versions: { kind: 'slice', elem: version('jsonPath') },
    conversion: {
      kind: 'struct',
      go: 'CustomResourceConversion',
      fields: {
        strategy: { kind: 'string', go: 'ConversionStrategyType' },
        webhook: { kind: 'struct', go: 'WebhookConversion', fields: { clientConfig: CLIENT_CONFIG, conversionReviewVersions: strings } },
      },
    },
    preserveUnknownFields: bool,
  },
});

export const CRD_V1BETA1 = crdType({
  kind: 'struct',
  go: 'CustomResourceDefinitionSpec',
  fields: {
    group: str,
    version: str,
    names: NAMES,
    scope: { kind: 'string', go: 'ResourceScope' },
    validation: VALIDATION,
    subresources: SUBRESOURCES,
    versions: { kind: 'slice', elem: version('JSONPath') },
    additionalPrinterColumns: columns('JSONPath'),
    selectableFields: SELECTABLE_FIELDS,
    conversion: {
      kind: 'struct',
      go: 'CustomResourceConversion',
      fields: {
        strategy: { kind: 'string', go: 'ConversionStrategyType' },
        webhookClientConfig: CLIENT_CONFIG,
        conversionReviewVersions: strings,
      },
    },
    preserveUnknownFields: bool,
  },
});

/** Decodes a whole CRD document against the given root type. */
export function decodeDocument(value: JSONValue, root: Extract<GoType, { kind: 'struct' }>, pkg: string): { value: JSONObject | undefined; ctx: DecodeContext } {
  const ctx: DecodeContext = { pkg, errors: [], unknownFields: [] };
  if (!isObject(value)) {
    typeError(ctx, ROOT_WHERE(root.go), value, root);
    return { value: undefined, ctx };
  }
  const out = decodeStruct(ctx, value, root, ROOT_WHERE(root.go));
  return { value: out as JSONObject, ctx };
}
