// Monaco's chunk written in ASCII (vite.config.ts `asciiScript` / `asciiChunks`, decisions 0056, 0066): a script with any
// non-ASCII byte is decoded by Blink into a two-byte string before it can run. The escapes must leave every value
// as it was and the rest of the (minified) chunk byte for byte.
import { describe, expect, it } from 'vitest';
import { asciiScript } from '../../vite.config';

const run = (code: string): unknown => new Function(`${code};return globalThis.__out;`)();

describe('asciiScript', () => {
  it('escapes non-ASCII characters in strings, untagged templates, regular expressions and names; the values stay', () => {
    // as the minifier writes Monaco's chunk: templates for strings, one line
    const code = 'let café=`［`+"é\\\\¦"+`${1}…`,r=/[¢°′]+/.exec(`x°′y`)[0],u=/😀+/u.test(`😀😀`),s=`😀`.length,k={ctrlKey:`⌃`,shiftKey:`⇧`};globalThis.__out=[café,r,u,s,k,`\\u00e9`===`é`];';
    const out = asciiScript(code);
    expect(out).toMatch(/^[\x00-\x7f]*$/);
    expect(run(out)).toEqual(run(code));
    expect(run(out)).toEqual(['［é\\¦1…', '°′', true, 2, { ctrlKey: '⌃', shiftKey: '⇧' }, true]);
  });

  it('changes nothing but the escapes of a minified chunk', () => {
    const code = 'var e=class{constructor(t){this.t=t}get n(){return`→${this.t}`}};export{e as Arrow};';
    const out = asciiScript(code);
    expect(out.replace('\\u2192', '→')).toBe(code);
  });

  it('returns an ASCII script as it is (no second printing)', () => {
    const code = 'let a = 1 ;   export { a }';
    expect(asciiScript(code)).toBe(code);
  });

  it("fails on a tagged template's non-ASCII raw text (an escape would change what the tag reads)", () => {
    expect(() => asciiScript('globalThis.__out=String.raw`→`;')).toThrow(/cannot be escaped/);
  });

  it('fails on a script that does not parse', () => {
    expect(() => asciiScript('let → = ;', 'broken.js')).toThrow(/broken\.js/);
  });
});
