// Public API of the versions module: version priority, storage/served helpers, None conversion and
// ConversionReview (webhook) handling.
export { compareKubeAwareVersionStrings, sortVersionsByPriority } from './priority';
export { storageVersion, servedVersions, defaultVersion, deprecationWarning, defaultDeprecationWarning } from './served';
export { restPaths, resourceNames, type VersionEndpoints } from './rest';
export { convertNone } from './none';
export { schemaDiff, noneConversionWarnings, type SchemaChange } from './schemadiff';
export { conversionReviewRequest, checkConversionResponse, ignoredMetadataChanges, type ConversionRequest } from './webhook';
