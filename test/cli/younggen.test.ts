// A long `check` in one thread stops V8's young generation at 2 × 4 MB (src/cli/younggen.ts,
// called by streamout.ts every few output chunks of an input of 1 MB or more). The allocation
// below keeps the last few thousand objects alive, as a stream keeps the document being checked:
// left alone, the young generation grows to its maximum; capped, it stays at the cap. Each run is
// a process of its own (the cap is a setting of the whole process).
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { NEW_SPACE_CAP } from '../../src/cli/younggen';

const younggen = new URL('../../src/cli/younggen.ts', import.meta.url).pathname;

const SCRIPT = `
import { capYoungGeneration } from ${JSON.stringify(younggen)};
import { getHeapSpaceStatistics } from 'node:v8';
const cap = process.argv[1] === 'cap';
const recent = new Array(4000);
let stopped = false;
for (let i = 0; i < 1000000; i++) {
  recent[i % recent.length] = { i, a: [i, i + 1, i + 2], s: 'x' + i };
  if (cap && !stopped && i % 1000 === 0) stopped = capYoungGeneration();
}
const s = getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');
process.stdout.write(JSON.stringify({ size: s.space_size, stopped }));
`;

function run(mode: 'cap' | 'free'): { size: number; stopped: boolean } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, mode], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { size: number; stopped: boolean };
}

describe('the young generation of a long check', () => {
  it('grows past the cap when left alone', () => {
    const free = run('free');
    expect(free.stopped).toBe(false);
    expect(free.size).toBeGreaterThan(NEW_SPACE_CAP);
  });

  it('stops growing once it reached the cap', () => {
    const capped = run('cap');
    expect(capped.stopped).toBe(true);
    expect(capped.size).toBe(NEW_SPACE_CAP);
  });
});
