// Public API of the crd module: reading (v1beta1 → v1), defaulting and validation of
// CustomResourceDefinitions as kube-apiserver does on create and update.
export type { CustomResourceDefinition, CustomResourceDefinitionVersion } from './types';
export { readCustomResourceDefinition, V1BETA1_DEPRECATION_WARNING, type ReadResult, type ReadOptions } from './read';
