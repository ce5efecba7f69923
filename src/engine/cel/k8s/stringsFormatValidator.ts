// cel-go's stringFormatValidator (ext/formatting.go, strings versions 1-3): a constant format string
// applied to a list literal is checked at compile time — clause syntax, argument count and the
// static type of each argument against its clause.
import { walkExpr, type CheckedAst, type Expr } from '../ast';
import type { AstValidator } from '../library';
import { runtimeTypeName, type CelType } from '../types';
import { parseClause } from './stringsFormat';

type Kind = CelType['kind'];

const STRING_CLAUSE_KINDS: Kind[] = ['list', 'map', 'int', 'uint', 'double', 'bool', 'string', 'timestamp', 'bytes', 'duration', 'type', 'null_type'];

const CLAUSE_KINDS: Record<string, { kinds: Kind[]; message: string }> = {
  d: { kinds: ['int', 'uint'], message: 'decimal clause can only be used on integers' },
  f: { kinds: ['double', 'string'], message: 'fixed-point clause can only be used on doubles' },
  e: { kinds: ['double', 'string'], message: 'scientific clause can only be used on doubles' },
  b: { kinds: ['int', 'uint', 'bool'], message: 'only integers and bools can be formatted as binary' },
  x: { kinds: ['int', 'uint', 'string', 'bytes'], message: 'only integers, byte buffers, and strings can be formatted as hex' },
  X: { kinds: ['int', 'uint', 'string', 'bytes'], message: 'only integers, byte buffers, and strings can be formatted as hex' },
  o: { kinds: ['int', 'uint'], message: 'octal clause can only be used on integers' },
};

const STRING_CLAUSE_MESSAGE = 'string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps';

function checkFormat(ast: CheckedAst, format: string, args: readonly Expr[]): { at?: Expr; message: string } | undefined {
  const typeOf = (e: Expr): CelType | undefined => ast.types.get(e.id);
  const oneOf = (e: Expr, kinds: Kind[]) => {
    const t = typeOf(e);
    return !t || t.kind === 'dyn' || kinds.includes(t.kind);
  };
  const tn = (e: Expr) => {
    const t = typeOf(e);
    return t ? runtimeTypeName(t) : 'dyn';
  };
  /** verifyString: lists and maps are checked element by element. */
  const verifyString = (e: Expr): Expr | undefined => {
    if (!oneOf(e, STRING_CLAUSE_KINDS)) return e;
    if (e.kind === 'list') {
      for (const x of e.elems) {
        const bad = verifyString(x);
        if (bad) return bad;
      }
    } else if (e.kind === 'map') {
      for (const en of e.entries) {
        const bad = verifyString(en.key) ?? verifyString(en.value);
        if (bad) return bad;
      }
    }
    return undefined;
  };
  let argIndex = 0;
  let requested = 0;
  for (let i = 0; i < format.length;) {
    if (format[i] !== '%') {
      i++;
      continue;
    }
    if (format[i + 1] === '%') {
      i += 2;
      continue;
    }
    requested++;
    if (i + 1 >= format.length) return { message: 'unexpected end of string' };
    if (argIndex >= args.length) return { message: `index ${argIndex} out of range` };
    const clause = parseClause(format, i + 1);
    if ('error' in clause) return { message: clause.error };
    const arg = args[argIndex]!;
    if (clause.verb === 's') {
      const bad = verifyString(arg);
      if (bad) return { at: bad, message: `error during formatting: ${STRING_CLAUSE_MESSAGE}, was given ${tn(bad)}` };
    } else {
      const rule = CLAUSE_KINDS[clause.verb]!;
      if (!oneOf(arg, rule.kinds)) return { at: arg, message: `error during formatting: ${rule.message}, was given ${tn(arg)}` };
    }
    i += 1 + clause.read;
    argIndex++;
  }
  if (args.length > requested) return { message: `too many arguments supplied to string.format (expected ${requested}, got ${args.length})` };
  return undefined;
}

export const stringFormatValidator: AstValidator = {
  name: 'cel.validator.string_format',
  validate(ast, report) {
    walkExpr(ast.expr, (e) => {
      if (e.kind !== 'call' || e.fn !== 'format' || !e.target || e.args.length !== 1) return;
      const ids = ast.refs.get(e.id)?.overloadIds ?? [];
      if (ids.length && !ids.includes('string_format')) return;
      const target = e.target;
      const list = e.args[0]!;
      if (target.kind !== 'const' || typeof target.value !== 'string' || list.kind !== 'list') return;
      const problem = checkFormat(ast, target.value, list.elems);
      if (problem) report(problem.at ?? e, problem.message);
    });
  },
};
