// Kubernetes CEL URLs library (apiserver/pkg/cel/library/urls.go) and the URL value
// (apiserver/pkg/cel/url.go): url(), isURL() and the getScheme/getHost/getHostname/getPort/
// getEscapedPath/getQuery accessors.
import { libErr, type Res } from './errors';
import * as gourl from '../../golang/url';
import { T } from '../types';
import { ArrayList, HashMap, OpaqueValue, type Value } from '../values';

/** apiservercel.URLType. */
export const URLType = T.opaque('kubernetes.URL');

export class URLValue extends OpaqueValue {
  readonly celType = URLType;
  constructor(readonly url: gourl.GoURL) {
    super();
  }
  /** url.URL String(), as Kubernetes results show it. */
  override toString(): string {
    return gourl.urlString(this.url);
  }
  /** apiservercel.URL Equal: the two URLs' String() forms are equal. */
  override equals(other: Value): boolean {
    return other instanceof URLValue && gourl.urlString(this.url) === gourl.urlString(other.url);
  }
}

const PREFIX = 'URL parse error during conversion from string: ';

/**
 * url(string) — overload string_to_url: ParseRequestURI must accept it (absolute URI or absolute
 * path), then url.Parse builds the value (so a fragment is split off properly).
 */
export function stringToURL(s: string): Res<URLValue> {
  const check = gourl.parseRequestURI(s);
  if (!check.ok) return libErr(PREFIX + check.error);
  const u = gourl.parseURL(s);
  if (!u.ok) return libErr(PREFIX + u.error);
  return new URLValue(u.url);
}

/** isURL(string) — overload is_url_string. */
export const isURL = (s: string): boolean => gourl.parseRequestURI(s).ok;

export const urlGetScheme = (u: URLValue) => gourl.fromBytes(u.url.scheme);
export const urlGetHost = (u: URLValue) => gourl.fromBytes(u.url.host);
export const urlGetHostname = (u: URLValue) => gourl.fromBytes(gourl.hostname(u.url));
export const urlGetPort = (u: URLValue) => gourl.fromBytes(gourl.port(u.url));
export const urlGetEscapedPath = (u: URLValue) => gourl.fromBytes(gourl.escapedPath(u.url));

/** getQuery() → map(string, list(string)). */
export function urlGetQuery(u: URLValue): HashMap {
  const m = new HashMap();
  for (const [k, vs] of gourl.query(u.url)) m.set(gourl.fromBytes(k), new ArrayList(vs.map(gourl.fromBytes)));
  return m;
}
