import { describe, expect, it } from 'vitest';
import { crdMarkerRegistry } from '../../../src/engine/crdgen/register';
import { parseGoFile } from '../../../src/engine/gosource/parser';
import { collectPackageMarkers, type MarkerDiagnostic } from '../../../src/engine/markers';

// What controller-gen ignores without a word (controller-tools #887, #1126, #551, #574,
// kubebuilder #1299, kube-api-linter #157): our warnings, with the real CRD marker registry
// (controller-tools v0.21.0 pkg/crd/markers as crdgen registers it).
function warningsOf(src: string): MarkerDiagnostic[] {
  const file = parseGoFile('api/v1/types.go', src);
  expect(file.errors).toEqual([]);
  const r = collectPackageMarkers([file], crdMarkerRegistry());
  expect(r.errors).toEqual([]);
  return r.warnings;
}

const at = (src: string, d: MarkerDiagnostic): string => src.slice(d.range.start.offset, d.range.end.offset);

const pkg = (body: string): string => `package v1\n\n${body}\n`;

const cases: [string, string, { code: string; text: string; message: RegExp; suggestion?: string }[]][] = [
  [
    'a miscased name (#887): validation:enum',
    pkg('type S struct {\n\t// +kubebuilder:validation:enum=a;b\n\tA string `json:"a"`\n}'),
    [
      {
        code: 'markers.unknown',
        text: '+kubebuilder:validation:enum',
        message: /Did you mean `\+kubebuilder:validation:Enum`\? Marker names are case-sensitive/,
        suggestion: 'kubebuilder:validation:Enum',
      },
    ],
  ],
  [
    'a typo (#1126)',
    pkg('type S struct {\n\t// +kubebuilder:validation:Maximun=3\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.unknown', text: '+kubebuilder:validation:Maximun', message: /Did you mean `\+kubebuilder:validation:Maximum`\?/, suggestion: 'kubebuilder:validation:Maximum' }],
  ],
  [
    'a struct marker with a misspelt name and its first argument',
    pkg('// +kubebuilder:printcolum:name=Age,type=date,JSONPath=.metadata.creationTimestamp\ntype S struct {\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.unknown', text: '+kubebuilder:printcolum:name', message: /Did you mean `\+kubebuilder:printcolumn`\?/, suggestion: 'kubebuilder:printcolumn' }],
  ],
  [
    'a value after a space instead of =',
    pkg('type S struct {\n\t// +kubebuilder:validation:Maximum 10\n\tA int `json:"a"`\n}'),
    [
      {
        code: 'markers.unknown',
        text: '+kubebuilder:validation:Maximum 10',
        message: /Did you mean `\+kubebuilder:validation:Maximum=10`\? A marker's value follows `=`/,
        suggestion: 'kubebuilder:validation:Maximum',
      },
    ],
  ],
  [
    'an unknown kubebuilder marker with nothing close',
    pkg('// +kubebuilder:frobnicate\ntype S struct {\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.unknown', text: '+kubebuilder:frobnicate', message: /controller-gen v0\.21\.0 has no such marker and ignores it/ }],
  ],
  [
    'a k8s: marker main knows but v0.21.0 does not',
    pkg('type S struct {\n\t// +k8s:listType=atomic\n\tA []string `json:"a"`\n}'),
    [{ code: 'markers.unknown', text: '+k8s:listType', message: /unknown marker `\+k8s:listType`: controller-gen ignores it\. Did you mean `\+listType`\?/, suggestion: 'listType' }],
  ],
  [
    'the right name under a wrong prefix',
    pkg('type S struct {\n\t// +kubebuilder:validation:nullable\n\tA *string `json:"a"`\n}'),
    [{ code: 'markers.unknown', text: '+kubebuilder:validation:nullable', message: /Did you mean `\+nullable`\?/, suggestion: 'nullable' }],
  ],
  [
    'a type marker on a field',
    pkg('type S struct {\n\t// +kubebuilder:subresource:status\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.wrong-target', text: '+kubebuilder:subresource:status', message: /applies to types, not to struct fields/ }],
  ],
  [
    "a package marker in a type's doc comment (the kubebuilder book's multiversion tutorial)",
    pkg('// +versionName=v1\n// Widget is a widget.\ntype Widget struct {\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.wrong-target', text: '+versionName', message: /applies to the package, not to types: controller-gen ignores it here \(a package marker in a doc comment stays there/ }],
  ],
  [
    'a field-only marker on a type',
    pkg('// +nullable\ntype S struct {\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.wrong-target', text: '+nullable', message: /applies to struct fields, not to types/ }],
  ],
  [
    'a type marker cut off by another comment group becomes a package marker (#551, #574, kubebuilder #1299)',
    pkg('// +kubebuilder:resource:scope=Cluster\n\n// an unrelated note\n\n// S is a thing.\ntype S struct {\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.unattached', text: '+kubebuilder:resource:scope', message: /reads it as a package-level marker; it applies to types only and is ignored/ }],
  ],
  [
    'a field marker separated from its field by another group',
    pkg('type S struct {\n\t// +kubebuilder:validation:Minimum=1\n\n\t// an unrelated note\n\n\t// A is a number.\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.unattached', text: '+kubebuilder:validation:Minimum', message: /separated from the field `A` by another comment group/ }],
  ],
  [
    'a marker after the last field',
    pkg('type S struct {\n\tA int `json:"a"`\n\t// +kubebuilder:validation:Required\n}'),
    [{ code: 'markers.unattached', text: '+kubebuilder:validation:Required', message: /after the last field of `S`/ }],
  ],
  [
    'a marker at the end of a field line',
    pkg('type S struct {\n\tA int `json:"a"` // +kubebuilder:validation:Minimum=1\n}'),
    [{ code: 'markers.unattached', text: '+kubebuilder:validation:Minimum', message: /end-of-line comment/ }],
  ],
  ['a marker on a function', pkg('// +kubebuilder:validation:Optional\nfunc f() {}'), [{ code: 'markers.unattached', text: '+kubebuilder:validation:Optional', message: /on the function `f`/ }]],
  [
    'type markers on a grouped type declaration',
    pkg('// +kubebuilder:subresource:status\ntype (\n\tS struct {\n\t\tA int `json:"a"`\n\t}\n)'),
    [{ code: 'markers.unattached', text: '+kubebuilder:subresource:status', message: /grouped `type \( \.\.\. \)` declaration/ }],
  ],
  [
    '//+ without a space: read, with a style warning (kube-api-linter #157)',
    pkg('type S struct {\n\t//+kubebuilder:validation:Minimum=1\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.no-space', text: '+kubebuilder:validation:Minimum', message: /controller-gen v0\.21\.0 still reads it/ }],
  ],
  [
    'a marker in a block comment',
    pkg('type S struct {\n\t/* +kubebuilder:validation:Minimum=1 */\n\tA int `json:"a"`\n}'),
    [{ code: 'markers.block-comment', text: '/* +kubebuilder:validation:Minimum=1 */', message: /only from \/\/ line comments/ }],
  ],
];

describe('marker warnings', () => {
  it.each(cases)('%s', (_name, src, want) => {
    const ws = warningsOf(src);
    expect(ws.map((w) => ({ code: w.code, text: at(src, w), message: w.message, suggestion: w.suggestion }))).toEqual(
      want.map((w) => ({ code: w.code, text: w.text, message: expect.stringMatching(w.message), suggestion: w.suggestion })),
    );
    for (const w of ws) expect(w.severity).toBe('warning');
  });

  it('a quick fix: the replacement of the marker name (up to `=`)', () => {
    const fixes: [string, string][] = [
      ['// +kubebuilder:validation:enum=a;b', '+kubebuilder:validation:Enum'],
      ['// +kubebuilder:validation:Maximum 10', '+kubebuilder:validation:Maximum=10'],
      ['// +kubebuilder:validation:XValidaton:rule="self > 0"', '+kubebuilder:validation:XValidation:rule'],
      ['// +kubebuilder:validation:nullable', '+nullable'],
    ];
    for (const [line, want] of fixes) {
      const src = pkg(`type S struct {\n\t${line}\n\tA int \`json:"a"\`\n}`);
      const [w] = warningsOf(src);
      expect(w.replacement).toBe(want);
      const fixed = src.slice(0, w.range.start.offset) + w.replacement + src.slice(w.range.end.offset);
      expect(warningsOf(fixed)).toEqual([]);
    }
  });

  const quiet: [string, string][] = [
    [
      'well-placed markers of every kind',
      pkg(
        '// +kubebuilder:object:root=true\n// +kubebuilder:subresource:status\n// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=.metadata.creationTimestamp\n\n// S is a thing.\ntype S struct {\n\t// +optional\n\t// +kubebuilder:validation:XValidation:rule="self > 0",message="must be positive"\n\tA int `json:"a,omitempty"`\n}',
      ),
    ],
    [
      'markers of other generators and code generators',
      pkg('// +genclient\n// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object\n// +kubebuilder:object:root=true\ntype S struct {\n\tA int `json:"a"`\n}'),
    ],
    ['package markers', `// +kubebuilder:object:generate=true\n// +groupName=example.com\npackage v1\n`],
    ['an unknown marker that looks like nothing of ours', pkg('// +enum\ntype S string')],
    ['a go:build line and ordinary comments', `//go:build linux\n\n// Package v1 holds types.\npackage v1\n\n// +build-ish words are fine in prose? no: this line is prose.\ntype S string\n`],
  ];
  it.each(quiet)('no warning: %s', (_name, src) => {
    expect(warningsOf(src)).toEqual([]);
  });
});

describe('warnings can be left out (provided packages)', () => {
  it('warnings: false', () => {
    const src = pkg('type S struct {\n\t// +kubebuilder:validation:enum=a;b\n\tA string `json:"a"`\n}');
    expect(collectPackageMarkers([parseGoFile('x.go', src)], crdMarkerRegistry(), { warnings: false }).warnings).toEqual([]);
  });
});
