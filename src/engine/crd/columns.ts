// ValidateCustomResourceColumnDefinition and validateSimpleJSONPath
// (apis/apiextensions/validation/validation.go), and the serving-time check of
// registry/customresource/tableconvertor.New, which parses `{` + jsonPath + `}` with client-go's
// JSONPath parser: a column it cannot parse is accepted by validation but makes the version unservable.
import type { FieldPath } from '../field/path';
import { FieldError, invalid, required } from '../field/errors';
import { parseJSONPath } from '../jsonpath/jsonpath';
import { goQuote } from '../golang/fmt';
import type { CustomResourceColumnDefinition } from '../apis/crd';

/** sets.NewString(...).List(): sorted */
const PRINTER_COLUMN_DATATYPES = ['boolean', 'date', 'integer', 'number', 'string'];
const CUSTOM_RESOURCE_COLUMN_DEFINITION_FORMATS = ['byte', 'date', 'date-time', 'double', 'float', 'int32', 'int64', 'password'];

export function validateSimpleJSONPath(s: string, fldPath: FieldPath): FieldError[] {
  if (s.length === 0) return [invalid(fldPath, s, 'must not be empty')];
  if (s[0] !== '.') return [invalid(fldPath, s, 'must be a simple json path starting with .')];
  // strings.Split never yields fewer than one element, so the dot-notation branch cannot fail.
  return [];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function validateCustomResourceColumnDefinition(col: Partial<CustomResourceColumnDefinition>, fldPath: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(col.name);
  const type = str(col.type);
  const format = str(col.format);
  const jsonPath = str(col.jsonPath);
  if (name.length === 0) errs.push(required(fldPath.child('name'), ''));
  const typesMsg = `must be one of ${PRINTER_COLUMN_DATATYPES.join(',')}`;
  if (type.length === 0) errs.push(required(fldPath.child('type'), typesMsg));
  else if (!PRINTER_COLUMN_DATATYPES.includes(type)) errs.push(invalid(fldPath.child('type'), type, typesMsg));
  if (format.length > 0 && !CUSTOM_RESOURCE_COLUMN_DEFINITION_FORMATS.includes(format)) {
    errs.push(invalid(fldPath.child('format'), format, `must be one of ${CUSTOM_RESOURCE_COLUMN_DEFINITION_FORMATS.join(',')}`));
  }
  // The internal field is JSONPath: kube names it so in the path.
  if (jsonPath.length === 0) errs.push(required(fldPath.child('JSONPath'), ''));
  else errs.push(...validateSimpleJSONPath(jsonPath, fldPath.child('JSONPath')));
  return errs;
}

/**
 * tableconvertor.New: `unrecognized column definition "<jsonPath>"` for a column whose JSONPath
 * does not parse; the apiserver then cannot serve that version (the CRD itself is accepted).
 */
export function columnServingErrors(columns: Partial<CustomResourceColumnDefinition>[] | undefined): string[] {
  const out: string[] = [];
  for (const col of columns ?? []) {
    const jsonPath = str(col?.jsonPath);
    const parsed = parseJSONPath(`{${jsonPath}}`);
    if (!parsed.ok) out.push(`unrecognized column definition ${goQuote(jsonPath)}`);
  }
  return out;
}
