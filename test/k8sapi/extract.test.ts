import { describe, expect, it } from 'vitest';
import { buildConstraintHolds, extractGoFile } from '../../scripts/k8s-api-extract';
import { parseGoFile } from '../../src/engine/gosource/index';

// scripts/k8s-api-extract.ts: what `npm run k8s-api-data` keeps of a k8s.io/api source file.
const SRC = `/*
Copyright The Kubernetes Authors.
*/

// +k8s:openapi-gen=true
package v1

import (
	"encoding/json"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

var unused = fmt.Sprintf("%d", 1)

// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Pod is a pod.
type Pod struct {
	metav1.TypeMeta \`json:",inline"\`
	// +optional
	metav1.ObjectMeta \`json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"\`

	// Port doc.
	// +listType=atomic
	Port intstr.IntOrString \`json:"port" protobuf:"bytes,2,opt,name=port" patchStrategy:"merge"\`
	NoTag string
	Internal string \`protobuf:"bytes,3,opt,name=internal"\`
}

// Phase is a phase.
// +enum
type Phase string

// These are the valid phases.
const (
	// PhasePending doc.
	PhasePending Phase = "Pending"
	// untyped: left out
	MaxThings = 10
	PhaseRunning Phase = "Running" // running
)

const DefaultName = "x"

func (p *Pod) MarshalJSON() ([]byte, error) { return json.Marshal(p) }
func (p *Pod) DeepCopy() *Pod { return p }
func Helper() {}
`;

describe('extractGoFile', () => {
  const r = extractGoFile('k8s.io/api/core/v1/types.go', SRC);
  const text = r.text ?? '';

  it('writes Go that the reader parses, with the types it found', () => {
    expect(r.note).toBeUndefined();
    expect(parseGoFile('x.go', text).errors).toEqual([]);
    expect(r.types).toEqual(['Pod', 'Phase']);
  });

  it('keeps the imports still used and drops the license, vars, functions and other methods', () => {
    expect(text.startsWith('package v1\n\nimport (\n\tmetav1 "k8s.io/apimachinery/pkg/apis/meta/v1"\n\t"k8s.io/apimachinery/pkg/util/intstr"\n)\n')).toBe(true);
    for (const gone of ['Copyright', 'unused', 'DeepCopy', 'Helper', '"fmt"', '"encoding/json"', 'MaxThings', 'DefaultName', 'return']) {
      expect(text).not.toContain(gone);
    }
    expect(text).toContain('func (p *Pod) MarshalJSON() ([]byte, error)\n');
  });

  it('reduces struct tags to their json key', () => {
    expect(text).toContain('metav1.ObjectMeta `json:"metadata,omitempty"`\n');
    expect(text).toContain('Port intstr.IntOrString `json:"port"`\n');
    expect(text).toContain('\tNoTag string\n');
    expect(text).toContain('\tInternal string\n');
    expect(text).not.toContain('protobuf');
  });

  it('keeps doc comments, markers and the marker group above a doc past a blank line', () => {
    expect(text).toContain('// +genclient\n// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\n\n// Pod is a pod.\ntype Pod struct {');
    expect(text).toContain('\t// Port doc.\n\t// +listType=atomic\n\tPort');
    expect(text).toContain('// Phase is a phase.\n// +enum\ntype Phase string');
  });

  it('keeps the typed string constants of a const block (enums) with their comments', () => {
    expect(text).toContain('// These are the valid phases.\nconst (\n\t// PhasePending doc.\n\tPhasePending Phase = "Pending"\n\tPhaseRunning Phase = "Running" // running\n)');
  });

  it('leaves out a file with nothing to keep, and one whose build constraint is off', () => {
    expect(extractGoFile('doc.go', '// Package v1 doc\npackage v1\n').text).toBeUndefined();
    const tagged = extractGoFile('f.go', '//go:build fieldsv1string\n\npackage v1\n\ntype FieldsV1 struct{ s string }\n');
    expect(tagged.text).toBeUndefined();
    expect(tagged.note).toBe('left out (build constraint fieldsv1string)');
  });

  it('reports a file it cannot read', () => {
    expect(extractGoFile('bad.go', 'package v1\ntype X[T any] struct{}\n').note).toBe('bad.go:2:7: type parameters are not supported (generic type X)');
  });
});

describe('//go:build constraints (default linux/amd64 build, no custom tags)', () => {
  const cases: [string, boolean][] = [
    ['linux', true],
    ['!linux', false],
    ['fieldsv1string', false],
    ['!fieldsv1string', true],
    ['kubernetes_protomessage_one_more_release', false],
    ['linux && !windows', true],
    ['windows || darwin', false],
    ['(linux || darwin) && amd64', true],
    ['go1.21', true],
    ['!notest', true],
  ];
  it.each(cases)('%s', (expr, want) => {
    expect(buildConstraintHolds(expr)).toBe(want);
  });
});
