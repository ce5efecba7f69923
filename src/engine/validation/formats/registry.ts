// The format registry as the apiserver configures it for custom resources:
// apiextensions-apiserver/pkg/apiserver/validation/formats.go decides which formats of a
// CRD schema survive (StripUnsupportedFormatsPostProcessorForVersion), and kube-openapi's
// strfmt.Default registry validates the survivors. Names are normalized by dropping '-'.
import { isIPSloppy, isIPStrict, isCIDRSloppy, isMAC } from './net';
import { kubeMinor } from '../../apis/kubeversion';
import { isRequestURI } from './uri';
import { isEmail } from './email';
import { isDate, isDateTime, isDuration } from './time';
import { isBase64, isBSONObjectID, isCreditCard, isHexColor, isHostname, isISBN10, isISBN13, isLongName, isRGBColor, isShortName, isSSN, isUUID, isUUID3, isUUID4, isUUID5 } from './strings';

export type FormatCheck = (s: string) => boolean;

/** strfmt.DefaultNameNormalizer */
export function normalizeFormatName(name: string): string {
  return name.split('-').join('');
}

/** strfmt.Default: every format kube-openapi can validate, by normalized name. */
const REGISTRY: ReadonlyMap<string, FormatCheck> = new Map<string, FormatCheck>([
  ['bsonobjectid', isBSONObjectID],
  ['date', isDate],
  ['uri', isRequestURI],
  ['email', isEmail],
  ['hostname', isHostname],
  ['ipv4', (s) => isIPSloppy(s) && s.includes('.')],
  ['ipv6', (s) => isIPStrict(s) && s.includes(':')],
  ['cidr', isCIDRSloppy],
  ['mac', isMAC],
  ['uuid', isUUID],
  ['uuid3', isUUID3],
  ['uuid4', isUUID4],
  ['uuid5', isUUID5],
  ['isbn', (s) => isISBN10(s) || isISBN13(s)],
  ['isbn10', isISBN10],
  ['isbn13', isISBN13],
  ['creditcard', isCreditCard],
  ['ssn', isSSN],
  ['hexcolor', isHexColor],
  ['rgbcolor', isRGBColor],
  ['byte', isBase64],
  ['password', () => true],
  ['duration', isDuration],
  ['datetime', isDateTime],
  ['k8sshortname', isShortName],
  ['k8slongname', isLongName],
]);

/** supportedVersionedFormats: formats kept in CRD schemas, by the version that introduced them. */
const FORMATS_1_0 = [
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
  'quantity',
];
const FORMATS_1_34 = ['k8s-short-name', 'k8s-long-name'];

/**
 * How the apiserver of a Kubernetes version treats formats of custom resources
 * (formatCompatibilityFor):
 * - 'legacy': the formats of compatibility version 1.0, whatever the type (servers up to 1.34,
 *   whose compatibility version is at most 1.33);
 * - 'current': with k8s-short-name and k8s-long-name (compatibility version 1.34: server 1.35);
 * - 'typed': server 1.36+ — StripUnsupportedFormatsPostProcessorForVersion keeps only int32/int64
 *   on integers and float/double on numbers (kubernetes#135613 era, formats.go at v1.36.0), and
 *   kube-openapi's numberValidator checks the value's range for them (kube-openapi 1d94e88,
 *   "Checked value must be of type integer with format int32 in ...").
 */
export type FormatCompatibility = 'legacy' | 'current' | 'typed';

const SUPPORTED: Record<FormatCompatibility, ReadonlySet<string>> = {
  legacy: new Set(FORMATS_1_0.map(normalizeFormatName)),
  current: new Set([...FORMATS_1_0, ...FORMATS_1_34].map(normalizeFormatName)),
  typed: new Set([...FORMATS_1_0, ...FORMATS_1_34].map(normalizeFormatName)),
};

/** The format treatment of a Kubernetes server version ("1.36"; the default version's when not a version). */
export function formatCompatibilityFor(kubeVersion: string): FormatCompatibility {
  const minor = kubeMinor(kubeVersion);
  if (minor >= 36) return 'typed';
  // NewSchemaValidator uses DefaultCompatibilityVersion (one minor below the server)
  return minor - 1 >= 34 ? 'current' : 'legacy';
}

/** Whether the per-type format rules and numeric range checks of 1.36 apply. */
export function typedFormats(compat: FormatCompatibility): boolean {
  return compat === 'typed';
}

/**
 * The format a schema keeps after StripUnsupportedFormatsPostProcessorForVersion, given its
 * (already int-or-string-expanded) types: '' when the format is dropped.
 */
export function effectiveFormat(format: string | undefined, types: string[], compat: FormatCompatibility): string {
  if (!format) return '';
  // up to 1.35 the supported list decides whatever the type (formats.go before v1.36.0)
  if (!typedFormats(compat)) return SUPPORTED[compat].has(normalizeFormatName(format)) ? format : '';
  const schemaType = types.length === 1 ? types[0] : '';
  switch (schemaType) {
    case '':
    case 'string':
      return SUPPORTED[compat].has(normalizeFormatName(format)) ? format : '';
    case 'integer':
      return format === 'int32' || format === 'int64' ? format : '';
    case 'number':
      return format === 'float' || format === 'double' ? format : '';
    default:
      return '';
  }
}

/** Registry.ContainsName + Validates: the check for a format, or undefined when unknown. */
export function formatCheck(format: string): FormatCheck | undefined {
  return REGISTRY.get(normalizeFormatName(format));
}

/** The formats an apiserver validates for custom resources (normalized names). */
export function knownFormats(compat: FormatCompatibility = 'current'): string[] {
  return [...SUPPORTED[compat]].filter((f) => REGISTRY.has(f));
}
