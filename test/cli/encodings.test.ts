// Files and stdin are read as kubectl reads them (k8s.io/cli-runtime resource/visitor.go
// FileVisitor: unicode.BOMOverride(unicode.UTF8.NewDecoder())): a UTF-16 file with its byte order
// mark — what Windows PowerShell 5's `kubectl get crd x -o yaml > crd.yaml` writes — was
// "skipped: not a Kubernetes file" with exit 0, so a CI run passed without checking it; and a
// UTF-8 byte order mark shifted every column of line 1 by one.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, nodeIo } from '../../src/cli/main';
import { CRONTAB_CRD, VALIDATION_PROPS } from '../fixtures/crontab';

const CRD = CRONTAB_CRD(VALIDATION_PROPS);
const OBJECT = JSON.stringify({ apiVersion: 'stable.example.com/v1', kind: 'CronTab', metadata: { name: 'x' }, spec: { replicas: 15 } });
const ERROR = 'error: spec.replicas: Invalid value: 15: spec.replicas in body should be less than or equal to 10';
// the column of `15` in OBJECT, counted as an editor counts (no mark)
const COLUMN = OBJECT.indexOf('15}') + 1;

const utf16be = (s: string) => Buffer.from(s, 'utf16le').swap16();
const ENCODINGS: [string, (s: string) => Buffer][] = [
  ['UTF-8', (s) => Buffer.from(s, 'utf8')],
  ['UTF-8 with a byte order mark', (s) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s, 'utf8')])],
  ['UTF-16LE with a byte order mark', (s) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])],
  ['UTF-16BE with a byte order mark', (s) => Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(s)])],
];

async function check(files: Record<string, Buffer>): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'crdp-enc-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  let out = '';
  const code = await main(['check', join(dir, 'crd.yaml'), join(dir, 'o.json')], { ...nodeIo, stdout: (s) => void (out += s), stderr: (s) => void (out += s) });
  return { code, out: out.replaceAll(`${dir}/`, '') };
}

describe('check reads a file in the encoding its byte order mark names', () => {
  it.each(ENCODINGS)('%s: the CRD and the object are read, the column is the one an editor shows', async (_name, encode) => {
    const r = await check({ 'crd.yaml': encode(CRD), 'o.json': encode(OBJECT) });
    expect(r.out).toBe(`o.json:1:${COLUMN}: ${ERROR}\n1 CRD(s), 1 object(s): 1 error(s), 0 warning(s)\n`);
    expect(r.code).toBe(1);
  });

  it('stdin too (the bin)', () => {
    const r = spawnSync(process.execPath, ['bin/crd-playground.mjs', 'check', '-'], { input: ENCODINGS[2]![1](`${CRD}---\n${OBJECT}\n`), encoding: 'utf8' });
    expect(r.stdout).toContain(`: ${ERROR}\n1 CRD(s), 1 object(s): 1 error(s), 0 warning(s)\n`);
    expect(r.status).toBe(1);
  });
});
