// Kubernetes CEL Semver library (apiserver/pkg/cel/library/semverlib.go, value in
// apiserver/pkg/cel/semver.go) on blang/semver v4 Parse/Compare semantics, with the
// version-1 normalize overloads (normalizeAndParse).
import { goQuote } from '../../golang/fmt';
import { libErr, type Res } from './errors';
import { T } from '../types';
import { OpaqueValue, type Value } from '../values';

export const SemverType = T.opaque('kubernetes.Semver');

interface PRVersion {
  readonly num?: bigint;
  readonly str?: string;
}

export class SemverValue extends OpaqueValue {
  readonly celType = SemverType;
  constructor(
    readonly major: bigint,
    readonly minor: bigint,
    readonly patch: bigint,
    readonly pre: readonly PRVersion[],
    readonly build: readonly string[],
  ) {
    super();
  }
  /** semver.Version String(): major.minor.patch[-pre][+build], as Kubernetes results show it. */
  override toString(): string {
    let out = `${this.major}.${this.minor}.${this.patch}`;
    if (this.pre.length > 0) out += '-' + this.pre.map((p) => (p.num !== undefined ? String(p.num) : (p.str ?? ''))).join('.');
    if (this.build.length > 0) out += '+' + this.build.join('.');
    return out;
  }
  /** apiservercel.Semver Equal: Compare == 0 (build metadata ignored). */
  override equals(other: Value): boolean {
    return other instanceof SemverValue && semverCompare(this, other) === 0;
  }
}

const NUMBERS = /^[0-9]*$/;
const ALPHANUM = /^[0-9A-Za-z-]*$/;
const hasLeadingZeroes = (s: string) => s.length > 1 && s[0] === '0';
const UINT64_MAX = (1n << 64n) - 1n;

/** strconv.ParseUint(s, 10, 64) for a string already known to hold only digits. */
function parseUint(s: string): bigint | string {
  if (s === '') return `strconv.ParseUint: parsing ${goQuote(s)}: invalid syntax`;
  const v = BigInt(s);
  return v > UINT64_MAX ? `strconv.ParseUint: parsing ${goQuote(s)}: value out of range` : v;
}

function parsePR(s: string): PRVersion | string {
  if (s.length === 0) return 'Prerelease is empty';
  if (NUMBERS.test(s)) {
    if (hasLeadingZeroes(s)) return `Numeric PreRelease version must not contain leading zeroes ${goQuote(s)}`;
    const n = parseUint(s);
    return typeof n === 'string' ? n : { num: n };
  }
  if (ALPHANUM.test(s)) return { str: s };
  return `Invalid character(s) found in prerelease ${goQuote(s)}`;
}

/** semver.Parse; returns the error text on failure. */
function parseSemver(s: string): SemverValue | string {
  if (s.length === 0) return 'Version string empty';
  const first = s.indexOf('.');
  const second = first < 0 ? -1 : s.indexOf('.', first + 1);
  if (second < 0) return 'No Major.Minor.Patch elements found';
  const parts = [s.slice(0, first), s.slice(first + 1, second), s.slice(second + 1)];
  const nums: bigint[] = [];
  for (const [i, label] of [
    [0, 'major'],
    [1, 'minor'],
  ] as const) {
    const p = parts[i]!;
    if (!NUMBERS.test(p)) return `Invalid character(s) found in ${label} number ${goQuote(p)}`;
    if (hasLeadingZeroes(p)) return `${label === 'major' ? 'Major' : 'Minor'} number must not contain leading zeroes ${goQuote(p)}`;
    const n = parseUint(p);
    if (typeof n === 'string') return n;
    nums.push(n);
  }
  let patchStr = parts[2]!;
  let build: string[] = [];
  let pre: string[] = [];
  const b = patchStr.indexOf('+');
  if (b !== -1) {
    build = patchStr.slice(b + 1).split('.');
    patchStr = patchStr.slice(0, b);
  }
  const p = patchStr.indexOf('-');
  if (p !== -1) {
    pre = patchStr.slice(p + 1).split('.');
    patchStr = patchStr.slice(0, p);
  }
  if (!NUMBERS.test(patchStr)) return `Invalid character(s) found in patch number ${goQuote(patchStr)}`;
  if (hasLeadingZeroes(patchStr)) return `Patch number must not contain leading zeroes ${goQuote(patchStr)}`;
  const patch = parseUint(patchStr);
  if (typeof patch === 'string') return patch;
  const prs: PRVersion[] = [];
  for (const s2 of pre) {
    const pr = parsePR(s2);
    if (typeof pr === 'string') return pr;
    prs.push(pr);
  }
  for (const s2 of build) {
    if (s2.length === 0) return 'Buildversion is empty';
    if (!ALPHANUM.test(s2)) return `Invalid character(s) found in build meta data ${goQuote(s2)}`;
  }
  return new SemverValue(nums[0]!, nums[1]!, patch, prs, build);
}

/** normalizeAndParse: strip a leading "v", strip leading zeros, fill missing minor/patch with 0. */
function normalizeAndParseSemver(s: string): SemverValue | string {
  if (s.startsWith('v')) s = s.slice(1);
  const parts: string[] = [];
  let rest = s;
  while (parts.length < 2) {
    const dot = rest.indexOf('.');
    if (dot < 0) break;
    parts.push(rest.slice(0, dot));
    rest = rest.slice(dot + 1);
  }
  parts.push(rest);
  for (let i = 0; i < parts.length; i++) {
    let p = parts[i]!;
    if (p.length > 1) {
      p = p.replace(/^0+/, '');
      if (p.length === 0 || !/[0-9]/.test(p[0]!)) p = '0' + p;
      parts[i] = p;
    }
  }
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1]!)) return 'short version cannot contain PreRelease/Build meta data';
    while (parts.length < 3) parts.push('0');
  }
  return parseSemver(parts.join('.'));
}

/** semver(string[, bool]) — overloads string_to_semver / string_bool_to_semver. */
export function stringToSemver(s: string, normalize = false): Res<SemverValue> {
  const v = normalize ? normalizeAndParseSemver(s) : parseSemver(s);
  return typeof v === 'string' ? libErr(v) : v;
}

/** isSemver(string[, bool]) — overloads is_semver_string / is_semver_string_bool. */
export function isSemver(s: string, normalize = false): boolean {
  return typeof (normalize ? normalizeAndParseSemver(s) : parseSemver(s)) !== 'string';
}

function cmpBig(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

function comparePR(a: PRVersion, b: PRVersion): number {
  if (a.num !== undefined && b.num !== undefined) return cmpBig(a.num, b.num);
  if (a.num !== undefined) return -1;
  if (b.num !== undefined) return 1;
  return a.str! === b.str! ? 0 : a.str! < b.str! ? -1 : 1;
}

/** Version.Compare. */
export function semverCompare(v: SemverValue, o: SemverValue): number {
  const c = cmpBig(v.major, o.major) || cmpBig(v.minor, o.minor) || cmpBig(v.patch, o.patch);
  if (c !== 0) return c;
  if (v.pre.length === 0 && o.pre.length === 0) return 0;
  if (v.pre.length === 0) return 1;
  if (o.pre.length === 0) return -1;
  let i = 0;
  for (; i < v.pre.length && i < o.pre.length; i++) {
    const pc = comparePR(v.pre[i]!, o.pre[i]!);
    if (pc !== 0) return pc;
  }
  if (i === v.pre.length && i === o.pre.length) return 0;
  return i === v.pre.length ? -1 : 1;
}

/** major()/minor()/patch(): uint64 converted to CEL int (int64). */
export const semverMajor = (v: SemverValue) => BigInt.asIntN(64, v.major);
export const semverMinor = (v: SemverValue) => BigInt.asIntN(64, v.minor);
export const semverPatch = (v: SemverValue) => BigInt.asIntN(64, v.patch);
