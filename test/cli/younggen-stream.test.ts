// `check` of an input of 1 MB or more in one thread looks at V8's young generation every few
// output chunks (src/cli/streamout.ts → src/cli/younggen.ts, decision 0040) until the cap is set;
// a short input never does (the setting is the process's, and tests and the app's in-process
// uses check short texts). younggen.test.ts checks what the cap does to V8.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { main } from '../../src/cli/main';
import * as younggen from '../../src/cli/younggen';
import { CRONTAB_CRD, PLAIN_PROPS } from '../fixtures/crontab';
import { manyObjects } from '../fixtures/hostile';
import { fakeIo } from './fake-io';

const cap = { calls: 0, stopAt: Infinity };

// The cap is counted instead of set: a spy on the module's export, which streamout.ts reads for
// each long check (this file shares the worker's module graph; the spy is restored after each test).
let spy: MockInstance<typeof younggen.capYoungGeneration> | undefined;
beforeEach(() => void (spy = vi.spyOn(younggen, 'capYoungGeneration').mockImplementation(() => ++cap.calls >= cap.stopAt)));
afterEach(() => spy?.mockRestore());

const crd = CRONTAB_CRD(PLAIN_PROPS);

describe('the young generation cap of a long check', () => {
  it('is looked at during a check of 1 MB or more, until it is set', async () => {
    const stream = manyObjects(7000);
    expect(stream.length).toBeGreaterThan(1024 * 1024);
    cap.calls = 0;
    cap.stopAt = Infinity;
    const io = fakeIo({ 'crd.yaml': crd, 's.yaml': stream });
    expect(await main(['check', 'crd.yaml', 's.yaml', '--jobs', '1'], io)).toBe(0);
    const looked = cap.calls;
    expect(looked).toBeGreaterThan(1);
    // once set, it is not looked at again
    cap.calls = 0;
    cap.stopAt = 1;
    const again = fakeIo({ 'crd.yaml': crd, 's.yaml': stream });
    expect(await main(['check', 'crd.yaml', 's.yaml', '--jobs', '1'], again)).toBe(0);
    expect(cap.calls).toBe(1);
    expect(again.out).toBe(io.out);
  });

  it('is never looked at for a short input', async () => {
    cap.calls = 0;
    cap.stopAt = Infinity;
    const io = fakeIo({ 'crd.yaml': crd, 's.yaml': manyObjects(3000) });
    expect(await main(['check', 'crd.yaml', 's.yaml', '--jobs', '1'], io)).toBe(0);
    expect(io.out.length).toBeGreaterThan(16 * 8192);
    expect(cap.calls).toBe(0);
  });
});
