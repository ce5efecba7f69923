import { FieldPath } from '../../../src/engine/field/path';
import { validateCustomResource } from '../../../src/engine/validation';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import type { JSONValue } from '../../../src/engine/apis/json';
import { NEWEST_RENDERING } from '../field/newest-rendering';

/** Field error strings of ValidateCustomResource(nil, value, NewSchemaValidator(schema)). */
export function messages(schema: JSONSchemaProps, value: JSONValue): string[] {
  return validateCustomResource(FieldPath.root(), value, schema).map((e) => e.toString(NEWEST_RENDERING));
}

/** A root object schema with one property `spec.<name>`. */
export function specProp(name: string, prop: JSONSchemaProps): JSONSchemaProps {
  return { type: 'object', properties: { spec: { type: 'object', properties: { [name]: prop } } } };
}
