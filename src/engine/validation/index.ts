export { validateCustomResource, validateCustomResourceUpdate } from './customresource';
export { effectiveFormat, formatCheck, knownFormats, normalizeFormatName } from './formats/registry';
export type { FormatCompatibility } from './formats/registry';
