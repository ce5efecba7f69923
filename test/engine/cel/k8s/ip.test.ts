// Rows from apiserver/pkg/cel/library/ip_test.go (TestIP) and Go net/netip ParseAddr behaviour.
import { describe, expect, it } from 'vitest';
import { addrString, parseAddr } from '../../../../src/engine/cel/k8s/netip';
import { evaluate } from './harness';

describe('Kubernetes IP library (TestIP)', () => {
  const values: [string, string, unknown][] = [
    ['parse ipv4', 'ip("192.168.0.1") == ip("192.168.0.1")', true],
    ['isIP valid ipv4', 'isIP("192.168.0.1")', true],
    ['isIP invalid ipv4', 'isIP("192.168.0.1.0")', false],
    ['ip.isCanonical valid ipv4', 'ip.isCanonical("127.0.0.1")', true],
    ['ipv4 family', 'ip("192.168.0.1").family()', 4n],
    ['ipv4 isUnspecified true', 'ip("0.0.0.0").isUnspecified()', true],
    ['ipv4 isUnspecified false', 'ip("127.0.0.1").isUnspecified()', false],
    ['ipv4 isLoopback true', 'ip("127.0.0.1").isLoopback()', true],
    ['ipv4 isLoopback false', 'ip("1.2.3.4").isLoopback()', false],
    ['ipv4 isLinkLocalMulticast true', 'ip("224.0.0.1").isLinkLocalMulticast()', true],
    ['ipv4 isLinkLocalMulticast false', 'ip("224.0.1.1").isLinkLocalMulticast()', false],
    ['ipv4 isLinkLocalUnicast true', 'ip("169.254.169.254").isLinkLocalUnicast()', true],
    ['ipv4 isLinkLocalUnicast false', 'ip("192.168.0.1").isLinkLocalUnicast()', false],
    ['ipv4 isGlobalUnicast true', 'ip("192.168.0.1").isGlobalUnicast()', true],
    ['ipv4 isGlobalUnicast false', 'ip("255.255.255.255").isGlobalUnicast()', false],
    ['parse ipv6', 'string(ip("2001:db8::68"))', '2001:db8::68'],
    ['isIP valid ipv6', 'isIP("2001:db8::68")', true],
    ['isIP invalid ipv6', 'isIP("2001:db8:::68")', false],
    ['ip.isCanonical valid ipv6', 'ip.isCanonical("2001:db8::68")', true],
    ['ip.isCanonical non-canonical ipv6', 'ip.isCanonical("2001:DB8::68")', false],
    ['ipv6 family', 'ip("2001:db8::68").family()', 6n],
    ['ipv6 isUnspecified true', 'ip("::").isUnspecified()', true],
    ['ipv6 isUnspecified false', 'ip("::1").isUnspecified()', false],
    ['ipv6 isLoopback true', 'ip("::1").isLoopback()', true],
    ['ipv6 isLoopback false', 'ip("2001:db8::abcd").isLoopback()', false],
    ['ipv6 isLinkLocalMulticast true', 'ip("ff02::1").isLinkLocalMulticast()', true],
    ['ipv6 isLinkLocalMulticast false', 'ip("fd00::1").isLinkLocalMulticast()', false],
    ['ipv6 isLinkLocalUnicast true', 'ip("fe80::1").isLinkLocalUnicast()', true],
    ['ipv6 isLinkLocalUnicast false', 'ip("fd80::1").isLinkLocalUnicast()', false],
    ['ipv6 isGlobalUnicast true', 'ip("2001:db8::abcd").isGlobalUnicast()', true],
    ['ipv6 isGlobalUnicast false', 'ip("ff00::1").isGlobalUnicast()', false],
    ['converting an IP address to a string', 'string(ip("192.168.0.1"))', '192.168.0.1'],
    ['type of IP is net.IP', 'type(ip("192.168.0.1")) == net.IP', true],
    ['IP equality', 'ip("2001:db8::1") == ip("2001:0db8::0001")', true],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['parse invalid ipv4', 'ip("192.168.0.1.0")', 'IP Address "192.168.0.1.0" parse error during conversion from string: ParseAddr("192.168.0.1.0"): IPv4 address too long'],
    ['ip.isCanonical invalid ipv4', 'ip.isCanonical("127.0.0.1.0")', 'IP Address "127.0.0.1.0" parse error during conversion from string: ParseAddr("127.0.0.1.0"): IPv4 address too long'],
    [
      'parse invalid ipv6',
      'ip("2001:db8:::68")',
      'IP Address "2001:db8:::68" parse error during conversion from string: ParseAddr("2001:db8:::68"): each colon-separated field must have at least one digit (at ":68")',
    ],
    ['zones are rejected (parseIPAddr)', 'ip("fe80::1%en0")', 'IP address "fe80::1%en0" with zone value is not allowed'],
    ['IPv4-mapped IPv6 is rejected (parseIPAddr)', 'ip("::ffff:1.2.3.4")', 'IPv4-mapped IPv6 address "::ffff:1.2.3.4" is not allowed'],
    ['leading zeros in IPv4 octets', 'ip("010.0.0.1")', 'IP Address "010.0.0.1" parse error during conversion from string: ParseAddr("010.0.0.1"): IPv4 field has octet with leading zero'],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('passing cidr into isIP returns compile error', () => {
    const r = evaluate('isIP(cidr("192.168.0.0/24"))');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'isIP' applied to '(net.CIDR)'");
  });

  it('is absent before 1.30 (NewExpressions of 1.29)', () => {
    const r = evaluate('isIP("1.2.3.4")', '1.29', 'NewExpressions');
    expect('compileError' in r && r.compileError).toContain("undeclared reference to 'isIP'");
  });
});

describe('netip.ParseAddr errors and Addr.String (Go net/netip)', () => {
  const errs: [string, string][] = [
    ['', 'ParseAddr(""): unable to parse IP'],
    ['1.2.3', 'ParseAddr("1.2.3"): IPv4 address too short'],
    ['1.2.3.256', 'ParseAddr("1.2.3.256"): IPv4 field has value >255'],
    ['1..2.3', 'ParseAddr("1..2.3"): IPv4 field must have at least one digit (at ".2.3")'],
    ['1.2.3.x', 'ParseAddr("1.2.3.x"): unexpected character (at "x")'],
    ['%eth0', 'ParseAddr("%eth0"): missing IPv6 address'],
    ['fe80::1%', 'ParseAddr("fe80::1%"): zone must be a non-empty string'],
    ['1:2:3:4:5:6:7', 'ParseAddr("1:2:3:4:5:6:7"): address string too short'],
    ['1:2:3:4:5:6:7:8:9', 'ParseAddr("1:2:3:4:5:6:7:8:9"): trailing garbage after address (at "9")'],
    ['12345::', 'ParseAddr("12345::"): each colon-separated field must have at most 4 hex digits (at "12345::")'],
    ['1::2::3', 'ParseAddr("1::2::3"): multiple :: in address (at ":3")'],
    ['1:2:3:4:5:6:7:8::', 'ParseAddr("1:2:3:4:5:6:7:8::"): the :: must expand to at least one field of zeros'],
    ['1:', 'ParseAddr("1:"): colon must be followed by more characters (at ":")'],
    ['1:2:3:4:1.2.3.4', 'ParseAddr("1:2:3:4:1.2.3.4"): embedded IPv4 address must replace the final 2 fields of the address (at "1.2.3.4")'],
  ];
  it.each(errs)('ParseAddr(%j)', (input, want) => {
    expect(parseAddr(input)).toEqual({ ok: false, error: want });
  });

  const strings: [string, string][] = [
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['1:0:0:1:0:0:0:1', '1:0:0:1::1'],
    ['1:0:0:0:1:0:0:1', '1::1:0:0:1'],
    ['0:0:0:0:0:0:0:0', '::'],
    ['::ffff:1.2.3.4', '::ffff:1.2.3.4'],
    ['1:2:3:4:5:6:7:0', '1:2:3:4:5:6:7:0'],
    ['::1.2.3.4', '::102:304'],
  ];
  it.each(strings)('Addr.String(%s)', (input, want) => {
    const r = parseAddr(input);
    expect(r.ok && addrString(r.value)).toBe(want);
  });
});
