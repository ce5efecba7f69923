// The batch op `validate`: what the custom resource strategy runs on a value against a schema
// (registry/customresource/strategy.go Validate / ValidateUpdate), in its order and wording:
// OpenAPI validation (ValidateCustomResource, or ValidateCustomResourceUpdate with ratcheting
// when an old value is given), embedded resources' apiVersion/kind/metadata, list-type sets and
// maps, then the schema's x-kubernetes-validations (cel.Validator with the runtime cost budget;
// `oldObject` for transition rules and ratcheting) unless an earlier error blocks them
// (hasBlockingErr: "some validation rules were not checked ..."; only when the schema has rules,
// as cel.NewValidator returns nil otherwise). Field paths are relative to the value.
// validateValue is the part before CEL for a create (the validation corpus test runs it).
import { FieldPath } from '../field/path';
import type { FieldError } from '../field/errors';
import { valueRendering } from '../field/errorbody';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { validateCustomResource, validateCustomResourceUpdate } from '../validation';
import { validateEmbeddedResources } from '../objectmeta';
import { kubeMinor } from '../apis/kubeversion';
import { validateListSetsAndMaps } from '../listtype';
import { hasXValidations, validateRules } from '../cel/crd';
import { validationRatchetingEnabled } from '../crd';
import type { FormatCompatibility } from '../validation/formats/registry';
import { DEFAULT_KUBE_VERSION } from '../api';
import { blockingError } from '../pipeline/rules';
import { RUNTIME_CEL_COST_BUDGET } from '../cel/crd/limits';

export interface ValidateValueRequest {
  schema: JSONSchemaProps;
  value: JSONValue;
  /** The old value of an update: transition rules, ratcheting of unchanged values. */
  oldValue?: JSONValue;
  /** The value is a whole object: TypeMeta/ObjectMeta checks and `self.metadata` in rules. */
  isResourceRoot: boolean;
  kubeVersion: string;
  /** The runtime cost budget of the request (RuntimeCELCostBudget unless given). */
  costBudget?: number;
  /** The cost limit of one expression evaluation (PerCallLimit unless given). */
  perCallLimit?: number;
  /**
   * Run the x-kubernetes-validations validator alone (cel.Validator.Validate, as its unit tests do),
   * also on data the schema checks would refuse: its `invalid data, ...` errors show.
   */
  celOnly?: boolean;
}

export interface ValidateValueResult {
  errors: FieldError[];
  /** Failures let through because the value is unchanged from the old value (ratcheting). */
  ratcheted: FieldError[];
  /** Messages of rule failures let through by ratcheting. */
  ratchetedRules: string[];
  /** The cost budget left after the rules ran (all of it when none ran). */
  remainingBudget: number;
}

interface ValidateValueOptions {
  /** The value is a whole object: its own apiVersion/kind/metadata are checked like an embedded resource's. */
  isResourceRoot?: boolean;
  formats?: FormatCompatibility;
  /** The Kubernetes version whose formats and message wording apply; default: the newest. */
  kubeVersion?: string;
}

/**
 * The strategy's checks before CEL: OpenAPI validation (ValidateCustomResourceUpdate with
 * ratcheting for an update when ratcheting is on), embedded resources, then list-type sets and
 * maps, ratcheted as a whole (checked only if the old value had no such errors).
 */
function schemaChecks(value: JSONValue, oldValue: JSONValue | undefined, schema: JSONSchemaProps, opts: ValidateValueOptions): { errors: FieldError[]; ratcheted: FieldError[] } {
  const root = FieldPath.root();
  const { isResourceRoot, kubeVersion, formats } = opts;
  const errors: FieldError[] = [];
  let ratcheted: FieldError[] = [];
  if (oldValue !== undefined && validationRatchetingEnabled(kubeVersion ?? DEFAULT_KUBE_VERSION)) {
    const r = validateCustomResourceUpdate(root, value, oldValue, schema, { isResourceRoot, kubeVersion, formats });
    errors.push(...r.errors);
    ratcheted = r.ratcheted;
  } else {
    errors.push(...validateCustomResource(root, value, schema, { isResourceRoot, kubeVersion, formats }));
  }
  errors.push(...validateEmbeddedResources(root, value, schema, { isResourceRoot: isResourceRoot === true, kubeMinor: kubeMinor(kubeVersion) }));
  if (oldValue === undefined || validateListSetsAndMaps(root, schema, oldValue).length === 0) {
    errors.push(...validateListSetsAndMaps(root, schema, value));
  }
  return { errors, ratcheted };
}

/**
 * A create's checks of a value apart from CEL, pruning and defaulting — OpenAPI keywords and
 * formats (ValidateCustomResource), embedded resources' apiVersion/kind/metadata
 * (objectmeta.Validate), list-type uniqueness (ValidateListSetsAndMaps). Field paths are relative
 * to the value.
 */
export function validateValue(schema: JSONSchemaProps, value: JSONValue, opts: ValidateValueOptions = {}): FieldError[] {
  return schemaChecks(value, undefined, schema, opts).errors;
}

export function validateValueAsApiserver(req: ValidateValueRequest): ValidateValueResult {
  const { schema, value, oldValue, isResourceRoot, kubeVersion } = req;
  const { errors: errs, ratcheted } = req.celOnly ? { errors: [], ratcheted: [] } : schemaChecks(value, oldValue, schema, { isResourceRoot, kubeVersion });
  let ratchetedRules: string[] = [];
  let remainingBudget = req.costBudget ?? RUNTIME_CEL_COST_BUDGET;
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
        runtimeBudget: req.costBudget,
        perCallLimit: req.perCallLimit,
      });
      errs.push(...r.errors);
      ratchetedRules = r.warnings.map((e) => e.toString(valueRendering(kubeVersion)));
      remainingBudget = r.remainingBudget;
    }
  }
  return { errors: errs, ratcheted, ratchetedRules, remainingBudget };
}
