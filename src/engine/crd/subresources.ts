// ValidateCustomResourceDefinitionSubresources (apis/apiextensions/validation/validation.go):
// scale paths are simple JSON paths in dot notation under .spec / .status.
import type { FieldPath } from '../field/path';
import { FieldError, invalid, required } from '../field/errors';
import { goStringPointer } from './gostring';
import type { CustomResourceSubresources } from '../apis/crd';
import { validateSimpleJSONPath } from './columns';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function validateCustomResourceDefinitionSubresources(subresources: CustomResourceSubresources | undefined, fldPath: FieldPath, kubeVersion: string): FieldError[] {
  const errs: FieldError[] = [];
  const scale = subresources?.scale;
  if (!scale || typeof scale !== 'object') return errs;
  const specPath = str(scale.specReplicasPath);
  // kube passes "scale.specReplicasPath" as one Child name: it prints the same.
  const specFld = fldPath.child('scale.specReplicasPath');
  if (specPath.length === 0) errs.push(required(specFld, ''));
  else {
    const e = validateSimpleJSONPath(specPath, specFld);
    if (e.length > 0) errs.push(...e);
    else if (!specPath.startsWith('.spec.')) errs.push(invalid(specFld, specPath, 'should be a json path under .spec'));
  }
  const statusPath = str(scale.statusReplicasPath);
  const statusFld = fldPath.child('scale.statusReplicasPath');
  if (statusPath.length === 0) errs.push(required(statusFld, ''));
  else {
    const e = validateSimpleJSONPath(statusPath, statusFld);
    if (e.length > 0) errs.push(...e);
    else if (!statusPath.startsWith('.status.')) errs.push(invalid(statusFld, statusPath, 'should be a json path under .status'));
  }
  const selector = scale.labelSelectorPath;
  if (typeof selector === 'string' && selector.length > 0) {
    const selFld = fldPath.child('scale.labelSelectorPath');
    const e = validateSimpleJSONPath(selector, selFld);
    if (e.length > 0) errs.push(...e);
    else if (!selector.startsWith('.spec.') && !selector.startsWith('.status.')) {
      // kube passes the *string pointer as the bad value
      errs.push(invalid(selFld, goStringPointer(selector, kubeVersion), 'should be a json path under either .spec or .status'));
    }
  }
  return errs;
}
