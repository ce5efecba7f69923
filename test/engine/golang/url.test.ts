import { describe, expect, it } from 'vitest';
import { parseURL as parseGoURL, userinfoString } from '../../../src/engine/golang/url';

// net/url Parse behaviour the webhook URL rules depend on (url_test.go style rows, own cases)
const ok: [string, { scheme: string; host: string; user?: string; rawQuery: string; fragment: string; path: string }][] = [
  ['https://example.com/path', { scheme: 'https', host: 'example.com', rawQuery: '', fragment: '', path: '/path' }],
  ['HTTPS://Example.com:9443', { scheme: 'https', host: 'Example.com:9443', rawQuery: '', fragment: '', path: '' }],
  ['https://u:p@h/x?a=1#f', { scheme: 'https', host: 'h', user: 'u:p', rawQuery: 'a=1', fragment: 'f', path: '/x' }],
  ['https://[::1]:443/', { scheme: 'https', host: '[::1]:443', rawQuery: '', fragment: '', path: '/' }],
  ['/relative/only', { scheme: '', host: '', rawQuery: '', fragment: '', path: '/relative/only' }],
];
const bad: [string, string][] = [
  ['://example.com', 'parse "://example.com": missing protocol scheme'],
  ['https://example.com:port', 'parse "https://example.com:port": invalid port ":port" after host'],
  ['https://[::1', `parse "https://[::1": missing ']' in host`],
  ['https://exa mple.com', 'parse "https://exa mple.com": invalid character " " in host name'],
  ['https://x/%zz', 'parse "https://x/%zz": invalid URL escape "%zz"'],
  ['https://x/\n', 'parse "https://x/\\n": net/url: invalid control character in URL'],
];

describe('net/url.Parse', () => {
  it.each(ok)('%s parses', (raw, want) => {
    const r = parseGoURL(raw);
    expect(r.ok).toBe(true);
    if (r.ok)
      expect({ scheme: r.url.scheme, host: r.url.host, user: r.url.user ? userinfoString(r.url) : undefined, rawQuery: r.url.rawQuery, fragment: r.url.fragment, path: r.url.path }).toEqual({
        user: undefined,
        ...want,
      });
  });
  it.each(bad)("%s fails with Go's text", (raw, error) => {
    expect(parseGoURL(raw)).toEqual({ ok: false, error });
  });
  it('a:b/c has scheme "a" and is opaque (no error)', () => {
    const r = parseGoURL('a:b/c');
    expect(r.ok && r.url.scheme === 'a' && r.url.opaque === 'b/c').toBe(true);
  });
  it('1a:b has no scheme and a colon in the first segment', () => {
    expect(parseGoURL('1a:b')).toEqual({ ok: false, error: 'parse "1a:b": first path segment in URL cannot contain colon' });
  });
});
