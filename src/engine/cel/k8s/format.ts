// Kubernetes CEL Format library (apiserver/pkg/cel/library/format.go) and the Format value
// (apiserver/pkg/cel/format.go): format.named(), the format.<name>() constants and
// <Format>.validate(string) -> optional(list(string)).
import * as v from './nameValidation';
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
export const GOVALIDATOR_URL_PATTERN_LENGTH = 1120;

const single = (ok: boolean, msg: string) => (ok ? [] : [msg]);

/** library.ConstantFormats, keyed by the function suffix (format.<key>()). */
export const CONSTANT_FORMATS: Readonly<Record<string, FormatValue>> = {
  dns1123Label: new FormatValue('DNS1123Label', (s) => v.nameIsDNSLabel(s, false), 30),
  dns1123Subdomain: new FormatValue('DNS1123Subdomain', (s) => v.nameIsDNSSubdomain(s, false), 60),
  dns1035Label: new FormatValue('DNS1035Label', (s) => v.nameIsDNS1035Label(s, false), 30),
  qualifiedName: new FormatValue('QualifiedName', v.isQualifiedName, 60),
  dns1123LabelPrefix: new FormatValue('DNS1123LabelPrefix', (s) => v.nameIsDNSLabel(s, true), 30),
  dns1123SubdomainPrefix: new FormatValue('DNS1123SubdomainPrefix', (s) => v.nameIsDNSSubdomain(s, true), 60),
  dns1035LabelPrefix: new FormatValue('DNS1035LabelPrefix', (s) => v.nameIsDNS1035Label(s, true), 30),
  labelValue: new FormatValue('LabelValue', v.isValidLabelValue, 40),
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

/** format.named(string) — overload format-named: optional.none() for unknown names. */
export function formatNamed(name: string): CelOptional {
  const f = Object.hasOwn(CONSTANT_FORMATS, name) ? CONSTANT_FORMATS[name] : undefined;
  return f ? new CelOptional(f) : CelOptional.none;
}

/** <Format>.validate(string) — overload format-validate. */
export function formatValidate(f: FormatValue, s: string): CelOptional {
  const errs = f.validateFunc(s);
  return errs.length === 0 ? CelOptional.none : new CelOptional(new ArrayList(errs));
}
