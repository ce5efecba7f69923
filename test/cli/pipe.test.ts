// The bin when the reader of its output stops early (`crd-playground check … | head`): it ends quietly with
// the exit code of a process killed by SIGPIPE (141), as Unix tools do, instead of node's unhandled EPIPE error
// and stack trace on stderr (src/bin.ts).
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manyObjects } from '../fixtures/hostile';
import { CRONTAB_CRD, PLAIN_PROPS } from '../fixtures/crontab';

const root = new URL('../..', import.meta.url).pathname;

/** Runs the bin, reads its stdout until `bytes` have come, then closes the pipe; resolves with the exit code and stderr. */
function readThenClose(args: string[], bytes: number): Promise<{ code: number | null; err: string; read: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'bin/crd-playground.mjs'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let read = 0;
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      read += c.length;
      if (read >= bytes) child.stdout.destroy();
    });
    child.on('close', (code) => resolve({ code, err, read }));
  });
}

describe('the bin writing into a pipe its reader closed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crdp-pipe-'));
  writeFileSync(join(dir, 'crd.yaml'), CRONTAB_CRD(PLAIN_PROPS));
  writeFileSync(join(dir, 'objects.yaml'), manyObjects(20_000)); // ~1.3 MB of output lines: more than a pipe holds

  it.each([['text'], ['json'], ['junit']])('check -o %s: exit 141, nothing on stderr', { timeout: 120_000 }, async (format) => {
    const r = await readThenClose(['check', dir, '-o', format], 1);
    expect(r.err).toBe('');
    expect(r.code).toBe(141);
  });
});
