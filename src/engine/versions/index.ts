// Public API of the versions module: version priority, storage/served helpers, None conversion and
// ConversionReview (webhook) handling.
export { compareKubeAwareVersionStrings, sortVersionsByPriority, parseKubeVersion, goStringCompare } from './priority';
export { storageVersion, servedVersions, defaultVersion, isServedVersion, deprecationWarning, defaultDeprecationWarning } from './served';
export { restPaths, resourceNames, type VersionEndpoints } from './rest';
