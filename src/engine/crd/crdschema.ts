// What CRD validation says about one version's openAPIV3Schema
// (apis/apiextensions/validation validateCustomResourceDefinitionValidation without CEL):
// status-subresource root restrictions, nullable at the root, structural schema rules,
// default validation, then the OpenAPI keyword rules. NewStructural errors are shown only
// when nothing else is reported, as Kubernetes does.
import type { FieldPath } from '../field/path';
import { FieldError, forbidden, invalid } from '../field/errors';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { newStructuralError } from '../schema/convert';
import { validateStructural } from '../schema/validation';
import { validateOpenAPISchema } from '../schema/openapischema';
import { validateStatusSubresourceRoot } from '../schema/statusroot';
import { validateDefaults } from './validatedefaults';

export interface CRDSchemaOptions {
  /** Structural schema required (always for apiextensions.k8s.io/v1; ratcheted on update). */
  requireStructural: boolean;
  /** Defaults allowed (true for v1). */
  allowDefaults: boolean;
  disallowDefaultsReason?: string;
  /** The version has the status subresource enabled. */
  statusSubresource?: boolean;
  /** Ratcheting flags of ValidateCustomResourceDefinitionUpdate; all default to true (create). */
  requireValidPropertyType?: boolean;
  requirePrunedDefaults?: boolean;
  requireAtomicSetType?: boolean;
  requireMapListKeysMapSetValidation?: boolean;
  /** Kubernetes 1.36+: NewStructural keeps example and externalDocs (StructuralValidationOptions). */
  keepsExampleAndExternalDocs?: boolean;
  /** The Kubernetes version whose OpenAPI checks and wording apply to defaults; default: the newest. */
  kubeVersion?: string;
}

/** `fldPath` is `spec.versions[i].schema.openAPIV3Schema`. */
export function validateCRDSchema(schema: JSONSchemaProps, fldPath: FieldPath, opts: CRDSchemaOptions): FieldError[] {
  const errs: FieldError[] = [];
  if (opts.statusSubresource) errs.push(...validateStatusSubresourceRoot(schema, fldPath));
  if (schema.nullable === true) errs.push(forbidden(fldPath.child('nullable'), 'nullable cannot be true at the root'));

  const initErrs: FieldError[] = [];
  if (opts.requireStructural) {
    const convErr = newStructuralError(schema);
    if (convErr !== null) {
      initErrs.push(invalid(fldPath, '', convErr));
    } else {
      const structural = validateStructural(fldPath, schema, { keepsExampleAndExternalDocs: opts.keepsExampleAndExternalDocs, kubeVersion: opts.kubeVersion });
      if (structural.length > 0) errs.push(...structural);
      else errs.push(...validateDefaults(fldPath, schema, true, opts.requirePrunedDefaults ?? true, opts.kubeVersion));
    }
  }

  errs.push(
    ...validateOpenAPISchema(schema, fldPath, {
      allowDefaults: opts.allowDefaults,
      disallowDefaultsReason: opts.disallowDefaultsReason,
      requireValidPropertyType: opts.requireValidPropertyType ?? true,
      requireAtomicSetType: opts.requireAtomicSetType ?? true,
      requireMapListKeysMapSetValidation: opts.requireMapListKeysMapSetValidation ?? true,
    }),
  );
  if (errs.length === 0) errs.push(...initErrs);
  return errs;
}
