// Go's time.ParseDuration (time/format.go): `[-+]?([0-9]*(\.[0-9]*)?[a-z]+)+` in nanoseconds as an
// int64, with its overflow checks on uint64 and its float64 arithmetic for fractions, and its
// error texts (the input quoted with time's quote).
import { timeQuote } from './time';

type ParsedDuration = { ok: true; ns: bigint } | { ok: false; error: string };

const NS: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n, // U+00B5 micro sign
  μs: 1000n, // U+03BC Greek mu
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};

const TWO63 = 1n << 63n;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** time.ParseDuration(s). */
export function parseDuration(orig: string): ParsedDuration {
  const invalid = (): ParsedDuration => ({ ok: false, error: `time: invalid duration ${timeQuote(orig)}` });
  let s = orig;
  let neg = false;
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    neg = s[0] === '-';
    s = s.slice(1);
  }
  if (s === '0') return { ok: true, ns: 0n };
  if (s === '') return invalid();
  let d = 0n;
  while (s !== '') {
    if (!(s[0] === '.' || isDigit(s[0]))) return invalid();
    // leadingInt: [0-9]* as a uint64, failing above 1<<63
    let i = 0;
    let v = 0n;
    for (; isDigit(s[i]); i++) {
      if (v > TWO63 / 10n) return invalid();
      v = v * 10n + BigInt(s.charCodeAt(i) - 48);
      if (v > TWO63) return invalid();
    }
    const pre = i > 0;
    s = s.slice(i);
    // leadingFraction: stops accumulating precision instead of overflowing
    let f = 0n;
    let scale = 1;
    let post = false;
    if (s[0] === '.') {
      s = s.slice(1);
      let j = 0;
      let overflow = false;
      for (; isDigit(s[j]); j++) {
        if (overflow) continue;
        if (f > (TWO63 - 1n) / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + BigInt(s.charCodeAt(j) - 48);
        if (y > TWO63) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = j > 0;
      s = s.slice(j);
    }
    if (!pre && !post) return invalid();
    // the unit: everything up to the next '.' or digit
    let u = 0;
    while (u < s.length && !(s[u] === '.' || isDigit(s[u]))) u++;
    if (u === 0) return { ok: false, error: `time: missing unit in duration ${timeQuote(orig)}` };
    const name = s.slice(0, u);
    s = s.slice(u);
    const unit = NS[name];
    if (unit === undefined) return { ok: false, error: `time: unknown unit ${timeQuote(name)} in duration ${timeQuote(orig)}` };
    if (v > TWO63 / unit) return invalid();
    v *= unit;
    if (f > 0n) {
      // float64, as Go computes it, to be nanosecond accurate for fractions of hours
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)));
      if (v > TWO63) return invalid();
    }
    d += v;
    if (d > TWO63) return invalid();
  }
  if (neg) return { ok: true, ns: -d };
  if (d > TWO63 - 1n) return invalid();
  return { ok: true, ns: d };
}
