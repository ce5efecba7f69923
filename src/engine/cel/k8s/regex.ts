// Kubernetes CEL Regex library (apiserver/pkg/cel/library/regex.go): <string>.find(re) and
// <string>.findAll(re[, n]) with Go regexp (RE2) FindString / FindAllString semantics.
import { compileRE2 } from '../../regex';
import { libErr } from './errors';
import { ArrayList, type Value } from '../values';

/** Go (*Regexp).allMatches: successive non-overlapping matches; an empty match right after a match is skipped. */
function allMatches(pattern: string, s: string, n: number): string[] | { error: string } {
  const c = compileRE2(pattern);
  if (!c.ok) return { error: c.error };
  const out: string[] = [];
  if (n === 0) return out;
  const m = c.re.matcher(s);
  let pos = 0;
  let prevMatchEnd = -1;
  while ((n < 0 || out.length < n) && pos <= s.length) {
    if (!m.find(pos)) break;
    const start = m.start();
    const end = m.end();
    let accept = true;
    if (end === pos) {
      if (start === prevMatchEnd) accept = false;
      const cp = s.codePointAt(pos);
      pos += cp !== undefined && cp > 0xffff ? 2 : 1;
    } else {
      pos = end;
    }
    prevMatchEnd = end;
    if (accept) out.push(s.slice(start, end));
  }
  return out;
}

/** <string>.find(regex): the leftmost match or "" (error `Illegal regex: ...` if it does not compile). */
export function regexFind(s: string, pattern: string): Value {
  const r = allMatches(pattern, s, 1);
  if (!Array.isArray(r)) return libErr(`Illegal regex: ${r.error}`);
  return r[0] ?? '';
}

/** <string>.findAll(regex[, limit]): all matches, at most limit when limit >= 0. */
export function regexFindAll(s: string, pattern: string, limit = -1n): Value {
  const n = limit < 0n ? -1 : limit > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(limit);
  const r = allMatches(pattern, s, n);
  if (!Array.isArray(r)) return libErr(`Illegal regex: ${r.error}`);
  return new ArrayList(r);
}
