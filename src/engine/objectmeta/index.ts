export { coerceObjectMeta, validateEmbeddedResources } from './embedded';
export { validateObjectMetaForCustomResource, validateTypeMeta, validateLabels, validateAnnotations, validateOwnerReferences, validateManagedFields } from './objectmeta';
export { decodeObjectMeta, decodeObjectMetaDroppingMalformed, encodeObjectMeta } from './decode';
export type { ObjectMeta } from './decode';
export { isDNS1123Subdomain, isDNS1035Label, isQualifiedName, isValidLabelValue, isValidPortNum, nameIsDNSSubdomain, nameIsDNSLabel, nameIsDNS1035Label } from './names';
