// The CLI batch op `validate`: everything the apiserver checks on a value against a schema
// apart from CEL, pruning and defaulting — OpenAPI keywords and formats
// (ValidateCustomResource), list-type set/map uniqueness (ValidateListSetsAndMaps) and
// embedded resources' apiVersion/kind/metadata (objectmeta.Validate) — in the strategy's order.
import { FieldPath } from '../field/path';
import type { FieldError } from '../field/errors';
import type { JSONSchemaProps, JSONValue } from '../types';
import { validateListSetsAndMaps } from '../listtype';
import { messageMinor, validateEmbeddedResources } from '../objectmeta';
import { validateCustomResource } from '../validation/customresource';
import type { FormatCompatibility } from '../validation/formats/registry';

export interface ValidateValueOptions {
  /** The value is a whole object: its own apiVersion/kind/metadata are checked like an embedded resource's. */
  isResourceRoot?: boolean;
  formats?: FormatCompatibility;
  /** The Kubernetes version whose formats and message wording apply; default: the newest. */
  kubeVersion?: string;
}

/** Field paths are relative to the value. */
export function validateValue(schema: JSONSchemaProps, value: JSONValue, opts: ValidateValueOptions = {}): FieldError[] {
  const root = FieldPath.root();
  return [
    ...validateCustomResource(root, value, schema, { isResourceRoot: opts.isResourceRoot, formats: opts.formats, kubeVersion: opts.kubeVersion }),
    ...validateEmbeddedResources(root, value, schema, { isResourceRoot: opts.isResourceRoot === true, kubeMinor: messageMinor(opts.kubeVersion) }),
    ...validateListSetsAndMaps(root, schema, value),
  ];
}
