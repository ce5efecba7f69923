// Public API of the CEL engine (parser, checker, interpreter, standard library, library mechanism).
export * from './types';
export * from './values';
export * from './ast';
export * from './library';
export { createEnv, candidateNames, DEFAULT_FEATURES } from './env';
export type { Env, EnvOptions, FunctionEntry } from './env';
export { compile, program, parseExpr, evalRepeated } from './compile';
export type { CompileResult, ParseResult, Activation, EvalOptions, EvalResult } from './compile';
export { Program, selectField } from './interpreter/interpreter';
export { valueMatches, actualSize } from './interpreter/dispatch';
export { formatIssues, makeIssue, locate, sortIssues, MAX_ERRORS_TO_REPORT } from './issues';
export type { CelIssue } from './issues';
export { toProtoJSON } from './protojson';
export { standardLibrary, optionalLibrary, twoVarComprehensionsLibrary } from './stdlib';
export { STANDARD_MACROS, OPTIONAL_MACROS, TWO_VAR_MACROS } from './parser/macros';
export { RESERVED_IDENTIFIERS } from './parser/parser';
export { formatDouble, toStringValue } from './stdlib/conversions';
export { addValues, indexValue, inValue, sizeValue } from './stdlib/operators';
export { matchesValue } from './stdlib/functions';
export * from './time';
export {
  durationLiteralValidator,
  timestampLiteralValidator,
  regexLiteralValidator,
  homogeneousAggregateLiteralValidator,
  makeHomogeneousAggregateLiteralValidator,
} from './validators';
