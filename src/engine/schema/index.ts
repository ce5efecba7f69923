// apiserver/schema (structural schemas) and the schema part of CRD validation.
export { validateStructural, type StructuralValidationOptions } from './validation';
export { validateStructuralCompleteness } from './complete';
export { newStructuralError } from './convert';
export { validateCRDSchema, type CRDSchemaOptions } from './crdschema';
export { validateOpenAPISchema, validateMapListKeysMapSet, type OpenAPISchemaOptions } from './openapischema';
export { crdInvalidStatusMessage, crdInvalidKubectlMessage, nonStructuralConditionMessage } from './messages';
export {
  schemaHas,
  schemaHasDefaults,
  schemaHasKubernetesExtensions,
  schemaIsNonStructural,
  schemaHasInvalidTypes,
  schemaHasNonAtomicSetType,
  schemaHasInvalidMapListKeysMapSet,
  schemaHasUnprunedDefaults,
} from './ratcheting';
// defaulting.ValidateDefaults is part of CRD validation; exported here so that the defaulting
// index (used per object) does not pull in the OpenAPI validator.
export { validateDefaults } from '../defaulting/validation';
