// The parts of a JSONSchemaProps that apiserver/schema.Structural keeps for pruning and
// defaulting (structural.go, convert.go NewStructural): properties, additionalProperties,
// items (a single schema only), default, nullable and x-kubernetes-preserve-unknown-fields.
// allOf/anyOf/oneOf/not are value validation only and never contribute to the skeleton.
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';

/** The options of the structural schema checks (validation.go, complete.go). */
export interface StructuralValidationOptions {
  allowNestedAdditionalProperties?: boolean;
  allowNestedXValidations?: boolean;
  allowValidationPropertiesWithAdditionalProperties?: boolean;
  /**
   * NewStructural keeps `example` and `externalDocs` (Kubernetes 1.36+, convert.go at v1.36.0): they
   * then make a root metadata schema more than name/generateName and break the int-or-string anyOf pattern.
   */
  keepsExampleAndExternalDocs?: boolean;
  /** The Kubernetes version whose rendering of bad values orders the errors; default: the newest. */
  kubeVersion?: string;
}

/** A schema as the structural walkers see it: `undefined` is Go's nil *Structural. */
type StructuralNode = JSONSchemaProps | undefined;

/** Items: a single schema; the array form is rejected by CRD validation and has no skeleton. */
export function itemsSchema(s: StructuralNode): StructuralNode {
  if (!s) return undefined;
  const it = s.items;
  return isObject(it as JSONValue) ? (it as JSONSchemaProps) : undefined;
}

/** Generic.Default.Object != nil: `default: null` counts as no default. */
export function hasDefault(s: StructuralNode): s is JSONSchemaProps & { default: JSONValue } {
  return !!s && s.default !== undefined && s.default !== null;
}

export function isEmbeddedResource(s: StructuralNode): boolean {
  return !!s && s['x-kubernetes-embedded-resource'] === true;
}

/** sort.Strings: byte-wise (UTF-8) order, i.e. code point order. */
export function compareGoStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    // Surrogates (non-BMP code points) sort above U+E000..U+FFFF in UTF-8.
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca - cb;
  }
  return a.length - b.length;
}
