// CEL abstract syntax tree (cel-go common/ast). Every node has a unique id (ids are assigned in
// parse order as cel-go's parser does) and a source offset in code points (the location cel-go
// reports errors at: the operator token for calls, '.' for selections, '(' for calls, '[' for
// index and list literals, '{' for maps and structs; macro expansions take the macro call's offset).
import type { CelType } from './types';
import type { Value } from './values';

interface Base {
  readonly id: number;
  readonly offset: number;
}

export type ConstValue = null | boolean | bigint | number | string | Uint8Array | import('./values').CelUint;

interface ConstExpr extends Base {
  readonly kind: 'const';
  readonly value: ConstValue;
}
interface IdentExpr extends Base {
  readonly kind: 'ident';
  readonly name: string;
}
interface SelectExpr extends Base {
  readonly kind: 'select';
  readonly operand: Expr;
  readonly field: string;
  /** has(a.f) */
  readonly testOnly: boolean;
}
export interface CallExpr extends Base {
  readonly kind: 'call';
  /** Receiver of member-style calls (a.f(x)); undefined for global calls. */
  readonly target?: Expr;
  readonly fn: string;
  readonly args: readonly Expr[];
}
interface ListExpr extends Base {
  readonly kind: 'list';
  readonly elems: readonly Expr[];
  /** Indices of `?e` optional elements. */
  readonly optIndices: readonly number[];
}
export interface MapEntry extends Base {
  readonly key: Expr;
  readonly value: Expr;
  readonly optional: boolean;
}
interface MapExpr extends Base {
  readonly kind: 'map';
  readonly entries: readonly MapEntry[];
}
export interface StructField extends Base {
  readonly name: string;
  readonly value: Expr;
  readonly optional: boolean;
}
interface StructExpr extends Base {
  readonly kind: 'struct';
  readonly typeName: string;
  readonly fields: readonly StructField[];
}
export interface ComprehensionExpr extends Base {
  readonly kind: 'comprehension';
  readonly iterRange: Expr;
  readonly iterVar: string;
  /** Second variable of two-variable comprehensions ('' when absent). */
  readonly iterVar2: string;
  readonly accuVar: string;
  readonly accuInit: Expr;
  readonly loopCondition: Expr;
  readonly loopStep: Expr;
  readonly result: Expr;
}

export type Expr = ConstExpr | IdentExpr | SelectExpr | CallExpr | ListExpr | MapExpr | StructExpr | ComprehensionExpr;

/** The accumulator name cel-go's macros use. */
export const ACCU_VAR = '@result';

/** Reference info the checker records for identifiers and calls (cel-go ast.ReferenceInfo). */
export interface Reference {
  /** Fully qualified name of a resolved identifier (variable or type). */
  name?: string;
  /** Candidate overload ids of a call. */
  overloadIds?: string[];
  /** Constant value of a resolved identifier (type names). */
  value?: Value;
}

export interface SourceInfo {
  readonly text: string;
  /** Code-point offsets where each line starts (line 1 starts at 0). */
  readonly lineOffsets: readonly number[];
  /** For macro-expanded calls: the original call, by the id of the expansion (cel-go MacroCalls). */
  readonly macroCalls: Map<number, Expr>;
}

export interface ParsedAst {
  readonly expr: Expr;
  readonly source: SourceInfo;
  /** Largest id used so far (checkers/optimisers add nodes after it). */
  readonly maxId: number;
}

export interface CheckedAst extends ParsedAst {
  /** Type of every node by id. */
  readonly types: Map<number, CelType>;
  readonly refs: Map<number, Reference>;
  readonly outputType: CelType;
}

/** Visit every node (pre-order). */
export function walkExpr(e: Expr, f: (e: Expr) => void): void {
  f(e);
  switch (e.kind) {
    case 'select':
      walkExpr(e.operand, f);
      break;
    case 'call':
      if (e.target) walkExpr(e.target, f);
      for (const a of e.args) walkExpr(a, f);
      break;
    case 'list':
      for (const x of e.elems) walkExpr(x, f);
      break;
    case 'map':
      for (const en of e.entries) {
        walkExpr(en.key, f);
        walkExpr(en.value, f);
      }
      break;
    case 'struct':
      for (const fl of e.fields) walkExpr(fl.value, f);
      break;
    case 'comprehension':
      walkExpr(e.iterRange, f);
      walkExpr(e.accuInit, f);
      walkExpr(e.loopCondition, f);
      walkExpr(e.loopStep, f);
      walkExpr(e.result, f);
      break;
  }
}
