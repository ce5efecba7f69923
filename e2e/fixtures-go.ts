// The Gadget Go types the Go-mode browser tests type into the Go editors (one marker or declaration a
// line, no indentation: the editor indents typed lines itself), and an object over their maximum.

/** Our Gadget type; `max` is the size maximum, `extra` marker lines above it. */
export function gadgetTypes(max: number, extra: string[] = []): string {
  return [
    '// +groupName=gadgets.example.com',
    'package v1',
    '',
    'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
    '',
    'type GadgetSpec struct {',
    ...extra,
    `// +kubebuilder:validation:Maximum=${max}`,
    'Size int32 `json:"size"`',
    '}',
    '',
    '// +kubebuilder:object:root=true',
    'type Gadget struct {',
    'metav1.TypeMeta   `json:",inline"`',
    'metav1.ObjectMeta `json:"metadata,omitempty"`',
    'Spec GadgetSpec `json:"spec,omitempty"`',
    '}',
    '',
  ].join('\n');
}

/** One line (the editor indents typed lines itself): a Gadget of size 9. */
export const GADGET_OBJECT = '{"apiVersion": "gadgets.example.com/v1", "kind": "Gadget", "metadata": {"name": "big"}, "spec": {"size": 9}}\n';
