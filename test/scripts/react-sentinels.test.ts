// The build's edit inside react-dom's client renderer (vite.config.ts `reactSentinels`, decision 0053): its
// five module-level Error sentinels are made on first use, not while the page's chunk is evaluated (under
// DevTools each such Error made V8 re-parse the chunk before the first paint); each is still one object,
// thrown and compared by identity where React did; a React whose text no longer matches fails the build.
import { readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactSentinels, reactSentinelsOnUse } from '../../vite.config';

const file = realpathSync(resolve(import.meta.dirname, '../../node_modules/react-dom/cjs/react-dom-client.production.js'));
const source = readFileSync(file, 'utf8');
const NAMES = ['SuspenseException', 'SuspenseyCommitException', 'SuspenseActionException', 'SelectiveHydrationException', 'HydrationMismatchException'];

interface Hooks {
  configResolved(c: { command: string }): void;
  transform(code: string, id: string): { code: string } | null;
  buildEnd(this: { meta: { watchMode: boolean } }, error?: Error): void;
}

describe('reactSentinels', () => {
  it('makes no Error at the module level of react-dom; every use makes its sentinel once, then reads it', () => {
    expect(source).toMatch(/^var SuspenseException = Error\(formatProdErrorMessage\(460\)\),$/m); // as React ships it
    const out = reactSentinelsOnUse(source);
    // no sentinel is made by a declaration any more (only inside the uses' `??=`)
    for (const name of NAMES) {
      expect(out).not.toMatch(new RegExp(`(?<![\\w$.(])${name} = Error\\(`));
      expect(out).toContain(`${name}$made = null`);
      // every former use reads the one variable, made on the first of them
      expect(out).not.toMatch(new RegExp(`(?<![\\w$.])${name}(?![\\w$])(?!\\$made)`));
    }
    expect(out).toContain('throw ((suspendedThenable = x), (SuspenseException$made ??= Error(formatProdErrorMessage(460))));');
    expect(out).toContain('thrownValue === (SuspenseException$made ??= Error(formatProdErrorMessage(460))) || thrownValue === (SuspenseActionException$made ??= Error(formatProdErrorMessage(542)))');
  });

  it('the edited use: nothing made before the first read, then always the same object', () => {
    const formatProdErrorMessage = (n: number) => `Minified React error #${n}`;
    const read = new Function('formatProdErrorMessage', `var SuspenseException$made = null; return () => (SuspenseException$made ??= Error(formatProdErrorMessage(460)));`)(
      formatProdErrorMessage,
    ) as () => Error;
    const first = read();
    expect(first).toBeInstanceOf(Error);
    expect(first.message).toBe('Minified React error #460');
    expect(read()).toBe(first);
  });

  it('fails when React changed the text (a declaration gone, or a use more or less)', () => {
    expect(() => reactSentinelsOnUse(source.replace('SuspenseException = Error(formatProdErrorMessage(460))', 'SuspenseException = Error(formatProdErrorMessage(461))'))).toThrow(/REACT_SENTINELS/);
    expect(() => reactSentinelsOnUse(source + '\nfoo(SuspenseException);')).toThrow(/used 7 times, not 6/);
  });

  it('edits only react-dom’s client renderer, and fails a build that never bundled it', () => {
    const p = reactSentinels() as unknown as Hooks;
    p.configResolved({ command: 'build' });
    expect(p.transform('export const a = 1;', resolve(file, '../react-dom.production.js'))).toBeNull();
    expect(() => p.buildEnd.call({ meta: { watchMode: false } })).toThrow(/was not bundled/);
    expect(p.transform(source, file)!.code).toContain('SuspenseException$made = null');
    expect(() => p.buildEnd.call({ meta: { watchMode: false } })).not.toThrow();
  });
});
