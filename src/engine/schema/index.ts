// apiserver/schema (structural schemas) and the schema part of CRD validation.
export { validateStructural } from './validation';
export { newStructuralError } from './convert';
export { validateMapListKeysMapSet } from './openapischema';
