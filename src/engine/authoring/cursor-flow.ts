// The cursor inside a flow collection (`{a: 1, b: [x, |]}`, JSON documents): a small tokenizer that
// tracks the open maps and sequences from the collection's first bracket to the cursor, then reads
// on to the collection's end for the keys after the cursor.
import type { TextSpan } from './types';

export interface FlowCursor {
  path: (string | number)[];
  position: 'key' | 'value' | 'item';
  key?: string;
  index?: number;
  word: TextSpan;
  siblings: string[];
  colon: boolean;
  quoted?: '"' | "'";
}

interface Frame {
  type: 'map' | 'seq';
  path: (string | number)[];
  keys: string[];
  count: number;
  state: 'key' | 'value';
  key?: string;
}

const STOP = new Set([',', '{', '}', '[', ']']);

/**
 * `start` is the offset of the outermost `{` or `[`, `base` the path of the node it opens, `end`
 * the end of the document. Returns null when the cursor is not inside the collection.
 */
export function flowCursor(text: string, start: number, base: (string | number)[], offset: number, end: number): FlowCursor | null {
  const stack: Frame[] = [];
  let token = ''; // the plain or quoted token read since the last indicator
  let tokenStart = -1;
  let tokenQuoted = false;
  let at = null as { frame: Frame; result: FlowCursor } | null;
  let skipKey: Frame | null = null; // the key typed at the cursor is no sibling of itself
  const slot = (f: Frame): string | number => (f.type === 'seq' ? f.count : f.state === 'value' && f.key !== undefined ? f.key : '');
  const resetToken = () => {
    token = '';
    tokenStart = -1;
    tokenQuoted = false;
  };
  const snapshot = (i: number, quote: number): void => {
    const f = stack[stack.length - 1];
    if (!f) return;
    // the word: from the token start (or the cursor) to the next indicator
    let ws = tokenStart >= 0 ? tokenStart : offset;
    if (tokenQuoted && !quote) ws = offset; // after a closed quoted token: nothing to replace
    let we = offset;
    while (we < end) {
      const c = text[we];
      if (quote ? c === String.fromCharCode(quote) || c === '\n' || c === '\r' : STOP.has(c) || c === ':' || c === '#' || c === '\n' || c === '\r') break;
      we++;
    }
    // a quote not closed on the line (`{"ke|}}` while typing): the word is what is typed at the cursor, not the rest of the line
    if (quote && text[we] !== String.fromCharCode(quote)) for (we = offset; we < end && /[\w./-]/.test(text[we]);) we++;
    if (!quote) while (we > offset && /\s/.test(text[we - 1])) we--;
    if (quote && ws === tokenStart) ws = tokenStart + 1;
    let j = we;
    if (quote && text[j] === String.fromCharCode(quote)) j++;
    while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    const result: FlowCursor = {
      path: f.path,
      position: f.type === 'seq' ? 'item' : f.state === 'key' ? 'key' : 'value',
      word: { start: ws, end: we },
      siblings: f.keys,
      colon: f.type === 'map' && f.state === 'key' && text[j] === ':',
    };
    if (f.type === 'seq') result.index = f.count;
    if (f.type === 'map' && f.state === 'value') result.key = f.key;
    if (quote) result.quoted = quote === 34 ? '"' : "'";
    at = { frame: f, result };
    if (result.position === 'key') skipKey = f;
    void i;
  };
  let quote = 0;
  for (let i = start; i < end; i++) {
    if (i === offset && !at) snapshot(i, quote);
    const ch = text[i];
    if (quote) {
      if (quote === 34 && ch === '\\') {
        token += ch + (text[i + 1] ?? '');
        if (offset === i + 1 && !at) snapshot(i + 1, quote);
        i++;
        continue;
      }
      if (ch.charCodeAt(0) === quote) {
        if (quote === 39 && text[i + 1] === "'") {
          token += "'";
          i++;
          continue;
        }
        quote = 0;
        continue;
      }
      token += ch;
      continue;
    }
    if (ch === '#' && (i === start || /\s/.test(text[i - 1]))) {
      const nl = text.indexOf('\n', i);
      if (offset > i && (nl < 0 || offset <= nl) && !at) return null; // inside a comment
      i = nl < 0 ? end : nl - 1;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch.charCodeAt(0);
      tokenStart = i;
      tokenQuoted = true;
      token = '';
      continue;
    }
    if (ch === '{' || ch === '[') {
      const parent = stack[stack.length - 1];
      const path = parent ? [...parent.path, slot(parent)] : base;
      stack.push({ type: ch === '{' ? 'map' : 'seq', path, keys: [], count: 0, state: 'key' });
      resetToken();
      continue;
    }
    if (ch === '}' || ch === ']') {
      const f = stack.pop();
      resetToken();
      if (at !== null && f === (at as { frame: Frame }).frame) break;
      if (stack.length === 0) {
        if (!at) return null; // the collection closed before the cursor
        break;
      }
      continue;
    }
    const f = stack[stack.length - 1];
    if (!f) break;
    if (ch === ',') {
      if (f.type === 'seq') f.count++;
      else {
        if (skipKey === f) skipKey = null;
        f.state = 'key';
        f.key = undefined;
      }
      resetToken();
      continue;
    }
    if (ch === ':' && f.type === 'map' && f.state === 'key' && (tokenQuoted || i + 1 >= end || /[\s,\]}]/.test(text[i + 1]))) {
      f.key = tokenQuoted ? token : token.trim();
      if (skipKey === f) skipKey = null;
      else f.keys.push(f.key);
      f.state = 'value';
      resetToken();
      continue;
    }
    if (/\s/.test(ch)) {
      if (tokenStart >= 0 && !tokenQuoted) token += ch;
      continue;
    }
    if (tokenStart < 0) tokenStart = i;
    token += ch;
  }
  if (!at && offset >= end && stack.length > 0) snapshot(offset, quote);
  if (!at) return null;
  const r = (at as { result: FlowCursor }).result;
  r.siblings = r.siblings.filter((k, idx, all) => all.indexOf(k) === idx);
  return r;
}
