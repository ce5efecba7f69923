// encoding/json's syntax errors (scanner.go): the text Go's json.Unmarshal answers for a text that
// is not JSON, found by walking the UTF-8 bytes with the scanner's states, so a caller that reads
// JSON with JSON.parse can say what kube-apiserver's decoder would say instead of V8's own text
// (which also differs between Node versions). Iterative: any nesting.
import { goQuote } from './fmt';

/** scanner.go quoteChar: the byte as a Go character literal (`'x'`, `'\''`, `'"'`, `'\n'`, `'Ã'`). */
function quoteChar(c: number): string {
  if (c === 0x27) return "'\\''";
  if (c === 0x22) return `'"'`;
  const s = goQuote(String.fromCharCode(c));
  return `'${s.slice(1, -1)}'`;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

const LITERALS: Record<number, string> = { 0x74: 'true', 0x66: 'false', 0x6e: 'null' };

type Container = 'objectKey' | 'objectValue' | 'array';

/**
 * The error json.Unmarshal gives for `text` as a syntax error (`invalid character 'o' in literal
 * null (expecting 'u')`, `unexpected end of JSON input`), or undefined when the text is JSON.
 * Only the syntax: the nesting limit is findExceededDepth's (json.ts).
 */
export function goJSONSyntaxError(text: string): string | undefined {
  const b = new TextEncoder().encode(text);
  const stack: Container[] = [];
  const bad = (i: number, context: string) => `invalid character ${quoteChar(b[i]!)} ${context}`;
  // scanner.eof() steps a space through the state the text ended in: in a number, literal or
  // escape that space is the error, elsewhere the input ended early
  const atEnd = (context: string) => `invalid character ' ' ${context}`;
  let i = 0;
  const space = () => {
    while (i < b.length && isSpace(b[i]!)) i++;
  };
  // each turn reads one value (or closes containers) and then what follows it
  for (;;) {
    // stateBeginValue
    space();
    if (i >= b.length) return 'unexpected end of JSON input';
    const c = b[i]!;
    if (c === 0x7b || c === 0x5b) {
      i++;
      space();
      if (i >= b.length) return 'unexpected end of JSON input';
      if (c === 0x7b) {
        // stateBeginStringOrEmpty
        if (b[i] === 0x7d) i++;
        else {
          if (b[i] !== 0x22) return bad(i, 'looking for beginning of object key string');
          stack.push('objectKey');
          const e = readString();
          if (e) return e;
          const after = endValue();
          if (after === 'value') continue;
          if (after !== 'done') return after;
          return undefined;
        }
      } else if (b[i] === 0x5d) i++;
      else {
        stack.push('array');
        continue;
      }
    } else if (c === 0x22) {
      const e = readString();
      if (e) return e;
    } else if (c === 0x2d || isDigit(c)) {
      const e = readNumber();
      if (e) return e;
    } else if (LITERALS[c]) {
      const word = LITERALS[c]!;
      for (let k = 1; k < word.length; k++) {
        if (i + k >= b.length) return atEnd(`in literal ${word} (expecting '${word[k]}')`);
        if (b[i + k] !== word.charCodeAt(k)) {
          i += k;
          return bad(i, `in literal ${word} (expecting '${word[k]}')`);
        }
      }
      i += word.length;
    } else return bad(i, 'looking for beginning of value');
    const after = endValue();
    if (after === 'value') continue;
    if (after !== 'done') return after;
    return undefined;
  }

  /** stateInString from the opening quote to past the closing one; an error text or undefined. */
  function readString(): string | undefined {
    i++;
    for (;;) {
      if (i >= b.length) return 'unexpected end of JSON input';
      const c = b[i]!;
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c === 0x5c) {
        i++;
        if (i >= b.length) return atEnd('in string escape code');
        const e = b[i]!;
        if (e === 0x75) {
          for (let k = 1; k <= 4; k++) {
            if (i + k >= b.length) return atEnd('in \\u hexadecimal character escape');
            if (!isHex(b[i + k]!)) {
              i += k;
              return bad(i, 'in \\u hexadecimal character escape');
            }
          }
          i += 5;
          continue;
        }
        if (!'bfnrt\\/"'.includes(String.fromCharCode(e))) return bad(i, 'in string escape code');
        i++;
        continue;
      }
      if (c < 0x20) return bad(i, 'in string literal');
      i++;
    }
  }

  /** stateNeg, state1, state0, stateDot, stateDot0, stateE, stateESign, stateE0. */
  function readNumber(): string | undefined {
    if (b[i] === 0x2d) {
      i++;
      if (i >= b.length) return atEnd('in numeric literal');
      if (!isDigit(b[i]!)) return bad(i, 'in numeric literal');
    }
    if (b[i] === 0x30) i++;
    else while (i < b.length && isDigit(b[i]!)) i++;
    if (b[i] === 0x2e) {
      i++;
      if (i >= b.length) return atEnd('after decimal point in numeric literal');
      if (!isDigit(b[i]!)) return bad(i, 'after decimal point in numeric literal');
      while (i < b.length && isDigit(b[i]!)) i++;
    }
    if (b[i] === 0x65 || b[i] === 0x45) {
      i++;
      if (b[i] === 0x2b || b[i] === 0x2d) i++;
      if (i >= b.length) return atEnd('in exponent of numeric literal');
      if (!isDigit(b[i]!)) return bad(i, 'in exponent of numeric literal');
      while (i < b.length && isDigit(b[i]!)) i++;
    }
    return undefined;
  }

  /**
   * stateEndValue after a value (and stateEndTop at the top): 'value' when another value is to be
   * read (after `:` or `,` in an array, or after `,` and a key in an object), 'done' at the end of
   * a valid text, else an error text.
   */
  function endValue(): 'value' | 'done' | string {
    for (;;) {
      space();
      const top = stack[stack.length - 1];
      if (top === undefined) return i >= b.length ? 'done' : bad(i, 'after top-level value');
      if (i >= b.length) return 'unexpected end of JSON input';
      const c = b[i]!;
      if (top === 'objectKey') {
        if (c !== 0x3a) return bad(i, 'after object key');
        i++;
        stack[stack.length - 1] = 'objectValue';
        return 'value';
      }
      if (top === 'objectValue') {
        if (c === 0x2c) {
          i++;
          space();
          if (i >= b.length) return 'unexpected end of JSON input';
          if (b[i] !== 0x22) return bad(i, 'looking for beginning of object key string');
          stack[stack.length - 1] = 'objectKey';
          const e = readString();
          if (e) return e;
          continue;
        }
        if (c !== 0x7d) return bad(i, 'after object key:value pair');
        i++;
        stack.pop();
        continue;
      }
      if (c === 0x2c) {
        i++;
        return 'value';
      }
      if (c !== 0x5d) return bad(i, 'after array element');
      i++;
      stack.pop();
    }
  }
}
