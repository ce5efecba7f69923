// Rows from apiserver/pkg/cel/library/cidr_test.go (TestCIDR) and Go netip.ParsePrefix.
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

const PREFIX = 'network address parse error during conversion from string: network address parse error during conversion from string: ';

describe('Kubernetes CIDR library (TestCIDR)', () => {
  const values: [string, string, unknown][] = [
    ['parse ipv4', 'string(cidr(dyn("192.168.0.0/24")))', '192.168.0.0/24'],
    ['contains IP ipv4 (IP)', 'cidr("192.168.0.0/24").containsIP(ip("192.168.0.1"))', true],
    ['does not contain IP ipv4 (IP)', 'cidr("192.168.0.0/24").containsIP(ip("192.168.1.1"))', false],
    ['contains IP ipv4 (string)', 'cidr("192.168.0.0/24").containsIP("192.168.0.1")', true],
    ['does not contain IP ipv4 (string)', 'cidr("192.168.0.0/24").containsIP("192.168.1.1")', false],
    ['contains CIDR ipv4 (CIDR)', 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/25"))', true],
    ['does not contain IP ipv4 (CIDR)', 'cidr("192.168.0.0/24").containsCIDR(cidr("192.168.0.0/23"))', false],
    ['contains CIDR ipv4 (string)', 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/25")', true],
    ['does not contain CIDR ipv4 (string)', 'cidr("192.168.0.0/24").containsCIDR("192.168.0.0/23")', false],
    ['returns IP ipv4', 'cidr("192.168.0.0/24").ip() == ip("192.168.0.0")', true],
    ['masks masked ipv4', 'string(cidr("192.168.0.0/24").masked())', '192.168.0.0/24'],
    ['masks unmasked ipv4', 'string(cidr("192.168.0.1/24").masked())', '192.168.0.0/24'],
    ['returns prefix length ipv4', 'cidr("192.168.0.0/24").prefixLength()', 24n],
    ['parse ipv6', 'string(cidr("2001:db8::/32"))', '2001:db8::/32'],
    ['contains IP ipv6 (IP)', 'cidr("2001:db8::/32").containsIP(ip("2001:db8::1"))', true],
    ['does not contain IP ipv6 (IP)', 'cidr("2001:db8::/32").containsIP(ip("2001:dc8::1"))', false],
    ['contains IP ipv6 (string)', 'cidr("2001:db8::/32").containsIP("2001:db8::1")', true],
    ['does not contain IP ipv6 (string)', 'cidr("2001:db8::/32").containsIP("2001:dc8::1")', false],
    ['contains CIDR ipv6 (CIDR)', 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/33"))', true],
    ['does not contain IP ipv6 (CIDR)', 'cidr("2001:db8::/32").containsCIDR(cidr("2001:db8::/31"))', false],
    ['contains CIDR ipv6 (string)', 'cidr("2001:db8::/32").containsCIDR("2001:db8::/33")', true],
    ['does not contain CIDR ipv6 (string)', 'cidr("2001:db8::/32").containsCIDR("2001:db8::/31")', false],
    ['returns IP ipv6', 'cidr("2001:db8::/32").ip() == ip("2001:db8::")', true],
    ['masks masked ipv6', 'string(cidr("2001:db8::/32").masked())', '2001:db8::/32'],
    ['masks unmasked ipv6', 'string(cidr("2001:db8:1::/32").masked())', '2001:db8::/32'],
    ['returns prefix length ipv6', 'cidr("2001:db8::/32").prefixLength()', 32n],
    ['converting a CIDR to a string', 'string(cidr("192.168.0.0/24"))', '192.168.0.0/24'],
    ['type of CIDR is net.CIDR', 'type(cidr("192.168.0.0/24")) == net.CIDR', true],
    ['CIDR equality compares address and bits', 'cidr("192.168.0.1/24") == cidr("192.168.0.1/24").masked()', false],
    ['isCIDR valid', 'isCIDR("10.0.0.0/8")', true],
    ['isCIDR out of range', 'isCIDR("10.0.0.0/33")', false],
    ['containsIP across families is false (Prefix.Contains)', 'cidr("0.0.0.0/0").containsIP("::1")', false],
    ['containsCIDR compares with the other address unmasked (PrefixFrom without Masked)', 'cidr("10.0.0.0/8").containsCIDR("10.1.0.0/16")', false],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['parse invalid ipv4', 'cidr("192.168.0.0/")', PREFIX + 'netip.ParsePrefix("192.168.0.0/"): bad bits after slash: ""'],
    ['parse invalid ipv6', 'cidr("2001:db8::/")', PREFIX + 'netip.ParsePrefix("2001:db8::/"): bad bits after slash: ""'],
    ['no slash', 'cidr("10.0.0.0")', PREFIX + `netip.ParsePrefix("10.0.0.0"): no '/'`],
    ['prefix too long', 'cidr("10.0.0.0/33")', PREFIX + 'netip.ParsePrefix("10.0.0.0/33"): prefix length out of range'],
    ['leading zero in bits', 'cidr("10.0.0.0/08")', PREFIX + 'netip.ParsePrefix("10.0.0.0/08"): bad bits after slash: "08"'],
    ['bad address', 'cidr("10.0.0/8")', PREFIX + 'netip.ParsePrefix("10.0.0/8"): ParseAddr("10.0.0"): IPv4 address too short'],
    [
      'IPv4-mapped prefix (parseCIDR does not add its own prefix here)',
      'cidr("::ffff:10.0.0.0/104")',
      'network address parse error during conversion from string: IPv4-mapped IPv6 address "::ffff:10.0.0.0/104" is not allowed',
    ],
    ['containsIP with an unparsable string answers no such overload', 'cidr("10.0.0.0/8").containsIP("x")', 'no such overload'],
    ['containsCIDR with an unparsable string propagates the parse error', 'cidr("10.0.0.0/8").containsCIDR("x")', PREFIX + `netip.ParsePrefix("x"): no '/'`],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });

  it('compilation error for cidr(int)', () => {
    const r = evaluate('cidr(192168)');
    expect('compileError' in r && r.compileError).toContain("found no matching overload for 'cidr' applied to '(int)'");
  });
});
