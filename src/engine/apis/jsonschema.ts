// apiextensions.k8s.io/v1 JSONSchemaProps (types_jsonschema.go): the OpenAPI v3 schema of a CRD version.
import type { JSONValue } from './json';

export interface ValidationRule {
  rule: string;
  message?: string;
  messageExpression?: string;
  reason?: string;
  fieldPath?: string;
  optionalOldSelf?: boolean;
}

export interface ExternalDocumentation {
  description?: string;
  url?: string;
}

/** apiextensions.k8s.io/v1 JSONSchemaProps. Unknown keys may be present in user input. */
export interface JSONSchemaProps {
  id?: string;
  $schema?: string;
  $ref?: string;
  description?: string;
  type?: string;
  format?: string;
  title?: string;
  default?: JSONValue;
  maximum?: number;
  exclusiveMaximum?: boolean;
  minimum?: number;
  exclusiveMinimum?: boolean;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  maxItems?: number;
  minItems?: number;
  uniqueItems?: boolean;
  multipleOf?: number;
  enum?: JSONValue[];
  maxProperties?: number;
  minProperties?: number;
  required?: string[];
  items?: JSONSchemaProps | JSONSchemaProps[];
  allOf?: JSONSchemaProps[];
  oneOf?: JSONSchemaProps[];
  anyOf?: JSONSchemaProps[];
  not?: JSONSchemaProps;
  properties?: { [name: string]: JSONSchemaProps };
  additionalProperties?: JSONSchemaProps | boolean;
  patternProperties?: { [name: string]: JSONSchemaProps };
  dependencies?: { [name: string]: JSONSchemaProps | string[] };
  additionalItems?: JSONSchemaProps | boolean;
  definitions?: { [name: string]: JSONSchemaProps };
  externalDocs?: ExternalDocumentation;
  example?: JSONValue;
  nullable?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
  'x-kubernetes-embedded-resource'?: boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-list-map-keys'?: string[];
  'x-kubernetes-list-type'?: string;
  'x-kubernetes-map-type'?: string;
  'x-kubernetes-validations'?: ValidationRule[];
  [extra: string]: unknown;
}
