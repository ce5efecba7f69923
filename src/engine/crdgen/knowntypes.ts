// controller-tools pkg/crd/known_types.go: schemas of types in core Kubernetes packages that have
// custom serialization (KnownPackages), and the ObjectMeta schema of generateEmbeddedObjectMeta
// (ObjectMetaPackages: name, namespace, labels, annotations, finalizers).

import type { Props } from './props';

export const METAV1 = 'k8s.io/apimachinery/pkg/apis/meta/v1';

const QUANTITY_PATTERN = '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$';

const intOrString = (): Props => ({ anyOf: [{ type: 'integer' }, { type: 'string' }], 'x-kubernetes-int-or-string': true });

/** Import path → type name → schema. */
export function knownSchemas(embeddedObjectMeta: boolean): Map<string, Map<string, () => Props>> {
  const m = new Map<string, Map<string, () => Props>>();
  const add = (pkg: string, name: string, s: () => Props) => {
    let p = m.get(pkg);
    if (!p) m.set(pkg, (p = new Map()));
    p.set(name, s);
  };
  add(METAV1, 'ObjectMeta', () => ({ type: 'object' }));
  add(METAV1, 'Time', () => ({ type: 'string', format: 'date-time' }));
  add(METAV1, 'MicroTime', () => ({ type: 'string', format: 'date-time' }));
  add(METAV1, 'Duration', () => ({ type: 'string' }));
  add(METAV1, 'Fields', () => ({ type: 'object', additionalProperties: true }));
  add('k8s.io/apimachinery/pkg/api/resource', 'Quantity', () => ({ ...intOrString(), pattern: QUANTITY_PATTERN }));
  add('k8s.io/apimachinery/pkg/runtime', 'RawExtension', () => ({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true }));
  add('k8s.io/apimachinery/pkg/apis/meta/v1/unstructured', 'Unstructured', () => ({ type: 'object' }));
  add('k8s.io/apimachinery/pkg/util/intstr', 'IntOrString', intOrString);
  add('k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1', 'JSON', () => ({ 'x-kubernetes-preserve-unknown-fields': true }));
  add('k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1', 'JSON', () => ({ 'x-kubernetes-preserve-unknown-fields': true }));
  // the standard library types Kubernetes API types use in fields (read from Go's sources by controller-gen)
  add('time', 'Duration', () => ({
    description: 'A Duration represents the elapsed time between two instants\nas an int64 nanosecond count. The representation limits the\nlargest representable duration to approximately 290 years.',
    type: 'integer',
    format: 'int64',
  }));
  if (embeddedObjectMeta) {
    const str = (): Props => ({ type: 'string' });
    add(METAV1, 'ObjectMeta', () => ({
      type: 'object',
      properties: {
        name: str(),
        namespace: str(),
        annotations: { type: 'object', additionalProperties: str() },
        labels: { type: 'object', additionalProperties: str() },
        finalizers: { type: 'array', items: str() },
      },
    }));
  }
  return m;
}

/** Packages whose every type we need is known (no source needed to resolve them). */
export const SOURCELESS_KNOWN = new Set(['k8s.io/apimachinery/pkg/api/resource', 'k8s.io/apimachinery/pkg/util/intstr']);
