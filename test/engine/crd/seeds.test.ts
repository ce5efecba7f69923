// Every CustomResourceDefinition example of the seed page crd-and-versions.txt (the "Extend the
// Kubernetes API with CustomResourceDefinitions" and "Versions in CustomResourceDefinitions" docs,
// which keep their YAML indentation), read and validated as kube-apiserver 1.35 would on create.
// Complete examples are accepted; the rows name the outcome of the ones that are partial or v1beta1.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEEDS_DIR } from '../../corpus';
import { parseDocuments } from '../../../src/engine/yaml/documents';
import { readCustomResourceDefinition, validateCustomResourceDefinition } from '../../../src/engine/crd';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const FILE = join(SEEDS_DIR, 'crd-and-versions.txt');
const hasSeeds = existsSync(FILE);
if (!hasSeeds) console.log(`${FILE} not found: seed example tests skipped`);

/** YAML blocks that start with a CRD apiVersion line (or the v1beta1 "Deprecated" comment) and end at an empty line. */
function crdBlocks(text: string): { line: number; text: string }[] {
  const lines = text.split('\n');
  const out: { line: number; text: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const starts = /^apiVersion: apiextensions\.k8s\.io\//.test(lines[i]) || (/^# Deprecated in v1\.16/.test(lines[i]) && /^apiVersion: apiextensions/.test(lines[i + 1] ?? ''));
    if (!starts) continue;
    let j = i;
    while (j < lines.length && lines[j] !== '') j++;
    out.push({ line: i + 1, text: lines.slice(i, j).join('\n') });
    i = j;
  }
  return out;
}

const V1BETA1 = 'apiextensions.k8s.io/v1beta1 CustomResourceDefinition is deprecated in v1.16+, unavailable in v1.22+; use apiextensions.k8s.io/v1 CustomResourceDefinition';

// Outcome per example (by its first line in the seed file). Examples not listed must be accepted.
const expected: Record<number, { read?: string[]; validate?: string[]; warnings?: string[]; partial?: true }> = {
  // "Specify multiple versions", v1beta1 tab: v1beta1 defaults preserveUnknownFields to true, which v1 refuses
  1720: {
    validate: ['spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead'],
    warnings: [V1BETA1],
  },
  // "Version deprecation"/"Version removal": the snippets lack the `metadata:` line (not valid YAML)
  1807: { partial: true },
  1876: { partial: true },
  // v1beta1 deprecation tab: `validation: ...` is a string where an object is expected
  1840: {
    read: ['spec.validation: Invalid value: json: cannot unmarshal string into Go struct field CustomResourceDefinitionSpec.spec.validation of type v1beta1.CustomResourceValidation'],
    warnings: [V1BETA1],
  },
  // webhook conversion: the caBundle placeholder is not base64 (decoding fails at the first '.')
  1926: { read: ['spec.conversion.webhook.clientConfig.caBundle: Invalid value: illegal base64 data at input byte 10'] },
  1988: { read: ['spec.conversion.webhookClientConfig.caBundle: Invalid value: illegal base64 data at input byte 10'], warnings: [V1BETA1] },
  // URL / service snippets elided with `...` (a YAML document end marker): only apiVersion and kind remain
  2074: { partial: true },
  2086: { partial: true },
  2104: { partial: true },
  2121: { partial: true },
  2146: { partial: true },
  2159: { partial: true },
};

describe.skipIf(!hasSeeds)('seed examples (crd-and-versions.txt)', () => {
  const blocks = hasSeeds ? crdBlocks(readFileSync(FILE, 'utf8')) : [];
  it('finds the 20 CRD examples', () => expect(blocks.length).toBe(20));
  it.each(blocks.map((b) => [b.line, b.text] as const))('example at line %i', (line, text) => {
    const doc = parseDocuments(text)[0];
    const want = expected[line] ?? {};
    const r = readCustomResourceDefinition(doc.value);
    if (want.partial) {
      // partial snippets: problems are reported, nothing throws
      const errors = r.crd ? validateCustomResourceDefinition(r.crd, { kubeVersion: '1.35' }) : r.errors;
      expect(errors.length).toBeGreaterThan(0);
      return;
    }
    expect(r.errors.map((e) => e.toString(NEWEST_RENDERING))).toEqual(want.read ?? []);
    expect(r.warnings).toEqual(want.warnings ?? []);
    if (r.crd) expect(validateCustomResourceDefinition(r.crd, { kubeVersion: '1.35' }).map((e) => e.toString(valueRendering('1.35')))).toEqual(want.validate ?? []);
  });
});
