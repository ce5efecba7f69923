// Public API of the versions module: version priority, storage/served helpers, None conversion and
// ConversionReview (webhook) handling.
export { compareKubeAwareVersionStrings, sortVersionsByPriority, parseKubeVersion, goStringCompare } from './priority';
