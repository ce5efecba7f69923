// The batch op `validate`: what the custom resource strategy runs on a value against a schema
// (registry/customresource/strategy.go Validate / ValidateUpdate), in its order and wording:
// OpenAPI validation (ValidateCustomResource, or ValidateCustomResourceUpdate with ratcheting
// when an old value is given), embedded resources' apiVersion/kind/metadata, list-type sets and
// maps, then the schema's x-kubernetes-validations (cel.Validator with the runtime cost budget;
// `oldObject` for transition rules and ratcheting) unless an earlier error blocks them
// (hasBlockingErr: "some validation rules were not checked ..."; only when the schema has rules,
// as cel.NewValidator returns nil otherwise). Field paths are relative to the value.
import { FieldPath } from '../field/path';
import type { FieldError } from '../field/errors';
import { valueRendering } from '../field/errorbody';
import type { JSONSchemaProps, JSONValue } from '../types';
import { validateCustomResource, validateCustomResourceUpdate } from '../validation';
import { messageMinor, validateEmbeddedResources } from '../objectmeta';
import { validateListSetsAndMaps } from '../listtype';
import { hasXValidations, validateRules } from '../cel/crd';
import { validationRatchetingEnabled } from '../crd';
import { blockingError } from '../pipeline/rules';

export interface ValidateValueRequest {
  schema: JSONSchemaProps;
  value: JSONValue;
  /** The old value of an update: transition rules, ratcheting of unchanged values. */
  oldValue?: JSONValue;
  /** The value is a whole object: TypeMeta/ObjectMeta checks and `self.metadata` in rules. */
  isResourceRoot: boolean;
  kubeVersion: string;
}

export interface ValidateValueResult {
  errors: FieldError[];
  /** Failures let through because the value is unchanged from the old value (ratcheting). */
  ratcheted: FieldError[];
  /** Messages of rule failures let through by ratcheting. */
  ratchetedRules: string[];
}

export function validateValueAsApiserver(req: ValidateValueRequest): ValidateValueResult {
  const { schema, value, oldValue, isResourceRoot, kubeVersion } = req;
  const root = FieldPath.root();
  const ratcheting = oldValue !== undefined && validationRatchetingEnabled(kubeVersion);
  const errs: FieldError[] = [];
  let ratcheted: FieldError[] = [];
  if (ratcheting) {
    const r = validateCustomResourceUpdate(root, value, oldValue, schema, { isResourceRoot, kubeVersion });
    errs.push(...r.errors);
    ratcheted = r.ratcheted;
  } else {
    errs.push(...validateCustomResource(root, value, schema, { isResourceRoot, kubeVersion }));
  }
  errs.push(...validateEmbeddedResources(root, value, schema, { isResourceRoot, kubeMinor: messageMinor(kubeVersion) }));
  // list-type uniqueness is ratcheted as a whole: checked only if the old value had no such errors
  if (oldValue === undefined || validateListSetsAndMaps(root, schema, oldValue).length === 0) {
    errs.push(...validateListSetsAndMaps(root, schema, value));
  }
  let ratchetedRules: string[] = [];
  if (hasXValidations(schema)) {
    const blocked = blockingError(errs);
    if (blocked) {
      errs.push(blocked);
    } else {
      const r = validateRules(schema, value, oldValue, {
        kubeVersion,
        isResourceRoot,
        fldPath: FieldPath.nil(),
        ratcheting: validationRatchetingEnabled(kubeVersion),
      });
      errs.push(...r.errors);
      ratchetedRules = r.warnings.map((e) => e.toString(valueRendering(kubeVersion)));
    }
  }
  return { errors: errs, ratcheted, ratchetedRules };
}
