// IP, CIDR and MAC parsing as the format checks need them:
// - strict: Go's net.ParseIP (netip rules: no leading zeros in IPv4 fields, at most 4 hex
//   digits per IPv6 group, no zones);
// - sloppy: k8s.io/utils/net ParseIPSloppy / ParseCIDRSloppy (the pre-Go-1.17 parser that
//   accepts leading zeros);
// - net.ParseMAC.

const BIG = 0xffffff;

/** dtoi: decimal digits at the start of s; [value, consumed, ok]. */
function dtoi(s: string, start: number): [number, number, boolean] {
  let n = 0;
  let i = start;
  for (; i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57; i++) {
    n = n * 10 + (s.charCodeAt(i) - 48);
    if (n >= BIG) return [BIG, i - start, false];
  }
  if (i === start) return [0, 0, false];
  return [n, i - start, true];
}

function hexVal(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** xtoi: hex digits at the start of s; [value, consumed, ok]. */
function xtoi(s: string, start: number): [number, number, boolean] {
  let n = 0;
  let i = start;
  for (; i < s.length; i++) {
    const v = hexVal(s.charCodeAt(i));
    if (v < 0) break;
    n = n * 16 + v;
    if (n >= BIG) return [0, i - start, false];
  }
  if (i === start) return [0, 0, false];
  return [n, i - start, true];
}

/** Parses dotted IPv4 starting at `start` to the end of s; null when invalid. */
function parseIPv4(s: string, start: number, strict: boolean): number[] | null {
  const out: number[] = [];
  let p = start;
  for (let i = 0; i < 4; i++) {
    if (p >= s.length) return null;
    if (i > 0) {
      if (s[p] !== '.') return null;
      p++;
    }
    const [n, c, ok] = dtoi(s, p);
    if (!ok || n > 0xff) return null;
    if (strict && (c > 3 || (c > 1 && s[p] === '0'))) return null;
    p += c;
    out.push(n);
  }
  if (p !== s.length) return null;
  return out;
}

function parseIPv6(s: string, strict: boolean): boolean {
  let ellipsis = -1;
  let p = 0;
  if (s.length >= 2 && s[0] === ':' && s[1] === ':') {
    ellipsis = 0;
    p = 2;
    if (p === s.length) return true;
  }
  let i = 0;
  while (i < 16) {
    const [n, c, ok] = xtoi(s, p);
    if (!ok || n > 0xffff) return false;
    if (strict && c > 4) return false;
    if (p + c < s.length && s[p + c] === '.') {
      if (ellipsis < 0 && i !== 12) return false;
      if (i + 4 > 16) return false;
      if (parseIPv4(s, p, strict) === null) return false;
      p = s.length;
      i += 4;
      break;
    }
    i += 2;
    p += c;
    if (p === s.length) break;
    if (s[p] !== ':' || p + 1 === s.length) return false;
    p++;
    if (s[p] === ':') {
      if (ellipsis >= 0) return false;
      ellipsis = i;
      p++;
      if (p === s.length) break;
    }
  }
  if (p !== s.length) return false;
  if (i < 16) {
    if (ellipsis < 0) return false;
  } else if (ellipsis >= 0) {
    return false;
  }
  return true;
}

type IPFamily = 4 | 6;

/** Family of a parsed IP, or 0 when invalid. The first '.' or ':' decides the syntax. */
function parseIP(s: string, strict: boolean): IPFamily | 0 {
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '.') return parseIPv4(s, 0, strict) ? 4 : 0;
    if (ch === ':') return parseIPv6(s, strict) ? 6 : 0;
  }
  return 0;
}

/** net.ParseIP(s) != nil */
export function isIPStrict(s: string): boolean {
  return parseIP(s, true) !== 0;
}

/** netutils.ParseIPSloppy(s) != nil */
export function isIPSloppy(s: string): boolean {
  return parseIP(s, false) !== 0;
}

/** netutils.ParseCIDRSloppy(s) succeeds. */
export function isCIDRSloppy(s: string): boolean {
  const slash = s.indexOf('/');
  if (slash < 0) return false;
  const addr = s.slice(0, slash);
  const mask = s.slice(slash + 1);
  let bits = 32;
  if (parseIPv4(addr, 0, false) === null) {
    bits = 128;
    if (!parseIPv6(addr, false)) return false;
  }
  const [n, c, ok] = dtoi(mask, 0);
  return ok && c === mask.length && n >= 0 && n <= bits;
}

/** xtoi2: two hex digits followed by separator e (or end). */
function xtoi2(s: string, at: number, e: string): boolean {
  if (s.length - at > 2 && s[at + 2] !== e) return false;
  if (s.length - at < 2) return false;
  return hexVal(s.charCodeAt(at)) >= 0 && hexVal(s.charCodeAt(at + 1)) >= 0;
}

/** net.ParseMAC(s) succeeds: 6, 8 or 20 octets with ':', '-' or '.' separators. */
export function isMAC(s: string): boolean {
  if (s.length < 14) return false;
  if (s[2] === ':' || s[2] === '-') {
    if ((s.length + 1) % 3 !== 0) return false;
    const n = (s.length + 1) / 3;
    if (n !== 6 && n !== 8 && n !== 20) return false;
    for (let x = 0, i = 0; i < n; i++, x += 3) if (!xtoi2(s, x, s[2])) return false;
    return true;
  }
  if (s[4] === '.') {
    if ((s.length + 1) % 5 !== 0) return false;
    const n = (2 * (s.length + 1)) / 5;
    if (n !== 6 && n !== 8 && n !== 20) return false;
    for (let x = 0, i = 0; i < n; i += 2, x += 5) {
      if (!(hexVal(s.charCodeAt(x)) >= 0 && hexVal(s.charCodeAt(x + 1)) >= 0)) return false;
      if (!xtoi2(s, x + 2, s[4])) return false;
    }
    return true;
  }
  return false;
}
