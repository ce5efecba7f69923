// Name and label checks of k8s.io/apimachinery (api/validate/content, api/validation,
// api/validation/path) with their exact messages.
import { utf8Len as byteLength } from '../golang/utf8';

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`;
const DNS1035_LABEL_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const LABEL_KEY_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]';
const LABEL_VALUE_FMT = `(${LABEL_KEY_FMT})?`;

const RX_DNS1123_LABEL = new RegExp(`^${DNS1123_LABEL_FMT}$`);
const RX_DNS1123_SUBDOMAIN = new RegExp(`^${DNS1123_SUBDOMAIN_FMT}$`);
const RX_DNS1035_LABEL = new RegExp(`^${DNS1035_LABEL_FMT}$`);
const RX_LABEL_KEY = new RegExp(`^${LABEL_KEY_FMT}$`);
const RX_LABEL_VALUE = new RegExp(`^${LABEL_VALUE_FMT}$`);

/** Go len(): UTF-8 bytes. */
export { byteLength };

/** The regexes are linear only on bounded input: long values fail the length check and are tested in chunks. */
function safeTest(rx: RegExp, s: string): boolean {
  if (s.length > 4096) return false;
  return rx.test(s);
}

export const maxLenError = (n: number) => `must be no more than ${n} bytes`;
export const emptyError = () => 'must be non-empty';

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

/** IsDNS1123Label */
export function isDNS1123Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!safeTest(RX_DNS1123_LABEL, value)) {
    if (safeTest(RX_DNS1123_SUBDOMAIN, value)) errs.push('must not contain dots');
    else
      errs.push(
        regexError(
          "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
          DNS1123_LABEL_FMT,
          'my-name',
          '123-abc',
        ),
      );
  }
  return errs;
}

/** IsDNS1123Subdomain */
export function isDNS1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 253) errs.push(maxLenError(253));
  if (!safeTest(RX_DNS1123_SUBDOMAIN, value)) {
    errs.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
        DNS1123_SUBDOMAIN_FMT,
        'example.com',
      ),
    );
  }
  return errs;
}

/** IsDNS1035Label */
export function isDNS1035Label(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!safeTest(RX_DNS1035_LABEL, value)) {
    errs.push(
      regexError(
        "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
        DNS1035_LABEL_FMT,
        'my-name',
        'abc-123',
      ),
    );
  }
  return errs;
}

const LABEL_KEY_ERR = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/** IsQualifiedName / IsLabelKey */
export function isQualifiedName(value: string): string[] {
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
      return ['a valid label key ' + regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc') + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"];
  }
  if (name.length === 0) errs.push('name part ' + emptyError());
  else if (byteLength(name) > 63) errs.push('name part ' + maxLenError(63));
  if (!safeTest(RX_LABEL_KEY, name)) errs.push('name part ' + regexError(LABEL_KEY_ERR, LABEL_KEY_FMT, 'MyName', 'my.name', '123-abc'));
  return errs;
}

/** IsValidLabelValue */
export function isValidLabelValue(value: string): string[] {
  const errs: string[] = [];
  if (byteLength(value) > 63) errs.push(maxLenError(63));
  if (!safeTest(RX_LABEL_VALUE, value)) {
    errs.push(
      regexError(
        "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
        LABEL_VALUE_FMT,
        'MyValue',
        'my_value',
        '12345',
      ),
    );
  }
  return errs;
}

/** maskTrailingDash: a generateName may end in '-' (random characters follow). */
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
