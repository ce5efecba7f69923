// The CEL standard library (cel-go checker/decls + interpreter standard overloads), with the parts
// that depend on environment features (cross-type numeric comparisons, optional types).
import type { Library } from '../library';
import { CONVERSION_FUNCTIONS } from './conversions';
import { STRING_AND_TIME_FUNCTIONS } from './functions';
import { CROSS_TYPE_COMPARISONS, OPERATOR_FUNCTIONS } from './operators';
import { optionalLibrary } from './optional';

export const standardLibrary: Library & { crossTypeComparisons: Library; optionalLibrary: Library } = {
  name: 'cel.lib.std',
  functions: [...OPERATOR_FUNCTIONS, ...CONVERSION_FUNCTIONS, ...STRING_AND_TIME_FUNCTIONS],
  crossTypeComparisons: { name: 'cel.lib.std.crossTypeNumericComparisons', functions: CROSS_TYPE_COMPARISONS },
  optionalLibrary,
};

export { twoVarComprehensionsLibrary } from './comprehensions';
