// controller-tools pkg/markers collect.go markerComment: which comments are markers, and the
// marker text Lookup and Parse see.
import type { Comment } from '../gosource/ast';
import type { RawMarker } from './types';

/** isMarkerComment: a `//` comment whose first non-space character is `+` (so `//+x` is one too). */
export function isMarkerComment(text: string): boolean {
  if (!text.startsWith('//')) return false;
  const stripped = text.slice(2).trim();
  return stripped.length > 0 && stripped[0] === '+';
}

/** The marker text (markerComment.Text) and where its `+` is. */
export function rawMarker(comment: Comment, file: string, fromGodoc: boolean): RawMarker {
  const body = comment.text.slice(2);
  const lead = body.length - body.trimStart().length;
  const text = body.trim();
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
