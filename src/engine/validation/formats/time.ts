// Date, date-time and duration formats of kube-openapi strfmt (pkg/validation/strfmt/time.go,
// duration.go): IsDate = time.Parse("2006-01-02"), IsDateTime (split at 't' + DateTimePattern),
// ParseDuration = time.ParseDuration or the strfmt duration matcher fallback.
import { utf8Len } from '../../golang/utf8';
import { parseDuration } from '../../golang/duration';
import { DATE_ONLY, parseTime } from '../../golang/time';

/** time.Parse("2006-01-02", s) == nil. */
export function isDate(s: string): boolean {
  return parseTime(DATE_ONLY, s).ok;
}

// DateTimePattern, applied to the lower-cased time part.
const RX_TIME = /^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$/u;

/** strfmt.IsDateTime */
export function isDateTime(s: string): boolean {
  if (utf8Len(s) < 4) return false;
  const parts = s.toLowerCase().split('t');
  if (parts.length < 2 || !isDate(parts[0])) return false;
  const m = RX_TIME.exec(parts[1]);
  if (!m) return false;
  return m[1] <= '23' && m[2] <= '59' && m[3] <= '59';
}

const TIME_UNITS: string[][] = [
  ['ns', 'nano'],
  ['us', 'µs', 'micro'],
  ['ms', 'milli'],
  ['s', 'sec'],
  ['m', 'min'],
  ['h', 'hr', 'hour'],
  ['d', 'day'],
  ['w', 'wk', 'week'],
];
const DURATION_MATCHER = /(([0-9]+)[\t\n\f\r ]*([A-Za-zµ]+))/g;

function goEqualFold(a: string, b: string): boolean {
  return a.length === b.length && a.toLowerCase() === b.toLowerCase();
}

const NS_PER: Record<string, bigint> = { ns: 1n, us: 1000n, ms: 1_000_000n, s: 1_000_000_000n, m: 60_000_000_000n, h: 3_600_000_000_000n, d: 86_400_000_000_000n, w: 604_800_000_000_000n };

type ParsedStrfmtDuration = { ok: true; ns: bigint } | { ok: false; error: string };

/**
 * strfmt.ParseDuration: time.ParseDuration, else every "<digits> <unit word>" found in the string
 * summed (int64 arithmetic, wrapping as Go's does); fails when no unit word matches or a number
 * does not fit strconv.Atoi.
 */
export function parseStrfmtDuration(s: string): ParsedStrfmtDuration {
  const go = parseDuration(s);
  if (go.ok) return go;
  let ok = false;
  let dur = 0n;
  DURATION_MATCHER.lastIndex = 0;
  for (let m = DURATION_MATCHER.exec(s); m !== null; m = DURATION_MATCHER.exec(s)) {
    const digits = m[2].replace(/^0+/, '');
    if (digits.length > 19 || (digits.length === 19 && digits > '9223372036854775807')) return { ok: false, error: `strconv.Atoi: parsing "${m[2]}": value out of range` };
    const factor = BigInt(m[2]);
    const unit = m[3].toLowerCase().trim();
    for (const variants of TIME_UNITS) {
      const last = variants.length - 1;
      const mult = NS_PER[variants[0]];
      variants.forEach((variant, i) => {
        if ((i === last && unit.startsWith(variant)) || goEqualFold(variant, unit)) {
          ok = true;
          dur = BigInt.asIntN(64, dur + BigInt.asIntN(64, factor * mult));
        }
      });
    }
  }
  return ok ? { ok: true, ns: dur } : { ok: false, error: `unable to parse ${s} as duration` };
}

/** strfmt.IsDuration. */
export function isDuration(s: string): boolean {
  return parseStrfmtDuration(s).ok;
}
