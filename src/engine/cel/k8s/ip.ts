// Kubernetes CEL IP library (apiserver/pkg/cel/library/ip.go) and the IP value
// (apiserver/pkg/cel/ip.go): ip(), isIP(), ip.isCanonical(), family(), the classification
// predicates and string(IP). Addresses with zones and IPv4-mapped IPv6 addresses are rejected.
import { goQuote } from '../../golang/fmt';
import { libErr, type Res } from './errors';
import { T } from '../types';
import { OpaqueValue, type Value } from '../values';
import * as netip from './netip';

/** apiservercel.IPType. */
export const IPType = T.opaque('net.IP');

export class IPValue extends OpaqueValue {
  readonly celType = IPType;
  constructor(readonly addr: netip.Addr) {
    super();
  }
  override toString(): string {
    return netip.addrString(this.addr);
  }
  /** apiservercel.IP Equal. */
  override equals(other: Value): boolean {
    return other instanceof IPValue && netip.addrEqual(this.addr, other.addr);
  }
}

/** parseIPAddr: netip.ParseAddr plus the zone and IPv4-mapped rejections. */
export function parseIPAddr(raw: string): netip.ParseResult<netip.Addr> {
  const r = netip.parseAddr(raw);
  if (!r.ok) return { ok: false, error: `IP Address ${goQuote(raw)} parse error during conversion from string: ${r.error}` };
  if (r.value.zone !== '') return { ok: false, error: `IP address ${goQuote(raw)} with zone value is not allowed` };
  if (netip.is4In6(r.value)) return { ok: false, error: `IPv4-mapped IPv6 address ${goQuote(raw)} is not allowed` };
  return r;
}

/** ip(string) — overload string_to_ip. */
export function stringToIP(s: string): Res<IPValue> {
  const r = parseIPAddr(s);
  return r.ok ? new IPValue(r.value) : libErr(r.error);
}

/** isIP(string) — overload is_ip. */
export function isIP(s: string): boolean {
  return parseIPAddr(s).ok;
}

/** ip.isCanonical(string) — overload ip_is_canonical. */
export function ipIsCanonical(s: string): Res<boolean> {
  const r = parseIPAddr(s);
  if (!r.ok) return libErr(r.error);
  return netip.addrString(r.value) === s;
}

/** <IP>.family() — overload ip_family. */
export function ipFamily(ip: IPValue): number {
  return netip.is4(ip.addr) ? 4 : 6;
}

export const ipIsUnspecified = (ip: IPValue) => netip.isUnspecified(ip.addr);
export const ipIsLoopback = (ip: IPValue) => netip.isLoopback(ip.addr);
export const ipIsLinkLocalMulticast = (ip: IPValue) => netip.isLinkLocalMulticast(ip.addr);
export const ipIsLinkLocalUnicast = (ip: IPValue) => netip.isLinkLocalUnicast(ip.addr);
export const ipIsGlobalUnicast = (ip: IPValue) => netip.isGlobalUnicast(ip.addr);

/** string(IP) — overload ip_to_string. */
export const ipToString = (ip: IPValue) => netip.addrString(ip.addr);
