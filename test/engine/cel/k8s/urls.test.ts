// Rows from apiserver/pkg/cel/library/urls.go examples / urls_test.go (TestURLs) and Go net/url.
import { describe, expect, it } from 'vitest';
import { evaluate } from './harness';

const P = 'URL parse error during conversion from string: ';

describe('Kubernetes URLs library', () => {
  const values: [string, string, unknown][] = [
    ['isURL absolute URI', "isURL('https://user:pass@example.com:80/path?query=val#fragment')", true],
    ['isURL absolute path', "isURL('/absolute-path')", true],
    ['isURL bad port', "isURL('https://a:b:c/')", false],
    ['isURL relative path', "isURL('../relative-path')", false],
    ['isURL empty', "isURL('')", false],
    ['getScheme absent', "url('/path').getScheme()", ''],
    ['getScheme', "url('https://example.com/').getScheme()", 'https'],
    ['getScheme lower-cased', "url('HTTPS://example.com/').getScheme()", 'https'],
    ['getHost with port', "url('https://example.com:80/').getHost()", 'example.com:80'],
    ['getHost', "url('https://example.com/').getHost()", 'example.com'],
    ['getHost ipv6 with port', "url('https://[::1]:80/').getHost()", '[::1]:80'],
    ['getHost ipv6', "url('https://[::1]/').getHost()", '[::1]'],
    ['getHost absent', "url('/path').getHost()", ''],
    ['getHostname', "url('https://example.com:80/').getHostname()", 'example.com'],
    ['getHostname ipv4', "url('https://127.0.0.1:80/').getHostname()", '127.0.0.1'],
    ['getHostname ipv6', "url('https://[::1]:80/').getHostname()", '::1'],
    ['getHostname absent', "url('/path').getHostname()", ''],
    ['getPort', "url('https://example.com:80/').getPort()", '80'],
    ['getPort absent', "url('https://example.com/').getPort()", ''],
    ['getPort no host', "url('/path').getPort()", ''],
    ['getEscapedPath', "url('https://example.com/path').getEscapedPath()", '/path'],
    ['getEscapedPath escapes spaces', "url('https://example.com/path with spaces/').getEscapedPath()", '/path%20with%20spaces/'],
    ['getEscapedPath empty', "url('https://example.com').getEscapedPath()", ''],
    ['getEscapedPath keeps a valid RawPath', "url('https://example.com/a%2Fb').getEscapedPath()", '/a%2Fb'],
    ['getEscapedPath fragment split off by url.Parse', "url('https://example.com/p#frag').getEscapedPath()", '/p'],
    ['getQuery multi-valued', "url('https://example.com/path?k1=a&k2=b&k2=c').getQuery()", { k1: ['a'], k2: ['b', 'c'] }],
    ['getQuery unescaped keys', "url('https://example.com/path?key with spaces=value with spaces').getQuery()", { 'key with spaces': ['value with spaces'] }],
    ['getQuery empty query', "url('https://example.com/path?').getQuery()", {}],
    ['getQuery absent', "url('https://example.com/path').getQuery()", {}],
    ['getQuery + is a space, ; keys dropped', "url('https://e.com/?a=1+2&b;c=3&d=%41').getQuery()", { a: ['1 2'], d: ['A'] }],
    ['getQuery map lookup', "url('https://example.com/?k=v').getQuery()['k'][0]", 'v'],
    ['URL equality', "url('https://example.com/a') == url('https://example.com/a')", true],
    ['URL equality compares String() forms (escaped and unescaped space)', "url('https://example.com/a%20b') == url('https://example.com/a b')", true],
    ['URL equality: different paths', "url('https://example.com/a') == url('https://example.com/b')", false],
    ['URL equality: scheme is lower-cased', "url('HTTPS://example.com/a') == url('https://example.com/a')", true],
    ['URL equality with userinfo and fragment', "url('https://u:p@e.com/x#f g') == url('https://u:p@e.com/x#f%20g')", true],
  ];
  it.each(values)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ value: want });
  });

  const errors: [string, string, string][] = [
    ['invalid port', "url('https://a:b:c/')", P + 'parse "https://a:b:c/": invalid port ":c" after host'],
    ['relative path', "url('../relative-path')", P + 'parse "../relative-path": invalid URI for request'],
    ['empty', "url('')", P + 'parse "": empty url'],
    ['missing scheme', "url(':foo')", P + 'parse ":foo": missing protocol scheme'],
    ['control character', "url('https://e.com/\\n')", P + 'parse "https://e.com/\\n": net/url: invalid control character in URL'],
    ['bad escape', "url('https://e.com/%zz')", P + 'parse "https://e.com/%zz": invalid URL escape "%zz"'],
    ['bad host character', "url('https://e x.com/')", P + 'parse "https://e x.com/": invalid character " " in host name'],
    ['missing bracket', "url('https://[::1/')", P + `parse "https://[::1/": missing ']' in host`],
  ];
  it.each(errors)('%s: %s', (_n, expr, want) => {
    expect(evaluate(expr)).toEqual({ error: want });
  });
});
