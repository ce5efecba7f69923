// ValidateCustomResourceDefinitionNames (apis/apiextensions/validation/validation.go).
import type { FieldPath } from '../field/path';
import { FieldError, invalid } from '../field/errors';
import type { CustomResourceDefinitionNames } from '../apis/crd';
import { isDNS1035Label } from '../objectmeta';

const s = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(s) : []);

/** Go's strings.ToLower on the ASCII range and Unicode letters. */
function toLower(v: string): string {
  return v.toLowerCase();
}

export function validateCustomResourceDefinitionNames(names: Partial<CustomResourceDefinitionNames> | undefined, fldPath: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const n = names ?? {};
  const plural = s(n.plural);
  const singular = s(n.singular);
  const kind = s(n.kind);
  const listKind = s(n.listKind);
  let e = isDNS1035Label(plural);
  if (plural.length > 0 && e.length > 0) errs.push(invalid(fldPath.child('plural'), plural, e.join(',')));
  e = isDNS1035Label(singular);
  if (singular.length > 0 && e.length > 0) errs.push(invalid(fldPath.child('singular'), singular, e.join(',')));
  e = isDNS1035Label(toLower(kind));
  if (kind.length > 0 && e.length > 0) errs.push(invalid(fldPath.child('kind'), kind, 'may have mixed case, but should otherwise match: ' + e.join(',')));
  e = isDNS1035Label(toLower(listKind));
  if (listKind.length > 0 && e.length > 0) {
    errs.push(invalid(fldPath.child('listKind'), listKind, 'may have mixed case, but should otherwise match: ' + e.join(',')));
  }
  list(n.shortNames).forEach((shortName, i) => {
    const se = isDNS1035Label(shortName);
    if (se.length > 0) errs.push(invalid(fldPath.child('shortNames').index(i), shortName, se.join(',')));
  });
  if (kind.length > 0 && kind === listKind) errs.push(invalid(fldPath.child('listKind'), listKind, 'kind and listKind may not be the same'));
  list(n.categories).forEach((category, i) => {
    const ce = isDNS1035Label(category);
    if (ce.length > 0) errs.push(invalid(fldPath.child('categories').index(i), category, ce.join(',')));
  });
  return errs;
}
