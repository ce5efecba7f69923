// Kubernetes CEL Format library (apiserver/pkg/cel/library/format.go) and the Format value
// (apiserver/pkg/cel/format.go): format.named(), the format.<name>() constants and
// <Format>.validate(string) -> optional(list(string)).
import * as v from './strfmt';
import { isQualifiedName, isValidLabelValue, nameIsDNS1035Label, nameIsDNSLabel, nameIsDNSSubdomain } from '../../objectmeta';
import { parseRequestURI } from '../../golang/url';
import { T } from '../types';
import { ArrayList, CelOptional, OpaqueValue, type Value } from '../values';

/** apiservercel.FormatType. */
export const FormatType = T.opaque('kubernetes.NamedFormat');

export class FormatValue extends OpaqueValue {
  readonly celType = FormatType;
  constructor(
    readonly name: string,
    readonly validateFunc: (s: string) => string[],
    /** MaxRegexSize: drives the runtime cost of validate(). */
    readonly maxRegexSize: number,
  ) {
    super();
  }
  /** The format's name (apiservercel.Format.Name), as results show it. */
  override toString(): string {
    return this.name;
  }
  /** apiservercel.Format Equal: same name. */
  override equals(other: Value): boolean {
    return other instanceof FormatValue && other.name === this.name;
  }
}

/** len(govalidator.URL) (the pattern composed from URLSchema, URLUsername, URLIP, IP, URLSubdomain, URLPort, URLPath), the estimate Kubernetes uses for the uri format. */
const GOVALIDATOR_URL_PATTERN_LENGTH = 1120;

const single = (ok: boolean, msg: string) => (ok ? [] : [msg]);

/**
 * library.ConstantFormats, keyed by the function suffix (format.<key>()), as the binary of
 * Kubernetes 1.`minor` validates them (qualifiedName and labelValue messages changed in 1.35).
 */
function constantFormats(minor: number): Readonly<Record<string, FormatValue>> {
  return {
    dns1123Label: new FormatValue('DNS1123Label', (s) => nameIsDNSLabel(s, false), 30),
    dns1123Subdomain: new FormatValue('DNS1123Subdomain', (s) => nameIsDNSSubdomain(s, false), 60),
    dns1035Label: new FormatValue('DNS1035Label', (s) => nameIsDNS1035Label(s, false), 30),
    qualifiedName: new FormatValue('QualifiedName', (s) => isQualifiedName(s, minor), 60),
    dns1123LabelPrefix: new FormatValue('DNS1123LabelPrefix', (s) => nameIsDNSLabel(s, true), 30),
    dns1123SubdomainPrefix: new FormatValue('DNS1123SubdomainPrefix', (s) => nameIsDNSSubdomain(s, true), 60),
    dns1035LabelPrefix: new FormatValue('DNS1035LabelPrefix', (s) => nameIsDNS1035Label(s, true), 30),
    labelValue: new FormatValue('LabelValue', (s) => isValidLabelValue(s, minor), 40),
    uri: new FormatValue(
      'URI',
      (s) => {
        const r = parseRequestURI(s);
        return r.ok ? [] : [r.error];
      },
      GOVALIDATOR_URL_PATTERN_LENGTH,
    ),
    uuid: new FormatValue('uuid', (s) => single(v.isUUID(s), 'does not match the UUID format'), v.UUID_PATTERN.length),
    byte: new FormatValue('byte', (s) => single(v.isBase64(s), 'invalid base64'), v.BASE64_PATTERN.length),
    date: new FormatValue('date', (s) => single(v.isDate(s), 'invalid date'), v.DATE_TIME_PATTERN.length),
    datetime: new FormatValue('datetime', (s) => single(v.isDateTime(s), 'invalid datetime'), v.DATE_TIME_PATTERN.length),
  };
}

/** The constant formats of the newest Kubernetes binary. */
export const CONSTANT_FORMATS = constantFormats(Infinity);
/** The constant formats of the 1.31–1.34 binaries (util/validation's qualified-name and label-value messages). */
export const CONSTANT_FORMATS_134 = constantFormats(34);

/** format.named(string) — overload format-named: optional.none() for unknown names. */
export function formatNamed(name: string, formats: Readonly<Record<string, FormatValue>> = CONSTANT_FORMATS): CelOptional {
  const f = Object.hasOwn(formats, name) ? formats[name] : undefined;
  return f ? new CelOptional(f) : CelOptional.none;
}

/** <Format>.validate(string) — overload format-validate. */
export function formatValidate(f: FormatValue, s: string): CelOptional {
  const errs = f.validateFunc(s);
  return errs.length === 0 ? CelOptional.none : new CelOptional(new ArrayList(errs));
}
