// The CRD marker definitions of controller-tools v0.21.0 pkg/crd/markers (validation.go, crd.go,
// topology.go, package.go): 127 definitions under 77 names, registered in the markers registry.
// The 20 `kubebuilder:validation:<X>` markers each get four: on fields, on types, and their
// `kubebuilder:validation:items:<X>` forms on fields and types.

import { anonymous, arg, defineMarker, empty, MarkerRegistry, struct } from '../markers/reg';
import { goJSONSyntaxError } from '../golang/jsonsyntax';
import type { ArgValue, CustomParseResult, MarkerDefinition, MarkerOutput, TargetType } from '../markers/types';

const VALIDATION: [string, MarkerOutput, string][] = [
  ['Maximum', anonymous(arg.number()), 'specifies the maximum numeric value that this field can have.'],
  ['Minimum', anonymous(arg.number()), 'specifies the minimum numeric value that this field can have. Negative numbers are supported.'],
  ['ExclusiveMaximum', anonymous(arg.bool()), 'indicates that the maximum is "up to" but not including that value.'],
  ['ExclusiveMinimum', anonymous(arg.bool()), 'indicates that the minimum is "up to" but not including that value.'],
  ['MultipleOf', anonymous(arg.number()), "specifies that this field must have a numeric value that's a multiple of this one."],
  ['MinProperties', anonymous(arg.int()), 'restricts the number of keys in an object'],
  ['MaxProperties', anonymous(arg.int()), 'restricts the number of keys in an object'],
  ['MaxLength', anonymous(arg.int()), 'specifies the maximum length for this string.'],
  ['MinLength', anonymous(arg.int()), 'specifies the minimum length for this string.'],
  ['Pattern', anonymous(arg.string()), 'specifies that this string must match the given regular expression.'],
  ['MaxItems', anonymous(arg.int()), 'specifies the maximum length for this list.'],
  ['MinItems', anonymous(arg.int()), 'specifies the minimum length for this list.'],
  ['UniqueItems', anonymous(arg.bool()), 'specifies that all items in this list must be unique.'],
  ['Enum', anonymous(arg.slice(arg.any())), 'specifies that this (scalar) field is restricted to the *exact* values specified here.'],
  ['Format', anonymous(arg.string()), 'specifies additional "complex" formatting for this field.'],
  ['Type', anonymous(arg.string()), 'overrides the type for this field (which defaults to the equivalent of the Go type).'],
  ['XPreserveUnknownFields', empty(), 'PreserveUnknownFields stops the apiserver from pruning fields which are not specified.'],
  ['XEmbeddedResource', empty(), 'EmbeddedResource marks a fields as an embedded resource with apiVersion, kind and metadata fields.'],
  ['XIntOrString', empty(), 'IntOrString marks a fields as an IntOrString.'],
  [
    'XValidation',
    struct({
      rule: arg.string(),
      message: arg.string({ optional: true }),
      messageExpression: arg.string({ optional: true }),
      reason: arg.string({ optional: true }),
      fieldPath: arg.string({ optional: true }),
      optionalOldSelf: arg.ptr(arg.bool()),
    }),
    'marks a field as requiring a value for which a given expression evaluates to true.',
  ],
];

const CATEGORY_VALIDATION = 'CRD validation';

function help(category: string, summary: string) {
  return { help: { category, summary } };
}

/** `+default=<JSON>` (KubernetesDefault.ParseMarker): JSON after `=`; `ref(...)` gives no value. */
function parseKubernetesDefault(_name: string, _anon: string, rest: string): CustomParseResult {
  if (rest.trim().startsWith('ref(')) return { value: null as unknown as ArgValue, errors: [] };
  try {
    return { value: JSON.parse(rest) as ArgValue, errors: [] };
  } catch (e) {
    return { value: null as unknown as ArgValue, errors: [goJSONSyntaxError(rest) ?? (e as Error).message] };
  }
}

export function crdMarkerDefinitions(): MarkerDefinition[] {
  const defs: MarkerDefinition[] = [];
  const d = (name: string, target: TargetType, output: MarkerOutput, category: string, summary: string, extra: object = {}) =>
    defs.push(defineMarker(name, target, output, { ...help(category, summary), ...extra }));

  // validation.go: ValidationMarkers (fields), then per marker its type, items-field and items-type copies
  for (const [n, out, sum] of VALIDATION) d(`kubebuilder:validation:${n}`, 'field', out, CATEGORY_VALIDATION, sum);
  for (const [n, out, sum] of VALIDATION) {
    d(`kubebuilder:validation:${n}`, 'type', out, CATEGORY_VALIDATION, sum);
    d(`kubebuilder:validation:items:${n}`, 'field', out, CATEGORY_VALIDATION, `for array items ${sum}`);
    d(`kubebuilder:validation:items:${n}`, 'type', out, CATEGORY_VALIDATION, `for array items ${sum}`);
  }
  // FieldOnlyMarkers
  d('kubebuilder:validation:Required', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is required.');
  d('kubebuilder:validation:Optional', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is optional.');
  d('required', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is required.');
  d('optional', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is optional.');
  d('k8s:required', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is required.');
  d('k8s:optional', 'field', empty(), CATEGORY_VALIDATION, 'specifies that this field is optional.');
  d('nullable', 'field', empty(), CATEGORY_VALIDATION, 'marks this field as allowing the "null" value.');
  d('kubebuilder:default', 'field', anonymous(arg.any()), CATEGORY_VALIDATION, 'sets the default value for this field.');
  d('default', 'field', anonymous(arg.any()), CATEGORY_VALIDATION, 'sets the default value for this field (JSON, or ref(Const)).', { customParse: parseKubernetesDefault });
  d('kubebuilder:example', 'field', anonymous(arg.any()), CATEGORY_VALIDATION, 'sets the example value for this field.');
  d('kubebuilder:validation:EmbeddedResource', 'field', empty(), CATEGORY_VALIDATION, 'EmbeddedResource marks a fields as an embedded resource with apiVersion, kind and metadata fields.');
  d('kubebuilder:validation:Schemaless', 'field', empty(), CATEGORY_VALIDATION, 'marks a field as being a schemaless object.');
  d('k8s:immutable', 'field', empty(), CATEGORY_VALIDATION, 'marks a field as immutable once set (x-kubernetes-validations self == oldSelf).');
  // TypeOnlyMarkers
  d('kubebuilder:validation:AtMostOneOf', 'type', anonymous(arg.slice(arg.string())), CATEGORY_VALIDATION, 'specifies a list of field names that must conform to the AtMostOneOf constraint.');
  d('kubebuilder:validation:ExactlyOneOf', 'type', anonymous(arg.slice(arg.string())), CATEGORY_VALIDATION, 'specifies a list of field names that must conform to the ExactlyOneOf constraint.');
  d('kubebuilder:validation:AtLeastOneOf', 'type', anonymous(arg.slice(arg.string())), CATEGORY_VALIDATION, 'specifies a list of field names that must conform to the AtLeastOneOf constraint.');
  d('k8s:enum', 'type', empty(), 'CRD', 'indicates that the given type is an enum; all const values of this type are considered values in the enum');
  d('k8s:enum', 'field', empty(), 'CRD', 'k8s:enum must be set on a type, not a field');
  // ValidationIshMarkers
  d('kubebuilder:pruning:PreserveUnknownFields', 'field', empty(), 'CRD processing', 'PreserveUnknownFields stops the apiserver from pruning fields which are not specified.');
  d('kubebuilder:pruning:PreserveUnknownFields', 'type', empty(), 'CRD processing', 'PreserveUnknownFields stops the apiserver from pruning fields which are not specified.');
  d('kubebuilder:title', 'field', anonymous(arg.any()), 'CRD validation', 'sets the title for this field.');
  d('kubebuilder:title', 'type', anonymous(arg.any()), 'CRD validation', 'sets the title for this field.');
  // crd.go
  d('kubebuilder:subresource:status', 'type', empty(), 'CRD', 'enables the "/status" subresource on a CRD.');
  d('kubebuilder:subresource:scale', 'type', struct({ specpath: arg.string(), statuspath: arg.string(), selectorpath: arg.ptr(arg.string()) }), 'CRD', 'enables the "/scale" subresource on a CRD.');
  d(
    'kubebuilder:printcolumn',
    'type',
    struct({
      name: arg.string(),
      type: arg.string(),
      JSONPath: arg.string(),
      description: arg.string({ optional: true }),
      format: arg.string({ optional: true }),
      priority: arg.int({ optional: true }),
    }),
    'CRD',
    'adds a column to "kubectl get" output for this CRD.',
  );
  d(
    'kubebuilder:resource',
    'type',
    struct({
      path: arg.string({ optional: true }),
      shortName: arg.slice(arg.string(), { optional: true }),
      categories: arg.slice(arg.string(), { optional: true }),
      singular: arg.string({ optional: true }),
      scope: arg.string({ optional: true }),
    }),
    'CRD',
    'configures naming and scope for a CRD.',
  );
  d('kubebuilder:storageversion', 'type', empty(), 'CRD', 'marks this version as the "storage version" for the CRD for conversion.');
  d('kubebuilder:skipversion', 'type', empty(), 'CRD', 'removes the particular version of the CRD from the CRDs spec.');
  d('kubebuilder:unservedversion', 'type', empty(), 'CRD', 'does not serve this version.');
  d('kubebuilder:deprecatedversion', 'type', struct({ warning: arg.ptr(arg.string()) }), 'CRD', 'marks this version as deprecated.');
  d(
    'kubebuilder:metadata',
    'type',
    struct({ annotations: arg.slice(arg.string(), { optional: true }), labels: arg.slice(arg.string(), { optional: true }) }),
    'CRD',
    'configures the additional annotations or labels for this CRD.',
  );
  d('kubebuilder:selectablefield', 'type', struct({ JSONPath: arg.string() }), 'CRD', 'adds a field that may be used with field selectors.');
  d('kubebuilder:externalDocs', 'field', struct({ url: arg.string(), description: arg.string({ optional: true }) }), 'CRD', 'specifies external documentation for this field or type.');
  d('kubebuilder:externalDocs', 'type', struct({ url: arg.string(), description: arg.string({ optional: true }) }), 'CRD', 'specifies external documentation for this field or type.');
  // topology.go
  for (const target of ['field', 'type'] as const) d('listMapKey', target, anonymous(arg.string()), 'CRD processing', 'specifies the keys to map listTypes.');
  for (const target of ['field', 'type'] as const)
    d('listType', target, anonymous(arg.string()), 'CRD processing', 'specifies the type of data-structure that the list represents (map, set, atomic).');
  for (const target of ['field', 'type'] as const) d('mapType', target, anonymous(arg.string()), 'CRD processing', 'specifies the level of atomicity of the map.');
  for (const target of ['field', 'type'] as const) d('structType', target, anonymous(arg.string()), 'CRD processing', 'specifies the level of atomicity of the struct.');
  // package.go
  d('groupName', 'package', anonymous(arg.string({ optional: true })), 'CRD', 'specifies the API group name for this package.');
  d('versionName', 'package', anonymous(arg.string()), 'CRD', 'overrides the API group version for this package (defaults to the package name).');
  d('kubebuilder:validation:Optional', 'package', empty(), CATEGORY_VALIDATION, 'specifies that all fields in this package are optional by default.');
  d('kubebuilder:validation:Required', 'package', empty(), CATEGORY_VALIDATION, 'specifies that all fields in this package are required by default.');
  d('kubebuilder:skip', 'package', empty(), 'CRD', "don't consider this package as an API version.");
  return defs;
}

let shared: MarkerRegistry | undefined;

/** A registry with the CRD markers (crdmarkers.Register), made once. */
export function crdMarkerRegistry(): MarkerRegistry {
  if (!shared) shared = registerCRDMarkers(new MarkerRegistry());
  return shared;
}

/** crdmarkers.Register: adds every CRD marker definition to `reg`. */
export function registerCRDMarkers(reg: MarkerRegistry): MarkerRegistry {
  return reg.register(...crdMarkerDefinitions());
}
