// The "uri" format: govalidator.IsRequestURI = url.ParseRequestURI(s) succeeds (Go net/url).
import { parseRequestURI } from '../../golang/url';

/** url.ParseRequestURI(s) == nil (no fragment splitting: '#' stays in the path or host). */
export function isRequestURI(raw: string): boolean {
  return parseRequestURI(raw).ok;
}
