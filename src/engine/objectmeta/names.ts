// The name and label checks of k8s.io/apimachinery with their exact messages, once for every
// caller (ObjectMeta, CRD metadata and names, webhook conversion, the CEL format library):
// pkg/util/validation (IsDNS1123Label, IsDNS1123Subdomain, IsDNS1035Label, IsValidPortNum),
// pkg/api/validation NameIs* with maskTrailingDash, pkg/api/validation/path, and
// IsQualifiedName / IsValidLabelValue, whose messages depend on the Kubernetes version: from
// 1.35 they are pkg/api/validate/content's IsLabelKey / IsLabelValue ("a valid label key",
// "must be no more than 63 bytes"); up to 1.34 util/validation's ("a qualified name", "must be no
// more than 63 characters"). util/validation's own MaxLenError says "characters" in every version.
// The patterns are checked character by character (linear on any input) with the same result as
// the regexes the messages name.
import { utf8Len as byteLength } from '../golang/utf8';

export { byteLength };

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
const DNS1035_LABEL_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const QUALIFIED_NAME_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_VALUE_FMT = `(${QUALIFIED_NAME_FMT})?`;

const DNS1123_LABEL_MSG = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
const DNS1123_SUBDOMAIN_MSG = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
const DNS1035_LABEL_MSG = "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character";
const QUALIFIED_NAME_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_MSG = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/** The first Kubernetes minor whose IsQualifiedName / IsValidLabelValue are api/validate/content's IsLabelKey / IsLabelValue. */
const CONTENT_LABEL_MESSAGES_SINCE = 35;

/** util/validation.MaxLenError. */
export const maxLenError = (n: number) => `must be no more than ${n} characters`;
/** api/validate/content.MaxLenError (1.35+). */
const contentMaxLenError = (n: number) => `must be no more than ${n} bytes`;
/** EmptyError. */
const emptyError = () => 'must be non-empty';

/** RegexError(msg, re, examples...) */
export function regexError(msg: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${re}')`;
  let out = msg + ' (e.g. ';
  examples.forEach((e, i) => {
    if (i > 0) out += ' or ';
    out += `'${e}', `;
  });
  return out + `regex used for validation is '${re}')`;
}

const isLowerAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isAlnum = (c: number) => isLowerAlnum(c) || (c >= 65 && c <= 90);

/** `^[first]([inner]*[last])?$` with inner a superset of first and last: every character inner, the ends first/last. */
function matches(s: string, first: (c: number) => boolean, inner: (c: number) => boolean, last: (c: number) => boolean): boolean {
  if (s.length === 0 || !first(s.charCodeAt(0)) || !last(s.charCodeAt(s.length - 1))) return false;
  for (let i = 1; i < s.length - 1; i++) if (!inner(s.charCodeAt(i))) return false;
  return true;
}

const dnsInner = (c: number) => isLowerAlnum(c) || c === 45;
const isDNS1123LabelFmt = (s: string) => matches(s, isLowerAlnum, dnsInner, isLowerAlnum);
const isDNS1123SubdomainFmt = (s: string) => s.split('.').every(isDNS1123LabelFmt);
const isDNS1035LabelFmt = (s: string) => matches(s, (c) => c >= 97 && c <= 122, dnsInner, isLowerAlnum);
const isQualifiedNameFmt = (s: string) => matches(s, isAlnum, (c) => isAlnum(c) || c === 45 || c === 95 || c === 46, isAlnum);

/** IsDNS1123Label */
export function isDNS1123Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!isDNS1123LabelFmt(value)) {
    if (isDNS1123SubdomainFmt(value)) errs.push('must not contain dots');
    else errs.push(regexError(DNS1123_LABEL_MSG, DNS1123_LABEL_FMT, 'my-name', '123-abc'));
  }
  return errs;
}

/** IsDNS1123Subdomain */
export function isDNS1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 253) errs.push(maxLenError(253));
  if (!isDNS1123SubdomainFmt(value)) errs.push(regexError(DNS1123_SUBDOMAIN_MSG, DNS1123_SUBDOMAIN_FMT, 'example.com'));
  return errs;
}

/** IsDNS1035Label */
export function isDNS1035Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!isDNS1035LabelFmt(value)) errs.push(regexError(DNS1035_LABEL_MSG, DNS1035_LABEL_FMT, 'my-name', 'abc-123'));
  return errs;
}

/** IsValidPortNum */
export function isValidPortNum(port: number): string[] {
  return port >= 1 && port <= 65535 ? [] : ['must be between 1 and 65535, inclusive'];
}

/** IsQualifiedName (content.IsLabelKey from 1.35): `[prefix/]name`, with the messages of Kubernetes 1.`minor`. */
export function isQualifiedName(value: string, minor: number): string[] {
  const content = minor >= CONTENT_LABEL_MESSAGES_SINCE;
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  switch (parts.length) {
    case 1:
      name = parts[0];
      break;
    case 2: {
      const prefix = parts[0];
      name = parts[1];
      if (prefix.length === 0) errs.push('prefix part ' + emptyError());
      else for (const m of isDNS1123Subdomain(prefix)) errs.push('prefix part ' + m);
      break;
    }
    default:
      return [
        (content ? 'a valid label key ' : 'a qualified name ') +
          regexError(QUALIFIED_NAME_MSG, QUALIFIED_NAME_FMT, 'MyName', 'my.name', '123-abc') +
          " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
      ];
  }
  if (name.length === 0) errs.push('name part ' + emptyError());
  else if (byteLength(name) > 63) errs.push('name part ' + (content ? contentMaxLenError : maxLenError)(63));
  if (!isQualifiedNameFmt(name)) errs.push('name part ' + regexError(QUALIFIED_NAME_MSG, QUALIFIED_NAME_FMT, 'MyName', 'my.name', '123-abc'));
  return errs;
}

/** IsValidLabelValue (content.IsLabelValue from 1.35), with the messages of Kubernetes 1.`minor`. */
export function isValidLabelValue(value: string, minor: number): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push((minor >= CONTENT_LABEL_MESSAGES_SINCE ? contentMaxLenError : maxLenError)(63));
  if (value !== '' && !isQualifiedNameFmt(value)) errs.push(regexError(LABEL_VALUE_MSG, LABEL_VALUE_FMT, 'MyValue', 'my_value', '12345'));
  return errs;
}

/** maskTrailingDash: a generateName may end in '-' (the last two bytes become "a"). */
function maskTrailingDash(name: string): string {
  return name.length > 1 && name.endsWith('-') ? name.slice(0, -2) + 'a' : name;
}

/** NameIsDNSSubdomain(name, prefix) */
export function nameIsDNSSubdomain(name: string, prefix: boolean): string[] {
  return isDNS1123Subdomain(prefix ? maskTrailingDash(name) : name);
}

/** NameIsDNSLabel / ValidateNamespaceName(name, prefix) */
export function nameIsDNSLabel(name: string, prefix: boolean): string[] {
  return isDNS1123Label(prefix ? maskTrailingDash(name) : name);
}

/** NameIsDNS1035Label(name, prefix) */
export function nameIsDNS1035Label(name: string, prefix: boolean): string[] {
  return isDNS1035Label(prefix ? maskTrailingDash(name) : name);
}

/** path.ValidatePathSegmentName(name, prefix) */
export function validatePathSegmentName(name: string, prefix: boolean): string[] {
  if (!prefix) {
    for (const bad of ['.', '..']) if (name === bad) return [`may not be '${bad}'`];
  }
  const errs: string[] = [];
  for (const bad of ['/', '%']) if (name.includes(bad)) errs.push(`may not contain '${bad}'`);
  return errs;
}

export type NameValidator = (name: string, prefix: boolean) => string[];
