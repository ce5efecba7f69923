export { coerceObjectMeta, validateEmbeddedResource, validateEmbeddedResources } from './embedded';
export type { CoerceOptions, CoerceResult } from './embedded';
export {
  validateObjectMetaForCustomResource,
  validateObjectMetaAccessor,
  validateTypeMeta,
  validateLabels,
  validateAnnotations,
  validateOwnerReferences,
  validateFinalizers,
  validateManagedFields,
  parseGroupVersion,
} from './objectmeta';
export type { CustomResourceMetaOptions, TypeMetaExpectation } from './objectmeta';
export { decodeObjectMeta, decodeObjectMetaDroppingMalformed, encodeObjectMeta } from './decode';
export type { ObjectMeta, OwnerReference, ManagedFieldsEntry } from './decode';
export {
  isDNS1123Label,
  isDNS1123Subdomain,
  isDNS1035Label,
  isQualifiedName,
  isValidLabelValue,
  isValidPortNum,
  nameIsDNSSubdomain,
  nameIsDNSLabel,
  nameIsDNS1035Label,
  validatePathSegmentName,
  maxLenError,
  regexError,
  byteLength,
} from './names';
export type { NameValidator } from './names';
