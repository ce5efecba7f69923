// The parts of Go's net/url Parse that webhook URL validation depends on: scheme, userinfo,
// host (with port check), query, fragment, and the error texts (`parse "x": missing protocol scheme`).
import { goQuote } from '../field/gofmt';

export interface GoURL {
  scheme: string;
  opaque: string;
  user?: string; // Userinfo.String()
  host: string;
  path: string;
  rawQuery: string;
  fragment: string;
}

export type GoURLResult = { ok: true; url: GoURL } | { ok: false; error: string };

class URLError extends Error {}

function isHex(c: string): boolean {
  return /^[0-9a-fA-F]$/.test(c);
}

type Mode = 'path' | 'host' | 'userPassword' | 'fragment' | 'query';

// shouldEscape for the characters unescape() checks in host mode.
function hostCharOK(c: string): boolean {
  if (/^[A-Za-z0-9\-_.~]$/.test(c)) return true;
  return "!$&'()*+,;=:[]<>\"".includes(c);
}

function unescape(s: string, mode: Mode): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '%') {
      if (i + 2 >= s.length || !isHex(s[i + 1]) || !isHex(s[i + 2])) {
        let bad = s.slice(i);
        if (bad.length > 3) bad = bad.slice(0, 3);
        throw new URLError(`invalid URL escape ${goQuote(bad)}`);
      }
      // in the host, %-encoding is only for non-ASCII bytes (RFC 3986), except %25
      if (mode === 'host' && parseInt(s[i + 1], 16) < 8 && s.slice(i, i + 3) !== '%25') {
        throw new URLError(`invalid URL escape ${goQuote(s.slice(i, i + 3))}`);
      }
      out += String.fromCharCode(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
      continue;
    }
    if (mode === 'host' && c.charCodeAt(0) < 0x80 && !hostCharOK(c)) throw new URLError(`invalid character ${goQuote(c)} in host name`);
    out += c;
  }
  return out;
}

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port[0] !== ':') return false;
  return /^[0-9]*$/.test(port.slice(1));
}

function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) throw new URLError("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) throw new URLError(`invalid port ${goQuote(colonPort)} after host`);
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1) {
      const colonPort = host.slice(i);
      if (!validOptionalPort(colonPort)) throw new URLError(`invalid port ${goQuote(colonPort)} after host`);
    }
  }
  return unescape(host, 'host');
}

function validUserinfo(s: string): boolean {
  for (const c of s) {
    if (/^[A-Za-z0-9]$/.test(c)) continue;
    if ("-._:~!$&'()*+,;=%@".includes(c)) continue;
    return false;
  }
  return true;
}

function escapeUserinfo(s: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(s)) {
    const c = String.fromCharCode(byte);
    if (/^[A-Za-z0-9\-_.~]$/.test(c) || "$&+,;=".includes(c)) out += c;
    else out += '%' + byte.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

function parseAuthority(authority: string): { user?: string; host: string } {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return { host };
  const userinfo = authority.slice(0, i);
  if (!validUserinfo(userinfo)) throw new URLError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  if (colon < 0) return { user: escapeUserinfo(unescape(userinfo, 'userPassword')), host };
  const username = unescape(userinfo.slice(0, colon), 'userPassword');
  const password = unescape(userinfo.slice(colon + 1), 'userPassword');
  return { user: escapeUserinfo(username) + ':' + escapeUserinfo(password), host };
}

function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (/[A-Za-z]/.test(c)) continue;
    if (/[0-9+\-.]/.test(c)) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === ':') {
      if (i === 0) throw new URLError('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

function parse(raw: string): GoURL {
  // stringContainsCTLByte
  for (let i = 0; i < raw.length; i++) {
    const b = raw.charCodeAt(i);
    if (b < 0x20 || b === 0x7f) throw new URLError('net/url: invalid control character in URL');
  }
  const url: GoURL = { scheme: '', opaque: '', host: '', path: '', rawQuery: '', fragment: '' };
  if (raw === '*') {
    url.path = '*';
    return url;
  }
  let rest: string;
  [url.scheme, rest] = getScheme(raw);
  url.scheme = url.scheme.toLowerCase();
  if (rest.endsWith('?') && rest.split('?').length === 2) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q >= 0) {
      url.rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    if (url.scheme !== '') {
      url.opaque = rest;
      return url;
    }
    const segment = rest.split('/')[0];
    if (segment.includes(':')) throw new URLError('first path segment in URL cannot contain colon');
  }
  if ((url.scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const i = authority.indexOf('/');
    if (i >= 0) {
      rest = authority.slice(i);
      authority = authority.slice(0, i);
    }
    const a = parseAuthority(authority);
    url.host = a.host;
    if (a.user !== undefined) url.user = a.user;
  }
  url.path = unescape(rest, 'path');
  return url;
}

/** url.Parse */
export function parseGoURL(raw: string): GoURLResult {
  const hash = raw.indexOf('#');
  const u = hash >= 0 ? raw.slice(0, hash) : raw;
  const frag = hash >= 0 ? raw.slice(hash + 1) : '';
  let url: GoURL;
  try {
    url = parse(u);
  } catch (e) {
    if (e instanceof URLError) return { ok: false, error: `parse ${goQuote(u)}: ${e.message}` };
    throw e;
  }
  if (frag === '') return { ok: true, url };
  try {
    url.fragment = unescape(frag, 'fragment');
  } catch (e) {
    if (e instanceof URLError) return { ok: false, error: `parse ${goQuote(raw)}: ${e.message}` };
    throw e;
  }
  return { ok: true, url };
}
