// Every gallery example carries exactly the problems it demonstrates and no other (issue 17: an
// example about validation rules must not open on cost errors). The work is built as the app builds
// it (exampleSnapshot over the default work, then the store's check input).
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import { EXAMPLES } from '../../src/examples/gallery';
import { exampleSnapshot } from '../../src/state/gallery';
import { defaultSnapshot } from '../../src/state/snapshot';
import { toCheckInput } from '../../src/state/store';

describe('gallery examples carry only the problems they demonstrate', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))('%s', (_id, e) => {
    const r = check(toCheckInput(exampleSnapshot(e, defaultSnapshot())));
    const of = (severity: string) =>
      r.diagnostics
        .filter((d) => d.severity === severity)
        .map((d) => d.message)
        .sort();
    expect(of('error')).toEqual([...(e.expect.errors ?? [])].sort());
    expect(of('warning')).toEqual([...(e.expect.warnings ?? [])].sort());
  });

  it('an example whose point is errors says so in its description', async () => {
    const { en } = await import('../../src/ui/i18n/en');
    for (const e of EXAMPLES.filter((x) => x.id.startsWith('cost-') && (x.expect.errors ?? []).length > 0)) {
      expect(en[`example.${e.id}.description` as keyof typeof en]).toMatch(/errors are the point/);
    }
  });

  it('the rule examples fit the cost budget (their lists and strings are bounded)', () => {
    const e = EXAMPLES.find((x) => x.id === 'rule-examples')!;
    const r = check(toCheckInput(exampleSnapshot(e, defaultSnapshot())));
    expect(r.diagnostics.filter((d) => d.message.includes('cost'))).toEqual([]);
  });
});
