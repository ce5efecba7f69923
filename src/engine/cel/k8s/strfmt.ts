// The kube-openapi strfmt checks behind the Kubernetes CEL format library's uuid, byte, date and
// datetime formats (the name formats use objectmeta/names.ts, as apimachinery's validators).
/** strfmt UUIDPattern (case-insensitive, dashes optional). */
export const UUID_PATTERN = '(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$';
const uuidRe = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
export const isUUID = (s: string) => uuidRe.test(s);

/** govalidator Base64 pattern (strfmt "byte"). */
export const BASE64_PATTERN = '^(?:[A-Za-z0-9+\\/]{4})*(?:[A-Za-z0-9+\\/]{2}==|[A-Za-z0-9+\\/]{3}=|[A-Za-z0-9+\\/]{4})$';
const base64Re = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
export const isBase64 = (s: string) => base64Re.test(s);

/** strfmt DateTimePattern (the part after the 'T'). */
export const DATE_TIME_PATTERN = '^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$';

export { isDate, isDateTime } from '../../validation/formats/time';
