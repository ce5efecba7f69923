// strconv.Atoi and strconv.ParseFloat as the marker parser calls them, with Go's NumError texts.
import { goQuote } from '../golang/fmt';

export type NumResult = { ok: true; value: number } | { ok: false; error: string };

function numError(fn: string, text: string, what: 'invalid syntax' | 'value out of range'): NumResult {
  return { ok: false, error: `strconv.${fn}: parsing ${goQuote(text)}: ${what}` };
}

const INT64_MAX = 9223372036854775807n;

/** strconv.Atoi (64-bit int): base 10, optional sign, no underscores or prefixes. */
export function goAtoi(text: string): NumResult {
  if (!/^[+-]?[0-9]+$/.test(text)) return numError('Atoi', text, 'invalid syntax');
  const v = BigInt(text);
  if (v > INT64_MAX || v < -INT64_MAX - 1n) return numError('Atoi', text, 'value out of range');
  return { ok: true, value: Number(v) };
}

/** underscoreOK: underscores only between digits, or between a base prefix and a digit. */
function underscoreOK(s: string): boolean {
  let saw = '^';
  let i = 0;
  if (s.length >= 1 && (s[0] === '-' || s[0] === '+')) s = s.slice(1);
  let hex = false;
  if (s.length >= 2 && s[0] === '0' && /[bBoOxX]/.test(s[1])) {
    i = 2;
    saw = '0';
    hex = s[1] === 'x' || s[1] === 'X';
  }
  for (; i < s.length; i++) {
    const c = s[i];
    if (/[0-9]/.test(c) || (hex && /[a-fA-F]/.test(c))) {
      saw = '0';
      continue;
    }
    if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
      continue;
    }
    if (saw === '_') return false;
    saw = '!';
  }
  return saw !== '_';
}

/** strconv.ParseFloat(text, 64): decimal or hexadecimal (with a p exponent) literals. */
export function goParseFloat(text: string): NumResult {
  const dec = /^[+-]?(?:[0-9_]+\.?[0-9_]*|\.[0-9_]+)(?:[eE][+-]?[0-9_]+)?$/;
  const hex = /^([+-]?)0[xX]([0-9a-fA-F_]*)\.?([0-9a-fA-F_]*)[pP]([+-]?[0-9_]+)$/;
  let value: number;
  if (dec.test(text) && /[0-9]/.test(text.replace(/[eE].*$/, ''))) {
    if (text.includes('_') && !underscoreOK(text)) return numError('ParseFloat', text, 'invalid syntax');
    value = Number(text.replace(/_/g, ''));
  } else {
    const m = hex.exec(text);
    if (!m || (m[2] + m[3]).replace(/_/g, '') === '') return numError('ParseFloat', text, 'invalid syntax');
    if (text.includes('_') && !underscoreOK(text)) return numError('ParseFloat', text, 'invalid syntax');
    const intPart = m[2].replace(/_/g, '');
    const frac = m[3].replace(/_/g, '');
    let mant = 0;
    for (const c of intPart + frac) mant = mant * 16 + parseInt(c, 16);
    value = mant * Math.pow(2, Number(m[4].replace(/_/g, '')) - 4 * frac.length);
    if (m[1] === '-') value = -value;
  }
  if (!Number.isFinite(value)) return numError('ParseFloat', text, 'value out of range');
  return { ok: true, value };
}
