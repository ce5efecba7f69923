// Public API of the CEL engine (parser, checker, interpreter, standard library, library mechanism).
export * from './types';
export * from './values';
export * from './ast';
export * from './library';
export { createEnv } from './env';
export type { Env } from './env';
export { compile, program, parseExpr, evalRepeated } from './compile';
export { formatIssues } from './issues';
export { toProtoJSON } from './protojson';
export { twoVarComprehensionsLibrary } from './stdlib';
export * from './time';
