// Public API of the versions module: version priority, storage/served helpers, None conversion and
// ConversionReview (webhook) handling.
export { compareKubeAwareVersionStrings, sortVersionsByPriority, parseKubeVersion, goStringCompare } from './priority';
export { storageVersion, servedVersions, defaultVersion, isServedVersion, deprecationWarning, defaultDeprecationWarning } from './served';
export { restPaths, resourceNames, type VersionEndpoints } from './rest';
export { convertNone, type NoneConversionResult } from './none';
export { schemaDiff, noneConversionWarnings, type SchemaChange } from './schemadiff';
export { conversionReviewRequest, checkConversionResponse, ignoredMetadataChanges, gvkString, type ConversionRequest, type ConversionOutcome, type ReviewVersion } from './webhook';
