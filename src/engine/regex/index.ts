export { compileRE2, re2Matches, re2Test } from './re2';
export type { CompiledRE2 } from './re2';
