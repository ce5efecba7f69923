// ValidateCustomResourceSelectableFields (apis/apiextensions/validation/validation.go): each
// jsonPath must resolve in the structural schema (cel.ValidFieldPath without array notation), must
// not be under metadata, must end at a string, boolean or integer field, must be unique; at most
// MaxSelectableFields (8) unless an update keeps an already longer unchanged list.
import type { FieldPath } from '../field/path';
import { duplicate, FieldError, invalid, required, tooMany } from '../field/errors';
import { validFieldPath } from '../cel/crd/fieldpath';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { SelectableField } from '../apis/crd';

export const MAX_SELECTABLE_FIELDS = 8;

function rootName(path: FieldPath): string {
  const first = path.steps()[0];
  if (!first) return '';
  return first.kind === 'child' ? first.name : first.kind === 'key' ? `[${first.key}]` : `[${first.index}]`;
}

export function validateCustomResourceSelectableFields(selectableFields: Partial<SelectableField>[], schema: JSONSchemaProps, fldPath: FieldPath, allowTooMany: boolean): FieldError[] {
  const errs: FieldError[] = [];
  const unique = new Set<string>();
  selectableFields.forEach((sf, i) => {
    const indexPath = fldPath.index(i);
    const jsonPath = typeof sf?.jsonPath === 'string' ? sf.jsonPath : '';
    if (jsonPath.length === 0) {
      errs.push(required(indexPath.child('jsonPath'), ''));
      return;
    }
    const r = validFieldPath(jsonPath, schema, false);
    if ('error' in r) {
      errs.push(invalid(indexPath.child('jsonPath'), jsonPath, `is an invalid path: ${r.error}`));
      return;
    }
    if (rootName(r.path) === 'metadata') errs.push(invalid(indexPath.child('jsonPath'), jsonPath, 'must not point to fields in metadata'));
    const t = r.schema.type;
    if (t !== 'string' && t !== 'boolean' && t !== 'integer') {
      errs.push(invalid(indexPath.child('jsonPath'), jsonPath, 'must point to a field of type string, boolean or integer. Enum string fields and strings with formats are allowed.'));
    }
    const key = r.path.toString();
    if (unique.has(key)) errs.push(duplicate(indexPath.child('jsonPath'), jsonPath));
    else unique.add(key);
  });
  if (unique.size > MAX_SELECTABLE_FIELDS && !allowTooMany) errs.push(tooMany(fldPath, unique.size, MAX_SELECTABLE_FIELDS));
  return errs;
}
