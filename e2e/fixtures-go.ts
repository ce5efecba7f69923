// The Gadget Go types the Go-mode browser tests type into the Go editors (one marker or declaration a
// line, no indentation: the editor indents typed lines itself), an object over their maximum, and the
// share link of Go mode with one Go file.
import { shareURL } from '../src/state/permalink';
import { defaultSnapshot, goTextId } from '../src/state/snapshot';
import { appURL } from './browser';

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

/**
 * A share link of Go mode with `text` as its one Go file (api/v1/widget_types.go, the file Go mode
 * starts with) and the example's objects (or `objects`): the work a switch to Go types and a paste of
 * `text` into the Go editor (and of `objects` into the object editor) leave.
 */
export function goLink(text: string, objects?: string): string {
  const start = defaultSnapshot();
  return shareURL(appURL(), {
    ...start,
    options: { ...start.options, crdSource: 'go' },
    texts: { crd: '', objects: objects ?? start.texts.objects, [goTextId('api/v1/widget_types.go')]: text },
  });
}
