// apiserver/schema (structural schemas) and the schema part of CRD validation.
export { validateStructural } from './validation';
export type { StructuralValidationOptions } from './structural';
export { validateStructuralCompleteness } from './complete';
export { newStructuralError } from './convert';
export { validateOpenAPISchema, validateMapListKeysMapSet, type OpenAPISchemaOptions } from './openapischema';
export { crdInvalidStatusMessage, crdInvalidKubectlMessage, nonStructuralConditionMessage } from './messages';
