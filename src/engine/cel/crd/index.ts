// Public API of the CRD integration of CEL (apiextensions-apiserver/pkg/apiserver/schema/cel and
// the x-kubernetes-validations checks of CRD validation).
export { compileSchemaRules, compileNodeRules, goRuleValue, findPreexistingExpressions } from './compile';
export type { CompiledRuleInfo, CompileOptions, CompileResult, CompiledRule, CompiledExpression, PreexistingExpressions } from './compile';
export { validateRules, hasXValidations } from './validate';
export type { RuleResult, ValidateOptions, ValidateResult } from './validate';
export { objectMetaNamesCapped, schemaDeclType, withTypeAndObjectMeta } from './decltype';
export type { DeclType, DeclField, DeclKind } from './decltype';
export { escapeName, unescapeName, CEL_RESERVED_SYMBOLS } from './escaping';
export { unstructuredToVal } from './unstructured';
export { validFieldPath } from './fieldpath';
export { estimateCost } from './estimator';
export { defaultCompatibilityVersion } from './celenv';
export * from './limits';
export { suggestBounds, splitRulePath, COLLECTION_BOUNDS, STRING_BOUNDS } from './suggest';
export type { BoundSuggestion, BoundDriver, BoundAddition, BoundKeyword } from './suggest';
