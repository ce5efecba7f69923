// The Go declarations the reader produces (the subset of go/ast that Go-types generation needs).
// Positions count UTF-16 code units, as editors do: `offset` is an index into the source string,
// `line` and `column` are 1-based. Function bodies and initializer expressions are not parsed:
// they are kept as source text with their range.

/** A place in the source: UTF-16 offset, 1-based line, 1-based column in UTF-16 code units. */
export interface Pos {
  offset: number;
  line: number;
  column: number;
}

/** A half-open source range [start, end). */
export interface Range {
  start: Pos;
  end: Pos;
}

/** One comment as the scanner returns it: `// ...` (without the line break) or `/* ... *\/`. */
export interface Comment {
  /** The comment's text including its markers (`//`, `/*`, `*\/`); carriage returns removed as go/scanner does. */
  text: string;
  range: Range;
}

/** go/ast.CommentGroup: comments with no blank line (and no token) between them. */
export interface CommentGroup {
  list: Comment[];
  range: Range;
}

/** A syntax error (go/scanner.Error): printed as `file:line:col: message`. */
export interface SyntaxError {
  pos: Pos;
  message: string;
}

export interface ImportSpec {
  kind: 'import';
  /** The local name (`x`, `_` or `.`) when given. */
  name?: string;
  nameRange?: Range;
  /** The import path, unquoted. */
  path: string;
  pathRange: Range;
  doc?: CommentGroup;
  comment?: CommentGroup;
  range: Range;
}

// ---- type expressions ----

export interface IdentType {
  kind: 'ident';
  name: string;
  range: Range;
}

/** A qualified identifier `pkg.Name`. */
export interface SelectorType {
  kind: 'selector';
  pkg: string;
  name: string;
  range: Range;
}

export interface PointerType {
  kind: 'pointer';
  elem: TypeExpr;
  range: Range;
}

export interface SliceType {
  kind: 'slice';
  elem: TypeExpr;
  range: Range;
}

export interface ArrayType {
  kind: 'array';
  /** The length expression's text (`3`, `N`, `...`). */
  len: string;
  /** The length when it is an integer literal. */
  lenValue?: number;
  elem: TypeExpr;
  range: Range;
}

export interface MapType {
  kind: 'map';
  key: TypeExpr;
  value: TypeExpr;
  range: Range;
}

export interface StructType {
  kind: 'struct';
  fields: Field[];
  range: Range;
}

export interface InterfaceType {
  kind: 'interface';
  /** Whether the braces hold nothing (`interface{}`); methods and embedded types are not parsed. */
  empty: boolean;
  /** The text between the braces. */
  body: string;
  range: Range;
}

export interface FuncType {
  kind: 'func';
  /** The signature's text after `func`. */
  signature: string;
  range: Range;
}

export interface ChanType {
  kind: 'chan';
  dir: 'both' | 'send' | 'recv';
  elem: TypeExpr;
  range: Range;
}

/** A parenthesized type `(T)`. */
export interface ParenType {
  kind: 'paren';
  elem: TypeExpr;
  range: Range;
}

/** Where a type could not be parsed (an error was recorded at its position). */
export interface BadType {
  kind: 'bad';
  range: Range;
}

export type TypeExpr = IdentType | SelectorType | PointerType | SliceType | ArrayType | MapType | StructType | InterfaceType | FuncType | ChanType | ParenType | BadType;

/** A struct tag: the literal as written and its value (unquoted). */
export interface FieldTag {
  raw: string;
  value: string;
  range: Range;
}

/** A struct field; `names` is empty for an embedded field. */
export interface Field {
  names: string[];
  nameRanges: Range[];
  type: TypeExpr;
  tag?: FieldTag;
  doc?: CommentGroup;
  comment?: CommentGroup;
  range: Range;
}

// ---- declarations ----

export interface TypeSpec {
  kind: 'type';
  name: string;
  nameRange: Range;
  /** `type A = B`. */
  alias: boolean;
  type: TypeExpr;
  doc?: CommentGroup;
  comment?: CommentGroup;
  range: Range;
}

/** A literal value of a constant initializer, when it is a single literal. */
export type LiteralValue = string | number | boolean;

export interface ValueExpr {
  /** The expression's source text. */
  text: string;
  range: Range;
  /** Its value when the expression is one basic literal (string, rune as its code point, number) or true/false. */
  value?: LiteralValue;
}

export interface ValueSpec {
  kind: 'value';
  names: string[];
  nameRanges: Range[];
  type?: TypeExpr;
  values: ValueExpr[];
  /** The spec's index in its const block (Go's iota). */
  iota: number;
  /**
   * For a const spec without type and values: it repeats the previous spec's type and values
   * (Go's implicit repetition); `type` and `values` here are already the repeated ones.
   */
  implicit?: boolean;
  doc?: CommentGroup;
  comment?: CommentGroup;
  range: Range;
}

export type Spec = ImportSpec | TypeSpec | ValueSpec;

export interface GenDecl {
  kind: 'gen';
  tok: 'import' | 'const' | 'type' | 'var';
  doc?: CommentGroup;
  /** The `(` of a grouped declaration. */
  lparen?: Pos;
  specs: Spec[];
  range: Range;
}

export interface Receiver {
  name?: string;
  /** The receiver's base type name. */
  typeName: string;
  pointer: boolean;
  range: Range;
}

export interface FuncDecl {
  kind: 'func';
  recv?: Receiver;
  name: string;
  nameRange: Range;
  /** The signature's text (parameters and results). */
  signature: string;
  /** The body's text with its braces, when there is one. */
  body?: string;
  doc?: CommentGroup;
  range: Range;
}

export type Decl = GenDecl | FuncDecl;

export interface GoFile {
  path: string;
  packageName: string;
  packageRange: Range;
  doc?: CommentGroup;
  imports: ImportSpec[];
  decls: Decl[];
  /** Every comment group of the file, in source order. */
  comments: CommentGroup[];
  errors: SyntaxError[];
}

/** `file:line:col: message`, as go/scanner.Error prints. */
export function formatSyntaxError(path: string, e: SyntaxError): string {
  return `${path}:${e.pos.line}:${e.pos.column}: ${e.message}`;
}

function isDirective(c: string): boolean {
  // go/ast: `//line `, `//extern `, `//export ` and `//[a-z0-9]+:[a-z0-9]` are directives (the `//` already removed).
  if (c.startsWith('line ') || c.startsWith('extern ') || c.startsWith('export ')) return true;
  const colon = c.indexOf(':');
  if (colon <= 0 || colon + 1 >= c.length) return false;
  for (let i = 0; i <= colon + 1; i++) {
    if (i === colon) continue;
    const b = c.charCodeAt(i);
    if (!((b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39))) return false;
  }
  return true;
}

function stripTrailingWhitespace(s: string): string {
  let i = s.length;
  while (i > 0) {
    const ch = s[i - 1];
    if (ch !== ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r') break;
    i--;
  }
  return s.slice(0, i);
}

/**
 * go/ast CommentGroup.Text(): the comments' text without `//`, `/*`, `*\/`, one leading space of a
 * `//` comment, directives (`//go:generate`, `//line ...`), trailing white space, leading and trailing
 * blank lines; runs of blank lines become one; the result ends in a newline unless empty.
 */
export function commentGroupText(g: CommentGroup | undefined): string {
  if (!g) return '';
  const lines: string[] = [];
  for (const comment of g.list) {
    let c = comment.text;
    if (c[1] === '/') {
      c = c.slice(2);
      if (c.length > 0) {
        if (c[0] === ' ') c = c.slice(1);
        else if (isDirective(c)) continue;
      }
    } else if (c[1] === '*') {
      c = c.slice(2, c.length - 2);
    }
    for (const l of c.split('\n')) lines.push(stripTrailingWhitespace(l));
  }
  let n = 0;
  for (const line of lines) {
    if (line !== '' || (n > 0 && lines[n - 1] !== '')) lines[n++] = line;
  }
  lines.length = n;
  if (n > 0 && lines[n - 1] !== '') lines.push('');
  return lines.join('\n');
}
