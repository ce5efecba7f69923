// String functions (contains, startsWith, endsWith, matches) and timestamp/duration accessors.
import { compileRE2 } from '../../regex';
import type { FunctionDecl, OverloadDecl } from '../library';
import { timeFields, TimeFields } from '../time';
import { CelType, T } from '../types';
import { CelDuration, CelError, CelTimestamp, Value } from '../values';

const o = (id: string, args: CelType[], result: CelType, impl: (...a: Value[]) => Value, member = false): OverloadDecl => ({
  id,
  args,
  result,
  impl,
  member,
});
const noOverload = () => new CelError('no such overload');

/** `s.matches(re)` with RE2 semantics; compile errors become CelErrors with Go's text. */
export function matchesValue(s: Value, re: Value): Value {
  if (typeof s !== 'string' || typeof re !== 'string') return noOverload();
  // compileRE2 keeps compiled patterns (engine/cache LRU 'regex.compiled')
  const c = compileRE2(re);
  if (!c.ok) return new CelError(c.error);
  return c.test(s);
}

const str2 = (f: (a: string, b: string) => boolean) => (a: Value, b: Value) => (typeof a === 'string' && typeof b === 'string' ? f(a, b) : noOverload());

type Acc = (f: TimeFields, t: CelTimestamp) => number;
const TS_ACCESSORS: [string, string, Acc][] = [
  ['getFullYear', 'full_year', (f) => f.year],
  ['getMonth', 'month', (f) => f.month - 1],
  ['getDayOfYear', 'day_of_year', (f) => f.dayOfYear],
  ['getDayOfMonth', 'day_of_month', (f) => f.day - 1],
  ['getDate', 'day_of_month_1_based', (f) => f.day],
  ['getDayOfWeek', 'day_of_week', (f) => f.dayOfWeek],
  ['getHours', 'hours', (f) => f.hour],
  ['getMinutes', 'minutes', (f) => f.minute],
  ['getSeconds', 'seconds', (f) => f.second],
  ['getMilliseconds', 'milliseconds', (_f, t) => Math.floor(t.nanos / 1e6)],
];

/**
 * Go's time.Duration Hours/Minutes/Seconds: whole units plus the remainder as a fraction, in float64
 * (so a remainder close to a whole unit of a large duration rounds up), truncated to int64 by
 * cel-go's Int(...). Computed in doubles exactly as Go computes them.
 */
function goFloatUnits(ns: bigint, unit: bigint): bigint {
  const whole = ns / unit;
  const rest = ns % unit;
  return BigInt(Math.trunc(Number(whole) + Number(rest) / Number(unit)));
}

/**
 * Duration accessors are totals in cel-go (common/types/duration.go DurationGetHours ... :
 * Int(dur.Hours()), Int(dur.Minutes()), Int(dur.Seconds()), Int(dur.Milliseconds())), not the
 * components: duration('1h2m3s4ms').getMilliseconds() is 3723004 (apiextensions
 * schema/cel/validation_test.go TestValidationExpressions "duration format").
 */
const DUR_ACCESSORS: Record<string, (ns: bigint) => bigint> = {
  getHours: (ns) => goFloatUnits(ns, 3_600_000_000_000n),
  getMinutes: (ns) => goFloatUnits(ns, 60_000_000_000n),
  getSeconds: (ns) => goFloatUnits(ns, 1_000_000_000n),
  getMilliseconds: (ns) => ns / 1_000_000n,
};

function tsAccessor(acc: Acc) {
  return (t: Value, tz?: Value): Value => {
    if (!(t instanceof CelTimestamp)) return noOverload();
    if (tz !== undefined && typeof tz !== 'string') return noOverload();
    const f = timeFields(t, tz as string | undefined);
    if (f instanceof CelError) return f;
    return BigInt(acc(f, t));
  };
}

export const STRING_AND_TIME_FUNCTIONS: FunctionDecl[] = [
  {
    name: 'contains',
    overloads: [
      o(
        'contains_string',
        [T.string, T.string],
        T.bool,
        str2((a, b) => a.includes(b)),
        true,
      ),
    ],
  },
  {
    name: 'startsWith',
    overloads: [
      o(
        'starts_with_string',
        [T.string, T.string],
        T.bool,
        str2((a, b) => a.startsWith(b)),
        true,
      ),
    ],
  },
  {
    name: 'endsWith',
    overloads: [
      o(
        'ends_with_string',
        [T.string, T.string],
        T.bool,
        str2((a, b) => a.endsWith(b)),
        true,
      ),
    ],
  },
  {
    name: 'matches',
    overloads: [o('matches', [T.string, T.string], T.bool, matchesValue), o('matches_string', [T.string, T.string], T.bool, matchesValue, true)],
  },
  ...TS_ACCESSORS.map(([name, id, acc]) => {
    const overloads: OverloadDecl[] = [o(`timestamp_to_${id}`, [T.timestamp], T.int, tsAccessor(acc), true), o(`timestamp_to_${id}_with_tz`, [T.timestamp, T.string], T.int, tsAccessor(acc), true)];
    const dur = DUR_ACCESSORS[name];
    if (dur) {
      overloads.push(o(`duration_to_${id}`, [T.duration], T.int, (d) => (d instanceof CelDuration ? dur(d.ns) : noOverload()), true));
    }
    return { name, overloads };
  }),
];
