// Go regexp (RE2) semantics via re2js: compile with Go's syntax and Go's error text
// (regexp/syntax Error.Error(): "error parsing regexp: <code>: `<expr>`"), and
// unanchored matching like (*Regexp).MatchString. Matching runs in linear time.
import { RE2JS, RE2JSSyntaxException } from 're2js';
import { nativeEquivalent } from './native';
import { RecentCache } from '../cache';

const SURROGATE = /[\ud800-\udfff]/;

/**
 * A compiled pattern; `test` is MatchString (a JavaScript RegExp where it answers exactly as RE2,
 * see ./native.ts; re2js otherwise).
 */
export type CompiledRE2 = { ok: true; re: RE2JS; test(s: string): boolean } | { ok: false; error: string };

/** Compiled patterns (of CRD schemas and CEL `matches`/`find`): a working set of 512 stays. */
const cache = new RecentCache<string, CompiledRE2>('regex.compiled', 1024);

/** Codes that Go reports with an empty or whole-pattern expression (re2js omits it). */
// (Go: ErrNestingDepth / ErrLarge carry the whole pattern, ErrTrailingBackslash an empty one.)
const WHOLE_PATTERN_CODES = new Set(['expression nests too deeply', 'expression too large']);

function goErrorText(pattern: string, e: unknown): string {
  if (e instanceof RE2JSSyntaxException) {
    const code = e.error;
    let expr = e.input;
    if (expr === null || expr === undefined) expr = WHOLE_PATTERN_CODES.has(code) ? pattern : '';
    return `error parsing regexp: ${code}: \`${expr}\``;
  }
  const msg = e instanceof Error ? e.message : String(e);
  // Compile-stage size errors (program too large) map to Go's ErrLarge.
  if (/too large/.test(msg)) return `error parsing regexp: expression too large: \`${pattern}\``;
  return `error parsing regexp: regexp/syntax: internal error: \`${pattern}\``;
}

function compileUncached(pattern: string): CompiledRE2 {
  try {
    const re = RE2JS.compile(pattern);
    const native = nativeEquivalent(pattern);
    // texts with surrogates (code points RE2 sees as UTF-8) stay with re2js
    const test = native ? (s: string) => (SURROGATE.test(s) ? re.test(s) : native.test(s)) : (s: string) => re.test(s);
    return { ok: true, re, test };
  } catch (e) {
    return { ok: false, error: goErrorText(pattern, e) };
  }
}

/** regexp.Compile(pattern) with a cache of recently compiled patterns. */
export function compileRE2(pattern: string): CompiledRE2 {
  const hit = cache.get(pattern);
  if (hit !== undefined) return hit;
  const compiled = compileUncached(pattern);
  cache.set(pattern, compiled);
  return compiled;
}

/**
 * MatchString semantics: true when the pattern matches anywhere in s. Returns
 * `{ error }` when the pattern does not compile.
 */
export function re2Matches(pattern: string, s: string): boolean | { error: string } {
  const c = compileRE2(pattern);
  if (!c.ok) return { error: c.error };
  return c.test(s);
}
