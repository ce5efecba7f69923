// crd-playground check over whole repositories: directories, stdin, files that are not
// Kubernetes documents, exit codes, worker threads, and the junit and github formats.
import { describe, expect, it, vi } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { main, nodeIo, type Io } from '../../src/cli/main';
import { annotation, escapeData, escapeProperty } from '../../src/cli/github';
import { checkParallel, unitsAreExact, units } from '../../src/cli/parallel';
import { inInputOrder } from '../../src/cli/files';
import { check } from '../../src/engine';
import { scanFile } from '../../src/cli/scan';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';
import type { CheckResult } from '../../src/engine';
import { usePrecompiledCheckWorkers } from './precompiled-worker';

// The CLI's --jobs 2 runs below start their check workers from the precompiled worker (the same
// sources bundled by esbuild: test/cli/precompiled-worker.ts says why) instead of
// src/cli/check-worker.mjs through tsx; test/cli/parallel.test.ts runs that entry.
usePrecompiledCheckWorkers();

/** The real file system, stdout/stderr captured. */
function fsIo(stdin = ''): Io & { out: string; err: string } {
  const io = {
    ...nodeIo,
    out: '',
    err: '',
    stdin: async () => stdin,
    stdout: (s: string) => void (io.out += s),
    stderr: (s: string) => void (io.err += s),
  };
  return io;
}

async function run(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const io = fsIo(stdin);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** The CronTab CRD of another group (`g` instead of stable.example.com) and its objects. */
const crdOf = (g: string) => CRONTAB_CRD(VALIDATION_PROPS).replaceAll('stable.example.com', `${g}.example.com`);
const objOf = (g: string, spec: string, name = 'my-new-cron-object') => crontab(spec, name).replace('stable.example.com', `${g}.example.com`);
const GOOD = 'cronSpec: "* * * * */5"\nimage: x\nreplicas: 5';
const BAD = 'cronSpec: "* * * * */5"\nimage: x\nreplicas: 15';

/** A repository: objects before their CRDs (in name order), nested directories, files that are not Kubernetes documents. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'crdp-repo-'));
  mkdirSync(join(dir, 'a-objects/nested'), { recursive: true });
  mkdirSync(join(dir, 'z-crds'));
  mkdirSync(join(dir, '.git'));
  mkdirSync(join(dir, 'node_modules/pkg'), { recursive: true });
  writeFileSync(join(dir, 'a-objects/good.yaml'), objOf('stable', GOOD, 'good'));
  writeFileSync(join(dir, 'a-objects/nested/bad.yml'), objOf('stable', BAD, 'bad'));
  writeFileSync(join(dir, 'a-objects/nested/other.json'), JSON.stringify({ apiVersion: 'other.example.com/v1', kind: 'CronTab', metadata: { name: 'j' }, spec: { replicas: 3 } }));
  writeFileSync(join(dir, 'a-objects/README.md'), '# not read\napiVersion: v1\n');
  writeFileSync(join(dir, 'values.yaml'), 'replicaCount: 1\nimage:\n  repository: nginx\n');
  writeFileSync(join(dir, 'kustomization.yaml'), 'resources:\n  - a-objects/good.yaml\n');
  writeFileSync(join(dir, 'z-crds/crontab.yaml'), crdOf('stable'));
  writeFileSync(join(dir, 'z-crds/other.yaml'), crdOf('other'));
  writeFileSync(join(dir, '.git/config.yaml'), 'not: [closed\n');
  writeFileSync(join(dir, 'node_modules/pkg/package.json'), '{"name":"pkg"}');
  return dir;
}

describe('check DIR: recursive, any order, non-Kubernetes files skipped', () => {
  it('reads *.yaml, *.yml and *.json under the directory; CRDs of later files serve objects of earlier ones', async () => {
    const dir = repository();
    const r = await run(['check', dir, '-o', 'json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out);
    expect(doc.crds.map((c: { file: string }) => c.file)).toEqual([join(dir, 'z-crds/crontab.yaml'), join(dir, 'z-crds/other.yaml')]);
    expect(doc.objects.map((o: { file: string; crd: string }) => [o.file.slice(dir.length + 1), o.crd])).toEqual([
      ['a-objects/good.yaml', 'crontabs.stable.example.com'],
      ['a-objects/nested/bad.yml', 'crontabs.stable.example.com'],
      ['a-objects/nested/other.json', 'crontabs.other.example.com'],
    ]);
    expect(doc.objects[1].errors.map((e: { message: string }) => e.message)).toEqual(['spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10']);
    // hidden directories and node_modules are not entered; README.md is not a manifest
    expect(doc.skipped).toEqual([
      { file: join(dir, 'kustomization.yaml'), reason: 'not a Kubernetes file: no document has apiVersion and kind' },
      { file: join(dir, 'values.yaml'), reason: 'not a Kubernetes file: no document has apiVersion and kind' },
    ]);
    expect(doc.diagnostics).toEqual([]);
  });

  it('text: in input order, skipped files named once, a summary', async () => {
    const dir = repository();
    const r = await run(['check', dir]);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => l.replaceAll(dir + '/', ''));
    expect(lines).toEqual([
      'a-objects/good.yaml: CronTab/good (stable.example.com/v1) is valid',
      'a-objects/nested/bad.yml:8:13: error: spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10',
      'a-objects/nested/other.json: CronTab/j (other.example.com/v1) is valid',
      'kustomization.yaml: skipped: not a Kubernetes file: no document has apiVersion and kind',
      'values.yaml: skipped: not a Kubernetes file: no document has apiVersion and kind',
      '2 CRD(s), 3 object(s): 1 error(s), 0 warning(s); 2 file(s) skipped',
    ]);
  });

  it('a skipped file alone is not a finding (exit 0); a file with one Kubernetes document keeps its other documents as errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'values.yaml'), 'a: 1\n---\nb: 2\n');
    writeFileSync(join(dir, 'mixed.yaml'), `${crdOf('stable')}---\nfoo: bar\n`);
    expect((await run(['check', join(dir, 'values.yaml')])).code).toBe(0);
    const r = await run(['check', join(dir, 'mixed.yaml')]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('error: error validating data: [apiVersion not set, kind not set]');
  });

  it('stdin (-) with files and directories, in the order given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'crd.yaml'), crdOf('stable'));
    const r = await run(['check', '-', dir, '-o', 'json'], objOf('stable', BAD));
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out);
    expect(doc.objects[0]).toMatchObject({ file: '<stdin>', crd: 'crontabs.stable.example.com' });
  });

  it('a named pipe called *.yaml in a directory is left out, not read (reading it waited forever)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-fifo-'));
    writeFileSync(join(dir, 'all.yaml'), `${crdOf('stable')}---\n${objOf('stable', GOOD)}`);
    // node has no mkfifo; through sh, whose use the dependency lint knows
    execFileSync('sh', ['-c', 'mkfifo "$1"', 'sh', join(dir, 'pipe.yaml')]);
    const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'check', dir], { encoding: 'utf8', timeout: 60_000 });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('1 CRD(s), 1 object(s): 0 error(s), 0 warning(s)');
  });

  it('a file given twice (or under a directory given too) is read once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'all.yaml'), `${crdOf('stable')}---\n${objOf('stable', GOOD)}`);
    const r = await run(['check', join(dir, 'all.yaml'), dir, join(dir, 'all.yaml'), '-o', 'json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).objects).toHaveLength(1);
    // spelled differently (`./`, `..`, a trailing directory slash): still one file, named as first given
    const other = await run(['check', `${dir}/./all.yaml`, `${dir}/../${basename(dir)}/all.yaml`, `${dir}/`, '-o', 'json']);
    expect(other.code).toBe(0);
    expect(JSON.parse(other.out).objects.map((o: { file: string }) => o.file)).toEqual([`${dir}/./all.yaml`]);
  });
});

describe('exit codes and usage', () => {
  it.each([
    ['no arguments: usage on stderr', [], 2, '', 'Usage:'],
    ['--help: usage on stdout', ['--help'], 0, 'Usage:', ''],
    ['a missing path', ['check', '/nonexistent/crdp.yaml'], 2, '', 'error: cannot read /nonexistent/crdp.yaml: no such file or directory (ENOENT)'],
    ['-o xml', ['check', '-o', 'xml', '.'], 2, '', '-o must be one of text, json, junit, github, not "xml"'],
    ['--jobs 0', ['check', '--jobs', '0', '.'], 2, '', '--jobs must be a whole number from 1'],
    ['--matrix -o junit', ['check', '--matrix', '-o', 'junit', '.'], 2, '', '--matrix prints text or json, not junit'],
  ])('%s → %i', async (_n, argv, code, out, err) => {
    const r = await run(argv as string[]);
    expect(r.code).toBe(code);
    if (out) expect(r.out).toContain(out);
    else expect(r.out).toBe('');
    if (err) expect(r.err).toContain(err);
    else expect(r.err).toBe('');
  });

  it('an unreadable file under a directory (a dangling link): a clear message, exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'crd.yaml'), crdOf('stable'));
    symlinkSync(join(dir, 'gone.yaml'), join(dir, 'link.yaml'));
    const r = await run(['check', dir]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toBe(`error: cannot read ${join(dir, 'link.yaml')}: no such file or directory (ENOENT)\n`);
  });

  it('a directory without manifests: exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const r = await run(['check', dir]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`no *.yaml, *.yml or *.json files in ${dir}`);
  });
});

describe('long lists: text summarises, json keeps every item', () => {
  // 400 unknown fields: kube-apiserver sends the first warnings up to 4,096 characters (warning.go)
  const fields = Array.from({ length: 400 }, (_, i) => `f${i}: ${i}`).join('\n');
  it('pruned fields and warnings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'all.yaml'), `${crdOf('stable')}---\n${objOf('stable', `${GOOD}\n${fields}`)}`);
    const text = await run(['check', join(dir, 'all.yaml')]);
    expect(text.code).toBe(0);
    const json = JSON.parse((await run(['check', join(dir, 'all.yaml'), '-o', 'json'])).out);
    expect(json.objects[0].pruned).toHaveLength(400);
    expect(json.objects[0].warnings).toHaveLength(400);
    expect(text.out).toContain(`is valid, pruned: ${json.objects[0].pruned.slice(0, 10).join(', ')}, … and 390 more\n`);
    const warnings = text.out.split('\n').filter((l) => l.includes(': warning: Warning: unknown field'));
    // each text is `unknown field "spec.fN"` (21-23 runes): the headers stop once 4,096 runes are passed
    const runes = warnings.map((l) => l.slice(l.indexOf('Warning: ') + 9).length);
    expect(runes.slice(0, -1).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4096);
    expect(runes.reduce((a, b) => a + b, 0)).toBeGreaterThan(4096);
    expect(text.out).toContain(
      `CronTab/my-new-cron-object: ${400 - warnings.length} more warning(s) not shown: kube-apiserver drops repeated warnings and stops adding Warning headers after 4,096 characters (-o json lists all)`,
    );
  });
});

describe('-o junit', () => {
  it('well-formed XML: a testsuite per file, a test case per document, failures with every message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'crd.yaml'), crdOf('stable'));
    // a name kube rejects, with characters XML must escape; a document that is not an object
    writeFileSync(join(dir, 'objs.yaml'), `${objOf('stable', BAD, 'bad')}---\n${objOf('stable', GOOD, 'a&<b>"c\'')}---\n- a list\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n`);
    writeFileSync(join(dir, 'values.yaml'), 'x: 1\n');
    const r = await run(['check', dir, '-o', 'junit']);
    expect(r.code).toBe(1);
    expect(XMLValidator.validate(r.out)).toBe(true);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'testsuite' || n === 'testcase' }).parse(r.out);
    const suites = xml.testsuites.testsuite;
    expect(xml.testsuites).toMatchObject({ tests: '6', failures: '3', skipped: '2' });
    expect(suites.map((s: { name: string }) => s.name.slice(dir.length + 1))).toEqual(['crd.yaml', 'objs.yaml', 'values.yaml']);
    const cases = suites[1].testcase;
    expect(cases.map((c: { name: string }) => c.name)).toEqual(['CronTab/bad', 'CronTab/a&<b>"c\'', 'document 3', 'ConfigMap/cm']);
    expect(cases[0].failure.message).toBe('spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10');
    expect(cases[0].failure['#text']).toBe('8:13: spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10');
    expect(cases[1].failure.message).toContain('metadata.name: Invalid value: "a&<b>\\"c\'"');
    expect(cases[3].skipped.message).toContain('built-in kind');
    expect(suites[2].testcase[0].skipped.message).toBe('not a Kubernetes file: no document has apiVersion and kind');
  });
});

describe('-o github', () => {
  it('escapes %, CR and LF in messages and also : and , in properties (as actions/toolkit does)', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
    expect(escapeProperty('dir:a,b/100%.yaml\n')).toBe('dir%3Aa%2Cb/100%25.yaml%0A');
    expect(annotation('error', 'a\nb', { file: 'x,y:z.yaml', line: 3, col: 7 })).toBe('::error file=x%2Cy%3Az.yaml,line=3,col=7::a%0Ab');
    expect(annotation('warning', 'w', { file: '<stdin>' })).toBe('::warning::w');
  });

  it('errors as ::error with file, line and col, warnings as ::warning, skipped files as ::notice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-'));
    writeFileSync(join(dir, 'all.yaml'), `${crdOf('stable')}---\n${objOf('stable', `${BAD}\nextra: 1`)}`);
    writeFileSync(join(dir, 'values.yaml'), 'x: 1\n');
    const r = await run(['check', dir, '-o', 'github']);
    expect(r.code).toBe(1);
    const f = escapeProperty(join(dir, 'all.yaml'));
    expect(r.out.split('\n')).toEqual([
      `::notice file=${escapeProperty(join(dir, 'values.yaml'))}::skipped: not a Kubernetes file: no document has apiVersion and kind`,
      `::error file=${f},line=42,col=13::spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10`,
      `::warning file=${f},line=43,col=3::Warning: unknown field "spec.extra"`,
      '1 CRD(s), 1 object(s): 1 error(s), 1 warning(s); 1 file(s) skipped',
      '',
    ]);
  });

  it('a multi-line message (a CEL compile error) stays one annotation line', async () => {
    const crd = crdOf('stable').replace('                replicas:\n', "                replicas:\n                  x-kubernetes-validations:\n                    - rule: 'self >'\n");
    const r = await run(['check', '-', '-o', 'github'], crd);
    expect(r.code).toBe(1);
    const errors = r.out.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((l) => l.includes('%0A'))).toBe(true);
  });
});

describe('worker threads: the same output as one thread, in input order', () => {
  function manyUnits(): string {
    const dir = mkdtempSync(join(tmpdir(), 'crdp-jobs-'));
    const groups = ['g1', 'g2', 'g3', 'g4', 'g5'];
    // objects first, CRDs last; a file mixing two groups ties their units together
    groups.forEach((g, i) => writeFileSync(join(dir, `a${i}-objects.yaml`), `${objOf(g, GOOD, 'ok')}---\n${objOf(g, `${BAD}\nextra: 1`, 'bad')}`));
    writeFileSync(join(dir, 'b-mixed.yaml'), `${objOf('g1', BAD, 'm1')}---\n${objOf('g2', GOOD, 'm2')}---\nnot: kubernetes\n`);
    writeFileSync(join(dir, 'c-values.yaml'), 'x: 1\n');
    groups.forEach((g, i) => writeFileSync(join(dir, `z${i}-crd.yaml`), crdOf(g)));
    writeFileSync(join(dir, 'z9-dup.yaml'), crdOf('g3')); // the same CRD twice: "appears more than once"
    return dir;
  }

  it('--jobs 2 on YAML the quick scan reads with the yaml library (a collection as a key) writes no node warnings to stderr', async () => {
    // the scan's toJS emitted `(node:…) Warning: Keys with collection values will be stringified …` for each
    const dir = mkdtempSync(join(tmpdir(), 'crdp-jobs-'));
    writeFileSync(join(dir, 'crd.yaml'), crdOf('g1'));
    writeFileSync(join(dir, 'odd.yaml'), `${objOf('g1', GOOD, 'ok')}---\n? [a, b]\n: c\n`);
    const emitted = vi.spyOn(process, 'emitWarning');
    try {
      const r = await run(['check', dir, '--jobs', '2']);
      expect(r.out).toContain('CronTab/ok (g1.example.com/v1) is valid');
      expect(r.err).toBe('');
      expect(emitted).not.toHaveBeenCalled();
    } finally {
      emitted.mockRestore();
    }
  });

  it.each(['text', 'json', 'junit', 'github'])('-o %s: --jobs 2 prints exactly what --jobs 1 prints', async (format) => {
    const dir = manyUnits();
    const one = await run(['check', dir, '-o', format, '--jobs', '1']);
    const two = await run(['check', dir, '-o', format, '--jobs', '2']);
    expect(one.code).toBe(1);
    expect(two).toEqual(one);
    if (format === 'text') {
      const files = one.out
        .split('\n')
        .filter((l) => l.startsWith(dir))
        .map((l) => l.slice(dir.length + 1).split(/[:]/)[0]);
      expect(files).toEqual([...files].sort());
      expect(one.out).toContain('z9-dup.yaml:4:9: warning: CustomResourceDefinition "crontabs.g3.example.com" appears more than once; the last one is used');
    }
  });

  it('the workers really run (no fallback), and the merge equals the single-threaded check', async () => {
    const sources = ['g1', 'g2', 'g3'].flatMap((g) => [
      { id: `${g}-o`, text: objOf(g, BAD) },
      { id: `${g}-c`, text: crdOf(g) },
    ]);
    const run2 = await checkParallel(sources, {}, 2);
    expect(run2).toMatchObject({ units: 3, workers: 2, fallback: false });
    const ids = sources.map((s) => s.id);
    const strip = (r: CheckResult) => ({ ...inInputOrder(r, ids), elapsedMs: 0 });
    expect(strip(run2.result)).toEqual(strip(check({ sources })));
  });

  it('units: a CRD and the files of its objects are one unit; the scan reads block YAML and JSON', () => {
    const sources = [
      { id: 'o1', text: objOf('g1', GOOD) },
      { id: 'c2', text: crdOf('g2') },
      {
        id: 'c1',
        text: JSON.stringify({
          apiVersion: 'apiextensions.k8s.io/v1',
          kind: 'CustomResourceDefinition',
          metadata: { name: 'crontabs.g1.example.com' },
          spec: { group: 'g1.example.com', names: { kind: 'CronTab' } },
        }),
      },
      { id: 'o2', text: `# comment\n${objOf('g2', GOOD)}` },
      { id: 'x', text: 'apiVersion: v1\nkind: ConfigMap\n' },
    ];
    expect(scanFile(crdOf('g2'))).toEqual({ defines: ['g2.example.com/CronTab'], names: ['crontabs.g2.example.com'], uses: [] });
    expect(scanFile('{a: 1}\n---\n' + objOf('g1', GOOD))).toEqual({ defines: [], names: [], uses: ['g1.example.com/CronTab'] });
    expect(
      units(sources)
        .map((u) => u.files)
        .sort(),
    ).toEqual([[0, 2], [1, 3], [4]]);
  });

  it('a merged result is used only when no CRD name or served kind spans two units', () => {
    const crd = (name: string, group: string) => ({ name, group, kind: 'CronTab' });
    const obj = (group: string) => ({ apiVersion: `${group}/v1`, kind: 'CronTab' });
    const res = (crds: object[], objects: object[]) => ({ crds, objects, diagnostics: [], elapsedMs: 0 }) as unknown as CheckResult;
    expect(unitsAreExact([res([crd('a.g1', 'g1')], [obj('g1')]), res([crd('a.g2', 'g2')], [obj('g2'), obj('g3')])])).toBe(true);
    expect(unitsAreExact([res([crd('a.g1', 'g1')], []), res([], [obj('g1')])])).toBe(false);
    expect(unitsAreExact([res([crd('a.g1', 'g1')], []), res([crd('a.g1', 'g9')], [])])).toBe(false);
    expect(unitsAreExact([res([crd('a.g1', 'g1')], [obj('g1')]), res([crd('b.g1', 'g1')], [])])).toBe(false);
  });
});
