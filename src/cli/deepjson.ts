// JSON.parse for deeply nested requests: V8's JSON.parse takes time growing with the square of
// the nesting of objects (a 10,000-level `{"a":{"a":…}}`, which encoding/json and so `batch`
// accept, takes ~20 ms against ~1 ms for 2,500 levels), so batch requests nested deeper than
// DEEP are read by this iterative parser instead. It gives JSON.parse's value (last duplicate key
// wins, `__proto__` an own key); on malformed text the caller answers encoding/json's message
// (engine golang/jsonsyntax.ts).

/** Requests nested deeper than this are read by parseDeepJSON. */
export const DEEP = 1000;

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const LITERALS: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

type Container = unknown[] | Record<string, unknown>;
interface Frame {
  c: Container;
  /** The key whose value is being read, for an object. */
  key?: string;
}

function set(f: Frame, v: unknown): void {
  if (Array.isArray(f.c)) f.c.push(v);
  else if (f.key === '__proto__') Object.defineProperty(f.c, '__proto__', { value: v, enumerable: true, writable: true, configurable: true });
  else f.c[f.key!] = v;
}

/** The value of a JSON text, iteratively; throws SyntaxError when the text is not JSON. */
export function parseDeepJSON(text: string): unknown {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxError(`not JSON at position ${i}`);
  };
  const ws = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const str = (): string => {
    const start = i++;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) fail();
      if (c === 92) {
        escaped = true;
        i += 2;
        continue;
      }
      i++;
      if (c === 34) break;
    }
    const raw = text.slice(start, i);
    if (!escaped) {
      for (let k = 1; k < raw.length - 1; k++) if (raw.charCodeAt(k) < 32) fail();
      return raw.slice(1, -1);
    }
    return JSON.parse(raw) as string;
  };
  const key = (): string => {
    if (text[i] !== '"') fail();
    const k = str();
    ws();
    if (text[i] !== ':') fail();
    i++;
    ws();
    return k;
  };
  const scalar = (): unknown => {
    const c = text[i];
    if (c === '"') return str();
    for (const [word, value] of LITERALS) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail();
    i += m[0].length;
    return Number(m[0]);
  };
  const stack: Frame[] = [];
  let v: unknown;
  ws();
  for (;;) {
    // a value starts here: open a container, or read a scalar
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      ws();
      const close = c === '{' ? '}' : ']';
      if (text[i] !== close) {
        stack.push(c === '{' ? { c: {}, key: key() } : { c: [] });
        continue;
      }
      i++;
      v = c === '{' ? {} : [];
    } else v = scalar();
    // a value is complete: put it in its container, and close the containers that end here
    for (;;) {
      ws();
      const top = stack[stack.length - 1];
      if (!top) {
        if (i !== text.length) fail();
        return v;
      }
      set(top, v);
      if (text[i] === ',') {
        i++;
        ws();
        if (!Array.isArray(top.c)) top.key = key();
        break;
      }
      if (text[i] !== (Array.isArray(top.c) ? ']' : '}')) fail();
      i++;
      stack.pop();
      v = top.c;
    }
  }
}
