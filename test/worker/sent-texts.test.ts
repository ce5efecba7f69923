// Texts are posted to a worker once: unchanged texts are left out of a request and put back by
// the worker; page and worker agree for every sequence of requests, and a new worker gets them all.
import { describe, expect, it } from 'vitest';
import type { CheckInput } from '../../src/engine/api';
import type { RunRequest } from '../../src/worker/protocol';
import { ReceivedTexts, SentTexts } from '../../src/worker/sent-texts';

const input = (crd: string, objects: string, old?: string): CheckInput => ({
  sources: [
    { id: 'crd', text: crd },
    { id: 'objects', text: objects },
  ],
  ...(old === undefined ? {} : { oldSources: [{ id: 'old', text: old }] }),
  options: { kubeVersion: '1.33' },
});

describe('texts sent to a worker once', () => {
  it('leaves out what the worker has and puts it back there', () => {
    const page = new SentTexts();
    const worker = new ReceivedTexts();
    const big = 'x'.repeat(100_000);
    const steps = [input(big, 'a: 1'), input(big, 'a: 12'), input(big, 'a: 12', 'old'), input(big + 'y', 'a: 12', 'old'), input(big + 'y', 'b', 'old'), input('', 'b')];
    const sameSeen: (string[] | undefined)[] = [];
    for (const req of steps.map((i, seq): RunRequest => ({ type: 'run', seq, input: i }))) {
      const posted = page.pack(req);
      sameSeen.push(posted.same);
      // a text left out is not copied at all
      const all = [...posted.input.sources.map((x, k) => [`sources/${k}/${x.id}`, x.text]), ...(posted.input.oldSources ?? []).map((x, k) => [`oldSources/${k}/${x.id}`, x.text])];
      for (const [key, text] of all) if (posted.same?.includes(key)) expect(text).toBe('');
      const got = worker.unpack(structuredClone(posted));
      expect(got.input).toEqual(req.input);
      expect(got.same).toBeUndefined();
    }
    expect(sameSeen).toEqual([
      undefined,
      ['sources/0/crd'],
      ['sources/0/crd', 'sources/1/objects'],
      ['sources/1/objects', 'oldSources/0/old'],
      ['sources/0/crd', 'oldSources/0/old'],
      ['sources/1/objects'],
    ]);
  });

  it('a new worker (restart) gets every text again', () => {
    const req: RunRequest = { type: 'run', seq: 1, input: input('crd', 'obj') };
    const page = new SentTexts();
    page.pack(req);
    expect(page.pack({ ...req, seq: 2 }).same).toEqual(['sources/0/crd', 'sources/1/objects']);
    expect(new SentTexts().pack({ ...req, seq: 3 }).same).toBeUndefined();
  });
});
