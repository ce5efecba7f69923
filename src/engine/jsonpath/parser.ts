// The template parser of client-go util/jsonpath (parser.go, node.go): templates such as
// `{.spec.replicas}`, `{range .items[*]}{.name}{end}`, filters, recursive descent, unions and
// slices, with the parser's error texts. Iterative where upstream recurses per token, so long
// templates cannot exhaust the stack.

export interface ParamsEntry {
  value: number;
  /** whether the value is known when parsed */
  known: boolean;
  /** end index derived from the start (`[i]` means `[i:i+1]`) */
  derived: boolean;
}

export type ListNode = { type: 'NodeList'; nodes: JPNode[] };
export type JPNode =
  | ListNode
  | { type: 'NodeText'; text: string }
  | { type: 'NodeField'; value: string }
  | { type: 'NodeIdentifier'; name: string }
  | { type: 'NodeArray'; params: [ParamsEntry, ParamsEntry, ParamsEntry] }
  | { type: 'NodeFilter'; left: ListNode; right: ListNode; operator: string }
  | { type: 'NodeInt'; value: number }
  | { type: 'NodeFloat'; value: number }
  | { type: 'NodeWildcard' }
  | { type: 'NodeRecursive' }
  | { type: 'NodeUnion'; nodes: ListNode[] }
  | { type: 'NodeBool'; value: boolean };

export type ParseResult = { ok: true; ast: ListNode } | { ok: false; error: string };

class ParseError {
  constructor(readonly message: string) {}
}

const EOF = -1;
const DICT_KEY = /^'([^']*)'$/;
const SLICE_OPERATOR = /^(-?[0-9]*)(:-?[0-9]*)?(:-?[0-9]*)?$/;
const FILTER = /^([^!<>=]+)([!<>=]+)(.+?)$/;
const INT64_MAX = 9223372036854775807n;
const INT64_MIN = -9223372036854775808n;

/** Parse(name, text): the root list of a template, or the parser's error. */
export function parseJSONPath(template: string): ParseResult {
  try {
    return { ok: true, ast: new Parser(template).parse() };
  } catch (e) {
    if (e instanceof ParseError) return { ok: false, error: e.message };
    return { ok: false, error: String(e) };
  }
}

/** parseAction: parses `{text}` and returns the first action list. */
function parseAction(text: string): ListNode {
  const root = new Parser('{' + text + '}').parse();
  return root.nodes[0] as ListNode;
}

class Parser {
  private pos = 0;
  private start = 0;
  private width = 0;
  constructor(private readonly input: string) {}

  parse(): ListNode {
    const root: ListNode = { type: 'NodeList', nodes: [] };
    for (;;) {
      // parseText: plain text up to the next left delimiter
      let foundDelim = false;
      for (;;) {
        if (this.input.startsWith('{', this.pos)) {
          foundDelim = true;
          break;
        }
        if (this.next() === EOF) break;
      }
      if (this.pos > this.start) root.nodes.push({ type: 'NodeText', text: this.consumeText() });
      if (!foundDelim) return root;
      // parseLeftDelim
      this.pos += 1;
      this.consumeText();
      const cur: ListNode = { type: 'NodeList', nodes: [] };
      root.nodes.push(cur);
      this.parseInsideAction(cur);
    }
  }

  private consumeText(): string {
    const v = this.input.slice(this.start, this.pos);
    this.start = this.pos;
    return v;
  }

  private next(): number {
    if (this.pos >= this.input.length) {
      this.width = 0;
      return EOF;
    }
    const cp = this.input.codePointAt(this.pos)!;
    this.width = cp > 0xffff ? 2 : 1;
    this.pos += this.width;
    return cp;
  }

  private peek(): number {
    const r = this.next();
    this.backup();
    return r;
  }

  private backup(): void {
    this.pos -= this.width;
  }

  /** Parses the inside of one action until its right delimiter. */
  private parseInsideAction(cur: ListNode): void {
    for (;;) {
      if (this.input.startsWith('}', this.pos)) {
        this.pos += 1;
        this.consumeText();
        return;
      }
      if (this.input.startsWith('[?(', this.pos)) {
        this.parseFilter(cur);
        continue;
      }
      if (this.input.startsWith('..', this.pos)) {
        this.parseRecursive(cur);
        continue;
      }
      const r = this.next();
      if (r === EOF || isEndOfLine(r)) throw new ParseError('unclosed action');
      if (r === 0x20 /* ' ' */ || r === 0x40 /* @ */ || r === 0x24 /* $ */) {
        this.consumeText();
      } else if (r === 0x5b /* [ */) {
        this.parseArray(cur);
      } else if (r === 0x22 /* " */ || r === 0x27 /* ' */) {
        this.parseQuote(cur, r);
      } else if (r === 0x2e /* . */) {
        this.parseField(cur);
      } else if (r === 0x2b /* + */ || r === 0x2d /* - */ || isDigit(r)) {
        this.backup();
        this.parseNumber(cur);
      } else if (isAlphaNumeric(r)) {
        this.backup();
        this.parseIdentifier(cur);
      } else {
        throw new ParseError(`unrecognized character in action: ${formatRuneU(r)}`);
      }
    }
  }

  private parseIdentifier(cur: ListNode): void {
    for (;;) {
      const r = this.next();
      if (isTerminator(r)) {
        this.backup();
        break;
      }
    }
    const value = this.consumeText();
    if (value === 'true' || value === 'false') cur.nodes.push({ type: 'NodeBool', value: value === 'true' });
    else cur.nodes.push({ type: 'NodeIdentifier', name: value });
  }

  private parseRecursive(cur: ListNode): void {
    const last = cur.nodes[cur.nodes.length - 1];
    if (last && last.type === 'NodeRecursive') throw new ParseError('invalid multiple recursive descent');
    this.pos += 2;
    this.consumeText();
    cur.nodes.push({ type: 'NodeRecursive' });
    if (isAlphaNumeric(this.peek())) this.parseField(cur);
  }

  private parseNumber(cur: ListNode): void {
    let r = this.peek();
    if (r === 0x2b || r === 0x2d) this.next();
    for (;;) {
      r = this.next();
      if (r !== 0x2e && !isDigit(r)) {
        this.backup();
        break;
      }
    }
    const value = this.consumeText();
    const i = atoi(value);
    if (i !== null) {
      cur.nodes.push({ type: 'NodeInt', value: i });
      return;
    }
    if (/^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)$/.test(value)) {
      cur.nodes.push({ type: 'NodeFloat', value: parseFloat(value) });
      return;
    }
    throw new ParseError(`cannot parse number ${value}`);
  }

  private parseArray(cur: ListNode): void {
    for (;;) {
      const r = this.next();
      if (r === EOF || r === 0x0a) throw new ParseError('unterminated array');
      if (r === 0x5d /* ] */) break;
    }
    let text = this.consumeText();
    text = text.slice(1, text.length - 1);
    if (text === '*') text = ':';

    // union operator
    const strs = text.split(',');
    if (strs.length > 1) {
      const union: ListNode[] = strs.map((s) => parseAction(`[${trimSpaces(s)}]`));
      cur.nodes.push({ type: 'NodeUnion', nodes: union });
      return;
    }

    // dict key
    const dict = DICT_KEY.exec(text);
    if (dict) {
      for (const node of parseAction('.' + dict[1]).nodes) cur.nodes.push(node);
      return;
    }

    // slice operator
    const m = SLICE_OPERATOR.exec(text);
    if (!m) throw new ParseError(`invalid array index ${text}`);
    const value = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
    const params: [ParamsEntry, ParamsEntry, ParamsEntry] = [
      { value: 0, known: false, derived: false },
      { value: 0, known: false, derived: false },
      { value: 0, known: false, derived: false },
    ];
    for (let i = 0; i < 3; i++) {
      if (value[i] !== '') {
        if (i > 0) value[i] = value[i].slice(1);
        if (i > 0 && value[i] === '') {
          params[i].known = false;
        } else {
          const n = atoi(value[i]);
          if (n === null) throw new ParseError(`array index ${value[i]} is not a number`);
          params[i].known = true;
          params[i].value = n;
        }
      } else if (i === 1) {
        params[i].known = true;
        params[i].value = params[0].value + 1;
        params[i].derived = true;
      } else {
        params[i].known = false;
        params[i].value = 0;
      }
    }
    cur.nodes.push({ type: 'NodeArray', params });
  }

  private parseFilter(cur: ListNode): void {
    this.pos += 3;
    this.consumeText();
    let begin = false;
    let end = false;
    let pair = 0;
    for (;;) {
      const r = this.next();
      if (r === EOF || r === 0x0a) throw new ParseError('unterminated filter');
      if (r === 0x22 || r === 0x27) {
        if (!begin) {
          begin = true;
          pair = r;
          continue;
        }
        if (this.input[this.pos - 2] !== '\\' && r === pair) end = true;
      } else if (r === 0x29 /* ) */) {
        if (begin === end) break;
      }
    }
    if (this.next() !== 0x5d) throw new ParseError('unclosed array expect ]');
    let text = this.consumeText();
    text = text.slice(0, text.length - 2);
    const m = FILTER.exec(text);
    if (!m) {
      cur.nodes.push({ type: 'NodeFilter', left: parseAction(text), right: { type: 'NodeList', nodes: [] }, operator: 'exists' });
    } else {
      const left = parseAction(m[1]);
      const right = parseAction(m[3]);
      cur.nodes.push({ type: 'NodeFilter', left, right, operator: m[2] });
    }
  }

  private parseQuote(cur: ListNode, end: number): void {
    for (;;) {
      const r = this.next();
      if (r === EOF || r === 0x0a) throw new ParseError('unterminated quoted string');
      if (r === end && this.input[this.pos - 2] !== '\\') break;
    }
    const value = this.consumeText();
    const s = unquoteExtend(value);
    if (s === null) throw new ParseError(`unquote string ${value} error invalid syntax`);
    cur.nodes.push({ type: 'NodeText', text: s });
  }

  private parseField(cur: ListNode): void {
    this.consumeText();
    while (this.advance()) {
      /* scan */
    }
    const value = this.consumeText();
    if (value === '*') cur.nodes.push({ type: 'NodeWildcard' });
    else cur.nodes.push({ type: 'NodeField', value: value.split('\\').join('') });
  }

  private advance(): boolean {
    const r = this.next();
    if (r === 0x5c /* \ */) {
      this.next();
    } else if (isTerminator(r)) {
      this.backup();
      return false;
    }
    return true;
  }
}

function isTerminator(r: number): boolean {
  if (r === 0x20 || r === 0x09 || isEndOfLine(r)) return true;
  switch (r) {
    case EOF:
    case 0x2e: // .
    case 0x2c: // ,
    case 0x5b: // [
    case 0x5d: // ]
    case 0x24: // $
    case 0x40: // @
    case 0x7b: // {
    case 0x7d: // }
      return true;
  }
  return false;
}

function isEndOfLine(r: number): boolean {
  return r === 0x0d || r === 0x0a;
}

function isDigit(r: number): boolean {
  return r >= 0 && /\p{Nd}/u.test(String.fromCodePoint(r));
}

function isAlphaNumeric(r: number): boolean {
  return r === 0x5f || (r >= 0 && /[\p{L}\p{Nd}]/u.test(String.fromCodePoint(r)));
}

function trimSpaces(s: string): string {
  return s.replace(/^ +| +$/g, '');
}

/** strconv.Atoi: decimal int64 with an optional sign, or null. */
function atoi(s: string): number | null {
  if (!/^[+-]?[0-9]+$/.test(s)) return null;
  const b = BigInt(s);
  if (b > INT64_MAX || b < INT64_MIN) return null;
  return Number(b);
}

/** fmt %#U of a rune: `U+002A '*'`, without the quoted form for unprintable runes. */
function formatRuneU(r: number): string {
  const hex = 'U+' + r.toString(16).toUpperCase().padStart(4, '0');
  const ch = String.fromCodePoint(r);
  const printable = r === 0x20 || (r > 0x20 && r !== 0x7f && /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(ch));
  return printable ? `${hex} '${ch}'` : hex;
}

/** UnquoteExtend: strconv.Unquote that also accepts multi-character single-quoted strings. */
function unquoteExtend(s: string): string | null {
  const n = s.length;
  if (n < 2) return null;
  const quote = s[0];
  if (quote !== s[n - 1]) return null;
  if (quote !== '"' && quote !== "'") return null;
  let body = s.slice(1, n - 1);
  if (!body.includes('\\') && !body.includes(quote)) return body;
  let out = '';
  while (body.length > 0) {
    const step = unquoteChar(body, quote);
    if (!step) return null;
    out += step.value;
    body = body.slice(step.consumed);
  }
  return out;
}

/** strconv.UnquoteChar for one character or escape sequence. */
function unquoteChar(s: string, quote: string): { value: string; consumed: number } | null {
  const c = s[0];
  if (c === quote) return null;
  if (c !== '\\') {
    const cp = s.codePointAt(0)!;
    return { value: String.fromCodePoint(cp), consumed: cp > 0xffff ? 2 : 1 };
  }
  if (s.length <= 1) return null;
  const e = s[1];
  const simple: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
  if (e in simple) return { value: simple[e], consumed: 2 };
  if (e === "'" || e === '"') return e === quote ? { value: e, consumed: 2 } : null;
  if (e === 'x' || e === 'u' || e === 'U') {
    const len = e === 'x' ? 2 : e === 'u' ? 4 : 8;
    const hex = s.slice(2, 2 + len);
    if (hex.length < len || !/^[0-9a-fA-F]+$/.test(hex)) return null;
    const v = parseInt(hex, 16);
    if (e === 'x') return { value: String.fromCharCode(v), consumed: 2 + len };
    if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) return null;
    return { value: String.fromCodePoint(v), consumed: 2 + len };
  }
  if (e >= '0' && e <= '7') {
    const oct = s.slice(1, 4);
    if (!/^[0-7]{3}$/.test(oct)) return null;
    const v = parseInt(oct, 8);
    if (v > 255) return null;
    return { value: String.fromCharCode(v), consumed: 4 };
  }
  return null;
}

/** Node.String() of each node type, as the upstream parser tests compare them. */
export function nodeString(node: JPNode): string {
  switch (node.type) {
    case 'NodeText':
      return `NodeText: ${node.text}`;
    case 'NodeField':
      return `NodeField: ${node.value}`;
    case 'NodeIdentifier':
      return `NodeIdentifier: ${node.name}`;
    case 'NodeArray':
      return `NodeArray: [${node.params.map((p) => `{${p.value} ${p.known} ${p.derived}}`).join(' ')}]`;
    case 'NodeFilter':
      return `NodeFilter: NodeList ${node.operator} NodeList`;
    case 'NodeInt':
      return `NodeInt: ${node.value}`;
    case 'NodeFloat':
      return `NodeFloat: ${node.value.toFixed(6)}`;
    case 'NodeBool':
      return `NodeBool: ${node.value}`;
    default:
      return node.type;
  }
}
