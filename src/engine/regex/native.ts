// A JavaScript RegExp that answers Go's (*Regexp).MatchString exactly as RE2 does, for a small
// class of patterns: a sequence of single-character atoms (literals, escaped punctuation, \d, \w,
// `.`, ASCII character classes), each with at most one quantifier, optionally anchored with `^`
// and `$`, at most one of them repeated a variable number of times. Such patterns have no
// alternation or groups, so whether a match exists does not depend on RE2's leftmost-first choice,
// and a backtracking engine runs them in time linear in the text per start position (one variable
// quantifier; anchored with `^`, one start position). Everything else stays with re2js.
//
// Differences handled: RE2 `.` is any character but \n (JavaScript's also excludes \r, U+2028,
// U+2029), so it becomes [^\n]; RE2 \s is [\t\n\f\r ] (JavaScript's is wider), so \s is not taken;
// the `u` flag makes JavaScript match code points as RE2 does (texts with surrogates, which RE2
// never sees as such, are left to re2js by the caller).

const LITERAL = /[A-Za-z0-9 _\-/:@=,;'"<>!%&~`#]/;
/** Punctuation RE2 accepts escaped and JavaScript's `u` flag too (syntax characters). */
const ESCAPABLE = new Set([...'^$\\.*+?()[]{}|/']);
const CLASS_LITERAL = /[A-Za-z0-9 _/:@=,;'"<>!%&~`#.+*?()|{}$^]/;

/** The JavaScript equivalent of a Go regular expression in the class above, or null. */
export function nativeEquivalent(pattern: string): RegExp | null {
  let i = 0;
  let out = '';
  const anchored = pattern.startsWith('^');
  if (anchored) {
    out += '^';
    i = 1;
  }
  let end = pattern.length;
  let tail = '';
  if (pattern.endsWith('$') && !pattern.endsWith('\\$')) {
    end--;
    tail = '$';
  }
  let variable = 0;
  while (i < end) {
    const c = pattern[i]!;
    let atom: string;
    if (c === '\\') {
      const e = pattern[i + 1];
      if (e === undefined || i + 1 >= end) return null;
      if (e === 'd' || e === 'w') atom = `\\${e}`;
      else if (ESCAPABLE.has(e)) atom = `\\${e}`;
      else if (e === '-') atom = '-';
      else return null;
      i += 2;
    } else if (c === '.') {
      atom = '[^\\n]';
      i++;
    } else if (c === '[') {
      const close = classEnd(pattern, i, end);
      if (close < 0) return null;
      const cls = classBody(pattern.slice(i + 1, close));
      if (cls === null) return null;
      atom = `[${cls}]`;
      i = close + 1;
    } else if (LITERAL.test(c)) {
      atom = c === '/' ? '\\/' : c;
      i++;
    } else return null;
    // one quantifier, not lazy
    const q = pattern[i];
    let quant = '';
    if (i < end && (q === '*' || q === '+' || q === '?')) {
      quant = q;
      i++;
      variable++;
    } else if (i < end && q === '{') {
      const m = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i, end));
      if (!m) return null;
      const min = Number(m[1]);
      const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (max < min || min > 1000 || (max !== Infinity && max > 1000)) return null;
      quant = m[0];
      i += m[0].length;
      if (max !== min) variable++;
    }
    if (i < end && (pattern[i] === '?' || pattern[i] === '*' || pattern[i] === '+' || pattern[i] === '{')) return null;
    out += atom + quant;
  }
  // unanchored at the start, a variable part would be tried from every position (quadratic)
  if (variable > 1 || (variable === 1 && !anchored)) return null;
  try {
    return new RegExp(out + tail, 'u');
  } catch {
    return null;
  }
}

/** Index of the `]` closing the class opened at `open`, or -1. */
function classEnd(p: string, open: number, end: number): number {
  let j = open + 1;
  if (p[j] === '^') j++;
  if (p[j] === ']') j++; // a leading ] is a literal
  for (; j < end; j++) {
    if (p[j] === '\\') j++;
    else if (p[j] === '[')
      return -1; // [:class:] and nested forms stay with re2js
    else if (p[j] === ']') return j;
  }
  return -1;
}

/** A class body of ASCII literals, ranges and \d \w, for a `u` RegExp; null otherwise. */
function classBody(body: string): string | null {
  let out = '';
  let j = 0;
  if (body[0] === '^') {
    out = '^';
    j = 1;
  }
  if (body[j] === ']') return null;
  const alnum = /[A-Za-z0-9]/;
  while (j < body.length) {
    const c = body[j]!;
    if (c === '\\') {
      const e = body[j + 1];
      if (e === 'd' || e === 'w') out += `\\${e}`;
      else if (e !== undefined && (ESCAPABLE.has(e) || e === '-')) out += `\\${e}`;
      else return null;
      j += 2;
      // an escape does not start a range here
      if (body[j] === '-' && j + 1 < body.length) return null;
      continue;
    }
    if (c === '-') {
      // a literal - only at the start or the end (ranges are read from their first end)
      if (j !== (body[0] === '^' ? 1 : 0) && j !== body.length - 1) return null;
      out += '\\-';
      j++;
      continue;
    }
    if (body[j + 1] === '-' && j + 2 < body.length) {
      const hi = body[j + 2]!;
      if (!alnum.test(c) || !alnum.test(hi) || c > hi) return null;
      out += `${c}-${hi}`;
      j += 3;
      continue;
    }
    if (!CLASS_LITERAL.test(c) && !alnum.test(c)) return null;
    out += /[.+*?()|{}$^/]/.test(c) ? `\\${c}` : c;
    j++;
  }
  return out;
}
