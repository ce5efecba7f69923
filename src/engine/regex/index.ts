export { compileRE2, re2Matches } from './re2';
export type { CompiledRE2 } from './re2';
