// The language worker's Go questions: answered on the Go file named by `path` among the files sent.
import { describe, expect, it } from 'vitest';
import { answerLanguage } from '../../src/worker/language-service';

const input = { texts: { crd: '', objects: '' } };
const TYPES = 'package v1\n\ntype S struct {\n\t// +kubebuilder:validation:Max\n\tN int32 `json:"n"`\n}\n';
const files = [
  { path: 'api/v1/doc.go', text: 'package v1\n' },
  { path: 'api/v1/types.go', text: TYPES },
];
const offset = TYPES.indexOf('Max') + 3;

describe('answerLanguage: Go ops', () => {
  it('completes in the file named by path', () => {
    const list = answerLanguage({ op: 'goComplete', input, files, path: 'api/v1/types.go', offset }) as { items: { label: string }[] } | null;
    expect(list?.items.map((i) => i.label)).toContain('kubebuilder:validation:Maximum');
    expect(answerLanguage({ op: 'goComplete', input, files, path: 'api/v1/doc.go', offset: 5 })).toBeNull();
  });

  it('hover on a field: its generated schema (type, format, constraints, required)', () => {
    const types = [
      '// +groupName=toys.example.com',
      'package v1',
      '',
      'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
      '',
      'type WidgetSpec struct {',
      '\t// +kubebuilder:validation:Maximum=5',
      '\tSize int32 `json:"size"`',
      '\t// +optional',
      '\tName string `json:"name,omitempty"`',
      '}',
      '',
      '// +kubebuilder:object:root=true',
      'type Widget struct {',
      '\tmetav1.TypeMeta   `json:",inline"`',
      '\tmetav1.ObjectMeta `json:"metadata,omitempty"`',
      '\tSpec WidgetSpec `json:"spec,omitempty"`',
      '}',
      '',
    ].join('\n');
    const go = [{ path: 'api/v1/types.go', text: types }];
    const hover = (needle: string) => answerLanguage({ op: 'goHover', input, files: go, path: 'api/v1/types.go', offset: types.indexOf(needle) + 1 }) as { markdown: string } | null;
    expect(hover('Size int32')?.markdown).toBe('**spec.size**: integer (int32) — required\n\n- maximum: 5');
    expect(hover('Name string')?.markdown).toBe('**spec.name**: string — optional');
    expect(hover('int32')).toBeNull();
  });

  it('answers empty for a file that was not sent', () => {
    expect(answerLanguage({ op: 'goHover', input, files, path: 'api/v1/gone.go', offset })).toBeNull();
    expect(answerLanguage({ op: 'goCodeActions', input, files, path: 'api/v1/gone.go', span: { start: 0, end: 1 } })).toEqual([]);
  });
});
