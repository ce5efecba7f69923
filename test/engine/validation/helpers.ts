import { FieldPath } from '../../../src/engine/field/path';
import { validateCustomResource } from '../../../src/engine/validation';
import type { JSONSchemaProps, JSONValue } from '../../../src/engine/types';

/** Field error strings of ValidateCustomResource(nil, value, NewSchemaValidator(schema)). */
export function messages(schema: JSONSchemaProps, value: JSONValue): string[] {
  return validateCustomResource(FieldPath.root(), value, schema).map((e) => e.toString());
}

/** A root object schema with one property `spec.<name>`. */
export function specProp(name: string, prop: JSONSchemaProps): JSONSchemaProps {
  return { type: 'object', properties: { spec: { type: 'object', properties: { [name]: prop } } } };
}
