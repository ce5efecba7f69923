// go-yaml v2's reader (readerc.go yaml_parser_update_buffer) refuses every character outside
// YAML's printable set — C0 controls but tab, LF and CR; DEL; C1 controls but NEL; U+FFFE and
// U+FFFF — with "control characters are not allowed", wherever it stands (in a comment, in a
// quoted string: an escape such as "\x1b" is fine, the raw character is not), and the document it
// is in is not decoded: kubectl sends nothing. A document that is JSON (kubectl decodes a stream
// that starts with `{` as JSON) gets encoding/json's answer instead: a raw C0 control is
// `invalid character '\x1b' in string literal`, DEL and C1 controls are fine in JSON strings.
// Texts holding such characters never take the fast parses (blockdoc.ts ODD, jsondoc.ts strings),
// so only the general parse looks for them.
import { goJSONSyntaxError } from '../golang/jsonsyntax';
import type { LineIndex, ParsedDocument } from './parsed';

const NOT_PRINTABLE = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ufffe\uffff]/g;

/** Marks each document of `docs` (parsed from `text`) that holds a character go-yaml refuses: an error at it, and no value. */
export function refuseUnprintable(text: string, lines: LineIndex, docs: ParsedDocument[]): void {
  NOT_PRINTABLE.lastIndex = 0;
  let m = NOT_PRINTABLE.exec(text);
  if (!m || docs.length === 0) return;
  const base = lines.range(0, 0).start.offset;
  // the characters come in text order, so the document each is in (or, before the first one's content, the first)
  // is found by moving forward through `docs`: linear in both, however many characters and documents there are
  let k = 0;
  let last = -1;
  for (; m; m = NOT_PRINTABLE.exec(text)) {
    const at = lines.range(m.index, m.index + 1);
    while (k + 1 < docs.length && docs[k + 1]!.range.start.offset <= at.start.offset) k++;
    if (k === last) continue;
    last = k;
    const doc = docs[k]!;
    if (doc.problems.some((p) => p.severity === 'error')) continue; // not decoded already
    const own = text.slice(doc.range.start.offset - base, doc.range.end.offset - base);
    const message = /^\s*\{/.test(own) ? goJSONSyntaxError(own) : 'control characters are not allowed';
    if (message === undefined) continue;
    doc.problems.push({ severity: 'error', message, range: at });
    doc.value = undefined;
  }
}
