// The name rules of k8s.io/apimachinery/pkg/util/validation (validation.go) that CRD validation
// uses, with their exact error strings.
import { utf8Len as goLen } from '../golang/utf8';

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
const DNS1123_SUBDOMAIN_FMT = DNS1123_LABEL_FMT + '(\\.' + DNS1123_LABEL_FMT + ')*';
const DNS1035_LABEL_FMT = '[a-z]([-a-z0-9]*[a-z0-9])?';
const QUALIFIED_NAME_CHAR_FMT = '[A-Za-z0-9]';
const QUALIFIED_NAME_EXT_CHAR_FMT = '[-A-Za-z0-9_.]';
const QUALIFIED_NAME_FMT = '(' + QUALIFIED_NAME_CHAR_FMT + QUALIFIED_NAME_EXT_CHAR_FMT + '*)?' + QUALIFIED_NAME_CHAR_FMT;

const dns1123Label = new RegExp('^' + DNS1123_LABEL_FMT + '$');
const dns1123Subdomain = new RegExp('^' + DNS1123_SUBDOMAIN_FMT + '$');
const dns1035Label = new RegExp('^' + DNS1035_LABEL_FMT + '$');
const qualifiedName = new RegExp('^' + QUALIFIED_NAME_FMT + '$');

export const DNS1123_LABEL_MAX_LENGTH = 63;
export const DNS1123_SUBDOMAIN_MAX_LENGTH = 253;
export const DNS1035_LABEL_MAX_LENGTH = 63;
const QUALIFIED_NAME_MAX_LENGTH = 63;

/** len() in Go counts UTF-8 bytes. */
export { goLen };

export function maxLenError(length: number): string {
  return `must be no more than ${length} characters`;
}

export function regexError(msg: string, fmt: string, ...examples: string[]): string {
  if (examples.length === 0) return `${msg} (regex used for validation is '${fmt}')`;
  let out = msg + ' (e.g. ';
  examples.forEach((e, i) => {
    if (i > 0) out += ' or ';
    out += `'${e}', `;
  });
  return out + `regex used for validation is '${fmt}')`;
}

export function isDNS1123Label(value: string): string[] {
  const errs: string[] = [];
  if (goLen(value) > DNS1123_LABEL_MAX_LENGTH) errs.push(maxLenError(DNS1123_LABEL_MAX_LENGTH));
  if (!dns1123Label.test(value)) {
    if (dns1123Subdomain.test(value)) errs.push('must not contain dots');
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

export function isDNS1123Subdomain(value: string): string[] {
  const errs: string[] = [];
  if (goLen(value) > DNS1123_SUBDOMAIN_MAX_LENGTH) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX_LENGTH));
  if (!dns1123Subdomain.test(value)) {
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

export function isDNS1035Label(value: string): string[] {
  const errs: string[] = [];
  if (goLen(value) > DNS1035_LABEL_MAX_LENGTH) errs.push(maxLenError(DNS1035_LABEL_MAX_LENGTH));
  if (!dns1035Label.test(value)) {
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

/** IsValidPortNum */
export function isValidPortNum(port: number): string[] {
  if (port >= 1 && port <= 65535) return [];
  return ['must be between 1 and 65535, inclusive'];
}

/** IsQualifiedName (content.IsLabelKey): `[prefix/]name`. */
export function isQualifiedName(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split('/');
  let name: string;
  if (parts.length === 1) name = parts[0];
  else if (parts.length === 2) {
    const prefix = parts[0];
    name = parts[1];
    if (prefix.length === 0) errs.push('prefix part ' + 'must be non-empty');
    else for (const m of isDNS1123Subdomain(prefix)) errs.push('prefix part ' + m);
  } else {
    return [
      'a valid label key ' +
        regexError("must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", QUALIFIED_NAME_FMT, 'MyName', 'my.name', '123-abc') +
        " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
    ];
  }
  if (name.length === 0) errs.push('name part ' + 'must be non-empty');
  else if (goLen(name) > QUALIFIED_NAME_MAX_LENGTH) errs.push('name part ' + maxLenError(QUALIFIED_NAME_MAX_LENGTH));
  if (!qualifiedName.test(name)) {
    errs.push(
      'name part ' + regexError("must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", QUALIFIED_NAME_FMT, 'MyName', 'my.name', '123-abc'),
    );
  }
  return errs;
}
