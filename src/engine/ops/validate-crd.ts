// The batch op `validateCRD`: {"crd","oldCrd"?,"kubeVersion"?} → {"errors":[diagnostic...]}.
// ValidateCustomResourceDefinition (or ValidateCustomResourceDefinitionUpdate with `oldCrd`) on the
// documents exactly as given, as apiextensions' validation_test.go calls them: no create/update
// strategy and no defaulting, the x-kubernetes-validations rules compiled as part of the schema
// validation (a v1beta1 document is converted to the internal form without its SetDefaults).
import type { JSONValue } from '../apis/json';
import { isObject } from '../apis/json';
import type { CustomResourceDefinition } from '../apis/crd';
import { DEFAULT_KUBE_VERSION } from '../api';
import { valueRendering } from '../field/errorbody';
import type { FieldError } from '../field/errors';
import { readCustomResourceDefinition, validateCustomResourceDefinitionAsGiven } from '../crd';
import { compileCRDRules } from '../pipeline/rules';
import { batchDiagnostic } from './batch-validate';
import { type OpResult, type Read, read, refuse, respond } from './result';

interface Given {
  crd: CustomResourceDefinition | null;
  /** What reading the document found (decoding errors, v1beta1 top-level/per-version conflicts). */
  errors: FieldError[];
}

function given(req: Record<string, unknown>, key: string, kubeVersion: string): Read<Given> {
  const v = req[key] as JSONValue;
  if (!isObject(v)) return refuse(`"${key}" must be a CustomResourceDefinition object`);
  const r = readCustomResourceDefinition(v, { kubeVersion, defaults: false });
  return read({ crd: r.crd, errors: r.errors });
}

export function validateCRDOp(req: Record<string, unknown>, ctx: { kubeVersion?: string }): OpResult {
  const kubeVersion = typeof req.kubeVersion === 'string' ? req.kubeVersion : (ctx.kubeVersion ?? DEFAULT_KUBE_VERSION);
  const rendering = valueRendering(kubeVersion);
  const crd = given(req, 'crd', kubeVersion);
  if (!crd.ok) return crd;
  let oldCRD: CustomResourceDefinition | undefined;
  if (Object.prototype.hasOwnProperty.call(req, 'oldCrd')) {
    const old = given(req, 'oldCrd', kubeVersion);
    if (!old.ok) return old;
    if (!old.value.crd) return refuse(`"oldCrd" is not a CustomResourceDefinition: ${old.value.errors[0]?.toString(rendering) ?? 'unreadable'}`);
    oldCRD = old.value.crd;
  }
  const errors = [...crd.value.errors];
  const c = crd.value.crd;
  // a document that does not decode is refused before validation (the apiserver's 400)
  if (c) {
    errors.push(...validateCustomResourceDefinitionAsGiven(c, { kubeVersion, oldCRD }));
    errors.push(...compileCRDRules(c, kubeVersion, oldCRD).errors);
  }
  return respond({ errors: errors.map((e) => batchDiagnostic(e, rendering)) });
}
