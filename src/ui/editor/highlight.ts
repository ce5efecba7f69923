// A small YAML line highlighter for the read-only text view (embeds show it until the reader starts
// to edit, and the full app shows it while Monaco loads): comments, keys, strings, numbers and
// booleans, document markers. It only colours; the engine's YAML decoder decides what the text means.
export type TokenKind = 'comment' | 'key' | 'string' | 'number' | 'literal' | 'marker' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const NUMBER = /^[-+]?(\d[\d_]*(\.\d*)?([eE][-+]?\d+)?|0x[0-9a-fA-F]+|0o[0-7]+|\.inf|\.nan)$/;
const LITERAL = /^(true|false|null|~|yes|no|on|off)$/i;

/** The index of a ` #` comment start outside quotes, or -1. */
function commentStart(line: string, from: number): number {
  let quote = '';
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) return i;
  }
  return -1;
}

function valueKind(v: string): TokenKind {
  const t = v.trim();
  if (t === '') return 'plain';
  if (t[0] === '"' || t[0] === "'") return 'string';
  if (NUMBER.test(t)) return 'number';
  if (LITERAL.test(t)) return 'literal';
  return 'plain';
}

/** The tokens of one line; joined, their texts are the line itself. */
export function highlightLine(line: string): Token[] {
  if (line === '---' || line === '...' || line.startsWith('--- ')) return [{ kind: 'marker', text: line }];
  const out: Token[] = [];
  const hash = commentStart(line, 0);
  const body = hash >= 0 ? line.slice(0, hash) : line;
  const m = /^(\s*(?:-\s+)*)([^\s#'"][^:]*?|"[^"]*"|'[^']*')(\s*:)(\s|$)/.exec(body);
  if (m) {
    out.push({ kind: 'plain', text: m[1] }, { kind: 'key', text: m[2] }, { kind: 'plain', text: m[3] });
    const rest = body.slice(m[1].length + m[2].length + m[3].length);
    out.push({ kind: valueKind(rest), text: rest });
  } else {
    const lead = /^(\s*(?:-\s+)*)/.exec(body)![1];
    const rest = body.slice(lead.length);
    out.push({ kind: 'plain', text: lead }, { kind: valueKind(rest), text: rest });
  }
  if (hash >= 0) out.push({ kind: 'comment', text: line.slice(hash) });
  return out.filter((t) => t.text !== '');
}
