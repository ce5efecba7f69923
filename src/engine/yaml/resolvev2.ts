// go-yaml v2 (gopkg.in/yaml.v2 v2.4.0) resolve.go as its encoder uses it: a Go string is written
// plain only when a plain scalar of that text would resolve back to a string (encode.go stringv),
// and never when it reads as a base 60 float (isBase60Float). Everything else is double-quoted.
// Unlike scalars.ts (decoding, where timestamps stay strings) the encoder asks for the tag, so a
// date such as `2021-01-02` is not a plain string here.

const RESOLVE_MAP = new Set([
  'y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON',
  'n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF',
  '', '~', 'null', 'Null', 'NULL',
  '.nan', '.NaN', '.NAN', '.inf', '.Inf', '.INF', '+.inf', '+.Inf', '+.INF', '-.inf', '-.Inf', '-.INF',
  '<<',
]); // prettier-ignore

const YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
const BASE60_FLOAT = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const MAX_UINT64 = 2n ** 64n - 1n;
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

/** The resolveTable hint of the first byte: Sign, Digit, in-Map, '.' or none. */
function hintOf(s: string): string {
  const c = s[0];
  if (c === '+' || c === '-') return 'S';
  if (c >= '0' && c <= '9') return 'D';
  if ('yYnNtTfFoO~'.includes(c)) return 'M';
  if (c === '.') return '.';
  return '';
}

/** strconv.ParseInt(s, 0, 64) succeeds (bitSize 64, base prefix, no underscores left). */
function parsesAsInt(s: string, signed: boolean): boolean {
  let body = s;
  let neg = false;
  if (signed && (body[0] === '+' || body[0] === '-')) {
    neg = body[0] === '-';
    body = body.slice(1);
  }
  let digits: string;
  let radix: string;
  if (/^0[xX]/.test(body)) [radix, digits] = ['0x', body.slice(2)];
  else if (/^0[oO]/.test(body)) [radix, digits] = ['0o', body.slice(2)];
  else if (/^0[bB]/.test(body)) [radix, digits] = ['0b', body.slice(2)];
  else if (body.length > 1 && body[0] === '0') [radix, digits] = ['0o', body.slice(1)];
  else [radix, digits] = ['', body];
  const valid = { '0x': /^[0-9a-fA-F]+$/, '0o': /^[0-7]+$/, '0b': /^[01]+$/, '': /^[0-9]+$/ }[radix]!;
  if (!valid.test(digits)) return false;
  let v = BigInt(radix + digits);
  if (neg) v = -v;
  return signed ? v >= MIN_INT64 && v <= MAX_INT64 : v <= MAX_UINT64;
}

/** strconv's underscoreOK: underscores only between digits (or after a base prefix). */
function underscoreOK(s: string): boolean {
  let saw = '^';
  let t = s;
  if (t[0] === '+' || t[0] === '-') t = t.slice(1);
  for (const c of t) {
    if (c >= '0' && c <= '9') saw = '0';
    else if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
    } else {
      if (saw === '_') return false;
      saw = '!';
    }
  }
  return saw !== '_';
}

/** strconv.ParseFloat(s, 64) without error for a text starting with '.' (decimal only). */
function parsesAsDotFloat(s: string): boolean {
  if (!/^\.[0-9_]*(?:[eE][-+]?[0-9][0-9_]*)?$/.test(s) || !/^\.[_]*[0-9]/.test(s)) return false;
  if (s.includes('_') && !underscoreOK(s)) return false;
  return Number.isFinite(Number(s.replace(/_/g, '')));
}

function daysIn(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const TS_DATE = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})$/;
const TS_T = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})[Tt]([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})(?:[.,][0-9]+)?(?:Z|[-+]([0-9]{2}):([0-9]{2}))$/;
const TS_SPACE = /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2}) +([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2})(?:[.,][0-9]+)?$/;

/** parseTimestamp: the four layouts go-yaml v2 accepts, with time.Parse's range checks. */
function parsesAsTimestamp(s: string): boolean {
  if (!/^[0-9]{4}-/.test(s)) return false;
  const m = TS_DATE.exec(s) ?? TS_T.exec(s) ?? TS_SPACE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59)) return false;
  if (m[7] !== undefined && (Number(m[7]) > 24 || Number(m[8]) > 60)) return false;
  return true;
}

/** resolve("", s) gives the str tag: s read back as a plain scalar is the same string. */
export function resolvesToStr(s: string): boolean {
  if (s === '') return false;
  const hint = hintOf(s);
  if (hint === '') return true;
  if (RESOLVE_MAP.has(s)) return false;
  if (hint === 'M') return true;
  if (hint === '.') return !parsesAsDotFloat(s);
  if (parsesAsTimestamp(s)) return false;
  const plain = s.replace(/_/g, '');
  if (parsesAsInt(plain, true) || parsesAsInt(plain, false)) return false;
  if (YAML_STYLE_FLOAT.test(plain) && Number.isFinite(Number(plain))) return false;
  // "0b…"/"-0b…" beyond 64 bits fail ParseInt/ParseUint above and fail again in resolve's retry
  return true;
}

/** encode.go stringv: may the string be written as a plain scalar (before the emitter's own checks)? */
export function canUsePlain(s: string): boolean {
  return resolvesToStr(s) && !isBase60Float(s);
}

function isBase60Float(s: string): boolean {
  if (s === '') return false;
  const c = s[0];
  if (!(c === '+' || c === '-' || (c >= '0' && c <= '9')) || !s.includes(':')) return false;
  return BASE60_FLOAT.test(s);
}
