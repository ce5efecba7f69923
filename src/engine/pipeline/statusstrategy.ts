// statusStrategy.ValidateUpdate (registry/customresource/status_strategy.go) and
// customResourceValidator.ValidateStatusUpdate (validator.go): on /status only the status value is
// validated against the schema's `status` property, on its own under the path `status`
// (apiservervalidation.ValidateCustomResourceUpdate(field.NewPath("status"), status, oldStatus,
// statusSchemaValidator)); the rest of the object is the stored object and is not validated again.
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { FieldPath } from '../field/path';
import type { FieldError } from '../field/errors';
import { validateCustomResource, validateCustomResourceUpdate } from '../validation';

function statusSchema(schema: JSONSchemaProps | undefined): JSONSchemaProps | undefined {
  const props = schema && isObject(schema.properties as unknown as JSONValue) ? schema.properties : undefined;
  const s = props?.status;
  return s && isObject(s as unknown as JSONValue) ? s : undefined;
}

/** The schema errors of a /status update; `ratcheted` holds errors ratcheting let through. */
export function validateStatusUpdate(
  obj: JSONObject,
  old: JSONObject,
  schema: JSONSchemaProps | undefined,
  kubeVersion: string,
  ratcheting: boolean,
): { errors: FieldError[]; ratcheted: FieldError[] } {
  if (!('status' in obj)) return { errors: [], ratcheted: [] };
  const s = statusSchema(schema);
  if (!s) return { errors: [], ratcheted: [] };
  const path = FieldPath.of('status');
  const status = obj.status as JSONValue;
  if (ratcheting) return validateCustomResourceUpdate(path, status, (old.status ?? null) as JSONValue, s, { kubeVersion });
  return { errors: validateCustomResource(path, status, s, { kubeVersion }), ratcheted: [] };
}
