// x-kubernetes-validations of a CRD: compiled per version when the CRD is written,
// evaluated per object (strategy.go runs them after the OpenAPI checks, unless an
// earlier error blocks them).
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { JSONValue } from '../apis/json';
import { FieldPath } from '../field/path';
import { invalid, type FieldError } from '../field/errors';
import { compileSchemaRules, findPreexistingExpressions, validateRules, type CompiledRuleInfo, type PreexistingExpressions, type RuleResult } from '../cel/crd';
import { toInternalSpec, semanticEqual, type InternalSpec } from '../crd';

export interface CompiledCRDRules {
  errors: FieldError[];
  /** Rule infos per version name. */
  byVersion: Map<string, CompiledRuleInfo[]>;
  /** Each distinct compiled rule once, with its field path and the versions that share it. */
  rules: { info: CompiledRuleInfo; path: FieldPath; versions: string[] }[];
  /** Estimated rule cost total over the compiled schemas. */
  totalCost: number;
}

/**
 * Compiles the rules of every version's schema. Like the apiserver, which validates the
 * internal form of the CRD, a schema shared by all versions is compiled once at
 * `spec.validation.openAPIV3Schema`; otherwise each at `spec.versions[i].schema.openAPIV3Schema`.
 */
export function compileCRDRules(crd: CustomResourceDefinition, kubeVersion: string, oldCRD?: CustomResourceDefinition): CompiledCRDRules {
  const out: CompiledCRDRules = { errors: [], byVersion: new Map(), rules: [], totalCost: 0 };
  const versions = Array.isArray(crd.spec?.versions) ? crd.spec.versions : [];
  const internal = toInternalSpec(crd);
  // ValidateCustomResourceDefinitionUpdate: expressions of the old CRD compile in the StoredExpressions
  // environment; versions whose schema is unchanged skip the per-expression cost limit.
  const update = oldCRD ? updateContext(internal, toInternalSpec(oldCRD)) : undefined;
  const upd = (version: string) => (update ? { preexisting: update.preexisting, suppressPerExpressionCost: update.unchanged.has(version) } : {});
  const shared = internal.validation?.openAPIV3Schema;
  if (shared && typeof shared === 'object') {
    // suppressExpressionCostForUnchangedSchema(opts, spec.Version): the top-level schema goes by the first version
    const compiled = compileSchemaRules(shared, FieldPath.of('spec', 'validation', 'openAPIV3Schema'), { kubeVersion, isResourceRoot: true, ...upd(internal.version) });
    out.errors.push(...compiled.errors);
    const names = versions.filter((v) => typeof v?.name === 'string').map((v) => v.name);
    for (const n of names) out.byVersion.set(n, compiled.rules);
    out.rules = compiled.rules.map((info, i) => ({ info, path: compiled.rulePaths[i]!, versions: names }));
    out.totalCost = compiled.totalCost;
    return out;
  }
  versions.forEach((v, i) => {
    const schema = v?.schema?.openAPIV3Schema;
    if (!schema || typeof schema !== 'object') return;
    const fldPath = FieldPath.of('spec', 'versions').index(i).child('schema', 'openAPIV3Schema');
    const compiled = compileSchemaRules(schema, fldPath, { kubeVersion, isResourceRoot: true, ...upd(typeof v.name === 'string' ? v.name : '') });
    out.errors.push(...compiled.errors);
    if (typeof v.name === 'string') out.byVersion.set(v.name, compiled.rules);
    out.rules.push(...compiled.rules.map((info, i) => ({ info, path: compiled.rulePaths[i]!, versions: typeof v.name === 'string' ? [v.name] : [] })));
    out.totalCost += compiled.totalCost;
  });
  return out;
}

interface UpdateContext {
  preexisting: PreexistingExpressions;
  /** findVersionsWithUnchangedSchemas */
  unchanged: Set<string>;
}

function updateContext(spec: InternalSpec, old: InternalSpec): UpdateContext {
  const schemas = [old.validation?.openAPIV3Schema, ...old.versions.map((v) => v.schema?.openAPIV3Schema)].filter((s): s is JSONSchemaProps => !!s && typeof s === 'object' && !Array.isArray(s));
  const unchanged = new Set<string>();
  for (const v of spec.versions) {
    const n = schemaForVersion(spec, v.name);
    const o = schemaForVersion(old, v.name);
    if (n === null || o === null) continue;
    if (semanticEqual(n, o)) unchanged.add(v.name);
  }
  return { preexisting: findPreexistingExpressions(schemas), unchanged };
}

/** apiextensions.GetSchemaForVersion: the top-level schema, else the version's; null when the version is absent. */
function schemaForVersion(spec: InternalSpec, name: string): JSONSchemaProps | undefined | null {
  if (spec.validation) return spec.validation.openAPIV3Schema;
  const v = spec.versions.find((x) => x.name === name);
  if (!v) return null;
  return v.schema?.openAPIV3Schema;
}

/** hasBlockingErr in strategy.go: these error types stop CEL validation. */
const BLOCKING = new Set(['FieldValueNotSupported', 'FieldValueRequired', 'FieldValueTooLong', 'FieldValueTooMany', 'FieldValueTypeInvalid']);

export function blockingError(errs: FieldError[]): FieldError | null {
  if (!errs.some((e) => BLOCKING.has(e.type))) return null;
  return invalid(FieldPath.nil(), null, 'some validation rules were not checked because the object was invalid; correct the existing errors to complete validation');
}

interface RuleEvaluation {
  errors: FieldError[];
  results: RuleResult[];
  /** Failures ratcheted away (the old value was the same), with the field path of the rule's node. */
  warnings: FieldError[];
}

export function evaluateRules(schema: JSONSchemaProps, value: JSONValue, oldValue: JSONValue | undefined, kubeVersion: string, ratcheting = true): RuleEvaluation {
  return validateRules(schema, value, oldValue, { kubeVersion, isResourceRoot: true, fldPath: FieldPath.nil(), ratcheting });
}
