// Public API of the CRD integration of CEL (apiextensions-apiserver/pkg/apiserver/schema/cel and
// the x-kubernetes-validations checks of CRD validation).
export { compileSchemaRules, findPreexistingExpressions } from './compile';
export type { CompiledRuleInfo, PreexistingExpressions } from './compile';
export { validateRules, hasXValidations } from './validate';
export type { RuleResult } from './validate';
export { objectMetaNamesCapped, schemaDeclType, withTypeAndObjectMeta } from './decltype';
export { unstructuredToVal } from './unstructured';
export { defaultCompatibilityVersion } from './celenv';
export * from './limits';
export { suggestBounds, splitRulePath } from './suggest';
export type { BoundSuggestion, BoundAddition } from './suggest';
