// controller-tools pkg/markers collect.go markerComment: which comments are markers, and the
// marker text Lookup and Parse see.
import type { Comment } from '../gosource/ast';
import type { RawMarker } from './types';

/** unicode.IsSpace (what strings.TrimSpace trims): unlike JS trim, U+0085 is one and U+FEFF is not. */
function isGoSpace(c: number): boolean {
  if (c <= 0xff) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x85 || c === 0xa0;
  return c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** strings.TrimSpace: [start, end) of s without leading and trailing Unicode white space. */
function trimSpan(s: string): [number, number] {
  let i = 0;
  let j = s.length;
  while (i < j && isGoSpace(s.charCodeAt(i))) i++;
  while (j > i && isGoSpace(s.charCodeAt(j - 1))) j--;
  return [i, j];
}

/** isMarkerComment: a `//` comment whose first non-space character is `+` (so `//+x` is one too). */
export function isMarkerComment(text: string): boolean {
  if (!text.startsWith('//')) return false;
  const [i, j] = trimSpan(text.slice(2));
  return i < j && text[2 + i] === '+';
}

/** The marker text (markerComment.Text) and where its `+` is. */
export function rawMarker(comment: Comment, file: string, fromGodoc: boolean): RawMarker {
  const body = comment.text.slice(2);
  const [lead, end] = trimSpan(body);
  const text = body.slice(lead, end);
  const s = comment.range.start;
  const at = 2 + lead;
  return {
    text,
    comment,
    range: comment.range,
    textStart: { offset: s.offset + at, line: s.line, column: s.column + at },
    fromGodoc,
    file,
  };
}
