// The "uri" format: govalidator.IsRequestURI = url.ParseRequestURI(s) succeeds (Go net/url).

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

function containsCTL(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** getScheme: [scheme, rest] or null for "missing protocol scheme". */
function getScheme(raw: string): [string, string] | null {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) continue;
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === 58) {
      if (i === 0) return null;
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

type Mode = 'path' | 'host' | 'zone' | 'user';

/** Whether an ASCII byte must be escaped in a host (shouldEscape for encodeHost/encodeZone). */
function hostByteNeedsEscape(c: number): boolean {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return false;
  // sub-delims, ':', '[', ']', '<', '>', '"' and unreserved marks
  return !"!$&'()*+,;=:[]<>\"-_.~".includes(String.fromCharCode(c));
}

/** unescape(s, mode) succeeds. */
function unescapeOK(s: string, mode: Mode): boolean {
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c === 37) {
      if (i + 2 >= s.length) return false;
      if (!isHex(s.charCodeAt(i + 1)) || !isHex(s.charCodeAt(i + 2))) return false;
      // Hosts may only percent-encode non-ASCII bytes (and "%25" in zones).
      if (mode === 'host' && parseInt(s[i + 1], 16) < 8 && s.slice(i, i + 3) !== '%25') return false;
      if (mode === 'zone') {
        const v = parseInt(s.slice(i + 1, i + 3), 16);
        if (s.slice(i, i + 3) !== '%25' && v !== 0x20 && hostByteNeedsEscape(v)) return false;
      }
      i += 3;
      continue;
    }
    if ((mode === 'host' || mode === 'zone') && c < 0x80 && hostByteNeedsEscape(c)) return false;
    i++;
  }
  return true;
}

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port[0] !== ':') return false;
  for (let i = 1; i < port.length; i++) {
    const c = port.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function parseHostOK(host: string): boolean {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) return false;
    if (!validOptionalPort(host.slice(i + 1))) return false;
    const zone = host.slice(0, i).indexOf('%25');
    if (zone >= 0) {
      return unescapeOK(host.slice(0, zone), 'host') && unescapeOK(host.slice(zone, i), 'zone') && unescapeOK(host.slice(i), 'host');
    }
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1 && !validOptionalPort(host.slice(i))) return false;
  }
  return unescapeOK(host, 'host');
}

const USERINFO_OK = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;

function parseAuthorityOK(authority: string): boolean {
  const i = authority.lastIndexOf('@');
  if (!parseHostOK(i < 0 ? authority : authority.slice(i + 1))) return false;
  if (i < 0) return true;
  const userinfo = authority.slice(0, i);
  if (!USERINFO_OK.test(userinfo)) return false;
  const colon = userinfo.indexOf(':');
  if (colon < 0) return unescapeOK(userinfo, 'user');
  return unescapeOK(userinfo.slice(0, colon), 'user') && unescapeOK(userinfo.slice(colon + 1), 'user');
}

/** url.ParseRequestURI(s) == nil (no fragment splitting: '#' stays in the path or host). */
export function isRequestURI(raw: string): boolean {
  if (containsCTL(raw)) return false;
  if (raw === '') return false;
  if (raw === '*') return true;
  const sch = getScheme(raw);
  if (sch === null) return false;
  const scheme = sch[0];
  let rest = sch[1];
  const q = rest.indexOf('?');
  if (rest.endsWith('?') && q === rest.length - 1) rest = rest.slice(0, -1);
  else if (q >= 0) rest = rest.slice(0, q);
  if (!rest.startsWith('/')) return scheme !== '';
  if (scheme !== '' && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const slash = authority.indexOf('/');
    if (slash >= 0) {
      rest = authority.slice(slash);
      authority = authority.slice(0, slash);
    }
    if (!parseAuthorityOK(authority)) return false;
  }
  return unescapeOK(rest, 'path');
}
