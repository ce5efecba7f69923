// Schema → CEL declaration types, as k8s.io/apiserver/pkg/cel/common/schemas.go SchemaDeclType and
// k8s.io/apiserver/pkg/cel/types.go build them: the type of `self` at every schema node, with the
// MaxElements / MinSerializedSize sizes the cost estimator works from.
import type { JSONSchemaProps } from '../../apis/jsonschema';
import type { JSONValue } from '../../apis/json';
import { kubeMinor } from '../../apis/kubeversion';
import { escapeName } from './escaping';
import { utf8Len } from '../../golang/utf8';
import { IdentityCache } from '../../cache';
import {
  JSON_DATE_SIZE,
  MAX_DATETIME_SIZE_JSON,
  MAX_DURATION_SIZE_JSON,
  MAX_REQUEST_SIZE_BYTES,
  MIN_BOOL_SIZE,
  MIN_DATETIME_SIZE_JSON,
  MIN_DURATION_SIZE_JSON,
  MIN_NUMBER_SIZE,
  MIN_STRING_SIZE,
} from './limits';

/** The CEL type a DeclType stands for. */
export type DeclKind = 'object' | 'map' | 'list' | 'string' | 'bytes' | 'int' | 'double' | 'bool' | 'duration' | 'timestamp' | 'dyn';

export interface DeclField {
  /** Escaped CEL identifier. */
  name: string;
  /** Property name in the schema. */
  propertyName: string;
  type: DeclType;
  required: boolean;
  enumValues?: JSONValue[];
  defaultValue?: JSONValue;
}

/** apiservercel.DeclType */
export interface DeclType {
  kind: DeclKind;
  /** TypeName(): 'object' until MaybeAssignTypeName, then e.g. `selfType123.spec`; simple types use the CEL name. */
  name: string;
  /** Object fields by escaped name (objects only). */
  fields?: Map<string, DeclField>;
  keyType?: DeclType;
  elemType?: DeclType;
  /** MaxElements: max string length / list items / map entries the estimator may assume. */
  maxElements: number;
  /** MinSerializedSize: the smallest JSON serialization of a value of this type. */
  minSerializedSize: number;
  /** The schema node this type was built from (after WithTypeAndObjectMeta for resource roots). */
  schema?: JSONSchemaProps;
}

/**
 * Every DeclType of a schema is made here, by one object literal with every field in one order (those a kind does
 * not use undefined): V8 then gives them one hidden class, and the recursive walk below and the estimator's size
 * lookups do not deoptimise on the next kind they meet (docs/decisions/0067).
 */
function declType(
  kind: DeclKind,
  name: string,
  fields: Map<string, DeclField> | undefined,
  keyType: DeclType | undefined,
  elemType: DeclType | undefined,
  maxElements: number,
  minSerializedSize: number,
  schema: JSONSchemaProps | undefined,
): DeclType {
  return { kind, name, fields, keyType, elemType, maxElements, minSerializedSize, schema };
}

function simple(kind: DeclKind, minSize: number, maxElements = 0, schema?: JSONSchemaProps): DeclType {
  const name = kind === 'dyn' ? 'dyn' : kind === 'timestamp' ? 'google.protobuf.Timestamp' : kind === 'duration' ? 'google.protobuf.Duration' : kind;
  return declType(kind, name, undefined, undefined, undefined, maxElements, minSize, schema);
}

/** A root DeclType for a schema node (the same type, `schema` set). */
function withSchema(t: DeclType, schema: JSONSchemaProps): DeclType {
  return declType(t.kind, t.name, t.fields, t.keyType, t.elemType, t.maxElements, t.minSerializedSize, schema);
}

/** The root DeclTypes apiservercel exports (sizes as in types.go). */
const BoolType: DeclType = simple('bool', MIN_BOOL_SIZE);
const IntType: DeclType = simple('int', MIN_NUMBER_SIZE);
const DoubleType: DeclType = simple('double', MIN_NUMBER_SIZE);
const StringType: DeclType = simple('string', MIN_STRING_SIZE);

function newListType(elem: DeclType, maxItems: number): DeclType {
  return declType('list', 'list', undefined, undefined, elem, maxItems, 2, undefined);
}

function newMapType(key: DeclType, elem: DeclType, maxProperties: number): DeclType {
  return declType('map', 'map', undefined, key, elem, maxProperties, 2, undefined);
}

function newObjectType(name: string, fields: Map<string, DeclField>): DeclType {
  return declType('object', name, fields, undefined, undefined, 0, 2, undefined);
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** The items schema a structural schema has (a single schema; tuple forms are not structural). */
export function itemsSchema(s: JSONSchemaProps): JSONSchemaProps | undefined {
  const it = s.items;
  if (it === undefined || it === null || Array.isArray(it) || typeof it !== 'object') return undefined;
  return it;
}

/** additionalProperties as a schema (`true`/`false` carry no schema). */
export function additionalPropertiesSchema(s: JSONSchemaProps): JSONSchemaProps | undefined {
  const ap = s.additionalProperties;
  if (ap === undefined || ap === null || typeof ap !== 'object') return undefined;
  return ap;
}

function propertiesOf(s: JSONSchemaProps): Record<string, JSONSchemaProps> | undefined {
  const p = s.properties;
  if (p === undefined || p === null || typeof p !== 'object' || Array.isArray(p)) return undefined;
  return p;
}

const isTrue = (v: unknown) => v === true;
export const isIntOrString = (s: JSONSchemaProps) => isTrue(s['x-kubernetes-int-or-string']);
export const isEmbeddedResource = (s: JSONSchemaProps) => isTrue(s['x-kubernetes-embedded-resource']);
export const isPreserveUnknownFields = (s: JSONSchemaProps) => isTrue(s['x-kubernetes-preserve-unknown-fields']);

function hasStringType(s: JSONSchemaProps | undefined): boolean {
  return !!s && s.type === 'string';
}

/**
 * WithTypeAndObjectMeta: makes sure kind, apiVersion, metadata.name and metadata.generateName are
 * declared (as strings), replacing `metadata` with just those two fields unless all four already are.
 * `capNames`: whether the Kubernetes version caps the two names' lengths (objectMetaNamesCapped).
 */
export function withTypeAndObjectMeta(s: JSONSchemaProps, capNames: boolean): JSONSchemaProps {
  const props = propertiesOf(s);
  if (props) {
    const meta = props.metadata;
    const metaProps = meta ? propertiesOf(meta) : undefined;
    if (hasStringType(props.kind) && hasStringType(props.apiVersion) && meta?.type === 'object' && metaProps && hasStringType(metaProps.name) && hasStringType(metaProps.generateName)) {
      return s;
    }
  }
  const str: JSONSchemaProps = { type: 'string' };
  const metaProps = props?.metadata ? propertiesOf(props.metadata) : undefined;
  return {
    ...s,
    properties: {
      ...(props ?? {}),
      kind: str,
      apiVersion: str,
      metadata: {
        type: 'object',
        properties: capNames
          ? { name: cappedLengthString(metaProps?.name, NAME_MAX_LENGTH), generateName: cappedLengthString(metaProps?.generateName, NAME_MAX_LENGTH - 1) }
          : { name: str, generateName: str },
      },
    },
  };
}

/** DNS1123SubdomainMaxLength: the default maxLength of metadata.name (generateName: one less). */
const NAME_MAX_LENGTH = 253;

/**
 * From Kubernetes 1.37 WithTypeAndObjectMeta caps metadata.name at 253 bytes and generateName at
 * 252 (or the schema's own smaller maxLength), so rules on names get bounded cost estimates
 * (schema/cel/model/schemas.go cappedLengthStringType at v1.37.0-beta.0). Up to 1.36 both are
 * plain strings. A text that is not a version counts as the default version (apis/kubeversion.ts).
 */
export function objectMetaNamesCapped(kubeVersion: string): boolean {
  return kubeMinor(kubeVersion) >= 37;
}

/**
 * The schema CEL values of an embedded resource or resource root are read with: the caps only bound
 * cost estimates (a maxLength changes no value), so value conversion takes the uncapped form.
 */
export const withTypeAndObjectMetaForValues = (s: JSONSchemaProps): JSONSchemaProps => withTypeAndObjectMeta(s, false);

function cappedLengthString(existing: JSONSchemaProps | undefined, maxLength: number): JSONSchemaProps {
  const own = existing ? num(existing.maxLength) : undefined;
  return { type: 'string', maxLength: own !== undefined && own < maxLength ? own : maxLength };
}

const zeroIfNegative = (n: number) => (n < 0 ? 0 : n);
const num = (v: unknown): number | undefined => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : undefined);

/** estimateMaxStringLengthPerRequest */
function estimateMaxStringLengthPerRequest(s: JSONSchemaProps): number {
  if (isIntOrString(s)) return MAX_REQUEST_SIZE_BYTES - 2;
  switch (s.format) {
    case 'duration':
      return MAX_DURATION_SIZE_JSON;
    case 'date':
      return JSON_DATE_SIZE;
    case 'date-time':
      return MAX_DATETIME_SIZE_JSON;
    default:
      return MAX_REQUEST_SIZE_BYTES - 2;
  }
}

/** estimateMaxStringEnumLength: byte length of the longest string enum value. */
function estimateMaxStringEnumLength(s: JSONSchemaProps): number {
  let max = 0;
  for (const v of s.enum ?? []) {
    if (typeof v === 'string') max = Math.max(max, utf8Len(v));
  }
  return max;
}

/** estimateMaxArrayItemsFromMinSize */
export function estimateMaxArrayItemsFromMinSize(minSize: number): number {
  return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize + 1));
}

/** estimateMaxAdditionalPropertiesFromMinSize */
function estimateMaxAdditionalPropertiesFromMinSize(minSize: number): number {
  return Math.floor((MAX_REQUEST_SIZE_BYTES - 2) / (minSize + 6));
}

/** estimateMaxElementsFromMaxLength: maxLength counts code points, up to 4 bytes each. */
function estimateMaxElementsFromMaxLength(s: JSONSchemaProps): number {
  return zeroIfNegative(num(s.maxLength) ?? 0) * 4;
}

/**
 * SchemaDeclType(s, isResourceRoot): the CEL type of values of the schema, or undefined when the
 * schema is not exposed to CEL (no type and not int-or-string, arrays of unexposed items, maps of
 * unexposed values).
 */
export function schemaDeclType(s: JSONSchemaProps | undefined, isResourceRoot: boolean, capNames: boolean): DeclType | undefined {
  if (!s || typeof s !== 'object') return undefined;
  if (isIntOrString(s)) {
    const maxElements = num(s.maxLength) !== undefined ? estimateMaxElementsFromMaxLength(s) : estimateMaxStringLengthPerRequest(s);
    return simple('dyn', 1, maxElements, s);
  }
  if (isResourceRoot) s = withTypeAndObjectMeta(s, capNames);
  switch (s.type) {
    case 'array': {
      const items = itemsSchema(s);
      if (!items) return undefined;
      const itemsType = schemaDeclType(items, isEmbeddedResource(items), capNames);
      if (!itemsType) return undefined;
      const maxItems = num(s.maxItems);
      const t = newListType(itemsType, maxItems !== undefined ? zeroIfNegative(maxItems) : estimateMaxArrayItemsFromMinSize(itemsType.minSerializedSize));
      t.schema = s;
      return t;
    }
    case 'object': {
      const ap = additionalPropertiesSchema(s);
      if (ap) {
        const propsType = schemaDeclType(ap, isEmbeddedResource(ap), capNames);
        if (!propsType) return undefined;
        const maxProps = num(s.maxProperties);
        const t = newMapType(StringType, propsType, maxProps !== undefined ? zeroIfNegative(maxProps) : estimateMaxAdditionalPropertiesFromMinSize(propsType.minSerializedSize));
        t.schema = s;
        return t;
      }
      const fields = new Map<string, DeclField>();
      const required = new Set(Array.isArray(s.required) ? s.required : []);
      let minSerializedSize = 2;
      const props = propertiesOf(s) ?? {};
      for (const name of Object.keys(props)) {
        const prop = props[name];
        if (!prop || typeof prop !== 'object') continue;
        const fieldType = schemaDeclType(prop, isEmbeddedResource(prop), capNames);
        if (!fieldType) continue;
        const escaped = escapeName(name);
        if (escaped !== undefined) {
          fields.set(escaped, {
            name: escaped,
            propertyName: name,
            type: fieldType,
            required: required.has(name),
            enumValues: Array.isArray(prop.enum) ? prop.enum : undefined,
            defaultValue: hasOwn(prop, 'default') ? prop.default : undefined,
          });
        }
        if (required.has(name) && (!hasOwn(prop, 'default') || prop.default === undefined || prop.default === null)) {
          minSerializedSize += utf8Len(name) + fieldType.minSerializedSize + 4;
        }
      }
      const t = newObjectType('object', fields);
      t.minSerializedSize = minSerializedSize;
      t.schema = s;
      return t;
    }
    case 'string': {
      const maxLength = num(s.maxLength);
      switch (s.format) {
        case 'byte':
          return simple('bytes', MIN_STRING_SIZE, maxLength !== undefined ? zeroIfNegative(maxLength) : estimateMaxStringLengthPerRequest(s), s);
        case 'duration':
          return simple('duration', MIN_DURATION_SIZE_JSON, estimateMaxStringLengthPerRequest(s), s);
        case 'date':
          return simple('timestamp', JSON_DATE_SIZE, estimateMaxStringLengthPerRequest(s), s);
        case 'date-time':
          return simple('timestamp', MIN_DATETIME_SIZE_JSON, estimateMaxStringLengthPerRequest(s), s);
      }
      let maxElements: number;
      if (maxLength !== undefined) maxElements = estimateMaxElementsFromMaxLength(s);
      else if (Array.isArray(s.enum) && s.enum.length > 0) maxElements = estimateMaxStringEnumLength(s);
      else maxElements = estimateMaxStringLengthPerRequest(s);
      return simple('string', MIN_STRING_SIZE, maxElements, s);
    }
    case 'boolean':
      return withSchema(BoolType, s);
    case 'number':
      return withSchema(DoubleType, s);
    case 'integer':
      return withSchema(IntType, s);
  }
  return undefined;
}

/**
 * schemaDeclType per schema node, one cache for each (isResourceRoot, capNames); a DeclType is never changed once made.
 * Registered caches (cache/identity.ts), so that a cold run empties them with the engine's others.
 */
const declTypes = [
  new IdentityCache<JSONSchemaProps, DeclType | null>('cel.nodeDeclTypes'),
  new IdentityCache<JSONSchemaProps, DeclType | null>('cel.nodeDeclTypes.capNames'),
  new IdentityCache<JSONSchemaProps, DeclType | null>('cel.nodeDeclTypes.root'),
  new IdentityCache<JSONSchemaProps, DeclType | null>('cel.nodeDeclTypes.root.capNames'),
];

/**
 * schemaDeclType of a schema node made once for both who ask at the top of a subtree with rules: the compile walk
 * (the type of its first node in a rule's scope) and the validator (the type of each node with rules), so a CRD's
 * rules and the objects checked against them read the same DeclTypes.
 */
export function nodeDeclType(s: JSONSchemaProps, isResourceRoot: boolean, capNames: boolean): DeclType | undefined {
  const memo = declTypes[(isResourceRoot ? 2 : 0) + (capNames ? 1 : 0)]!;
  const hit = memo.get(s);
  if (hit !== undefined) return hit ?? undefined;
  const t = schemaDeclType(s, isResourceRoot, capNames);
  memo.set(s, t ?? null);
  return t;
}
