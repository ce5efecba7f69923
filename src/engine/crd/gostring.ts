// How field.Error prints the complex bad values CRD validation passes (internal apiextensions
// Go values such as `spec.Versions`). Since Kubernetes 1.34 (apimachinery "Nicer value rendering
// in API errors") ErrorBody prints json.Marshal of the value: the internal types carry no json
// tags, so keys are the Go field names in declaration order. Before 1.34 it printed %#v, where
// pointer fields show a heap address that differs between runs; a fixed address stands in for it.
import type { CustomResourceDefinitionVersion } from '../apis/crd';
import { goQuote } from '../golang/fmt';
import { goJSONMarshal, goJSONNumber, goJSONString } from '../golang/json';
import { isObject, type JSONValue } from '../apis/json';
import { valueRendering } from '../field/errorbody';

export type GoValue = { goString(): string };

/** True when ErrorBody renders complex values with json.Marshal (1.34+; unknown versions: latest): field/errorbody.ts's rule. */
function rendersJSON(kubeVersion: string): boolean {
  return valueRendering(kubeVersion).complexValuesAsJSON;
}

// ---- encoding/json rendering (field/gojson.ts) ----

type Obj = Record<string, unknown>;
const o = (v: unknown): Obj => (isObject(v as JSONValue) ? (v as Obj) : {});
const s = (v: unknown): string => goJSONString(typeof v === 'string' ? v : '');
const b = (v: unknown): string => String(v === true);
const strPtr = (v: unknown): string => (typeof v === 'string' ? goJSONString(v) : 'null');
const numPtr = (v: unknown): string => (typeof v === 'number' ? goJSONNumber(v) : 'null');
const boolPtr = (v: unknown): string => (typeof v === 'boolean' ? String(v) : 'null');
const strSlice = (v: unknown): string => (Array.isArray(v) ? '[' + v.map((x) => s(x)).join(',') + ']' : 'null');
function jsonList(v: unknown, f: (x: unknown) => string): string {
  return Array.isArray(v) ? '[' + v.map(f).join(',') + ']' : 'null';
}
function jsonMap(v: unknown, f: (x: unknown) => string): string {
  if (!isObject(v as JSONValue)) return 'null';
  const m = v as Obj;
  return (
    '{' +
    Object.keys(m)
      .sort()
      .map((k) => goJSONString(k) + ':' + f(m[k]))
      .join(',') +
    '}'
  );
}
function fields(pairs: [string, string][]): string {
  return '{' + pairs.map(([k, v]) => `"${k}":${v}`).join(',') + '}';
}

/** json.Marshal of an internal apiextensions.JSONSchemaProps. */
function goJSONSchemaProps(v: unknown): string {
  const x = o(v);
  const schemaPtr = (y: unknown) => (isObject(y as JSONValue) ? goJSONSchemaProps(y) : 'null');
  const orBool = (y: unknown) => {
    if (y === undefined || y === null) return 'null';
    if (typeof y === 'boolean')
      return fields([
        ['Allows', String(y)],
        ['Schema', 'null'],
      ]);
    return fields([
      ['Allows', 'true'],
      ['Schema', goJSONSchemaProps(y)],
    ]);
  };
  const items = (y: unknown) => {
    if (y === undefined || y === null) return 'null';
    if (Array.isArray(y))
      return fields([
        ['Schema', 'null'],
        ['JSONSchemas', jsonList(y, goJSONSchemaProps)],
      ]);
    return fields([
      ['Schema', isObject(y as JSONValue) && Object.keys(y as Obj).length >= 0 ? goJSONSchemaProps(y) : 'null'],
      ['JSONSchemas', 'null'],
    ]);
  };
  const dep = (y: unknown) =>
    Array.isArray(y)
      ? fields([
          ['Schema', 'null'],
          ['Property', strSlice(y)],
        ])
      : fields([
          ['Schema', schemaPtr(y)],
          ['Property', 'null'],
        ]);
  const rule = (y: unknown) => {
    const r = o(y);
    return fields([
      ['Rule', s(r.rule)],
      ['Message', s(r.message)],
      ['MessageExpression', s(r.messageExpression)],
      ['Reason', strPtr(r.reason)],
      ['FieldPath', s(r.fieldPath)],
      ['OptionalOldSelf', boolPtr(r.optionalOldSelf)],
    ]);
  };
  const ext = x.externalDocs;
  return fields([
    ['ID', s(x.id)],
    ['Schema', s(x.$schema)],
    ['Ref', strPtr(x.$ref)],
    ['Description', s(x.description)],
    ['Type', s(x.type)],
    ['Nullable', b(x.nullable)],
    ['Format', s(x.format)],
    ['Title', s(x.title)],
    ['Default', x.default === undefined ? 'null' : goJSONMarshal(x.default)],
    ['Maximum', numPtr(x.maximum)],
    ['ExclusiveMaximum', b(x.exclusiveMaximum)],
    ['Minimum', numPtr(x.minimum)],
    ['ExclusiveMinimum', b(x.exclusiveMinimum)],
    ['MaxLength', numPtr(x.maxLength)],
    ['MinLength', numPtr(x.minLength)],
    ['Pattern', s(x.pattern)],
    ['MaxItems', numPtr(x.maxItems)],
    ['MinItems', numPtr(x.minItems)],
    ['UniqueItems', b(x.uniqueItems)],
    ['MultipleOf', numPtr(x.multipleOf)],
    ['Enum', jsonList(x.enum, (e) => goJSONMarshal(e))],
    ['MaxProperties', numPtr(x.maxProperties)],
    ['MinProperties', numPtr(x.minProperties)],
    ['Required', strSlice(x.required)],
    ['Items', items(x.items)],
    ['AllOf', jsonList(x.allOf, goJSONSchemaProps)],
    ['OneOf', jsonList(x.oneOf, goJSONSchemaProps)],
    ['AnyOf', jsonList(x.anyOf, goJSONSchemaProps)],
    ['Not', schemaPtr(x.not)],
    ['Properties', jsonMap(x.properties, goJSONSchemaProps)],
    ['AdditionalProperties', orBool(x.additionalProperties)],
    ['PatternProperties', jsonMap(x.patternProperties, goJSONSchemaProps)],
    ['Dependencies', jsonMap(x.dependencies, dep)],
    ['AdditionalItems', orBool(x.additionalItems)],
    ['Definitions', jsonMap(x.definitions, goJSONSchemaProps)],
    [
      'ExternalDocs',
      isObject(ext as JSONValue)
        ? fields([
            ['Description', s(o(ext).description)],
            ['URL', s(o(ext).url)],
          ])
        : 'null',
    ],
    ['Example', x.example === undefined ? 'null' : goJSONMarshal(x.example)],
    ['XPreserveUnknownFields', boolPtr(x['x-kubernetes-preserve-unknown-fields'])],
    ['XEmbeddedResource', b(x['x-kubernetes-embedded-resource'])],
    ['XIntOrString', b(x['x-kubernetes-int-or-string'])],
    ['XListMapKeys', strSlice(x['x-kubernetes-list-map-keys'])],
    ['XListType', strPtr(x['x-kubernetes-list-type'])],
    ['XMapType', strPtr(x['x-kubernetes-map-type'])],
    ['XValidations', jsonList(x['x-kubernetes-validations'], rule)],
  ]);
}

function goJSONColumn(c: unknown): string {
  const x = o(c);
  return fields([
    ['Name', s(x.name)],
    ['Type', s(x.type)],
    ['Format', s(x.format)],
    ['Description', s(x.description)],
    ['Priority', typeof x.priority === 'number' ? String(x.priority) : '0'],
    ['JSONPath', s(x.jsonPath)],
  ]);
}

function goJSONVersion(v: CustomResourceDefinitionVersion): string {
  const sch = v.schema;
  const sub = v.subresources;
  const scale = sub?.scale;
  return fields([
    ['Name', s(v.name)],
    ['Served', b(v.served)],
    ['Storage', b(v.storage)],
    ['Deprecated', b(v.deprecated)],
    ['DeprecationWarning', strPtr(v.deprecationWarning)],
    ['Schema', sch ? fields([['OpenAPIV3Schema', sch.openAPIV3Schema ? goJSONSchemaProps(sch.openAPIV3Schema) : 'null']]) : 'null'],
    [
      'Subresources',
      sub
        ? fields([
            ['Status', sub.status ? '{}' : 'null'],
            [
              'Scale',
              scale
                ? fields([
                    ['SpecReplicasPath', s(scale.specReplicasPath)],
                    ['StatusReplicasPath', s(scale.statusReplicasPath)],
                    ['LabelSelectorPath', strPtr(scale.labelSelectorPath)],
                  ])
                : 'null',
            ],
          ])
        : 'null',
    ],
    ['AdditionalPrinterColumns', jsonList(v.additionalPrinterColumns, goJSONColumn)],
    ['SelectableFields', jsonList(v.selectableFields, (f) => fields([['JSONPath', s(o(f).jsonPath)]]))],
  ]);
}

// ---- %#v rendering (before 1.34) ----

const ADDRESS = '0xc000010000';
const ptr = (type: string, present: boolean) => `(*${type})(${present ? ADDRESS : 'nil'})`;

function sharpSlice(type: string, items: unknown[] | undefined, item: (x: unknown) => string): string {
  if (items === undefined) return `[]${type}(nil)`;
  return `[]${type}{${items.map(item).join(', ')}}`;
}

function sharpColumn(c: unknown): string {
  const x = o(c);
  const q = (k: string) => goQuote(typeof x[k] === 'string' ? (x[k] as string) : '');
  return (
    'apiextensions.CustomResourceColumnDefinition{' +
    `Name:${q('name')}, Type:${q('type')}, Format:${q('format')}, Description:${q('description')}, ` +
    `Priority:${typeof x.priority === 'number' ? x.priority : 0}, JSONPath:${q('jsonPath')}}`
  );
}

function sharpVersion(v: CustomResourceDefinitionVersion): string {
  const cols = Array.isArray(v.additionalPrinterColumns) ? v.additionalPrinterColumns : undefined;
  const sel = Array.isArray(v.selectableFields) ? v.selectableFields : undefined;
  return (
    'apiextensions.CustomResourceDefinitionVersion{' +
    `Name:${goQuote(typeof v.name === 'string' ? v.name : '')}, Served:${v.served === true}, Storage:${v.storage === true}, ` +
    `Deprecated:${v.deprecated === true}, DeprecationWarning:${ptr('string', v.deprecationWarning !== undefined)}, ` +
    `Schema:${ptr('apiextensions.CustomResourceValidation', v.schema !== undefined)}, ` +
    `Subresources:${ptr('apiextensions.CustomResourceSubresources', v.subresources !== undefined)}, ` +
    `AdditionalPrinterColumns:${sharpSlice('apiextensions.CustomResourceColumnDefinition', cols, sharpColumn)}, ` +
    `SelectableFields:${sharpSlice('apiextensions.SelectableField', sel, (f) => `apiextensions.SelectableField{JSONPath:${goQuote(String(o(f).jsonPath ?? ''))}}`)}}`
  );
}

// ---- bad values ----

/** spec.Versions ([]apiextensions.CustomResourceDefinitionVersion) as a bad value. */
export function goVersionsValue(versions: CustomResourceDefinitionVersion[] | undefined, kubeVersion: string): GoValue {
  const text = rendersJSON(kubeVersion)
    ? versions === undefined
      ? 'null'
      : '[' + versions.map(goJSONVersion).join(',') + ']'
    : sharpSlice('apiextensions.CustomResourceDefinitionVersion', versions, (v) => sharpVersion(v as CustomResourceDefinitionVersion));
  return { goString: () => text };
}

/** One apiextensions.CustomResourceDefinitionVersion as a bad value. */
export function goVersionValue(version: CustomResourceDefinitionVersion, kubeVersion: string): GoValue {
  const text = rendersJSON(kubeVersion) ? goJSONVersion(version) : sharpVersion(version);
  return { goString: () => text };
}

/** A []string bad value (nil when absent). */
export function goStringSlice(values: string[] | undefined, kubeVersion: string): GoValue {
  const text = rendersJSON(kubeVersion)
    ? values === undefined
      ? 'null'
      : '[' + values.map(goJSONString).join(',') + ']'
    : values === undefined
      ? '[]string(nil)'
      : `[]string{${values.map(goQuote).join(', ')}}`;
  return { goString: () => text };
}

/**
 * A *string bad value: json.Marshal since 1.34; before, ErrorBody dereferenced pointers (nil
 * became the string "null") and printed strings with %q.
 */
export function goStringPointer(value: string | undefined, kubeVersion: string): GoValue {
  const text = rendersJSON(kubeVersion) ? (value === undefined ? 'null' : goJSONString(value)) : goQuote(value === undefined ? 'null' : value);
  return { goString: () => text };
}

/** A *bool bad value (see goStringPointer). */
export function goBoolPointer(value: boolean | undefined, kubeVersion: string): GoValue {
  const text = rendersJSON(kubeVersion) ? (value === undefined ? 'null' : String(value)) : value === undefined ? goQuote('null') : String(value);
  return { goString: () => text };
}
