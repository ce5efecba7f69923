// apiserver/schema/defaulting
export { applyDefaults } from './defaults';
export { pruneNonNullableNullsWithoutDefaults } from './prunenulls';
