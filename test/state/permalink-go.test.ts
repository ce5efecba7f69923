// Share links and state files of Go mode (format 4): the Go files in their order, the mode, and
// work without Go still written in the format it had before.
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, formatVersion, parseStateFile, stateFileText } from '../../src/state/permalink';
import { defaultSnapshot, goFiles, validGoPath, type Snapshot } from '../../src/state/snapshot';

const TYPES = `package v1

// +kubebuilder:object:root=true
type Widget struct {
\tmetav1.TypeMeta   \`json:",inline"\`
\tmetav1.ObjectMeta \`json:"metadata,omitempty"\`
\t// +kubebuilder:validation:Maximum=10
\tReplicas int32 \`json:"replicas"\`
}
`;

function goWork(): Snapshot {
  const base = defaultSnapshot();
  return {
    ...base,
    texts: {
      ...base.texts,
      crd: 'generated: yaml\n',
      'go:go.mod': 'module example.com/w\n',
      'go:api/v1/widget_types.go': TYPES,
      'go:api/v1/groupversion_info.go': '// +groupName=w.example.com\npackage v1\n',
    },
    options: { ...base.options, crdSource: 'go' },
  };
}

describe('permalink format 4 (Go mode)', () => {
  it('round-trips Go mode with its files in their order; the generated CRD text is left out', () => {
    const snap = goWork();
    const enc = encodeState(snap);
    expect(enc.startsWith('4.')).toBe(true);
    const dec = decodeState(enc);
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.options.crdSource).toBe('go');
    expect(goFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['go.mod', 'api/v1/widget_types.go', 'api/v1/groupversion_info.go']);
    expect(dec.snapshot.texts['go:api/v1/widget_types.go']).toBe(TYPES);
    expect(dec.snapshot.texts.crd).toBe('');
  });

  it('keeps the YAML text when Go files are kept but the switch is on YAML', () => {
    const snap = goWork();
    snap.options.crdSource = 'yaml';
    const dec = decodeState(encodeState(snap));
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.texts.crd).toBe('generated: yaml\n');
    expect(dec.snapshot.options.crdSource).toBe('yaml');
    expect(goFiles(dec.snapshot.texts)).toHaveLength(3);
  });

  it('state files carry Go mode too', () => {
    const text = stateFileText(goWork());
    expect(JSON.parse(text).version).toBe(4);
    const dec = parseStateFile(text);
    if (!dec.ok) throw new Error(dec.reason);
    expect(goFiles(dec.snapshot.texts)).toHaveLength(3);
  });

  it('writes work without Go in the format it had before (older links unchanged)', () => {
    const base = defaultSnapshot();
    expect(formatVersion(base)).toBe(1);
    expect(encodeState(base).startsWith('1.')).toBe(true);
    expect(formatVersion({ ...base, options: { ...base.options, crdSource: 'yaml' } })).toBe(1);
    expect(formatVersion({ ...base, options: { ...base.options, crdUpdate: true } })).toBe(3);
  });

  it('drops Go files whose path is not a relative .go or go.mod path', () => {
    const json = {
      format: 'crd-playground-state',
      version: 4,
      texts: { crd: '', objects: '', 'go:../x.go': 'a', 'go:/abs.go': 'b', 'go:a/b.txt': 'c', 'go:ok.go': 'd', 'go:x.go': 5 },
      options: { kubeVersion: '1.34', strict: false, crdSource: 'go' },
      tab: 'problems',
    };
    const dec = parseStateFile(JSON.stringify(json));
    if (!dec.ok) throw new Error(dec.reason);
    expect(goFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['ok.go']);
    expect(validGoPath('api/v1/types.go')).toBe(true);
    expect(validGoPath('go.mod')).toBe(true);
    expect(validGoPath('api//x.go')).toBe(false);
    expect(validGoPath('.go')).toBe(false);
  });
});
