// The format registry as the apiserver configures it for custom resources:
// apiextensions-apiserver/pkg/apiserver/validation/formats.go decides which formats of a
// CRD schema survive (StripUnsupportedFormatsPostProcessorForVersion), and kube-openapi's
// strfmt.Default registry validates the survivors. Names are normalized by dropping '-'.
import { isIPSloppy, isIPStrict, isCIDRSloppy, isMAC } from './net';
import { isRequestURI } from './uri';
import { isEmail } from './email';
import { isDate, isDateTime, isDuration } from './time';
import {
  isBase64, isBSONObjectID, isCreditCard, isHexColor, isHostname, isISBN10, isISBN13, isLongName,
  isRGBColor, isShortName, isSSN, isUUID, isUUID3, isUUID4, isUUID5,
} from './strings';

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
  'bsonobjectid', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'mac', 'uuid', 'uuid3', 'uuid4',
  'uuid5', 'isbn', 'isbn10', 'isbn13', 'creditcard', 'ssn', 'hexcolor', 'rgbcolor', 'byte', 'password',
  'date', 'duration', 'datetime', 'quantity',
];
const FORMATS_1_34 = ['k8s-short-name', 'k8s-long-name'];

/** Which set of supported formats to apply: 'legacy' is StripUnsupportedFormatsPostProcess (1.0). */
export type FormatCompatibility = 'legacy' | 'current';

const SUPPORTED: Record<FormatCompatibility, ReadonlySet<string>> = {
  legacy: new Set(FORMATS_1_0.map(normalizeFormatName)),
  current: new Set([...FORMATS_1_0, ...FORMATS_1_34].map(normalizeFormatName)),
};

/**
 * The format a schema keeps after StripUnsupportedFormatsPostProcessorForVersion, given its
 * (already int-or-string-expanded) types: '' when the format is dropped.
 */
export function effectiveFormat(format: string | undefined, types: string[], compat: FormatCompatibility): string {
  if (!format) return '';
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
