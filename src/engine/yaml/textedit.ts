// Where two versions of a text differ: the longest common start and, in what is left, the
// longest common end. Blocks are compared natively first, so two large texts differing in one
// place are compared in a few milliseconds.

/** `before`'s characters [at, beforeEnd) replaced by `after`'s [at, afterEnd); the rest is the same. */
export interface TextEdit {
  at: number;
  beforeEnd: number;
  afterEnd: number;
}

const BLOCK = 4096;

export function textEdit(before: string, after: string): TextEdit {
  const n = Math.min(before.length, after.length);
  let at = 0;
  while (at + BLOCK <= n && before.slice(at, at + BLOCK) === after.slice(at, at + BLOCK)) at += BLOCK;
  while (at < n && before.charCodeAt(at) === after.charCodeAt(at)) at++;
  // the common end, within what follows the common start in both
  const room = n - at;
  const a = before.length;
  const b = after.length;
  let same = 0;
  while (same + BLOCK <= room && before.slice(a - same - BLOCK, a - same) === after.slice(b - same - BLOCK, b - same)) same += BLOCK;
  while (same < room && before.charCodeAt(a - 1 - same) === after.charCodeAt(b - 1 - same)) same++;
  return { at, beforeEnd: a - same, afterEnd: b - same };
}
