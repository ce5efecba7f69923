// Scalar values for sample objects: strings that pass format, pattern, enum and length
// constraints; numbers within minimum/maximum that are a multiple of multipleOf. Each candidate
// is checked with the engine's own format registry and RE2 matcher (kube-openapi validate's
// checks as the validator runs them), so a value offered here is one the apiserver accepts.
import { formatCheck, normalizeFormatName } from '../validation';
import { re2Matches } from '../regex';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { patternCandidates } from './regex';

/** A value for each format the apiserver validates (normalized names, as strfmt registers them). */
const FORMAT_SAMPLES: Record<string, string[]> = {
  bsonobjectid: ['507f1f77bcf86cd799439011'],
  date: ['2024-01-01'],
  datetime: ['2024-01-01T00:00:00Z'],
  uri: ['https://example.com/path'],
  email: ['user@example.com'],
  hostname: ['example.com', 'example'],
  ipv4: ['192.0.2.1'],
  ipv6: ['2001:db8::1'],
  cidr: ['192.0.2.0/24', '2001:db8::/32'],
  mac: ['00:00:5e:00:53:01'],
  uuid: ['123e4567-e89b-42d3-a456-426614174000'],
  uuid3: ['6fa459ea-ee8a-3ca4-894e-db77e160355e'],
  uuid4: ['123e4567-e89b-42d3-a456-426614174000'],
  uuid5: ['886313e1-3b8a-5372-9b90-0c9aee199e5d'],
  isbn: ['0306406152'],
  isbn10: ['0306406152'],
  isbn13: ['9780306406157'],
  creditcard: ['4111111111111111'],
  ssn: ['123-45-6789'],
  hexcolor: ['#ffffff'],
  rgbcolor: ['rgb(0,0,0)'],
  byte: ['ZXhhbXBsZQ=='],
  password: ['example'],
  duration: ['1h', '1s'],
  quantity: ['1', '100m', '1Gi'],
  k8sshortname: ['example'],
  k8slongname: ['example.com'],
};

/** The name-like placeholder for string fields without constraints. */
const PLACEHOLDER = 'example';

interface StringConstraints {
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  enum?: JSONValue[];
  'x-kubernetes-validations'?: unknown;
}

/**
 * Strings the node's CEL rules suggest: `duration(self)` wants a Go duration, `url(self)` a URL,
 * `self.matches('re')` a string of that pattern, `self.startsWith('x')` a prefix. The final check()
 * decides whether a hint really satisfies the rule.
 */
function ruleHints(rules: unknown): string[] {
  if (!Array.isArray(rules)) return [];
  const out: string[] = [];
  for (const r of rules) {
    const rule = r && typeof r === 'object' && typeof (r as { rule?: unknown }).rule === 'string' ? (r as { rule: string }).rule : '';
    if (rule === '') continue;
    if (/\bduration\(self\)/.test(rule)) out.push('1s', '1m', '1h');
    if (/\b(url|isURL)\(self\)/.test(rule)) out.push('https://example.com');
    if (/\b(ip|isIP)\(self\)/.test(rule)) out.push('192.0.2.1');
    if (/\b(cidr|isCIDR)\(self\)/.test(rule)) out.push('192.0.2.0/24');
    if (/\b(quantity|isQuantity)\(self\)/.test(rule)) out.push('1');
    for (const m of rule.matchAll(/self\.matches\((['"])((?:\\.|(?!\1).)*)\1\)/g)) out.push(...patternCandidates(m[2].replace(/\\\\/g, '\\'), 8));
    for (const m of rule.matchAll(/self\.startsWith\((['"])([^'"]*)\1\)/g)) out.push(`${m[2]}example`);
    for (const m of rule.matchAll(/self\.endsWith\((['"])([^'"]*)\1\)/g)) out.push(`example${m[2]}`);
  }
  return out;
}

/** Constraints of a scalar schema with those of its allOf and first anyOf/oneOf branch folded in. */
export function scalarConstraints(s: JSONSchemaProps): JSONSchemaProps {
  const out: JSONSchemaProps = { ...s };
  const fold = (b: unknown) => {
    if (!b || typeof b !== 'object' || Array.isArray(b)) return;
    const branch = b as JSONSchemaProps;
    for (const k of ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'enum'] as const) {
      if (branch[k] !== undefined && out[k] === undefined) (out as Record<string, unknown>)[k] = branch[k];
    }
  };
  if (Array.isArray(s.allOf)) s.allOf.forEach(fold);
  if (Array.isArray(s.anyOf)) fold(s.anyOf[0]);
  if (Array.isArray(s.oneOf)) fold(s.oneOf[0]);
  return out;
}

function runeLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Whether `s` passes the string constraints (pattern by RE2, unanchored like Go's MatchString). */
function stringPasses(s: string, c: StringConstraints): boolean {
  const n = runeLength(s);
  if (typeof c.minLength === 'number' && n < c.minLength) return false;
  if (typeof c.maxLength === 'number' && n > c.maxLength) return false;
  if (typeof c.pattern === 'string' && re2Matches(c.pattern, s) !== true) return false;
  if (typeof c.format === 'string' && c.format !== '') {
    const check = formatCheck(c.format);
    if (check && !check(s)) return false;
  }
  return true;
}

function pad(s: string, min: number | undefined, max: number | undefined): string[] {
  const out = [s];
  const n = runeLength(s);
  if (typeof min === 'number' && n < min && min <= 4096) out.push(s + 'a'.repeat(min - n), s + '0'.repeat(min - n), 'a'.repeat(min));
  if (typeof max === 'number' && n > max && max >= 0) out.push([...s].slice(0, max).join(''));
  return out;
}

/**
 * A string for the constraints and the `variant`-th alternative (0 first; others differ, for list
 * sets and map keys). `ok` is false when no candidate passes: the value is a best effort.
 */
export function sampleString(c: StringConstraints, variant = 0, hint = PLACEHOLDER): { value: string; ok: boolean } {
  if (Array.isArray(c.enum) && c.enum.length > 0) {
    const strings = c.enum.filter((e): e is string => typeof e === 'string');
    if (strings.length > 0) return { value: strings[variant % strings.length], ok: true };
  }
  const fmt = typeof c.format === 'string' && c.format !== '' ? normalizeFormatName(c.format) : '';
  const formatValues = FORMAT_SAMPLES[fmt] ?? [];
  const fromPattern = typeof c.pattern === 'string' ? patternCandidates(c.pattern, 48) : [];
  const hints = ruleHints(c['x-kubernetes-validations']);
  const base = [...hints, ...formatValues, ...fromPattern, hint, PLACEHOLDER, 'a', '1', ''];
  const suffix = `${variant + 1}`;
  // distinct values for later variants: other pattern choices, or the variant number appended
  const ordered = variant === 0 ? base : [...hints.slice(variant), ...fromPattern.slice(variant), ...base.map((b) => b + suffix), ...base.map((b) => suffix + b)];
  const candidates: string[] = [];
  for (const b of ordered) for (const p of pad(b, c.minLength, c.maxLength)) candidates.push(p);
  const seen = new Set<string>();
  for (const cand of candidates) {
    if (seen.has(cand)) continue;
    seen.add(cand);
    if (stringPasses(cand, c)) return { value: cand, ok: true };
  }
  return { value: formatValues[0] ?? fromPattern[0] ?? hint, ok: false };
}

/** A number within the bounds, a multiple of multipleOf where one exists; `variant` moves up from it. */
export function sampleNumber(s: JSONSchemaProps, integer: boolean, variant = 0): { value: number; ok: boolean } {
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : undefined;
  const inRange = (v: number) => (min === undefined || (s.exclusiveMinimum ? v > min : v >= min)) && (max === undefined || (s.exclusiveMaximum ? v < max : v <= max));
  const fits = (v: number) => Number.isFinite(v) && inRange(v) && (!integer || Number.isInteger(v)) && (step === undefined || isMultiple(v, step));
  const starts: number[] = [];
  if (Array.isArray(s.enum)) for (const e of s.enum) if (typeof e === 'number') starts.push(e);
  const unit = integer ? 1 : (step ?? 1);
  if (min !== undefined) starts.push(s.exclusiveMinimum ? min + unit : min, Math.ceil(min));
  if (max !== undefined && min === undefined) starts.push(Math.min(max, 1), s.exclusiveMaximum ? max - unit : max, Math.floor(max));
  starts.push(1, 0);
  const picks: number[] = [];
  for (const x of starts) {
    const v = step !== undefined ? Math.ceil(x / step) * step : integer ? Math.ceil(x) : x;
    if (fits(v)) picks.push(v);
    if (step !== undefined && fits(v + step)) picks.push(v + step);
  }
  if (picks.length === 0) return { value: min ?? max ?? 1, ok: false };
  const base = picks[0];
  const alt = base + variant * (step ?? 1);
  return fits(alt) ? { value: alt, ok: true } : { value: picks[variant % picks.length], ok: true };
}

function isMultiple(v: number, step: number): boolean {
  const q = v / step;
  return Math.abs(q - Math.round(q)) < 1e-9;
}
