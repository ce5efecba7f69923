// apiserver/schema/defaulting (ValidateDefaults is in ./validation.ts and is used through
// schema.validateCRDSchema, so that importing the defaulting algorithm stays dependency-light)
export { applyDefaults } from './defaults';
export { pruneNonNullableNullsWithoutDefaults } from './prunenulls';
