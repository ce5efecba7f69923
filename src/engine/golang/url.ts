// Go net/url (shared by the CEL URL library, CRD webhook URL validation and the uri formats): Parse, ParseRequestURI, EscapedPath, Hostname, Port and Query with Go's error
// texts. Go works on bytes; here strings are handled as "byte strings" (one char per UTF-8 byte,
// see toBytes/fromBytes) so escaping and validation see the same bytes Go sees.
import { goQuote } from './fmt';

export interface GoURL {
  scheme: string;
  opaque: string;
  /** url.Userinfo, unescaped (undefined when absent) */
  user?: { username: string; password?: string };
  host: string;
  path: string;
  rawPath: string;
  omitHost: boolean;
  forceQuery: boolean;
  rawQuery: string;
  fragment: string;
  rawFragment: string;
}

type Mode = 'path' | 'pathSegment' | 'host' | 'zone' | 'userPassword' | 'queryComponent' | 'fragment';

/** UTF-8 bytes of s as a byte string. */
function toBytes(s: string): string {
  if (/^[\x00-\x7f]*$/.test(s)) return s;
  let out = '';
  for (const b of new TextEncoder().encode(s)) out += String.fromCharCode(b);
  return out;
}

/** Decodes a byte string as UTF-8 (invalid sequences become U+FFFD, as a Go → proto string would). */
export function fromBytes(b: string): string {
  if (/^[\x00-\x7f]*$/.test(b)) return b;
  const arr = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) arr[i] = b.charCodeAt(i);
  return new TextDecoder().decode(arr);
}

const isAlnum = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const unhex = (c: string) => parseInt(c, 16);

function shouldEscape(c: string, mode: Mode): boolean {
  if (isAlnum(c)) return false;
  if (mode === 'host' || mode === 'zone') {
    if ('!$&\'()*+,;=:[]<>"'.includes(c)) return false;
  }
  if ('-_.~'.includes(c)) return false;
  if ('$&+,/:;=?@'.includes(c)) {
    switch (mode) {
      case 'path':
        return c === '?';
      case 'pathSegment':
        return c === '/' || c === ';' || c === ',' || c === '?';
      case 'userPassword':
        return c === '@' || c === '/' || c === '?' || c === ':';
      case 'queryComponent':
        return true;
      case 'fragment':
        return false;
      default:
        break;
    }
  }
  if (mode === 'fragment' && '!()*'.includes(c)) return false;
  return true;
}

class URLError {
  constructor(readonly message: string) {}
}

/** url.unescape on a byte string. */
function unescape(s: string, mode: Mode): string | URLError {
  for (let i = 0; i < s.length;) {
    const c = s[i]!;
    if (c === '%') {
      if (i + 2 >= s.length || !isHex(s[i + 1]) || !isHex(s[i + 2])) {
        return new URLError(`invalid URL escape ${goQuote(fromBytes(s.slice(i, i + 3)))}`);
      }
      if (mode === 'host' && unhex(s[i + 1]!) < 8 && s.slice(i, i + 3) !== '%25') {
        return new URLError(`invalid URL escape ${goQuote(fromBytes(s.slice(i, i + 3)))}`);
      }
      if (mode === 'zone') {
        const v = String.fromCharCode(unhex(s[i + 1]!) * 16 + unhex(s[i + 2]!));
        if (s.slice(i, i + 3) !== '%25' && v !== ' ' && shouldEscape(v, 'host')) {
          return new URLError(`invalid URL escape ${goQuote(fromBytes(s.slice(i, i + 3)))}`);
        }
      }
      i += 3;
    } else {
      if ((mode === 'host' || mode === 'zone') && c.charCodeAt(0) < 0x80 && shouldEscape(c, mode)) {
        return new URLError(`invalid character ${goQuote(c)} in host name`);
      }
      i++;
    }
  }
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%') {
      out += String.fromCharCode(unhex(s[i + 1]!) * 16 + unhex(s[i + 2]!));
      i += 2;
    } else if (c === '+' && mode === 'queryComponent') {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

/** url.escape on a byte string. */
function escape(s: string, mode: Mode): string {
  let out = '';
  for (const c of s) {
    if (shouldEscape(c, mode)) {
      if (c === ' ' && mode === 'queryComponent') out += '+';
      else out += '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
    } else {
      out += c;
    }
  }
  return out;
}

function getScheme(raw: string): { scheme: string; rest: string } | URLError {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) continue;
    if ((c >= '0' && c <= '9') || c === '+' || c === '-' || c === '.') {
      if (i === 0) return { scheme: '', rest: raw };
      continue;
    }
    if (c === ':') {
      if (i === 0) return new URLError('missing protocol scheme');
      return { scheme: raw.slice(0, i), rest: raw.slice(i + 1) };
    }
    return { scheme: '', rest: raw };
  }
  return { scheme: '', rest: raw };
}

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port[0] !== ':') return false;
  return /^[0-9]*$/.test(port.slice(1));
}

function parseHost(host: string): string | URLError {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) return new URLError("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) return new URLError(`invalid port ${goQuote(fromBytes(colonPort))} after host`);
    const zone = host.slice(0, i).indexOf('%25');
    if (zone >= 0) {
      const h1 = unescape(host.slice(0, zone), 'host');
      if (h1 instanceof URLError) return h1;
      const h2 = unescape(host.slice(zone, i), 'zone');
      if (h2 instanceof URLError) return h2;
      const h3 = unescape(host.slice(i), 'host');
      if (h3 instanceof URLError) return h3;
      return h1 + h2 + h3;
    }
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1) {
      const colonPort = host.slice(i);
      if (!validOptionalPort(colonPort)) return new URLError(`invalid port ${goQuote(fromBytes(colonPort))} after host`);
    }
  }
  return unescape(host, 'host');
}

function validUserinfo(s: string): boolean {
  for (const c of s) {
    if (isAlnum(c)) continue;
    if ("-._:~!$&'()*+,;=%@".includes(c)) continue;
    return false;
  }
  return true;
}

function parseAuthority(authority: string): { user?: GoURL['user']; host: string } | URLError {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (host instanceof URLError) return host;
  if (i < 0) return { host };
  const userinfo = authority.slice(0, i);
  if (!validUserinfo(userinfo)) return new URLError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  const username = unescape(colon < 0 ? userinfo : userinfo.slice(0, colon), 'userPassword');
  if (username instanceof URLError) return username;
  if (colon < 0) return { user: { username }, host };
  const password = unescape(userinfo.slice(colon + 1), 'userPassword');
  if (password instanceof URLError) return password;
  return { user: { username, password }, host };
}

function emptyURL(): GoURL {
  return { scheme: '', opaque: '', host: '', path: '', rawPath: '', omitHost: false, forceQuery: false, rawQuery: '', fragment: '', rawFragment: '' };
}

function setPath(u: GoURL, p: string): URLError | undefined {
  const path = unescape(p, 'path');
  if (path instanceof URLError) return path;
  u.path = path;
  u.rawPath = escape(path, 'path') === p ? '' : p;
  return undefined;
}

function parse(raw: string, viaRequest: boolean): GoURL | URLError {
  if (/[\x00-\x1f\x7f]/.test(raw)) return new URLError('net/url: invalid control character in URL');
  if (raw === '' && viaRequest) return new URLError('empty url');
  const u = emptyURL();
  if (raw === '*') {
    u.path = '*';
    return u;
  }
  const sch = getScheme(raw);
  if (sch instanceof URLError) return sch;
  u.scheme = sch.scheme.toLowerCase();
  let rest = sch.rest;
  if (rest.endsWith('?') && rest.split('?').length === 2) {
    u.forceQuery = true;
    rest = rest.slice(0, -1);
  } else {
    const q = rest.indexOf('?');
    if (q >= 0) {
      u.rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    if (u.scheme !== '') {
      u.opaque = rest;
      return u;
    }
    if (viaRequest) return new URLError('invalid URI for request');
    const slash = rest.indexOf('/');
    const segment = slash >= 0 ? rest.slice(0, slash) : rest;
    if (segment.includes(':')) return new URLError('first path segment in URL cannot contain colon');
  }
  if ((u.scheme !== '' || (!viaRequest && !rest.startsWith('///'))) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const i = authority.indexOf('/');
    if (i >= 0) {
      rest = authority.slice(i);
      authority = authority.slice(0, i);
    }
    const a = parseAuthority(authority);
    if (a instanceof URLError) return a;
    u.user = a.user;
    u.host = a.host;
  } else if (u.scheme !== '' && rest.startsWith('/')) {
    u.omitHost = true;
  }
  const err = setPath(u, rest);
  return err ?? u;
}

const wrap = (input: string, e: URLError) => `parse ${goQuote(fromBytes(input))}: ${e.message}`;

type URLResult = { ok: true; url: GoURL } | { ok: false; error: string };

/** url.ParseRequestURI (the input is a JS string; errors are url.Error texts). */
export function parseRequestURI(s: string): URLResult {
  const raw = toBytes(s);
  const u = parse(raw, true);
  return u instanceof URLError ? { ok: false, error: wrap(raw, u) } : { ok: true, url: u };
}

/** url.Parse. */
export function parseURL(s: string): URLResult {
  const raw = toBytes(s);
  const hash = raw.indexOf('#');
  const main = hash >= 0 ? raw.slice(0, hash) : raw;
  const frag = hash >= 0 ? raw.slice(hash + 1) : '';
  const u = parse(main, false);
  if (u instanceof URLError) return { ok: false, error: wrap(main, u) };
  if (frag !== '') {
    const f = unescape(frag, 'fragment');
    if (f instanceof URLError) return { ok: false, error: wrap(raw, f) };
    u.fragment = f;
    u.rawFragment = escape(f, 'fragment') === frag ? '' : frag;
  }
  return { ok: true, url: u };
}

function validEncoded(s: string, mode: Mode): boolean {
  for (const c of s) {
    if ("!$&'()*+,;=:@[]%".includes(c)) continue;
    if (shouldEscape(c, mode)) return false;
  }
  return true;
}

/** URL.EscapedFragment (byte string result). */
function escapedFragment(u: GoURL): string {
  if (u.rawFragment !== '' && validEncoded(u.rawFragment, 'fragment')) {
    const f = unescape(u.rawFragment, 'fragment');
    if (!(f instanceof URLError) && f === u.fragment) return u.rawFragment;
  }
  return escape(u.fragment, 'fragment');
}

/** URL.String (byte string result): the reassembled URL Kubernetes compares for equality. */
export function urlString(u: GoURL): string {
  let out = '';
  if (u.scheme !== '') out += u.scheme + ':';
  if (u.opaque !== '') {
    out += u.opaque;
  } else {
    if (u.scheme !== '' || u.host !== '' || u.user) {
      if (!(u.omitHost && u.host === '' && !u.user)) {
        if (u.host !== '' || u.path !== '' || u.user) out += '//';
        if (u.user) {
          out += escape(u.user.username, 'userPassword');
          if (u.user.password !== undefined) out += ':' + escape(u.user.password, 'userPassword');
          out += '@';
        }
        if (u.host !== '') out += escape(u.host, 'host');
      }
    }
    const path = escapedPath(u);
    if (path !== '' && path[0] !== '/' && u.host !== '') out += '/';
    if (out === '') {
      const slash = path.indexOf('/');
      if ((slash >= 0 ? path.slice(0, slash) : path).includes(':')) out += './';
    }
    out += path;
  }
  if (u.forceQuery || u.rawQuery !== '') out += '?' + u.rawQuery;
  if (u.fragment !== '') out += '#' + escapedFragment(u);
  return out;
}

/** URL.EscapedPath (byte string result). */
export function escapedPath(u: GoURL): string {
  if (u.rawPath !== '' && validEncoded(u.rawPath, 'path')) {
    const p = unescape(u.rawPath, 'path');
    if (!(p instanceof URLError) && p === u.path) return u.rawPath;
  }
  if (u.path === '*') return '*';
  return escape(u.path, 'path');
}

function splitHostPort(hostPort: string): { host: string; port: string } {
  let host = hostPort;
  let port = '';
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(host.slice(colon))) {
    port = host.slice(colon + 1);
    host = host.slice(0, colon);
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return { host, port };
}

export const hostname = (u: GoURL) => splitHostPort(u.host).host;
export const port = (u: GoURL) => splitHostPort(u.host).port;

/** URL.Query (url.ParseQuery, errors ignored): keys in first-seen order, values in order. */
export function query(u: GoURL): Map<string, string[]> {
  const m = new Map<string, string[]>();
  let q = u.rawQuery;
  while (q !== '') {
    const amp = q.indexOf('&');
    let key = amp >= 0 ? q.slice(0, amp) : q;
    q = amp >= 0 ? q.slice(amp + 1) : '';
    if (key.includes(';') || key === '') continue;
    const eq = key.indexOf('=');
    const value = eq >= 0 ? key.slice(eq + 1) : '';
    key = eq >= 0 ? key.slice(0, eq) : key;
    const k = unescape(key, 'queryComponent');
    if (k instanceof URLError) continue;
    const v = unescape(value, 'queryComponent');
    if (v instanceof URLError) continue;
    const list = m.get(k) ?? [];
    list.push(v);
    m.set(k, list);
  }
  return m;
}

/** url.Userinfo.String(): the escaped `user[:password]`, or '' without userinfo. */
export function userinfoString(u: GoURL): string {
  if (!u.user) return '';
  let out = escape(u.user.username, 'userPassword');
  if (u.user.password !== undefined) out += ':' + escape(u.user.password, 'userPassword');
  return fromBytes(out);
}
