// Strings that match an RE2 pattern, generated from the pattern's structure. A small parser over
// the common subset of Go regexp syntax (literals, escapes, classes, groups, alternation,
// quantifiers, anchors); anything it does not understand makes it give up (undefined). Every
// candidate is verified with the engine's RE2 matcher by the caller, so a wrong guess costs only
// a rejected candidate, never a wrong sample.
import { LRU } from '../cache';

type Node =
  | { t: 'lit'; s: string }
  | { t: 'class'; chars: string[]; negated: boolean }
  | { t: 'any' }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number }
  | { t: 'empty' };

class Unsupported extends Error {}

const DIGITS = '0123456789'.split('');
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'.split('');
const SPACE = [' ', '\t', '\n'];
/** Characters tried for `.` and negated classes, in order of preference. */
const PREFERRED = 'abcxyz0123456789ABCXYZ-_.:/ '.split('');
const MAX_PATTERN = 2000;
const MAX_OUTPUT = 4096;

function perlClass(c: string): { chars: string[]; negated: boolean } | undefined {
  switch (c) {
    case 'd':
      return { chars: DIGITS, negated: false };
    case 'D':
      return { chars: DIGITS, negated: true };
    case 'w':
      return { chars: WORD, negated: false };
    case 'W':
      return { chars: WORD, negated: true };
    case 's':
      return { chars: SPACE, negated: false };
    case 'S':
      return { chars: SPACE, negated: true };
  }
  return undefined;
}

const POSIX: Record<string, string[]> = {
  alpha: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
  alnum: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
  digit: DIGITS,
  lower: 'abcdefghijklmnopqrstuvwxyz'.split(''),
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''),
  space: SPACE,
  xdigit: '0123456789abcdefABCDEF'.split(''),
  word: WORD,
  punct: '-!"#$%&\'()*+,./:;<=>?@[\\]^_`{|}~'.split(''),
};

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', f: '\f', v: '\v', a: '\x07' };

class Parser {
  private i = 0;
  constructor(private readonly p: string) {}

  parse(): Node {
    const n = this.alt();
    if (this.i < this.p.length) throw new Unsupported('unbalanced )');
    return n;
  }

  private alt(): Node {
    const options: Node[] = [this.seq()];
    while (this.p[this.i] === '|') {
      this.i++;
      options.push(this.seq());
    }
    return options.length === 1 ? options[0] : { t: 'alt', options };
  }

  private seq(): Node {
    const items: Node[] = [];
    while (this.i < this.p.length && this.p[this.i] !== '|' && this.p[this.i] !== ')') {
      let atom = this.atom();
      atom = this.quantified(atom);
      items.push(atom);
    }
    return items.length === 1 ? items[0] : { t: 'seq', items };
  }

  private quantified(atom: Node): Node {
    for (;;) {
      const c = this.p[this.i];
      let min: number;
      let max: number;
      if (c === '*') [min, max] = [0, Infinity];
      else if (c === '+') [min, max] = [1, Infinity];
      else if (c === '?') [min, max] = [0, 1];
      else if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.p.slice(this.i));
        if (!m) return atom; // a literal '{' in Go when not a valid repeat
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        this.i += m[0].length - 1;
      } else return atom;
      this.i++;
      if (this.p[this.i] === '?') this.i++; // non-greedy: same language
      atom = { t: 'rep', node: atom, min, max };
    }
  }

  private atom(): Node {
    const c = this.p[this.i++];
    switch (c) {
      case '(': {
        if (this.p[this.i] === '?') {
          // (?:...), (?P<name>...), (?<name>...), flags (?i) (?i:...)
          const rest = this.p.slice(this.i);
          const named = /^\?P?<[A-Za-z_][A-Za-z0-9_]*>/.exec(rest);
          const flags = /^\?([imsU-]*)(:|\))/.exec(rest);
          if (named) this.i += named[0].length;
          else if (flags) {
            this.i += flags[0].length;
            if (flags[2] === ')') return { t: 'empty' };
          } else throw new Unsupported('group');
        }
        const inner = this.alt();
        if (this.p[this.i] !== ')') throw new Unsupported('missing )');
        this.i++;
        return inner;
      }
      case '[':
        return this.cls();
      case '.':
        return { t: 'any' };
      case '^':
      case '$':
        return { t: 'empty' };
      case '\\':
        return this.escape(false) as Node;
      default:
        return { t: 'lit', s: c };
    }
  }

  /** An escape after the backslash; in a class only character escapes are allowed. */
  private escape(inClass: boolean): Node | string[] {
    const c = this.p[this.i++];
    if (c === undefined) throw new Unsupported('trailing backslash');
    const perl = perlClass(c);
    if (perl)
      return inClass
        ? perl.negated
          ? PREFERRED.filter((x) => !perl.chars.includes(x))
          : perl.chars
        : { t: 'class', chars: perl.negated ? perl.chars : [...perl.chars].sort((a, b) => rank(a) - rank(b)), negated: perl.negated };
    if (!inClass && 'bBAzZ'.includes(c)) return { t: 'empty' };
    if (SIMPLE_ESCAPES[c]) return inClass ? [SIMPLE_ESCAPES[c]] : { t: 'lit', s: SIMPLE_ESCAPES[c] };
    if (c === 'x') {
      const m = /^(\{([0-9a-fA-F]+)\}|[0-9a-fA-F]{2})/.exec(this.p.slice(this.i));
      if (!m) throw new Unsupported('\\x');
      this.i += m[0].length;
      const ch = String.fromCodePoint(parseInt(m[2] ?? m[1], 16));
      return inClass ? [ch] : { t: 'lit', s: ch };
    }
    if (c === 'p' || c === 'P' || /[0-9]/.test(c)) throw new Unsupported('unicode class or backreference');
    if (c === 'Q') {
      const end = this.p.indexOf('\\E', this.i);
      const s = end < 0 ? this.p.slice(this.i) : this.p.slice(this.i, end);
      this.i = end < 0 ? this.p.length : end + 2;
      return inClass ? s.split('') : { t: 'lit', s };
    }
    return inClass ? [c] : { t: 'lit', s: c };
  }

  private cls(): Node {
    let negated = false;
    if (this.p[this.i] === '^') {
      negated = true;
      this.i++;
    }
    const chars: string[] = [];
    let first = true;
    while (this.i < this.p.length && (this.p[this.i] !== ']' || first)) {
      first = false;
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(this.p.slice(this.i));
      if (posix) {
        const set = POSIX[posix[2]];
        if (!set || posix[1]) throw new Unsupported('posix class');
        chars.push(...set);
        this.i += posix[0].length;
        continue;
      }
      let lo: string;
      if (this.p[this.i] === '\\') {
        this.i++;
        const e = this.escape(true) as string[];
        if (e.length !== 1) {
          chars.push(...e);
          continue;
        }
        lo = e[0];
      } else lo = this.p[this.i++];
      if (this.p[this.i] === '-' && this.p[this.i + 1] !== ']' && this.i + 1 < this.p.length) {
        this.i++;
        let hi: string;
        if (this.p[this.i] === '\\') {
          this.i++;
          const e = this.escape(true) as string[];
          if (e.length !== 1) throw new Unsupported('range');
          hi = e[0];
        } else hi = this.p[this.i++];
        const a = lo.codePointAt(0)!;
        const b = hi.codePointAt(0)!;
        // a few characters of the range are enough to choose from
        for (let x = a; x <= b && x < a + 64; x++) chars.push(String.fromCodePoint(x));
      } else chars.push(lo);
    }
    if (this.p[this.i] !== ']') throw new Unsupported('missing ]');
    this.i++;
    // prefer letters, then digits, then the rest (placeholders read better)
    const sorted = negated ? chars : [...new Set(chars)].sort((a, b) => rank(a) - rank(b));
    return { t: 'class', chars: sorted, negated };
  }
}

function pickClass(n: { chars: string[]; negated: boolean }, variant: number): string {
  if (!n.negated) {
    if (n.chars.length === 0) throw new Unsupported('empty class');
    return n.chars[variant % n.chars.length];
  }
  const allowed = PREFERRED.filter((c) => !n.chars.includes(c));
  if (allowed.length === 0) throw new Unsupported('negated class');
  return allowed[variant % allowed.length];
}

function rank(c: string): number {
  if (c >= 'a' && c <= 'z') return 0;
  if (c >= '0' && c <= '9') return 1;
  if (c >= 'A' && c <= 'Z') return 2;
  return 3;
}

/**
 * How to expand the pattern: `extra` repetitions beyond the minimum of unbounded quantifiers,
 * which alternative to take (`alt`), which character of classes (`variant`).
 */
interface Plan {
  extra: number;
  alt: number;
  variant: number;
}

function emit(n: Node, plan: Plan, out: string[], budget: { left: number }): void {
  if (--budget.left < 0 || out.length > MAX_OUTPUT) throw new Unsupported('too large');
  switch (n.t) {
    case 'lit':
      out.push(n.s);
      return;
    case 'empty':
      return;
    case 'any':
      out.push(PREFERRED[plan.variant % PREFERRED.length]);
      return;
    case 'class':
      out.push(pickClass(n, plan.variant));
      return;
    case 'seq':
      for (const x of n.items) emit(x, plan, out, budget);
      return;
    case 'alt': {
      // the first non-empty-producing option reads best; `alt` rotates through the options
      emit(n.options[plan.alt % n.options.length], plan, out, budget);
      return;
    }
    case 'rep': {
      const count = n.max === Infinity ? n.min + plan.extra : Math.min(n.max, n.min + (plan.extra > 0 ? 1 : 0));
      for (let k = 0; k < count; k++) emit(n.node, plan, out, budget);
      return;
    }
  }
}

const parsedCache = new LRU<string, Node | null>({ name: 'authoring.regexParses', capacity: 512 });
const candidateCache = new LRU<string, string[]>({ name: 'authoring.regexCandidates', capacity: 512 });

function parsePattern(pattern: string): Node | null {
  const hit = parsedCache.get(pattern);
  if (hit !== undefined) return hit;
  let node: Node | null = null;
  if (pattern.length <= MAX_PATTERN) {
    try {
      node = new Parser(pattern).parse();
    } catch {
      node = null;
    }
  }
  parsedCache.set(pattern, node);
  return node;
}

/**
 * Candidate strings for `pattern`, shortest first: minimum repetitions, then more, through the
 * alternatives and class characters. Empty when the pattern is outside the supported subset.
 * The caller verifies each candidate (the generator over-approximates, e.g. it ignores anchors).
 */
export function patternCandidates(pattern: string, limit = 24): string[] {
  const key = `${limit}\u0000${pattern}`;
  const hit = candidateCache.get(key);
  if (hit) return hit;
  const out = candidatesUncached(pattern, limit);
  candidateCache.set(key, out);
  return out;
}

function candidatesUncached(pattern: string, limit: number): string[] {
  const node = parsePattern(pattern);
  if (!node) return [];
  const out = new Set<string>();
  const plans: Plan[] = [];
  for (const extra of [0, 1, 2, 4, 8, 16, 32, 64]) for (const alt of [0, 1, 2]) for (const variant of [0, 1]) plans.push({ extra, alt, variant });
  for (const plan of plans) {
    if (out.size >= limit) break;
    try {
      const parts: string[] = [];
      emit(node, plan, parts, { left: 4_000 });
      out.add(parts.join(''));
    } catch {
      // too large for this plan: later plans are larger
      if (plan.extra > 0) break;
    }
  }
  return [...out];
}
