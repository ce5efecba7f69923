// go/parser for the declarations Go-types generation reads: the package clause, imports, const/var
// and type declarations, struct fields with tags, method and function headers. Function bodies,
// initializer expressions, interface bodies and function signatures are skipped by bracket matching
// and kept as text. Comment groups, lead (Doc) and line (Comment) comments follow go/parser's
// next()/consumeCommentGroup rules. Generics are refused with an error at the type parameters.
// Syntax errors use go/parser's wording; the parser never throws.
import type {
  Comment,
  CommentGroup,
  Decl,
  Field,
  FieldTag,
  FuncDecl,
  GenDecl,
  GoFile,
  ImportSpec,
  Pos,
  Range,
  Receiver,
  Spec,
  SyntaxError,
  TypeExpr,
  TypeSpec,
  ValueExpr,
  ValueSpec,
  LiteralValue,
} from './ast';
import { CHAR, COMMENT, EOF, FLOAT, IDENT, INT, STRING, Scanner, isLiteral } from './scanner';
import type { Token } from './scanner';
import { numberValue, runeValue, unquoteString } from './literal';

const STMT_START = new Set(['break', 'const', 'continue', 'defer', 'fallthrough', 'for', 'go', 'goto', 'if', 'return', 'select', 'switch', 'type', 'var']);
// go/parser declStart: after a bad declaration it resumes at the next import/const/type/var (not func)
const DECL_START = new Set(['import', 'const', 'type', 'var']);
const EXPR_END = new Set([',', ':', ';', ')', ']', '}']);
const OPENERS = new Set(['(', '[', '{']);
const CLOSERS = new Set([')', ']', '}']);

/** Thrown (and caught in parseGoFile) after more than ten errors, as go/parser bails out. */
class Bailout {}

const IMPORT_ILLEGAL = '!"#$%&\'()*,:;<=>?[\\]^{|}`\uFFFD';

function validImportPath(path: string): boolean {
  if (path === '') return false;
  for (const ch of path) {
    if (IMPORT_ILLEGAL.includes(ch) || /\s/u.test(ch) || !/[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(ch)) return false;
  }
  return true;
}

class Parser {
  readonly s: Scanner;
  tok: Token = EOF;
  lit = '';
  /** The current token's offset (-1 before the first token, which is on no line). */
  off = -1;
  end = 0;
  /** End of the last consumed token that is not an automatic semicolon. */
  lastEnd = 0;
  leadComment: CommentGroup | undefined;
  lineComment: CommentGroup | undefined;
  readonly comments: CommentGroup[] = [];
  readonly errors: SyntaxError[] = [];
  private syncPos = -1;
  private syncCnt = 0;
  private lineHint = 0;

  constructor(readonly src: string) {
    this.s = new Scanner(src, (offset, message) => this.errors.push({ pos: this.pos(offset), message }));
  }

  /** Whether the current token is tok (a method, so that TypeScript does not narrow this.tok across next()). */
  is(tok: Token): boolean {
    return this.tok === tok;
  }

  line(offset: number): number {
    if (offset < 0) return 0;
    const ls = this.s.lineStarts;
    const i = this.lineHint;
    if (i < ls.length && ls[i] <= offset && (i + 1 >= ls.length || ls[i + 1] > offset)) return i + 1;
    const l = this.s.lineOf(offset);
    this.lineHint = l - 1;
    return l;
  }

  pos(offset: number): Pos {
    const line = this.line(offset);
    return { offset, line, column: offset - this.s.lineStarts[line - 1] + 1 };
  }

  range(start: number, end: number): Range {
    return { start: this.pos(start), end: this.pos(end) };
  }

  private next0(): void {
    const s = this.s;
    s.scan();
    this.tok = s.tok;
    this.lit = s.lit;
    this.off = s.offset;
    this.end = s.end;
  }

  private consumeComment(): [Comment, number] {
    let endline = this.line(this.off);
    const text = this.lit;
    if (text[1] === '*') {
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) endline++;
    }
    const comment: Comment = { text, range: this.range(this.off, this.end) };
    this.next0();
    return [comment, endline];
  }

  private consumeCommentGroup(n: number): [CommentGroup, number] {
    const list: Comment[] = [];
    let endline = this.line(this.off);
    while (this.is(COMMENT) && this.line(this.off) <= endline + n) {
      const [c, e] = this.consumeComment();
      list.push(c);
      endline = e;
    }
    const g: CommentGroup = { list, range: { start: list[0].range.start, end: list[list.length - 1].range.end } };
    this.comments.push(g);
    return [g, endline];
  }

  /** go/parser next(): the next non-comment token, with the lead and line comments around it. */
  next(): void {
    this.leadComment = undefined;
    this.lineComment = undefined;
    if (!(this.is(';') && this.lit === '\n')) this.lastEnd = this.end;
    const prev = this.off;
    this.next0();
    if (!this.is(COMMENT)) return;
    let comment: CommentGroup | undefined;
    let endline: number;
    if (this.line(this.off) === this.line(prev)) {
      [comment, endline] = this.consumeCommentGroup(0);
      if (this.line(this.off) !== endline || this.is(';') || this.is(EOF)) this.lineComment = comment;
    }
    endline = -1;
    while (this.is(COMMENT)) [comment, endline] = this.consumeCommentGroup(1);
    if (endline + 1 === this.line(this.off)) this.leadComment = comment;
  }

  error(offset: number, message: string): void {
    const pos = this.pos(offset);
    const n = this.errors.length;
    if (n > 0 && this.errors[n - 1].pos.line === pos.line) return;
    if (n > 10) throw new Bailout();
    this.errors.push({ pos, message });
  }

  errorExpected(offset: number, what: string): void {
    let msg = `expected ${what}`;
    if (offset === this.off) {
      if (this.is(';') && this.lit === '\n') msg += ', found newline';
      else if (isLiteral(this.tok)) msg += `, found ${this.lit}`;
      else msg += `, found '${this.tok}'`;
    }
    this.error(offset, msg);
  }

  expect(tok: Token): number {
    const at = this.off;
    if (!this.is(tok)) this.errorExpected(at, `'${tok === IDENT ? 'IDENT' : tok}'`);
    this.next();
    return at;
  }

  /** The line comment of the statement the semicolon ends (go/parser expectSemi). */
  expectSemi(): CommentGroup | undefined {
    if (this.is(')') || this.is('}')) return undefined;
    if (this.is(',')) {
      this.errorExpected(this.off, "';'");
    } else if (!this.is(';')) {
      this.errorExpected(this.off, "';'");
      this.advance(STMT_START);
      return undefined;
    }
    if (this.lit === ';') {
      this.next();
      return this.lineComment;
    }
    const comment = this.lineComment;
    this.next();
    return comment;
  }

  advance(to: Set<Token>): void {
    for (; !this.is(EOF); this.next()) {
      if (to.has(this.tok)) {
        if (this.off === this.syncPos && this.syncCnt < 10) {
          this.syncCnt++;
          return;
        }
        if (this.off > this.syncPos) {
          this.syncPos = this.off;
          this.syncCnt = 0;
          return;
        }
      }
    }
  }

  parseIdent(): [string, Range] {
    const at = this.off;
    if (this.is(IDENT)) {
      const name = this.lit;
      this.next();
      return [name, this.range(at, this.lastEnd)];
    }
    this.expect(IDENT);
    return ['_', this.range(at, at)];
  }

  /** Skips a bracketed run starting at the current opener; returns its text. */
  skipBalanced(): string {
    const start = this.off;
    const stack: Token[] = [];
    for (;;) {
      const t = this.tok;
      if (t === EOF) {
        const want = stack[stack.length - 1] === '(' ? ')' : stack[stack.length - 1] === '[' ? ']' : '}';
        this.errorExpected(this.off, `'${want}'`);
        break;
      }
      if (OPENERS.has(t)) stack.push(t);
      else if (CLOSERS.has(t)) {
        stack.pop();
        if (stack.length === 0) {
          this.next();
          break;
        }
      }
      this.next();
    }
    return this.src.slice(start, this.lastEnd);
  }

  refuseTypeParams(what: string): void {
    this.error(this.off, `type parameters are not supported (${what})`);
    this.skipBalanced();
  }

  // ---- types ----

  parseType(): TypeExpr {
    const t = this.tryType();
    if (t) return t;
    const at = this.off;
    this.errorExpected(at, 'type');
    this.advance(EXPR_END);
    return { kind: 'bad', range: this.range(at, this.off) };
  }

  parseTypeName(name: string, start: number): TypeExpr {
    let t: TypeExpr;
    if (this.is('.')) {
      this.next();
      const [sel] = this.parseIdent();
      t = { kind: 'selector', pkg: name, name: sel, range: this.range(start, this.lastEnd) };
    } else t = { kind: 'ident', name, range: this.range(start, this.lastEnd) };
    if (this.is('[')) this.refuseTypeParams(`instantiation of generic type ${name}`);
    return t;
  }

  tryType(): TypeExpr | undefined {
    const start = this.off;
    switch (this.tok) {
      case IDENT: {
        const name = this.lit;
        this.next();
        return this.parseTypeName(name, start);
      }
      case '[': {
        this.next();
        if (this.is(']')) {
          this.next();
          const elem = this.parseType();
          return { kind: 'slice', elem, range: this.range(start, this.lastEnd) };
        }
        return this.parseArrayAfterLbrack(start);
      }
      case '*': {
        this.next();
        const elem = this.parseType();
        return { kind: 'pointer', elem, range: this.range(start, this.lastEnd) };
      }
      case 'map': {
        this.next();
        this.expect('[');
        const key = this.parseType();
        this.expect(']');
        const value = this.parseType();
        return { kind: 'map', key, value, range: this.range(start, this.lastEnd) };
      }
      case 'chan': {
        this.next();
        let dir: 'both' | 'send' = 'both';
        if (this.is('<-')) {
          this.next();
          dir = 'send';
        }
        const elem = this.parseType();
        return { kind: 'chan', dir, elem, range: this.range(start, this.lastEnd) };
      }
      case '<-': {
        this.next();
        this.expect('chan');
        const elem = this.parseType();
        return { kind: 'chan', dir: 'recv', elem, range: this.range(start, this.lastEnd) };
      }
      case 'func': {
        this.next();
        if (this.is('[')) this.refuseTypeParams('generic function type');
        const signature = this.parseSignature();
        return { kind: 'func', signature, range: this.range(start, this.lastEnd) };
      }
      case 'struct':
        return this.parseStructType();
      case 'interface': {
        this.next();
        if (!this.is('{')) {
          this.expect('{');
          return { kind: 'interface', empty: true, body: '', range: this.range(start, this.lastEnd) };
        }
        const text = this.skipBalanced();
        const body = text.slice(1, text.endsWith('}') ? -1 : undefined);
        const empty = body.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim() === '';
        return { kind: 'interface', empty, body, range: this.range(start, this.lastEnd) };
      }
      case '(': {
        this.next();
        const elem = this.parseType();
        this.expect(')');
        return { kind: 'paren', elem, range: this.range(start, this.lastEnd) };
      }
    }
    return undefined;
  }

  /** `[N]T` or `[...]T` after the `[` (already consumed). */
  parseArrayAfterLbrack(start: number): TypeExpr {
    const lenStart = this.off;
    if (this.is('...')) this.next();
    else {
      let depth = 0;
      while (!this.is(EOF) && !(depth === 0 && this.is(']'))) {
        if (this.is(';') && depth === 0) break;
        if (OPENERS.has(this.tok)) depth++;
        else if (CLOSERS.has(this.tok)) depth--;
        this.next();
      }
    }
    const len = this.src.slice(lenStart, Math.max(lenStart, this.lastEnd)).trim();
    if (len === '') this.errorExpected(this.off, 'array length');
    this.expect(']');
    const elem = this.parseType();
    const lenValue = /^[0-9]/.test(len) ? numberValue(len) : undefined;
    return {
      kind: 'array',
      len,
      ...(lenValue !== undefined ? { lenValue } : {}),
      elem,
      range: this.range(start, this.lastEnd),
    };
  }

  /** A function's parameters and results (after `func` and the name), as text. */
  parseSignature(): string {
    const start = this.off;
    if (this.is('(')) this.skipBalanced();
    else {
      this.expect('(');
      return '';
    }
    if (this.is('(')) this.skipBalanced();
    else if (!this.is('{') && !this.is(';') && !this.is(EOF)) this.tryType();
    return this.src.slice(start, this.lastEnd);
  }

  parseStructType(): TypeExpr {
    const start = this.off;
    this.expect('struct');
    this.expect('{');
    const fields: Field[] = [];
    while (this.is(IDENT) || this.is('*') || this.is('(')) fields.push(this.parseFieldDecl());
    this.expect('}');
    return { kind: 'struct', fields, range: this.range(start, this.lastEnd) };
  }

  parseFieldDecl(): Field {
    const doc = this.leadComment;
    const start = this.off;
    const names: string[] = [];
    const nameRanges: Range[] = [];
    let type: TypeExpr;
    if (this.is(IDENT)) {
      const [name, nameRange] = this.parseIdent();
      if (this.is('.') || this.is(STRING) || this.is(';') || this.is('}')) {
        type = this.parseTypeName(name, start);
      } else {
        names.push(name);
        nameRanges.push(nameRange);
        while (this.is(',')) {
          this.next();
          const [n, r] = this.parseIdent();
          names.push(n);
          nameRanges.push(r);
        }
        type = this.parseType();
      }
    } else if (this.is('*')) {
      this.next();
      if (this.is('(')) {
        this.error(this.off, 'cannot parenthesize embedded type');
        this.next();
        const elem = this.parseType();
        if (this.is(')')) this.next();
        type = { kind: 'pointer', elem, range: this.range(start, this.lastEnd) };
      } else {
        const elemStart = this.off;
        const [name] = this.parseIdent();
        const elem = this.parseTypeName(name, elemStart);
        type = { kind: 'pointer', elem, range: this.range(start, this.lastEnd) };
      }
    } else {
      this.error(this.off, 'cannot parenthesize embedded type');
      this.next();
      type = this.parseType();
      if (this.is(')')) this.next();
    }
    let tag: FieldTag | undefined;
    if (this.is(STRING)) {
      const value = unquoteString(this.lit);
      tag = { raw: this.lit, value: value ?? '', range: this.range(this.off, this.end) };
      this.next();
    }
    const range = this.range(start, this.lastEnd);
    const comment = this.expectSemi();
    return {
      names,
      nameRanges,
      type,
      ...(tag ? { tag } : {}),
      ...(doc ? { doc } : {}),
      ...(comment ? { comment } : {}),
      range,
    };
  }

  // ---- declarations ----

  parseImportSpec(doc: CommentGroup | undefined): ImportSpec {
    const start = this.off;
    let name: string | undefined;
    let nameRange: Range | undefined;
    if (this.is(IDENT)) [name, nameRange] = this.parseIdent();
    else if (this.is('.')) {
      name = '.';
      nameRange = this.range(this.off, this.end);
      this.next();
    }
    const pathStart = this.off;
    let path = '';
    if (this.is(STRING)) {
      path = unquoteString(this.lit) ?? '';
      if (!validImportPath(path)) this.error(pathStart, `invalid import path: ${this.lit}`);
      this.next();
    } else if (isLiteral(this.tok)) {
      this.error(pathStart, 'import path must be a string');
      this.next();
    } else {
      this.error(pathStart, 'missing import path');
      this.advance(EXPR_END);
    }
    const pathRange = this.range(pathStart, Math.max(pathStart, this.lastEnd));
    const range = this.range(start, Math.max(start, this.lastEnd));
    const comment = this.expectSemi();
    return {
      kind: 'import',
      ...(name !== undefined ? { name, nameRange } : {}),
      path,
      pathRange,
      ...(doc ? { doc } : {}),
      ...(comment ? { comment } : {}),
      range,
    };
  }

  parseTypeSpec(doc: CommentGroup | undefined): TypeSpec {
    const start = this.off;
    const [name, nameRange] = this.parseIdent();
    if (this.is('[')) {
      const lbrack = this.off;
      this.next();
      if (this.is(']')) {
        this.next();
        const elem = this.parseType();
        return this.finishTypeSpec(doc, start, name, nameRange, false, {
          kind: 'slice',
          elem,
          range: this.range(lbrack, this.lastEnd),
        });
      }
      if (this.looksLikeTypeParams()) {
        this.error(lbrack, `type parameters are not supported (generic type ${name})`);
        // skip to the matching ']' (the '[' is consumed)
        let depth = 1;
        while (!this.is(EOF) && depth > 0) {
          if (OPENERS.has(this.tok)) depth++;
          else if (CLOSERS.has(this.tok)) depth--;
          this.next();
        }
        const type = this.parseType();
        return this.finishTypeSpec(doc, start, name, nameRange, false, type);
      }
      return this.finishTypeSpec(doc, start, name, nameRange, false, this.parseArrayAfterLbrack(lbrack));
    }
    let alias = false;
    if (this.is('=')) {
      alias = true;
      this.next();
    }
    return this.finishTypeSpec(doc, start, name, nameRange, alias, this.parseType());
  }

  /**
   * After `type Name [`: whether the brackets hold type parameters (`[T any]`, `[K comparable, V any]`,
   * `[T ~string]`, `[P *C]`) rather than an array length (`[N]`, `[2*N]`, `[pkg.N]`).
   */
  looksLikeTypeParams(): boolean {
    if (!this.is(IDENT)) return false;
    // one token of look-ahead past the identifier, without consuming: scan a copy of the rest
    const rest = this.src.slice(this.end);
    const m = /^(?:[ \t]|\/\*[^]*?\*\/)*([A-Za-z_\p{L}]|,|~|\*|\[|\.)/u.exec(rest);
    if (!m) return false;
    const c = m[1];
    if (c === '.') return false;
    if (c === '*') {
      // [N * M] is an array length, [P *C] a type parameter: Go's own rule is ambiguous; an
      // identifier right after '*' without space reads as a constraint
      return /^\s*\*\S/.test(rest) && !/^\s*\*\s*[0-9(]/.test(rest);
    }
    return true;
  }

  finishTypeSpec(doc: CommentGroup | undefined, start: number, name: string, nameRange: Range, alias: boolean, type: TypeExpr): TypeSpec {
    const range = this.range(start, this.lastEnd);
    const comment = this.expectSemi();
    return {
      kind: 'type',
      name,
      nameRange,
      alias,
      type,
      ...(doc ? { doc } : {}),
      ...(comment ? { comment } : {}),
      range,
    };
  }

  parseExpr(): ValueExpr {
    const start = this.off;
    const first = this.tok;
    const firstLit = this.lit;
    let count = 0;
    let second: Token = '';
    let secondLit = '';
    let depth = 0;
    while (!this.is(EOF)) {
      if (depth === 0 && (EXPR_END.has(this.tok) || this.is('='))) break;
      if (OPENERS.has(this.tok)) depth++;
      else if (CLOSERS.has(this.tok)) depth--;
      if (count === 1) {
        second = this.tok;
        secondLit = this.lit;
      }
      count++;
      this.next();
    }
    if (count === 0) {
      this.errorExpected(this.off, 'expression');
      return { text: '', range: this.range(start, start) };
    }
    const text = this.src.slice(start, this.lastEnd);
    let value: LiteralValue | undefined;
    if (count === 1) value = literalValue(first, firstLit);
    else if (count === 2 && (first === '-' || first === '+') && (second === INT || second === FLOAT)) {
      const v = numberValue(secondLit);
      if (v !== undefined) value = first === '-' ? -v : v;
    }
    return { text, range: this.range(start, this.lastEnd), ...(value !== undefined ? { value } : {}) };
  }

  parseExprList(): ValueExpr[] {
    const list = [this.parseExpr()];
    while (this.is(',')) {
      this.next();
      list.push(this.parseExpr());
    }
    return list;
  }

  parseValueSpec(doc: CommentGroup | undefined, keyword: 'const' | 'var', iota: number, prev?: ValueSpec): ValueSpec {
    const start = this.off;
    const names: string[] = [];
    const nameRanges: Range[] = [];
    for (;;) {
      const [n, r] = this.parseIdent();
      names.push(n);
      nameRanges.push(r);
      if (!this.is(',')) break;
      this.next();
    }
    let type: TypeExpr | undefined;
    let values: ValueExpr[] = [];
    if (keyword === 'const') {
      if (!this.is(EOF) && !this.is(';') && !this.is(')')) {
        type = this.tryType();
        if (this.is('=')) {
          this.next();
          values = this.parseExprList();
        }
      }
    } else {
      if (!this.is('=')) type = this.parseType();
      if (this.is('=')) {
        this.next();
        values = this.parseExprList();
      }
    }
    const range = this.range(start, this.lastEnd);
    const comment = this.expectSemi();
    let implicit = false;
    if (keyword === 'const' && values.length === 0) {
      if (type) this.error(start, 'const declaration cannot have type without expression');
      else if (prev && prev.values.length > 0) {
        implicit = true;
        type = prev.type;
        values = prev.values;
      } else this.error(start, 'missing init expr for const declaration');
    }
    return {
      kind: 'value',
      names,
      nameRanges,
      ...(type ? { type } : {}),
      values,
      iota,
      ...(implicit ? { implicit } : {}),
      ...(doc ? { doc } : {}),
      ...(comment ? { comment } : {}),
      range,
    };
  }

  parseGenDecl(keyword: 'import' | 'const' | 'type' | 'var'): GenDecl {
    const doc = this.leadComment;
    const start = this.off;
    this.expect(keyword);
    const specs: Spec[] = [];
    let lparen: Pos | undefined;
    const one = (d: CommentGroup | undefined, iota: number): Spec => {
      if (keyword === 'import') return this.parseImportSpec(d);
      if (keyword === 'type') return this.parseTypeSpec(d);
      const prev = specs[specs.length - 1];
      return this.parseValueSpec(d, keyword, iota, prev?.kind === 'value' ? prev : undefined);
    };
    let end: number;
    if (this.is('(')) {
      lparen = this.pos(this.off);
      this.next();
      for (let iota = 0; !this.is(')') && !this.is(EOF); iota++) {
        const before = this.off;
        specs.push(one(this.leadComment, iota));
        if (this.off === before) this.next(); // no progress: skip the token
      }
      this.expect(')');
      end = this.lastEnd;
      this.expectSemi();
    } else {
      specs.push(one(undefined, 0));
      end = this.lastEnd;
    }
    return { kind: 'gen', tok: keyword, ...(doc ? { doc } : {}), ...(lparen ? { lparen } : {}), specs, range: this.range(start, end) };
  }

  parseReceiver(): Receiver | undefined {
    const start = this.off;
    this.next(); // '('
    let name: string | undefined;
    let typeName = '';
    let pointer = false;
    if (this.is(IDENT)) {
      const first = this.lit;
      this.next();
      if (this.is(IDENT) || this.is('*') || this.is('(')) name = first;
      else typeName = first;
    }
    if (!typeName) {
      let parens = 0;
      while (this.is('(')) {
        parens++;
        this.next();
      }
      if (this.is('*')) {
        pointer = true;
        this.next();
      }
      if (this.is(IDENT)) {
        typeName = this.lit;
        this.next();
      } else if (this.is(')') && parens === 0 && !pointer && name === undefined) {
        this.error(start, 'method has no receiver');
      } else this.errorExpected(this.off, "'IDENT'");
      for (; parens > 0 && this.is(')'); parens--) this.next();
    }
    if (this.is('.')) {
      // a qualified receiver type is not allowed, but read it
      this.next();
      if (this.is(IDENT)) {
        this.error(start, `cannot define new methods on non-local type ${typeName}.${this.lit}`);
        typeName = this.lit;
        this.next();
      }
    }
    if (this.is('[')) this.refuseTypeParams(`receiver of generic type ${typeName}`);
    if (this.is(',')) {
      this.error(this.off, 'method has multiple receivers');
      while (!this.is(')') && !this.is(EOF) && !this.is('{')) {
        if (OPENERS.has(this.tok)) this.skipBalanced();
        else this.next();
      }
    }
    this.expect(')');
    if (!typeName) return undefined;
    return { ...(name !== undefined ? { name } : {}), typeName, pointer, range: this.range(start, this.lastEnd) };
  }

  parseFuncDecl(): FuncDecl {
    const doc = this.leadComment;
    const start = this.off;
    this.expect('func');
    let recv: Receiver | undefined;
    if (this.is('(')) recv = this.parseReceiver();
    const [name, nameRange] = this.parseIdent();
    if (this.is('[')) this.refuseTypeParams(`generic function ${name}`);
    const signature = this.parseSignature();
    let body: string | undefined;
    if (this.is('{')) body = this.skipBalanced();
    const range = this.range(start, this.lastEnd);
    this.expectSemi();
    return {
      kind: 'func',
      ...(recv ? { recv } : {}),
      name,
      nameRange,
      signature,
      ...(body !== undefined ? { body } : {}),
      ...(doc ? { doc } : {}),
      range,
    };
  }

  parseDecl(): Decl | undefined {
    switch (this.tok) {
      case 'import':
        return this.parseGenDecl('import');
      case 'const':
      case 'var':
      case 'type':
        return this.parseGenDecl(this.tok);
      case 'func':
        return this.parseFuncDecl();
    }
    this.errorExpected(this.off, 'declaration');
    this.advance(DECL_START);
    return undefined;
  }

  parseFile(path: string): GoFile {
    const file: GoFile = {
      path,
      packageName: '',
      packageRange: this.range(0, 0),
      imports: [],
      decls: [],
      comments: this.comments,
      errors: this.errors,
    };
    try {
      this.next();
      const doc = this.leadComment;
      if (doc) file.doc = doc;
      this.expect('package');
      const [name, nameRange] = this.parseIdent();
      file.packageName = name;
      file.packageRange = nameRange;
      if (name === '_') this.error(nameRange.start.offset, 'invalid package name _');
      this.expectSemi();
      if (this.errors.length > 0) return file;
      while (this.is('import')) file.decls.push(this.parseGenDecl('import'));
      let prev: Token = 'import';
      while (!this.is(EOF)) {
        const before = this.off;
        // imports are still read after other declarations, with one complaint per run of them
        if (this.is('import') && prev !== 'import') {
          this.error(this.off, 'imports must appear before other declarations');
        }
        prev = this.tok;
        const d = this.parseDecl();
        if (d) file.decls.push(d);
        if (this.off === before && !this.is(EOF)) this.next();
      }
    } catch (e) {
      if (!(e instanceof Bailout)) {
        this.errors.push({ pos: this.pos(this.off), message: `internal error: ${String(e)}` });
      }
    }
    for (const d of file.decls) {
      if (d.kind === 'gen' && d.tok === 'import') {
        for (const s of d.specs) if (s.kind === 'import') file.imports.push(s);
      }
    }
    this.errors.sort((a, b) => a.pos.offset - b.pos.offset);
    return file;
  }
}

function literalValue(tok: Token, lit: string): LiteralValue | undefined {
  switch (tok) {
    case STRING:
      return unquoteString(lit);
    case CHAR:
      return runeValue(lit);
    case INT:
    case FLOAT:
      return numberValue(lit);
    case IDENT:
      return lit === 'true' ? true : lit === 'false' ? false : undefined;
  }
  return undefined;
}

/** Reads one Go source file. Never throws: syntax errors are in `errors`. */
export function parseGoFile(path: string, text: string): GoFile {
  return new Parser(text).parseFile(path);
}
