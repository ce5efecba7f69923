// Quick fixes of marker warnings in a Go file: the unknown-marker warning's replacement
// (src/engine/markers/diagnose.ts unknownMarkerWarning; names as controller-gen v0.21.0 registers them).
import { describe, expect, it } from 'vitest';
import { goCodeActions } from '../../../src/engine/index';

const SRC = `package v1

type WidgetSpec struct {
\t// +kubebuilder:validation:maximum=10
\tReplicas int32 \`json:"replicas"\`
\t// +kubebuilder:validation:Minimum=1
\tSize int32 \`json:"size"\`
}
`;

const apply = (text: string, e: { span: { start: number; end: number }; text: string }) => text.slice(0, e.span.start) + e.text + text.slice(e.span.end);

describe('goCodeActions', () => {
  it('replaces a miscased marker name by the registered one, keeping its value', () => {
    const at = SRC.indexOf('maximum');
    const actions = goCodeActions('api/v1/types.go', SRC, { start: at, end: at });
    expect(actions).toHaveLength(1);
    expect(actions[0].title).toBe('Change to `+kubebuilder:validation:Maximum`');
    const fixed = apply(SRC, actions[0].edits[0]);
    expect(fixed).toContain('// +kubebuilder:validation:Maximum=10\n');
    expect(goCodeActions('api/v1/types.go', fixed, { start: 0, end: fixed.length })).toEqual([]);
  });

  it('offers nothing on a registered marker or away from the warning', () => {
    const at = SRC.indexOf('Minimum');
    expect(goCodeActions('api/v1/types.go', SRC, { start: at, end: at })).toEqual([]);
    expect(goCodeActions('api/v1/types.go', SRC, { start: 0, end: 5 })).toEqual([]);
  });
});
