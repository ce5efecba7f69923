// CEL parser: recursive descent over cel-go's CEL.g4 grammar, building the AST with cel-go's node
// positions, expanding macros as cel-go's parser does, and reporting errors with cel-go's wording.
import type { ConstValue, Expr, MapEntry, ParsedAst, StructField } from '../ast';
import { ACCU_VAR } from '../ast';
import type { MacroDecl, MacroError, MacroHelper } from '../library';
import { CelUint } from '../values';
import { Token, tokenize } from './lexer';
import { decodeLiteral } from './unescape';

interface ParseIssue {
  /** Code-point offset (-1 for errors without location, printed as -1:0). */
  offset: number;
  message: string;
}

interface ParseOptions {
  macros: ReadonlyMap<string, MacroDecl[]>;
  optionalSyntax: boolean;
  /** cel-go EnableIdentEscapeSyntax (backquoted field names); off by default as in cel-go. */
  identEscapeSyntax?: boolean;
  /** cel-go parser MaxRecursionDepth (default 250). */
  maxRecursionDepth?: number;
  /** cel-go ExpressionSizeCodePointLimit (default 100,000). */
  expressionSizeLimit?: number;
}

export const RESERVED_IDENTIFIERS = new Set(['as', 'break', 'const', 'continue', 'else', 'for', 'function', 'if', 'import', 'let', 'loop', 'package', 'namespace', 'return', 'var', 'void', 'while']);

const EXPR_START = "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}";

type NewExpr = Expr extends infer E ? (E extends Expr ? Omit<E, 'id'> : never) : never;

/** Calls built from Relation, Calc, ternary and Index contexts (counted by cel-go's visitor depth). */
const COUNTED_CALLS = new Set(['_<_', '_<=_', '_>_', '_>=_', '_==_', '_!=_', '@in', '_+_', '_-_', '_*_', '_/_', '_%_', '_?_:_', '_[_]', '_[?_]', '_?._']);

/** Tokens the ANTLR lexer produces as keywords rather than IDENTIFIER. */
const KEYWORDS = new Set(['true', 'false', 'null', 'in']);

const MAP_START = "{'[', '{', '}', '(', '.', ',', '-', '!', '?', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}";

class SyntaxFail {
  constructor(readonly issue: ParseIssue) {}
}

function lineOffsetsOf(text: string): number[] {
  const out = [0];
  let cp = 0;
  for (const ch of text) {
    cp++;
    if (ch === '\n') out.push(cp);
  }
  return out;
}

export function parse(text: string, opts: ParseOptions): { ast?: ParsedAst; issues: ParseIssue[] } {
  const cpLen = [...text].length;
  const limit = opts.expressionSizeLimit ?? 100_000;
  if (cpLen > limit) {
    return { issues: [{ offset: -1, message: `expression code point size exceeds limit: size: ${cpLen}, limit ${limit}` }] };
  }
  const p = new Parser(text, opts);
  const issues: ParseIssue[] = [];
  let expr: Expr | undefined;
  try {
    expr = p.parseTop();
  } catch (e) {
    if (e instanceof SyntaxFail) issues.push(e.issue);
    else if (e instanceof RangeError) issues.push({ offset: -1, message: 'max recursion depth exceeded' });
    else throw e;
  }
  issues.push(...p.issues);
  if (issues.length || !expr) return { issues };
  return {
    ast: { expr, source: { text, lineOffsets: lineOffsetsOf(text), macroCalls: p.macroCalls }, maxId: p.nextId - 1 },
    issues,
  };
}

class Parser implements MacroHelper {
  private readonly toks: Token[];
  private readonly lexErrors: Token[];
  private pos = 0;
  nextId = 1;
  readonly issues: ParseIssue[] = [];
  readonly macroCalls = new Map<number, Expr>();
  private depth = 0;
  private readonly maxDepth: number;
  private readonly cpIndex: ((u: number) => number) | undefined;
  /** Offset for nodes created by macro expansion. */
  private macroOffset = 0;

  constructor(
    text: string,
    private readonly opts: ParseOptions,
  ) {
    const all = tokenize(text);
    this.toks = all.filter((t) => t.kind !== 'ERROR');
    this.lexErrors = all.filter((t) => t.kind === 'ERROR');
    this.maxDepth = opts.maxRecursionDepth ?? 250;
    if (/[\ud800-\udfff]/.test(text)) {
      const map: number[] = new Array(text.length + 1);
      let cp = 0;
      for (let i = 0; i < text.length; i++) {
        map[i] = cp;
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
          map[i + 1] = cp;
          i++;
        }
        cp++;
      }
      map[text.length] = cp;
      this.cpIndex = (u) => map[u] ?? cp;
    }
  }

  private off(t: Token): number {
    return this.cpIndex ? this.cpIndex(t.start) : t.start;
  }

  private get tok(): Token {
    return this.toks[this.pos]!;
  }
  private peek(k = 1): Token {
    return this.toks[Math.min(this.pos + k, this.toks.length - 1)]!;
  }
  private isP(text: string, t: Token = this.tok): boolean {
    return t.kind === 'PUNCT' && t.text === text;
  }
  private isKw(text: string, t: Token = this.tok): boolean {
    return t.kind === 'IDENT' && t.text === text;
  }

  private fail(t: Token, message: string): never {
    throw new SyntaxFail({ offset: this.off(t), message });
  }
  private tokDisplay(t: Token): string {
    return `'${t.kind === 'EOF' ? '<EOF>' : t.text}'`;
  }
  private expect(text: string): Token {
    const t = this.tok;
    if (!this.isP(text)) {
      this.fail(t, `Syntax error: ${this.badInput(this.isP(text, this.peek()))} input ${this.tokDisplay(t)} expecting '${text}'`);
    }
    this.pos++;
    return t;
  }

  /** ANTLR recursion listener: nesting of the expr rule (parentheses, literals, arguments). */
  private enter(): void {
    if (++this.depth > this.maxDepth) {
      throw new SyntaxFail({ offset: -1, message: `expression recursion limit exceeded: ${this.maxDepth}` });
    }
  }
  private leave(): void {
    this.depth--;
  }

  // ---- node constructors
  private node(e: NewExpr): Expr {
    return { id: this.nextId++, ...e } as Expr;
  }
  private callNode(offset: number, fn: string, args: Expr[], target?: Expr): Expr {
    const e = target ? this.node({ kind: 'call', offset, fn, args, target }) : this.node({ kind: 'call', offset, fn, args });
    this.vdepth.set(e, this.callDepth(fn, args, target));
    return e;
  }

  /**
   * cel-go's visitor counts nested Expr(ternary), Relation, Calc, Select, MemberCall and Index
   * contexts against MaxRecursionDepth ('max recursion depth exceeded').
   */
  private readonly vdepth = new WeakMap<Expr, number>();
  private vd(e: Expr | undefined): number {
    return e ? (this.vdepth.get(e) ?? 0) : 0;
  }
  private callDepth(fn: string, args: readonly Expr[], target?: Expr): number {
    let d = this.vd(target);
    for (const a of args) d = Math.max(d, this.vd(a));
    return d + (target || COUNTED_CALLS.has(fn) ? 1 : 0);
  }

  parseTop(): Expr {
    for (const t of this.lexErrors) {
      this.issues.push({ offset: this.off(t), message: `Syntax error: token recognition error at: '${t.text}'` });
    }
    const e = this.expr();
    const t = this.tok;
    if (t.kind !== 'EOF') this.fail(t, `Syntax error: ${this.peek().kind === 'EOF' ? 'extraneous' : 'mismatched'} input ${this.tokDisplay(t)} expecting <EOF>`);
    if (this.vd(e) > this.maxDepth) throw new SyntaxFail({ offset: -1, message: 'max recursion depth exceeded' });
    return e;
  }

  /** ANTLR single-token deletion wording: 'extraneous' when the next token would fit. */
  private badInput(nextFits: boolean): string {
    return nextFits ? 'extraneous' : 'mismatched';
  }

  private canStartExpr(t: Token): boolean {
    if (t.kind === 'EOF' || t.kind === 'ERROR') return false;
    if (t.kind === 'IDENT') return t.text !== 'in';
    if (t.kind === 'PUNCT') return ['[', '{', '(', '.', '-', '!'].includes(t.text);
    return t.kind !== 'ESC_IDENT';
  }

  private failExpr(t: Token, expecting = EXPR_START): never {
    this.fail(t, `Syntax error: ${this.badInput(this.canStartExpr(this.peek()))} input ${this.tokDisplay(t)} expecting ${expecting}`);
  }

  private expr(): Expr {
    this.enter();
    const cond = this.conditionalOr();
    if (this.isP('?')) {
      const q = this.tok;
      this.pos++;
      const a = this.conditionalOr();
      this.expect(':');
      const b = this.expr();
      this.leave();
      return this.callNode(this.off(q), '_?_:_', [cond, a, b]);
    }
    this.leave();
    return cond;
  }

  private conditionalOr(): Expr {
    return this.logical('||', () => this.conditionalAnd());
  }

  private conditionalAnd(): Expr {
    return this.logical('&&', () => this.relation());
  }

  /** `a && b && c`: cel-go's balancer builds a balanced tree of the terms. */
  private logical(op: '&&' | '||', term: () => Expr): Expr {
    const terms = [term()];
    const ops: Token[] = [];
    while (this.isP(op)) {
      ops.push(this.tok);
      this.pos++;
      terms.push(term());
    }
    if (!ops.length) return terms[0]!;
    const fn = op === '&&' ? '_&&_' : '_||_';
    const build = (lo: number, hi: number): Expr => {
      const mid = Math.floor((lo + hi + 1) / 2);
      const left = mid === lo ? terms[mid]! : build(lo, mid - 1);
      const right = mid === hi ? terms[mid + 1]! : build(mid + 1, hi);
      return this.callNode(this.off(ops[mid]!), fn, [left, right]);
    };
    return build(0, ops.length - 1);
  }

  private static REL: Record<string, string> = {
    '<': '_<_',
    '<=': '_<=_',
    '>': '_>_',
    '>=': '_>=_',
    '==': '_==_',
    '!=': '_!=_',
  };

  private relation(): Expr {
    let l = this.addition();
    for (;;) {
      const t = this.tok;
      let fn: string | undefined;
      if (t.kind === 'PUNCT') fn = Parser.REL[t.text];
      else if (this.isKw('in', t)) fn = '@in';
      if (!fn) return l;
      this.pos++;
      const r = this.addition();
      l = this.callNode(this.off(t), fn, [l, r]);
    }
  }

  private addition(): Expr {
    let l = this.multiplication();
    while (this.isP('+') || this.isP('-')) {
      const t = this.tok;
      this.pos++;
      const r = this.multiplication();
      l = this.callNode(this.off(t), t.text === '+' ? '_+_' : '_-_', [l, r]);
    }
    return l;
  }

  private multiplication(): Expr {
    let l = this.unary();
    while (this.isP('*') || this.isP('/') || this.isP('%')) {
      const t = this.tok;
      this.pos++;
      const r = this.unary();
      l = this.callNode(this.off(t), t.text === '*' ? '_*_' : t.text === '/' ? '_/_' : '_%_', [l, r]);
    }
    return l;
  }

  private unary(): Expr {
    const t = this.tok;
    if (this.isP('!') || (this.isP('-') && !(this.peek().kind === 'INT' || this.peek().kind === 'FLOAT'))) {
      const ops: Token[] = [];
      while (this.isP(t.text)) {
        ops.push(this.tok);
        this.pos++;
      }
      const target = this.member();
      if (ops.length % 2 === 0) return target;
      return this.callNode(this.off(ops[0]!), t.text === '!' ? '!_' : '-_', [target]);
    }
    return this.member();
  }

  private member(): Expr {
    let e = this.primary();
    for (;;) {
      const t = this.tok;
      if (this.isP('.')) {
        this.pos++;
        let optional = false;
        if (this.isP('?')) {
          optional = true;
          this.pos++;
        }
        const id = this.tok;
        let field: string;
        if (id.kind === 'IDENT' && KEYWORDS.has(id.text)) {
          this.fail(id, `Syntax error: mismatched input '${id.text}' expecting ${this.opts.identEscapeSyntax ? '{IDENTIFIER, ESC_IDENTIFIER}' : 'IDENTIFIER'}`);
        }
        if (id.kind === 'IDENT') field = id.text;
        else if (id.kind === 'ESC_IDENT') {
          field = id.text.slice(1, -1);
          if (!this.opts.identEscapeSyntax) this.issues.push({ offset: this.off(id), message: "unsupported syntax: '`'" });
        } else if (optional) {
          this.fail(id, `Syntax error: mismatched input ${this.tokDisplay(id)} expecting {IDENTIFIER, ESC_IDENTIFIER}`);
        } else {
          this.fail(id, `Syntax error: no viable alternative at input '.${id.kind === 'EOF' ? '' : id.text}'`);
        }
        this.pos++;
        if (!optional && id.kind === 'IDENT' && this.isP('(')) {
          const open = this.tok;
          this.pos++;
          const args = this.exprList(')');
          this.expect(')');
          e = this.expandOrCall(this.off(open), id.text, args, e);
          continue;
        }
        if (optional) {
          if (!this.opts.optionalSyntax) {
            this.issues.push({ offset: this.off(t), message: "unsupported syntax '.?'" });
          }
          const fieldLit = this.node({ kind: 'const', offset: this.off(id), value: field });
          e = this.callNode(this.off(t), '_?._', [e, fieldLit]);
        } else {
          const operand = e;
          e = this.node({ kind: 'select', offset: this.off(t), operand, field, testOnly: false });
          this.vdepth.set(e, this.vd(operand) + 1);
        }
        continue;
      }
      if (this.isP('[')) {
        this.pos++;
        let optional = false;
        if (this.isP('?')) {
          optional = true;
          this.pos++;
          if (!this.opts.optionalSyntax) this.issues.push({ offset: this.off(t), message: "unsupported syntax '[?'" });
        }
        const idx = this.expr();
        this.expect(']');
        e = this.callNode(this.off(t), optional ? '_[?_]' : '_[_]', [e, idx]);
        continue;
      }
      return e;
    }
  }

  private exprList(close: string): Expr[] {
    const args: Expr[] = [];
    if (this.isP(close)) return args;
    for (;;) {
      args.push(this.expr());
      if (!this.isP(',')) break;
      this.pos++;
    }
    return args;
  }

  private primary(): Expr {
    const t = this.tok;
    switch (t.kind) {
      case 'INT':
      case 'UINT':
      case 'FLOAT':
      case 'STRING':
      case 'BYTES':
        this.pos++;
        return this.tokenLiteral(t, false);
      case 'IDENT':
      case 'PUNCT':
        break;
      default:
        this.failExpr(t);
    }
    if (this.isP('-') && (this.peek().kind === 'INT' || this.peek().kind === 'FLOAT')) {
      this.pos++;
      const lit = this.tok;
      this.pos++;
      return this.tokenLiteral(lit, true, t);
    }
    if (t.kind === 'IDENT') {
      if (t.text === 'true' || t.text === 'false') {
        this.pos++;
        return this.node({ kind: 'const', offset: this.off(t), value: t.text === 'true' });
      }
      if (t.text === 'null') {
        this.pos++;
        return this.node({ kind: 'const', offset: this.off(t), value: null });
      }
      if (t.text === 'in') this.failExpr(t);
      return this.identOrCall(false);
    }
    if (this.isP('.')) {
      const n = this.peek();
      if (n.kind !== 'IDENT') {
        this.fail(n, `Syntax error: no viable alternative at input '.${n.kind === 'EOF' ? '' : n.text}'`);
      }
      this.pos++;
      return this.identOrCall(true);
    }
    if (this.isP('(')) {
      this.pos++;
      const e = this.expr();
      this.expect(')');
      return e;
    }
    if (this.isP('[')) {
      this.pos++;
      const { elems, optIndices } = this.listElems();
      this.expect(']');
      const list = this.node({ kind: 'list', offset: this.off(t), elems, optIndices });
      this.vdepth.set(list, Math.max(0, ...elems.map((x) => this.vd(x))));
      return list;
    }
    if (this.isP('{')) {
      this.pos++;
      if (!this.isP('}') && !this.isP('?') && !this.canStartExpr(this.tok)) this.failExpr(this.tok, MAP_START);
      const entries = this.mapEntries();
      this.expect('}');
      const map = this.node({ kind: 'map', offset: this.off(t), entries });
      this.vdepth.set(map, Math.max(0, ...entries.map((x) => Math.max(this.vd(x.key), this.vd(x.value)))));
      return map;
    }
    this.failExpr(t);
  }

  private identOrCall(leadingDot: boolean): Expr {
    const id = this.tok;
    this.pos++;
    const name = (leadingDot ? '.' : '') + id.text;
    if (RESERVED_IDENTIFIERS.has(id.text)) {
      // cel-go reports the error and continues with an empty expression (not an identifier)
      this.issues.push({ offset: this.off(id), message: `reserved identifier: ${id.text}` });
      if (!this.isP('(')) return this.node({ kind: 'const', offset: this.off(id), value: null });
    }
    if (this.isP('(')) {
      const open = this.tok;
      this.pos++;
      const args = this.exprList(')');
      this.expect(')');
      return this.expandOrCall(this.off(open), name, args, undefined);
    }
    // struct literal: Name{...} or a.b.C{...} (qualified names are built by member selects)
    if (this.isP('{')) {
      const open = this.tok;
      this.pos++;
      const fields = this.fieldInits();
      this.expect('}');
      return this.node({ kind: 'struct', offset: this.off(open), typeName: name, fields });
    }
    return this.qualifiedStructOrIdent(this.node({ kind: 'ident', offset: this.off(id), name }));
  }

  /** a.b.C{...}: a dotted name followed by '{' is a struct literal (CEL.g4 CreateMessage). */
  private qualifiedStructOrIdent(ident: Expr): Expr {
    let k = this.pos;
    const parts: string[] = [];
    while (this.isP('.', this.toks[k]!) && this.toks[k + 1]!.kind === 'IDENT') {
      parts.push(this.toks[k + 1]!.text);
      k += 2;
    }
    if (parts.length && this.isP('{', this.toks[k]!)) {
      const name = (ident as { name: string }).name + '.' + parts.join('.');
      this.pos = k;
      const open = this.tok;
      this.pos++;
      const fields = this.fieldInits();
      this.expect('}');
      return this.node({ kind: 'struct', offset: this.off(open), typeName: name, fields });
    }
    return ident;
  }

  private fieldInits(): StructField[] {
    const out: StructField[] = [];
    while (!this.isP('}')) {
      let optional = false;
      if (this.isP('?')) {
        if (!this.opts.optionalSyntax) this.issues.push({ offset: this.off(this.tok), message: "unsupported syntax '?'" });
        optional = true;
        this.pos++;
      }
      const f = this.tok;
      if (f.kind !== 'IDENT' && f.kind !== 'ESC_IDENT') {
        const nx = this.peek();
        const fits = nx.kind === 'IDENT' || nx.kind === 'ESC_IDENT' || this.isP('}', nx) || this.isP('?', nx);
        this.fail(f, `Syntax error: ${this.badInput(fits)} input ${this.tokDisplay(f)} expecting {'}', ',', '?', IDENTIFIER, ESC_IDENTIFIER}`);
      }
      this.pos++;
      const colon = this.expect(':');
      const value = this.expr();
      if (f.kind === 'ESC_IDENT' && !this.opts.identEscapeSyntax) {
        this.issues.push({ offset: this.off(f), message: "unsupported syntax: '`'" });
      }
      out.push({
        id: this.nextId++,
        offset: this.off(colon),
        name: f.kind === 'ESC_IDENT' ? f.text.slice(1, -1) : f.text,
        value,
        optional,
      });
      if (!this.isP(',')) break;
      this.pos++;
    }
    return out;
  }

  private listElems(): { elems: Expr[]; optIndices: number[] } {
    const elems: Expr[] = [];
    const optIndices: number[] = [];
    while (!this.isP(']')) {
      if (this.isP('?')) {
        if (!this.opts.optionalSyntax) this.issues.push({ offset: this.off(this.tok), message: "unsupported syntax '?'" });
        optIndices.push(elems.length);
        this.pos++;
      }
      elems.push(this.expr());
      if (!this.isP(',')) break;
      this.pos++;
    }
    return { elems, optIndices };
  }

  private mapEntries(): MapEntry[] {
    const out: MapEntry[] = [];
    while (!this.isP('}')) {
      let optional = false;
      if (this.isP('?')) {
        if (!this.opts.optionalSyntax) this.issues.push({ offset: this.off(this.tok), message: "unsupported syntax '?'" });
        optional = true;
        this.pos++;
      }
      const key = this.expr();
      const colon = this.expect(':');
      const value = this.expr();
      out.push({ id: this.nextId++, offset: this.off(colon), key, value, optional });
      if (!this.isP(',')) break;
      this.pos++;
    }
    return out;
  }

  // ---- macros
  private expandOrCall(offset: number, fn: string, args: Expr[], target: Expr | undefined): Expr {
    const cands = this.opts.macros.get(fn);
    const m = cands?.find((c) => c.receiver === (target !== undefined) && (c.argCount === 'vararg' || c.argCount === args.length));
    if (m) {
      const saved = this.macroOffset;
      this.macroOffset = offset;
      const r = m.expand(this, target, args);
      this.macroOffset = saved;
      if (r && 'macroError' in r) {
        this.issues.push({ offset: r.offset, message: r.message });
        return this.callNode(offset, fn, args, target);
      }
      if (r) {
        this.vdepth.set(r, this.callDepth(fn, args, target));
        this.macroCalls.set(r.id, target ? { kind: 'call', id: 0, offset, fn, args, target } : { kind: 'call', id: 0, offset, fn, args });
        return r;
      }
    }
    return this.callNode(offset, fn, args, target);
  }

  literal(v: ConstValue): Expr {
    return this.node({ kind: 'const', offset: this.macroOffset, value: v });
  }
  ident(name: string): Expr {
    return this.node({ kind: 'ident', offset: this.macroOffset, name });
  }
  accuIdent(): Expr {
    return this.ident(ACCU_VAR);
  }
  select(operand: Expr, field: string): Expr {
    return this.node({ kind: 'select', offset: this.macroOffset, operand, field, testOnly: false });
  }
  presenceTest(operand: Expr, field: string): Expr {
    return this.node({ kind: 'select', offset: this.macroOffset, operand, field, testOnly: true });
  }
  call(fn: string, ...args: Expr[]): Expr {
    return this.callNode(this.macroOffset, fn, args);
  }
  memberCall(fn: string, target: Expr, ...args: Expr[]): Expr {
    return this.callNode(this.macroOffset, fn, args, target);
  }
  list(...elems: Expr[]): Expr {
    return this.node({ kind: 'list', offset: this.macroOffset, elems, optIndices: [] });
  }
  map(...entries: { key: Expr; value: Expr }[]): Expr {
    return this.node({
      kind: 'map',
      offset: this.macroOffset,
      entries: entries.map((e) => ({ id: this.nextId++, offset: this.macroOffset, key: e.key, value: e.value, optional: false })),
    });
  }
  comprehension(c: { iterRange: Expr; iterVar: string; iterVar2?: string; accuVar: string; accuInit: Expr; loopCondition: Expr; loopStep: Expr; result: Expr }): Expr {
    return this.node({ kind: 'comprehension', offset: this.macroOffset, ...c, iterVar2: c.iterVar2 ?? '' });
  }
  copy(e: Expr): Expr {
    const c = (x: Expr): Expr => {
      switch (x.kind) {
        case 'const':
        case 'ident':
          return { ...x, id: this.nextId++ };
        case 'select':
          return { ...x, id: this.nextId++, operand: c(x.operand) };
        case 'call':
          return x.target ? { ...x, id: this.nextId++, target: c(x.target), args: x.args.map(c) } : { ...x, id: this.nextId++, args: x.args.map(c) };
        case 'list':
          return { ...x, id: this.nextId++, elems: x.elems.map(c) };
        case 'map':
          return { ...x, id: this.nextId++, entries: x.entries.map((en) => ({ ...en, id: this.nextId++, key: c(en.key), value: c(en.value) })) };
        case 'struct':
          return { ...x, id: this.nextId++, fields: x.fields.map((f) => ({ ...f, id: this.nextId++, value: c(f.value) })) };
        case 'comprehension':
          return {
            ...x,
            id: this.nextId++,
            iterRange: c(x.iterRange),
            accuInit: c(x.accuInit),
            loopCondition: c(x.loopCondition),
            loopStep: c(x.loopStep),
            result: c(x.result),
          };
      }
    };
    return c(e);
  }
  error(at: Expr, message: string): MacroError {
    return { macroError: true, offset: at.offset, message };
  }

  private tokenLiteral(t: Token, negative: boolean, signTok?: Token): Expr {
    const offset = this.off(signTok ?? t);
    const mk = (value: ConstValue) => this.node({ kind: 'const', offset, value });
    const bad = (msg: string) => {
      this.issues.push({ offset, message: msg });
      return mk(0n);
    };
    switch (t.kind) {
      case 'INT': {
        const s = t.text;
        let v = BigInt(s.startsWith('0x') || s.startsWith('0X') ? '0x' + s.slice(2) : s);
        if (negative) v = -v;
        if (v < -(2n ** 63n) || v > 2n ** 63n - 1n) return bad('invalid int literal');
        return mk(v);
      }
      case 'UINT': {
        const s = t.text.slice(0, -1);
        const v = BigInt(s.startsWith('0x') || s.startsWith('0X') ? '0x' + s.slice(2) : s);
        if (v > 2n ** 64n - 1n) return bad('invalid uint literal');
        return mk(new CelUint(v));
      }
      case 'FLOAT': {
        const v = Number(t.text);
        if (!Number.isFinite(v)) return bad('invalid double literal');
        return mk(negative ? -v : v);
      }
      default: {
        const d = decodeLiteral(t.text);
        if ('error' in d) {
          this.issues.push({ offset, message: d.error });
          return mk('');
        }
        return mk(d.value);
      }
    }
  }
}
