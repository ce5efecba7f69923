// Share links and state files of Go mode (format 4): the Go files in their order, the mode, and
// work without Go still written in the format it had before.
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, formatVersion, parseStateFile, stateFileText } from '../../src/state/permalink';
import { defaultSnapshot, goFiles, oldGoFiles, validGoPath, type Snapshot } from '../../src/state/snapshot';

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

/**
 * A format-4 link written by the playground before the previous CRD could be Go (commit f4788cd's
 * permalink.ts): Go mode with one file, a CRD update with a YAML previous CRD, the Changes tab.
 */
const FORMAT4_BEFORE_PREVIOUS_GO =
  '4.TVBBasMwEPyK2GObxIQSCoKecu8lbU-Cspa3rhprpUpynBDy966cFIIOYkejmZ05Q6FjyaDPYFMHGmABof0hWzHA6D4oZRdYKwO5YDvQio7oo9w2-OawNmB477jTapsCv2Fr2FPBDgtqw0oxetLKn5ZM09IKZXmVN5wj2ZlS0V0dxONB3U6zqcpKOY_9VQAnysHTVWSG63uiODiLWauN4br88J9i6LZzopjo4MIojBP6YSb1QUs02b6ZXNdT-SynSHnVB6E3jXrsUxjjq2z-Mt3HNRzR7sVYSW6Gi5jEIuXM9e3Hlm5licp69fQsRrkkZwvoLxwyLSDR70hZZimbsJAwpPX3KG0R6JJG4QiwC2OyAsie1URqrz--kXvKcPkDSBiNQA';

function previousGoWork(): Snapshot {
  const snap = goWork();
  snap.texts.oldCrd = 'generated previous: yaml\n';
  snap.texts['oldgo:api/v1/widget_types.go'] = TYPES.replace('Maximum=10', 'Maximum=20');
  snap.texts['oldgo:api/v1/groupversion_info.go'] = '// +groupName=w.example.com\npackage v1\n';
  snap.options = { ...snap.options, crdUpdate: true, oldCrdSource: 'go' };
  return snap;
}

describe('permalink format 4: a previous CRD in Go (CRD update)', () => {
  it("round-trips the previous CRD's Go files in their order and its switch; its generated text is left out", () => {
    const enc = encodeState(previousGoWork());
    expect(enc.startsWith('4.')).toBe(true);
    const dec = decodeState(enc);
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.options.oldCrdSource).toBe('go');
    expect(dec.snapshot.options.crdUpdate).toBe(true);
    expect(oldGoFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go', 'api/v1/groupversion_info.go']);
    expect(dec.snapshot.texts['oldgo:api/v1/widget_types.go']).toContain('Maximum=20');
    // the current Go files are not mixed with the previous ones
    expect(goFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['go.mod', 'api/v1/widget_types.go', 'api/v1/groupversion_info.go']);
    expect(dec.snapshot.texts.oldCrd).toBe('');
  });

  it('a previous CRD in Go alone (the CRD in YAML) is Go work: format 4, the CRD text kept', () => {
    const base = defaultSnapshot();
    const snap: Snapshot = { ...base, texts: { ...base.texts, oldCrd: 'gen\n', 'oldgo:types.go': 'package v1\n' }, options: { ...base.options, crdUpdate: true, oldCrdSource: 'go' } };
    expect(formatVersion(snap)).toBe(4);
    const dec = decodeState(encodeState(snap));
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.texts.crd).toBe(base.texts.crd);
    expect(dec.snapshot.options.crdSource).toBeUndefined();
    expect(oldGoFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['types.go']);
  });

  it('state files carry the previous CRD in Go too', () => {
    const dec = parseStateFile(stateFileText(previousGoWork()));
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.options.oldCrdSource).toBe('go');
    expect(oldGoFiles(dec.snapshot.texts)).toHaveLength(2);
  });

  it('a format-4 link written before previous CRDs in Go still opens as it was: YAML previous CRD, no previous Go files', () => {
    const dec = decodeState(FORMAT4_BEFORE_PREVIOUS_GO);
    if (!dec.ok) throw new Error(dec.reason);
    expect(dec.snapshot.options).toMatchObject({ crdSource: 'go', crdUpdate: true });
    expect(dec.snapshot.options.oldCrdSource).toBeUndefined();
    expect(dec.snapshot.texts.oldCrd).toBe('previous: yaml\n');
    expect(oldGoFiles(dec.snapshot.texts)).toEqual([]);
    expect(goFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go']);
    expect(dec.snapshot.tab).toBe('changes');
    // and written again, the same work gives the same link
    expect(encodeState(dec.snapshot)).toBe(FORMAT4_BEFORE_PREVIOUS_GO);
  });

  it('drops previous Go files whose path is not a relative .go or go.mod path', () => {
    const snap = previousGoWork();
    const bad = { ...snap, texts: { ...snap.texts, 'oldgo:../x.go': 'package x\n', 'oldgo:/abs.go': 'package x\n' } };
    const dec = decodeState(encodeState(bad as Snapshot));
    if (!dec.ok) throw new Error(dec.reason);
    expect(oldGoFiles(dec.snapshot.texts).map((f) => f.path)).toEqual(['api/v1/widget_types.go', 'api/v1/groupversion_info.go']);
  });
});
