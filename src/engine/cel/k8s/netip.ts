// Go net/netip: ParseAddr, ParsePrefix, Addr.String (RFC 5952), Prefix.Masked/Contains and the
// address classification predicates, with Go's exact parse error texts.
import { goQuote } from '../../golang/fmt';

export interface Addr {
  /** 4 or 16 bytes */
  readonly bytes: Uint8Array;
  readonly zone: string;
}

export interface Prefix {
  readonly addr: Addr;
  readonly bits: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

class AddrError {
  constructor(
    readonly input: string,
    readonly msg: string,
    readonly at = '',
  ) {}
  toString(): string {
    const base = `ParseAddr(${goQuote(this.input)}): ${this.msg}`;
    return this.at !== '' ? `${base} (at ${goQuote(this.at)})` : base;
  }
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/** parseIPv4Fields over in[off:end]; `at` is relative to that slice, as in Go. */
function parseIPv4Fields(input: string, off: number, end: number, out: Uint8Array, outOff: number): AddrError | null {
  const s = input.slice(off, end);
  let val = 0;
  let pos = 0;
  let digLen = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      if (digLen === 1 && val === 0) return new AddrError(input, 'IPv4 field has octet with leading zero');
      val = val * 10 + (c - 0x30);
      digLen++;
      if (val > 255) return new AddrError(input, 'IPv4 field has value >255');
    } else if (s[i] === '.') {
      if (i === 0 || i === s.length - 1 || s[i - 1] === '.') {
        return new AddrError(input, 'IPv4 field must have at least one digit', s.slice(i));
      }
      if (pos === 3) return new AddrError(input, 'IPv4 address too long');
      out[outOff + pos] = val;
      pos++;
      val = 0;
      digLen = 0;
    } else {
      return new AddrError(input, 'unexpected character', s.slice(i));
    }
  }
  if (pos < 3) return new AddrError(input, 'IPv4 address too short');
  out[outOff + 3] = val;
  return null;
}

function hexVal(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x61 + 10;
  if (c >= 0x41 && c <= 0x46) return c - 0x41 + 10;
  return -1;
}

function parseIPv6(input: string): Addr | AddrError {
  let s = input;
  let zone = '';
  const pct = s.indexOf('%');
  if (pct !== -1) {
    zone = s.slice(pct + 1);
    s = s.slice(0, pct);
    if (zone === '') return new AddrError(input, 'zone must be a non-empty string');
  }
  const ip = new Uint8Array(16);
  let ellipsis = -1;
  if (s.length >= 2 && s[0] === ':' && s[1] === ':') {
    ellipsis = 0;
    s = s.slice(2);
    if (s.length === 0) return { bytes: ip, zone };
  }
  let i = 0;
  while (i < 16) {
    let off = 0;
    let acc = 0;
    for (; off < s.length; off++) {
      const h = hexVal(s.charCodeAt(off));
      if (h < 0) break;
      acc = acc * 16 + h;
      if (off > 3) return new AddrError(input, 'each colon-separated field must have at most 4 hex digits', s);
      if (acc > 0xffff) return new AddrError(input, 'IPv6 field has value >=2^16', s);
    }
    if (off === 0) return new AddrError(input, 'each colon-separated field must have at least one digit', s);
    if (off < s.length && s[off] === '.') {
      if (ellipsis < 0 && i !== 12) {
        return new AddrError(input, 'embedded IPv4 address must replace the final 2 fields of the address', s);
      }
      if (i + 4 > 16) {
        return new AddrError(input, 'too many hex fields to fit an embedded IPv4 at the end of the address', s);
      }
      let end = input.length;
      if (zone.length > 0) end -= zone.length + 1;
      const err = parseIPv4Fields(input, end - s.length, end, ip, i);
      if (err) return err;
      s = '';
      i += 4;
      break;
    }
    ip[i] = acc >> 8;
    ip[i + 1] = acc & 0xff;
    i += 2;
    s = s.slice(off);
    if (s.length === 0) break;
    if (s[0] !== ':') return new AddrError(input, 'unexpected character, want colon', s);
    if (s.length === 1) return new AddrError(input, 'colon must be followed by more characters', s);
    s = s.slice(1);
    if (s[0] === ':') {
      if (ellipsis >= 0) return new AddrError(input, 'multiple :: in address', s);
      ellipsis = i;
      s = s.slice(1);
      if (s.length === 0) break;
    }
  }
  if (s.length !== 0) return new AddrError(input, 'trailing garbage after address', s);
  if (i < 16) {
    if (ellipsis < 0) return new AddrError(input, 'address string too short');
    const n = 16 - i;
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j]!;
    ip.fill(0, ellipsis, ellipsis + n);
  } else if (ellipsis >= 0) {
    return new AddrError(input, 'the :: must expand to at least one field of zeros', s);
  }
  return { bytes: ip, zone };
}

/** netip.ParseAddr. */
export function parseAddr(s: string): ParseResult<Addr> {
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '.') {
      const bytes = new Uint8Array(4);
      const err = parseIPv4Fields(s, 0, s.length, bytes, 0);
      return err ? { ok: false, error: err.toString() } : { ok: true, value: { bytes, zone: '' } };
    }
    if (c === ':') {
      const r = parseIPv6(s);
      return r instanceof AddrError ? { ok: false, error: r.toString() } : { ok: true, value: r };
    }
    if (c === '%') return { ok: false, error: new AddrError(s, 'missing IPv6 address').toString() };
  }
  return { ok: false, error: new AddrError(s, 'unable to parse IP').toString() };
}

export const is4 = (a: Addr) => a.bytes.length === 4;
const is6 = (a: Addr) => a.bytes.length === 16;
export const bitLen = (a: Addr) => a.bytes.length * 8;

export function is4In6(a: Addr): boolean {
  if (!is6(a)) return false;
  for (let i = 0; i < 10; i++) if (a.bytes[i] !== 0) return false;
  return a.bytes[10] === 0xff && a.bytes[11] === 0xff;
}

const u16 = (a: Addr, i: number) => (a.bytes[2 * i]! << 8) | a.bytes[2 * i + 1]!;

/** Addr.String. */
export function addrString(a: Addr): string {
  const b = a.bytes;
  if (is4(a)) return `${b[0]}.${b[1]}.${b[2]}.${b[3]}`;
  const zone = a.zone ? `%${a.zone}` : '';
  if (is4In6(a)) return `::ffff:${b[12]}.${b[13]}.${b[14]}.${b[15]}${zone}`;
  let zeroStart = 255;
  let zeroEnd = 255;
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && u16(a, j) === 0) j++;
    const l = j - i;
    if (l >= 2 && l > zeroEnd - zeroStart) {
      zeroStart = i;
      zeroEnd = j;
    }
  }
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (i === zeroStart) {
      out += '::';
      i = zeroEnd;
      if (i >= 8) break;
    } else if (i > 0) {
      out += ':';
    }
    out += u16(a, i).toString(16);
  }
  return out + zone;
}

export function addrEqual(a: Addr, b: Addr): boolean {
  if (a.bytes.length !== b.bytes.length || a.zone !== b.zone) return false;
  return a.bytes.every((x, i) => x === b.bytes[i]);
}

export function isUnspecified(a: Addr): boolean {
  return a.zone === '' && a.bytes.every((x) => x === 0);
}

export function isLoopback(a: Addr): boolean {
  if (is4(a)) return a.bytes[0] === 127;
  return a.bytes.every((x, i) => (i === 15 ? x === 1 : x === 0));
}

function isMulticast(a: Addr): boolean {
  if (is4(a)) return (a.bytes[0]! & 0xf0) === 0xe0;
  return a.bytes[0] === 0xff;
}

export function isLinkLocalMulticast(a: Addr): boolean {
  if (is4(a)) return a.bytes[0] === 224 && a.bytes[1] === 0 && a.bytes[2] === 0;
  return (u16(a, 0) & 0xff0f) === 0xff02;
}

export function isLinkLocalUnicast(a: Addr): boolean {
  if (is4(a)) return a.bytes[0] === 169 && a.bytes[1] === 254;
  return (u16(a, 0) & 0xffc0) === 0xfe80;
}

export function isGlobalUnicast(a: Addr): boolean {
  if (is4(a)) {
    const b = a.bytes;
    if (b.every((x) => x === 0) || b.every((x) => x === 255)) return false;
  } else if (a.bytes.every((x) => x === 0)) {
    return false;
  }
  return !isLoopback(a) && !isMulticast(a) && !isLinkLocalUnicast(a);
}

/** netip.ParsePrefix. */
export function parsePrefix(s: string): ParseResult<Prefix> {
  const err = (msg: string): ParseResult<Prefix> => ({ ok: false, error: `netip.ParsePrefix(${goQuote(s)}): ${msg}` });
  const slash = s.lastIndexOf('/');
  if (slash < 0) return err("no '/'");
  const addr = parseAddr(s.slice(0, slash));
  if (!addr.ok) return err(addr.error);
  if (is6(addr.value) && addr.value.zone !== '') return err('IPv6 zones cannot be present in a prefix');
  const bitsStr = s.slice(slash + 1);
  const bad = () => err(`bad bits after slash: ${goQuote(bitsStr)}`);
  if (bitsStr.length > 1 && (bitsStr[0]! < '1' || bitsStr[0]! > '9')) return bad();
  if (!/^[+-]?[0-9]+$/.test(bitsStr)) return bad();
  const bits = Number(bitsStr);
  if (!Number.isSafeInteger(bits) && Math.abs(bits) > 2 ** 63) return bad();
  if (bits < 0 || bits > bitLen(addr.value)) return err('prefix length out of range');
  return { ok: true, value: { addr: addr.value, bits } };
}

export function prefixString(p: Prefix): string {
  return `${addrString(p.addr)}/${p.bits}`;
}

function maskBytes(bytes: Uint8Array, bits: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    out[i] = bytes[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return out;
}

/** Prefix.Masked. */
export function prefixMasked(p: Prefix): Prefix {
  return { addr: { bytes: maskBytes(p.addr.bytes, p.bits), zone: '' }, bits: p.bits };
}

/** Prefix.Contains: same family, no zone, equal leading bits. */
export function prefixContains(p: Prefix, a: Addr): boolean {
  if (a.zone !== '' || a.bytes.length !== p.addr.bytes.length) return false;
  const x = maskBytes(p.addr.bytes, p.bits);
  const y = maskBytes(a.bytes, p.bits);
  return x.every((v, i) => v === y[i]);
}

export function prefixEqual(a: Prefix, b: Prefix): boolean {
  return a.bits === b.bits && addrEqual(a.addr, b.addr);
}

/** Prefix.Overlaps: same family and equal leading bits over the shorter prefix (any /0 overlaps). */
export function prefixOverlaps(p: Prefix, o: Prefix): boolean {
  if (p.addr.bytes.length !== o.addr.bytes.length) return false;
  const minBits = Math.min(p.bits, o.bits);
  if (minBits === 0) return true;
  const x = maskBytes(p.addr.bytes, minBits);
  const y = maskBytes(o.addr.bytes, minBits);
  return x.every((v, i) => v === y[i]);
}
