// Kubernetes CEL CIDR library (apiserver/pkg/cel/library/cidr.go) and the CIDR value
// (apiserver/pkg/cel/cidr.go): cidr(), isCIDR(), containsIP, containsCIDR, ip(), masked(),
// prefixLength() and string(CIDR).
import { goQuote } from '../../golang/fmt';
import { CelError, libErr, NO_SUCH_OVERLOAD, type Res } from './errors';
import { IPValue, stringToIP } from './ip';
import * as netip from './netip';
import { T } from '../types';
import { OpaqueValue, type Value } from '../values';

/** apiservercel.CIDRType. */
export const CIDRType = T.opaque('net.CIDR');

export class CIDRValue extends OpaqueValue {
  readonly celType = CIDRType;
  constructor(readonly prefix: netip.Prefix) {
    super();
  }
  override toString(): string {
    return netip.prefixString(this.prefix);
  }
  /** apiservercel.CIDR Equal: same address and same prefix length. */
  override equals(other: Value): boolean {
    return other instanceof CIDRValue && netip.prefixEqual(this.prefix, other.prefix);
  }
}

const PARSE_PREFIX = 'network address parse error during conversion from string: ';

/** parseCIDR: netip.ParsePrefix plus the IPv4-mapped rejection. */
export function parseCIDR(raw: string): netip.ParseResult<netip.Prefix> {
  const r = netip.parsePrefix(raw);
  if (!r.ok) return { ok: false, error: PARSE_PREFIX + r.error };
  if (netip.is4In6(r.value.addr)) return { ok: false, error: `IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed` };
  return r;
}

/** cidr(string) — overload string_to_cidr (the library adds its prefix a second time). */
export function stringToCIDR(s: string): Res<CIDRValue> {
  const r = parseCIDR(s);
  return r.ok ? new CIDRValue(r.value) : libErr(PARSE_PREFIX + r.error);
}

/** isCIDR(string) — overload is_cidr. */
export function isCIDR(s: string): boolean {
  return parseCIDR(s).ok;
}

/** <CIDR>.containsIP(IP) — overload cidr_contains_ip_ip. */
export function cidrContainsIP(c: CIDRValue, ip: IPValue): boolean {
  return netip.prefixContains(c.prefix, ip.addr);
}

/**
 * <CIDR>.containsIP(string) — overload cidr_contains_ip_string. An unparsable address reaches
 * the IP overload as an error value, which answers with "no such overload" (not the parse error).
 */
export function cidrContainsIPString(c: CIDRValue, s: string): Res<boolean> {
  const ip = stringToIP(s);
  if (ip instanceof CelError) return libErr(NO_SUCH_OVERLOAD);
  return cidrContainsIP(c, ip);
}

/**
 * <CIDR>.containsCIDR(CIDR) — overload cidr_contains_cidr. Kubernetes compares the masked
 * receiver with netip.PrefixFrom(other.Addr(), receiver.Bits()), i.e. with the other prefix's
 * address *unmasked*: cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16') is false there too.
 * Kubernetes up to 1.32 (cidr.go at v0.32.0).
 */
export function cidrContainsCIDR(c: CIDRValue, other: CIDRValue): boolean {
  const masked = netip.prefixMasked(c.prefix);
  const candidate = { addr: other.prefix.addr, bits: c.prefix.bits };
  const valid = c.prefix.bits <= netip.bitLen(other.prefix.addr);
  return valid && netip.prefixEqual(masked, candidate) && c.prefix.bits <= other.prefix.bits;
}

/** <CIDR>.containsCIDR(string) — overload cidr_contains_cidr_string: parse errors propagate. */
export function cidrContainsCIDRString(c: CIDRValue, s: string): Res<boolean> {
  const other = stringToCIDR(s);
  if (other instanceof CelError) return other;
  return cidrContainsCIDR(c, other);
}

/**
 * <CIDR>.containsCIDR(CIDR) in Kubernetes 1.33+ (apiserver/pkg/cel/library/cidr.go at v0.33.0):
 * the prefixes overlap and the receiver is not longer, so an unmasked other address counts
 * (cidr('192.168.0.0/24').containsCIDR(cidr('192.168.0.1/32')) is true).
 */
export function cidrContainsCIDROverlaps(c: CIDRValue, other: CIDRValue): boolean {
  return netip.prefixOverlaps(c.prefix, other.prefix) && c.prefix.bits <= other.prefix.bits;
}

/** <CIDR>.containsCIDR(string) in Kubernetes 1.33+. */
export function cidrContainsCIDRStringOverlaps(c: CIDRValue, s: string): Res<boolean> {
  const other = stringToCIDR(s);
  if (other instanceof CelError) return other;
  return cidrContainsCIDROverlaps(c, other);
}

/** <CIDR>.ip() — overload cidr_ip. */
export const cidrIP = (c: CIDRValue) => new IPValue(c.prefix.addr);
/** <CIDR>.masked() — overload cidr_masked. */
export const cidrMasked = (c: CIDRValue) => new CIDRValue(netip.prefixMasked(c.prefix));
/** <CIDR>.prefixLength() — overload cidr_prefix_length. */
export const cidrPrefixLength = (c: CIDRValue) => c.prefix.bits;
/** string(CIDR) — overload cidr_to_string. */
export const cidrToString = (c: CIDRValue) => netip.prefixString(c.prefix);
