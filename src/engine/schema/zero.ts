// reflect.DeepEqual questions ValidateStructural asks about converted schemas: is a
// Structural (or a NestedValueValidation) equal to one with only a few fields set?
// Mirrors what NewStructural keeps for each JSONSchemaProps field (convert.go).
import type { JSONSchemaProps } from '../apis/jsonschema';
import { additionalOf, flag, isPresent, list, str } from './props';

type NodeKind = 'structural' | 'nested';

const STRING_FIELDS = ['description', 'title', 'format', 'pattern'];
const BOOL_FIELDS = ['nullable', 'exclusiveMaximum', 'exclusiveMinimum', 'uniqueItems', 'x-kubernetes-embedded-resource', 'x-kubernetes-int-or-string', 'x-kubernetes-preserve-unknown-fields'];
// example and externalDocs are dropped by NewStructural up to Kubernetes 1.35; from 1.36 NewStructural
// keeps them in Generic (convert.go newGenerics at v1.36.0), so they count here (`keepsDocs`).
const POINTER_FIELDS = [
  'default',
  'maximum',
  'minimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'multipleOf',
  'maxProperties',
  'minProperties',
  'required',
  'not',
  'items',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
];
/** Kept by NewStructural from Kubernetes 1.36 (Generic.Example, Generic.ExternalDocs). */
const DOC_FIELDS = ['example', 'externalDocs'];
/** Slices NewStructural builds by appending: empty lists become nil. */
const APPENDED_FIELDS = ['enum', 'allOf', 'anyOf', 'oneOf'];

/**
 * True when the converted node has nothing set except the fields in `ignore`.
 * Structural nodes keep `properties` only when non-empty and keep any `additionalProperties`;
 * nested nodes keep any `properties` map and drop `additionalProperties: false`.
 */
export function isZeroExcept(s: JSONSchemaProps, kind: NodeKind, ignore: ReadonlySet<string>, keepsDocs = false): boolean {
  if (!ignore.has('type') && str(s, 'type') !== '') return false;
  if (keepsDocs) for (const k of DOC_FIELDS) if (!ignore.has(k) && isPresent(s, k)) return false;
  for (const k of STRING_FIELDS) if (!ignore.has(k) && str(s, k) !== '') return false;
  for (const k of BOOL_FIELDS) if (!ignore.has(k) && flag(s, k)) return false;
  for (const k of POINTER_FIELDS) if (!ignore.has(k) && isPresent(s, k)) return false;
  for (const k of APPENDED_FIELDS) if (!ignore.has(k) && (list(s, k)?.length ?? 0) > 0) return false;
  if (!ignore.has('properties') && isPresent(s, 'properties')) {
    const n = Object.keys(s.properties as object).length;
    if (kind === 'nested' || n > 0) return false;
  }
  if (!ignore.has('additionalProperties')) {
    const ap = additionalOf(s);
    if (ap && (kind === 'structural' || ap.allows)) return false;
  }
  return true;
}
