// The engine worker's Go run with a previous CRD written in Go (CRD update): the previous CRD is
// generated as the CRD is, the update is checked against it (changes, breaking ones, objects that
// pass only by ratcheting), and its problems are at its Go lines (`oldgo:<path>`).
import { describe, expect, it } from 'vitest';
import { GO_EXAMPLES } from '../../src/examples/go-gallery';
import { runGo } from '../../src/worker/go-run';
import { allDiagnostics, changesView } from '../../src/state/changes';
import type { RunInput } from '../../src/worker/protocol';

const widget = GO_EXAMPLES.find((e) => e.id === 'go-widget')!;
const TYPES_PATH = 'api/v1/widget_types.go';
const types = widget.files.find((f) => f.path.endsWith('.go'))!;

/** The widget types with the replicas maximum `max` (and `extra` marker lines above the field). */
function widgetTypes(max: number, extra = ''): string {
  return types.text.replace('// +kubebuilder:validation:Maximum=10', `${extra}// +kubebuilder:validation:Maximum=${max}`);
}

function input(current: string | null, previous: string, objects = widget.objects): RunInput {
  const go = current === null ? { on: true as const, crd: false, previous: true } : { on: true as const, previous: true };
  const sources = current === null ? [{ id: 'crd', text: current ?? '' }] : [{ id: `go:${types.path}`, text: current }];
  return {
    sources: [...sources, { id: 'objects', text: objects }],
    oldSources: [{ id: `oldgo:${types.path}`, text: previous }],
    options: { kubeVersion: '1.36', strict: false, request: 'create' },
    go,
  };
}

describe('runGo with a previous CRD in Go', () => {
  it('a lowered maximum is a breaking change; a stored object over it passes its next update only by ratcheting', async () => {
    const { result, go } = await runGo(input(widgetTypes(10), widgetTypes(20)));
    expect(go.oldCrdText).toContain('maximum: 20');
    expect(go.oldCrds?.map((c) => c.fileName)).toEqual(['toys.example.com_widgets.yaml']);
    expect(go.crdText).toContain('maximum: 10');
    const view = changesView(result);
    expect(view.crds).toHaveLength(1);
    const change = view.crds[0]!.changes.find((c) => c.keyword === 'maximum');
    expect(change).toMatchObject({ path: 'spec.replicas', breaking: true, old: 20, new: 10 });
    const tooMany = view.crds[0]!.objects.find((o) => o.object.name === 'too-many');
    expect(tooMany?.ratchetedOnly).toBe(true);
    expect(tooMany?.fails).toBe(false);
  });

  it('the same types before and after: no change; what is said about the whole previous CRD is at its kind', async () => {
    const { result } = await runGo(input(widgetTypes(10), widgetTypes(10)));
    expect(result.crds[0]!.update).toBeDefined();
    expect(result.crds[0]!.changes ?? []).toEqual([]);
    const kindLine = types.text.split('\n').findIndex((l) => l.startsWith('type Widget struct')) + 1;
    const about = allDiagnostics(result).filter((d) => /oldCrd|oldgo:/.test(d.source));
    expect(about.map((d) => [d.source, d.severity, d.range?.start.line])).toEqual([[`oldgo:${TYPES_PATH}`, 'info', kindLine]]);
    expect(about[0]!.message).toMatch(/has no status.storedVersions/);
  });

  it("a problem of the previous CRD is at the previous Go file's marker line, in the result and in the update report", async () => {
    const broken = widgetTypes(10, '// +kubebuilder:default=50\n\t');
    const line = broken.split('\n').findIndex((l) => l.includes('default=50')) + 1;
    const { result } = await runGo(input(widgetTypes(10), broken));
    const old = allDiagnostics(result).filter((d) => d.source.startsWith('oldgo:'));
    for (const d of old) expect(d.source).toBe(`oldgo:${TYPES_PATH}`);
    const bad = old.find((d) => d.severity === 'error');
    expect(bad?.message).toBe('spec.validation.openAPIV3Schema.properties[spec].properties[replicas].default: Invalid value: 50:  in body should be less than or equal to 10');
    expect(bad?.range?.start.line).toBe(line);
    // the update report's copy is moved too (the Changes tab and the editors' markers read it)
    expect(result.crds[0]!.update?.oldErrors?.map((d) => [d.source, d.range?.start.line])).toEqual([[`oldgo:${TYPES_PATH}`, line]]);
    // nothing is left on the generated previous CRD's YAML, and nothing moved to the current Go files
    expect(allDiagnostics(result).filter((d) => d.source === 'oldCrd')).toEqual([]);
    expect(result.diagnostics.filter((d) => d.source.startsWith('go:'))).toEqual([]);
  });

  it("a syntax error in the previous CRD's Go is at its line; the CRD is then checked as a create", async () => {
    const { result, go } = await runGo(input(widgetTypes(10), 'package v1\n\ntype X struct {\n'));
    const d = result.diagnostics.find((x) => x.source === `oldgo:${TYPES_PATH}` && x.severity === 'error');
    expect(d?.message).toMatch(/expected/);
    expect(d?.range?.start.line).toBeGreaterThan(0);
    expect(go.oldCrdText).toBe('');
    expect(result.crds[0]!.update).toBeUndefined();
  });

  it('the CRD in YAML and only the previous CRD in Go: the YAML CRD is checked as an update of the generated one', async () => {
    const gen = await runGo(input(widgetTypes(10), widgetTypes(10)));
    const yaml = gen.go.crdText.replace('maximum: 10', 'maximum: 5');
    const i = input(null, widgetTypes(10));
    i.sources[0] = { id: 'crd', text: yaml };
    const { result, go } = await runGo(i);
    expect(go.crds).toEqual([]);
    expect(go.crdText).toBe(yaml);
    const change = (result.crds[0]!.changes ?? []).find((c) => c.keyword === 'maximum');
    expect(change).toMatchObject({ breaking: true, old: 10, new: 5 });
    expect(result.crds[0]!.source).toBe('crd');
  });
});
