// Small Go inputs for the crdgen tests: a module `example.com/api` and a hand-written stand-in of
// k8s.io/apimachinery/pkg/apis/meta/v1 (TypeMeta with its real doc comments and tags, ObjectMeta,
// ListMeta, Time, Condition) so that no k8s.io/api data is needed.

import type { JSONObject, JSONValue } from '../../../src/engine/apis/json';
import { generateCRDs, packagesFromFiles, type CrdGenOptions, type CrdGenResult } from '../../../src/engine/crdgen';

export const METAV1_STANDIN = `package v1

// TypeMeta describes an individual object in an API response or request
// with strings representing the type of the object and its API schema version.
// Structures that are versioned or persisted should inline TypeMeta.
// +k8s:deepcopy-gen=false
// +kubebuilder:validation:enum=x
type TypeMeta struct {
	// Kind is a string value representing the REST resource this object represents.
	// +optional
	Kind string \`json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"\`

	// APIVersion defines the versioned schema of this representation of an object.
	// +optional
	APIVersion string \`json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"\`
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	// Name must be unique within a namespace.
	// +optional
	Name string \`json:"name,omitempty"\`
}

// ListMeta describes metadata that synthetic resources must have.
type ListMeta struct {
	// +optional
	Continue string \`json:"continue,omitempty"\`
}

// Time is a wrapper around time.Time.
type Time struct {
	Time int64 \`json:"-"\`
}
`;

export const HEADER = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
`;

/** Generates from files under module example.com/api (paths relative to the module root). */
export function gen(files: Record<string, string>, options: CrdGenOptions = {}): CrdGenResult {
  const list = [{ path: 'go.mod', text: 'module example.com/api\n\ngo 1.22\n' }, ...Object.entries(files).map(([path, text]) => ({ path, text }))];
  const { module, packages } = packagesFromFiles(list);
  return generateCRDs(
    { module, packages, extra: [{ importPath: 'k8s.io/apimachinery/pkg/apis/meta/v1', files: [{ path: 'k8s.io/apimachinery/pkg/apis/meta/v1/types.go', text: METAV1_STANDIN }] }] },
    options,
  );
}

/** A kind `Widget` in group example.com, version v1, with the given spec fields and extra declarations. */
export function widget(specFields: string, extra = '', typeMarkers = ''): Record<string, string> {
  return {
    'v1/types.go': `// +groupName=example.com
${HEADER}
// WidgetSpec is the desired state.
type WidgetSpec struct {
${specFields}
}
${extra}
${typeMarkers}
// Widget is a test kind.
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec WidgetSpec \`json:"spec,omitempty"\`
}
`,
  };
}

/** The value at a dotted path (`a.b[0].c`) of a JSON value. */
export function at(v: JSONValue | undefined, path: string): JSONValue | undefined {
  let cur: JSONValue | undefined = v;
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    if (cur === undefined || cur === null || typeof cur !== 'object') return undefined;
    if (part.startsWith('[')) cur = (cur as JSONValue[])[Number(part.slice(1, -1))];
    else cur = (cur as JSONObject)[part];
  }
  return cur;
}

export const SPEC = 'spec.versions[0].schema.openAPIV3Schema.properties.spec';
