// CRD upgrades on real CRDs: gateway-api ships each CRD in a standard and an experimental channel
// (the experimental one adds fields and versions). Each pair is checked as an upgrade standard →
// experimental and back, with the corpus objects valid under the old CRD as the stored objects.
// The report is printed for reading; the assertions are only what must hold whatever the CRDs say.
import { describe, expect, it } from 'vitest';
import { basename, join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { check, type CheckResult } from '../../src/engine';
import { CORPUS_DIR, corpusFiles, corpusSkipReason, hasCorpus, readCorpus } from '../corpus';

interface Manifest {
  objects: { file: string; validity: string; instances: { crd_file: string }[] }[];
}

if (!hasCorpus) console.log(corpusSkipReason);

const pairs = hasCorpus
  ? corpusFiles('crds/gateway-api')
      .filter((f) => f.endsWith('.standard.yaml'))
      .map((std) => ({ std, exp: std.replace(/\.standard\.yaml$/, '.experimental.yaml') }))
      .filter((p) => existsSync(p.exp))
  : [];

const manifest: Manifest | null = hasCorpus ? JSON.parse(readFileSync(join(CORPUS_DIR, 'manifest.json'), 'utf8')) : null;

/** Valid corpus object files whose documents are served by the given CRD file (at most `max`). */
function objectsFor(crdFile: string, max = 12): { id: string; text: string }[] {
  const rel = crdFile.slice(CORPUS_DIR.length + 1);
  return (manifest?.objects ?? [])
    .filter((o) => o.validity === 'valid' && o.instances.some((i) => i.crd_file === rel))
    .slice(0, max)
    .map((o) => ({ id: o.file, text: readCorpus(join(CORPUS_DIR, o.file)) }));
}

function upgrade(oldFile: string, newFile: string): CheckResult {
  return check({
    sources: [{ id: basename(newFile), text: readFileSync(newFile, 'utf8') }, ...objectsFor(oldFile)],
    oldSources: [{ id: basename(oldFile), text: readFileSync(oldFile, 'utf8') }],
  });
}

function summary(label: string, r: CheckResult): string[] {
  const lines: string[] = [];
  for (const c of r.crds) {
    const changes = c.changes ?? [];
    const breaking = changes.filter((x) => x.breaking);
    const kinds = new Map<string, number>();
    for (const x of changes) kinds.set(`${x.kind}${x.breaking ? '!' : ''}`, (kinds.get(`${x.kind}${x.breaking ? '!' : ''}`) ?? 0) + 1);
    lines.push(
      `${label} ${c.name}: update errors ${c.update?.errors.length ?? 'n/a'}, changes ${changes.length} (${breaking.length} breaking): ` +
        [...kinds]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${k}×${n}`)
          .join(' '),
    );
    for (const e of c.update?.errors.slice(0, 3) ?? []) lines.push(`    update error: ${e.message.slice(0, 200)}`);
    for (const x of breaking.slice(0, 3)) lines.push(`    breaking ${x.kind} ${x.path} (${x.version}): ${x.message.slice(0, 160)}`);
    for (const x of changes.filter((y) => !y.breaking).slice(0, 2)) lines.push(`    other ${x.kind} ${x.path} (${x.version}): ${x.message.slice(0, 160)}`);
  }
  const ups = r.objects.filter((o) => o.upgrade);
  if (ups.length > 0) {
    const fails = ups.filter((o) => o.upgrade!.failsOnUpdate).length;
    const invalid = ups.filter((o) => o.upgrade!.createErrors.length > 0).length;
    const pruned = ups.filter((o) => o.upgrade!.pruned.length > 0).length;
    lines.push(`    objects read as stored: ${ups.length}; fail a no-op update: ${fails}; invalid when changed: ${invalid}; lose fields when read: ${pruned}`);
    const ex = ups.find((o) => o.upgrade!.pruned.length > 0 || o.upgrade!.createErrors.length > 0);
    if (ex) lines.push(`    e.g. ${ex.kind}/${ex.name}: pruned ${ex.upgrade!.pruned.slice(0, 3).join(', ') || '-'}; ${ex.upgrade!.createErrors[0]?.message.slice(0, 160) ?? ''}`);
  }
  return lines;
}

describe.skipIf(!hasCorpus)('gateway-api standard ↔ experimental as CRD upgrades', () => {
  it('has channel pairs', () => {
    expect(pairs.length).toBeGreaterThan(5);
  });

  it('checks every pair both ways: no exceptions, well-formed changes, experimental ⊇ standard removes nothing', () => {
    const report: string[] = [];
    const started = Date.now();
    for (const { std, exp } of pairs) {
      for (const [label, oldFile, newFile] of [
        ['std→exp', std, exp],
        ['exp→std', exp, std],
      ] as const) {
        const r = upgrade(oldFile, newFile);
        report.push(...summary(label, r));
        expect(r.diagnostics.filter((d) => d.type === 'InternalError')).toEqual([]);
        expect(r.crds).toHaveLength(1);
        const c = r.crds[0];
        expect(c.update).toBeDefined();
        for (const x of c.changes ?? []) {
          expect(x.path).not.toBe('');
          expect(typeof x.version).toBe('string');
          expect(x.kind).not.toBe('');
          expect(x.message).not.toMatch(/\n/);
          expect(x.message.length).toBeGreaterThan(5);
        }
        if (label === 'std→exp') {
          // the experimental channel keeps every standard field
          expect((c.changes ?? []).filter((x) => x.kind === 'fieldRemoved').map((x) => `${x.version} ${x.path}`)).toEqual([]);
          // objects valid under the standard CRD stay readable
          for (const o of r.objects) if (o.upgrade) expect(o.upgrade.failsOnUpdate).toBe(false);
        }
      }
    }
    console.log(`${pairs.length} pairs, ${Date.now() - started} ms\n${report.join('\n')}`);
  }, 600_000);
});
