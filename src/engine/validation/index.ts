export { validateCustomResource, validateCustomResourceUpdate, openAPIFailures } from './customresource';
export type { ValidateCustomResourceOptions, UpdateValidationResult } from './customresource';
export { compileSchema } from './compile';
export type { CompiledSchema } from './compile';
export { effectiveFormat, formatCheck, formatCompatibilityFor, knownFormats, normalizeFormatName, typedFormats } from './formats/registry';
export type { FormatCompatibility, FormatCheck } from './formats/registry';
export { toFieldErrors } from './openapierrors';
export type { OpenAPIFailure } from './openapierrors';
export { formatFloatV, isInt64, GoFloat64 } from '../golang/numbers';
