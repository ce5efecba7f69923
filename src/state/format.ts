// Format and convert an editor's text with the `yaml` library: re-indent keeping comments, key order
// and document separators, or convert every document to JSON or to YAML. Malformed YAML is never
// rewritten: the caller gets the reason and the text stays as it is.
import { CST, Lexer, isDocument, parseAllDocuments, stringify, type Document } from 'yaml';
import { stringifyJSON } from '../engine';

type FormatResult = { ok: true; text: string } | { ok: false; message: string };

function documents(text: string, intAsBigInt = false): Document.Parsed[] | string {
  const docs = parseAllDocuments(text, { intAsBigInt });
  if (!Array.isArray(docs)) return 'not a YAML stream';
  for (const d of docs) {
    if (!isDocument(d)) return 'not a YAML document';
    if (d.errors.length > 0) return d.errors[0].message.split('\n')[0];
  }
  return docs;
}

/** The comments of a text, in order (what formatting must keep). */
function comments(text: string): string[] {
  const out: string[] = [];
  for (const tok of new Lexer().lex(text)) if (CST.tokenType(tok) === 'comment') out.push(tok.trim());
  return out;
}

function sameValues(a: Document.Parsed[], b: Document.Parsed[]): boolean {
  return a.length === b.length && a.every((d, i) => JSON.stringify(d.toJS()) === JSON.stringify(b[i].toJS()));
}

/** Re-indents every document with 2 spaces, keeping comments, key order, quoting and `---` separators. */
export function formatYaml(text: string): FormatResult {
  const docs = documents(text);
  if (typeof docs === 'string') return { ok: false, message: docs };
  if (docs.length === 0) return { ok: true, text }; // blank or comments only: nothing to re-indent
  const out = docs.map((d) => d.toString({ indent: 2, lineWidth: 0 })).join('');
  // never lose text: the result must read back as the same values with the same comments
  const again = documents(out);
  if (typeof again === 'string' || !sameValues(docs, again) || comments(out).join('\n') !== comments(text).join('\n')) {
    return { ok: false, message: 'the formatted text would differ' };
  }
  return { ok: true, text: out };
}

/** Converts every document to JSON (2-space indent) or to block YAML; documents stay separated by `---`. */
export function convertDocuments(text: string, to: 'json' | 'yaml'): FormatResult {
  // integers as bigints, so int64 values beyond 2^53 convert exactly
  const docs = documents(text, true);
  if (typeof docs === 'string') return { ok: false, message: docs };
  if (docs.length === 0) return { ok: true, text };
  const parts = docs.map((d) => {
    const v: unknown = d.toJS();
    return to === 'json' ? stringifyJSON(v ?? null, 2) + '\n' : stringify(v, { indent: 2, lineWidth: 0 });
  });
  return { ok: true, text: parts.join('---\n') };
}
