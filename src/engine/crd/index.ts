// Public API of the crd module: reading (v1beta1 → v1), defaulting and validation of
// CustomResourceDefinitions as kube-apiserver does on create and update.
export type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
export { readCustomResourceDefinition, V1BETA1_DEPRECATION_WARNING } from './read';
export { defaultCustomResourceDefinition } from './defaults';
export { validateCustomResourceDefinition, validateCustomResourceDefinitionAsGiven } from './validation';
export { crdDocPath } from './docpath';
export { toInternalSpec, semanticEqual, type InternalSpec } from './internal';
export { columnServingErrors } from './columns';
export { validateCustomResourceDefinitionStoredVersions, storedVersionsAfterWrite, storedVersionsAdvice } from './storedversions';
export { crdWarnings } from './warnings';
export { dropDisabledFields, countDisabledFields, validationRatchetingEnabled } from './dropdisabled';
