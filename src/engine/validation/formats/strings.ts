// String formats of kube-openapi strfmt that are pattern or checksum based:
// uuid/uuid3/uuid4/uuid5, hostname, isbn/isbn10/isbn13, creditcard, ssn, hexcolor,
// rgbcolor, byte (base64), bsonobjectid, k8s-short-name, k8s-long-name.
import { compileRE2 } from '../../regex';
import { utf8Len } from '../../golang/utf8';

const RX_UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const RX_UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const RX_UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const RX_UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;

export const isUUID = (s: string) => RX_UUID.test(s);
export const isUUID3 = (s: string) => RX_UUID3.test(s);
export const isUUID4 = (s: string) => RX_UUID4.test(s);
export const isUUID5 = (s: string) => RX_UUID5.test(s);

// HostnamePattern uses Unicode classes and nested repetition: matched with RE2 (linear time).
const HOSTNAME_PATTERN =
  '^([a-zA-Z0-9\\p{S}\\p{L}]((-?[a-zA-Z0-9\\p{S}\\p{L}]{0,62})?)|([a-zA-Z0-9\\p{S}\\p{L}](([a-zA-Z0-9-\\p{S}\\p{L}]{0,61}[a-zA-Z0-9\\p{S}\\p{L}])?)(\\.)){1,}([a-zA-Z\\p{L}]){2,63})$';

/** strfmt.IsHostname: pattern, at most 255 bytes, dot-separated parts of at most 63 bytes. */
export function isHostname(s: string): boolean {
  // The length limits are checked first (same result, and no regex run over huge strings).
  if (s.length > 255 || utf8Len(s) > 255) return false;
  for (const p of s.split('.')) if (utf8Len(p) > 63) return false;
  const c = compileRE2(HOSTNAME_PATTERN);
  return c.ok && c.test(s);
}

const RX_ISBN10 = /^(?:[0-9]{9}X|[0-9]{10})$/;
const RX_ISBN13 = /^(?:[0-9]{13})$/;
const RX_WS_MINUS = /[\t\n\f\r -]+/g;

/** govalidator.IsISBN(str, 10) */
export function isISBN10(s: string): boolean {
  const z = s.replace(RX_WS_MINUS, '');
  if (!RX_ISBN10.test(z)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * (z.charCodeAt(i) - 48);
  sum += z[9] === 'X' ? 100 : 10 * (z.charCodeAt(9) - 48);
  return sum % 11 === 0;
}

/** govalidator.IsISBN(str, 13) */
export function isISBN13(s: string): boolean {
  const z = s.replace(RX_WS_MINUS, '');
  if (!RX_ISBN13.test(z)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * (z.charCodeAt(i) - 48);
  return z.charCodeAt(12) - 48 - ((10 - (sum % 10)) % 10) === 0;
}

const RX_CREDIT_CARD = /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35[0-9]{3})[0-9]{11})$/;

/** govalidator.IsCreditCard: digits only (others stripped), issuer pattern and Luhn checksum. */
export function isCreditCard(s: string): boolean {
  const z = s.replace(/[^0-9]+/g, '');
  if (!RX_CREDIT_CARD.test(z)) return false;
  let sum = 0;
  let dbl = false;
  for (let i = z.length - 1; i >= 0; i--) {
    let d = z.charCodeAt(i) - 48;
    if (dbl) {
      d *= 2;
      sum += d >= 10 ? (d % 10) + 1 : d;
    } else sum += d;
    dbl = !dbl;
  }
  return sum % 10 === 0;
}

const RX_SSN = /^[0-9]{3}[- ]?[0-9]{2}[- ]?[0-9]{4}$/;
/** govalidator.IsSSN: exactly 11 bytes and the SSN pattern. */
export const isSSN = (s: string) => s.length === 11 && RX_SSN.test(s);

const RX_HEXCOLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isHexColor = (s: string) => RX_HEXCOLOR.test(s);

// Go's \s is [\t\n\f\r ] and \d is ASCII.
const C = '(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])';
const WS = '[\\t\\n\\f\\r ]*';
const RX_RGBCOLOR = new RegExp(`^rgb\\(${WS}${C}${WS},${WS}${C}${WS},${WS}${C}${WS}\\)$`);
export const isRGBColor = (s: string) => RX_RGBCOLOR.test(s);

const RX_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
/** govalidator.IsBase64 (standard alphabet, padded, non-empty). */
export function isBase64(s: string): boolean {
  // The pattern is linear in JS (fixed-width groups), but avoid huge strings in one regex call.
  return RX_BASE64.test(s);
}

/** bson ObjectIDFromHex: 24 hex digits. */
export const isBSONObjectID = (s: string) => /^[0-9a-fA-F]{24}$/.test(s);

const SHORT_NAME = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const RX_SHORT_NAME = new RegExp(`^${SHORT_NAME}$`);
const RX_LONG_NAME = new RegExp(`^${SHORT_NAME}(\\.${SHORT_NAME})*$`);

/** strfmt.IsShortName (k8s-short-name): lowercase RFC 1123 label, at most 63 bytes. */
export const isShortName = (s: string) => s.length <= 63 && RX_SHORT_NAME.test(s);
/** strfmt.IsLongName (k8s-long-name): dot-separated short names, at most 253 bytes. */
export const isLongName = (s: string) => s.length <= 253 && RX_LONG_NAME.test(s);
