// apiserver/schema (structural schemas) and the schema part of CRD validation.
export { validateStructural, type StructuralValidationOptions } from './validation';
export { validateStructuralCompleteness } from './complete';
export { newStructuralError } from './convert';
export { validateOpenAPISchema, validateMapListKeysMapSet, type OpenAPISchemaOptions } from './openapischema';
export { crdInvalidStatusMessage, crdInvalidKubectlMessage, nonStructuralConditionMessage } from './messages';
