// Descriptions: controller-tools pkg/markers/zip.go extractDoc (a doc comment without its marker
// lines, `TODO` lines dropped, everything from a `---` line on cut, code fences kept) and
// pkg/crd/desc_visitor.go TruncateDescription (maxDescLen in bytes: cut at the last sentence
// terminator, else at the last white space plus "...").

import { commentGroupText, type CommentGroup } from '../gosource/ast';
import { PROV, type Props } from './props';

/** pkg/markers isMarkerComment: a `//` comment whose first non-space character is `+`. */
export function isMarkerComment(text: string): boolean {
  if (!text.startsWith('//')) return false;
  const stripped = text.slice(2).trim();
  return stripped.startsWith('+');
}

/** extractDoc of a field's, type's or package's doc comment group. */
export function extractDoc(doc: CommentGroup | undefined): string {
  if (!doc) return '';
  const list = doc.list.filter((c) => !isMarkerComment(c.text));
  const asterisk = list.some((c) => c.text.startsWith('/*'));
  const lines = commentGroupText({ list, range: doc.range }).split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const out: string[] = [];
  let inCode = false;
  for (let line of lines) {
    if (asterisk) line = line.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) inCode = !inCode;
    if (!inCode) {
      if (line.startsWith('TODO')) continue;
      if (line.startsWith('---')) break;
    }
    out.push(line);
  }
  return out.join('\n');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// unicode.STerm (Sentence_Terminal) and unicode.White_Space
const STERM = /\p{Sentence_Terminal}/u;
const WHITE = /\p{White_Space}/u;

/** Byte index of the last rune of `bytes` matching `re` (decoding as Go does: invalid bytes are U+FFFD). */
function lastIndexFunc(bytes: Uint8Array, re: RegExp): number {
  let last = -1;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let size = 1;
    if (b >= 0xf0) size = 4;
    else if (b >= 0xe0) size = 3;
    else if (b >= 0xc0) size = 2;
    if (i + size > bytes.length) size = 1;
    const ch = size === 1 && b >= 0x80 ? '\uFFFD' : decoder.decode(bytes.subarray(i, i + size));
    if (re.test(ch)) last = i;
    i += size;
  }
  return last;
}

/** truncateString of desc_visitor.go (lengths in bytes). */
export function truncateString(desc: string, maxLen: number): string {
  const bytes = encoder.encode(desc);
  if (bytes.length <= maxLen) return desc;
  const cut = bytes.subarray(0, maxLen);
  let n = lastIndexFunc(cut, STERM);
  if (n > 0) return decoder.decode(cut.subarray(0, n + 1));
  n = lastIndexFunc(cut, WHITE);
  if (n > 0) return decoder.decode(cut.subarray(0, n)) + '...';
  return decoder.decode(cut) + '...';
}

/** TruncateDescription: every description in the schema, maxLen 0 drops them. */
export function truncateDescriptions(schema: Props, maxLen: number): void {
  if (maxLen < 0) return;
  const stack: Props[] = [schema];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (s.description !== undefined) {
      if (maxLen === 0) {
        delete s.description;
        if (s[PROV]?.keys) delete s[PROV].keys.description;
      } else if (encoder.encode(s.description).length > maxLen) s.description = truncateString(s.description, maxLen);
    }
    if (s.items) stack.push(s.items);
    if (s.not) stack.push(s.not);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) if (s[k]) stack.push(...s[k]);
    if (s.properties) stack.push(...Object.values(s.properties));
    if (s.additionalProperties && typeof s.additionalProperties !== 'boolean') stack.push(s.additionalProperties);
  }
}
