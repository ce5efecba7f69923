// validateCustomResourceDefinitionValidation, status subresource part: with the status
// subresource enabled only some JSONSchemaProps fields may be set at the schema root
// (allowedFieldsAtRootSchema), and the root type must be "object". Fields are visited in the
// Go struct's declaration order; the first offending one is reported.
import type { FieldPath } from '../field/path';
import { FieldError, invalid } from '../field/errors';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { goQuote } from '../golang/fmt';

/** Go field name, JSON name and Go type of apiextensions.JSONSchemaProps, in declaration order. */
const FIELDS: [string, string, string][] = [
  ['ID', 'id', 'string'],
  ['Schema', '$schema', 'apiextensions.JSONSchemaURL'],
  ['Ref', '$ref', '*string'],
  ['Description', 'description', 'string'],
  ['Type', 'type', 'string'],
  ['Format', 'format', 'string'],
  ['Title', 'title', 'string'],
  ['Default', 'default', '*apiextensions.JSON'],
  ['Maximum', 'maximum', '*float64'],
  ['ExclusiveMaximum', 'exclusiveMaximum', 'bool'],
  ['Minimum', 'minimum', '*float64'],
  ['ExclusiveMinimum', 'exclusiveMinimum', 'bool'],
  ['MaxLength', 'maxLength', '*int64'],
  ['MinLength', 'minLength', '*int64'],
  ['Pattern', 'pattern', 'string'],
  ['MaxItems', 'maxItems', '*int64'],
  ['MinItems', 'minItems', '*int64'],
  ['UniqueItems', 'uniqueItems', 'bool'],
  ['MultipleOf', 'multipleOf', '*float64'],
  ['Enum', 'enum', '[]apiextensions.JSON'],
  ['MaxProperties', 'maxProperties', '*int64'],
  ['MinProperties', 'minProperties', '*int64'],
  ['Required', 'required', '[]string'],
  ['Items', 'items', '*apiextensions.JSONSchemaPropsOrArray'],
  ['AllOf', 'allOf', '[]apiextensions.JSONSchemaProps'],
  ['OneOf', 'oneOf', '[]apiextensions.JSONSchemaProps'],
  ['AnyOf', 'anyOf', '[]apiextensions.JSONSchemaProps'],
  ['Not', 'not', '*apiextensions.JSONSchemaProps'],
  ['Properties', 'properties', 'map[string]apiextensions.JSONSchemaProps'],
  ['AdditionalProperties', 'additionalProperties', '*apiextensions.JSONSchemaPropsOrBool'],
  ['PatternProperties', 'patternProperties', 'map[string]apiextensions.JSONSchemaProps'],
  ['Dependencies', 'dependencies', 'apiextensions.JSONSchemaDependencies'],
  ['AdditionalItems', 'additionalItems', '*apiextensions.JSONSchemaPropsOrBool'],
  ['Definitions', 'definitions', 'apiextensions.JSONSchemaDefinitions'],
  ['ExternalDocs', 'externalDocs', '*apiextensions.ExternalDocumentation'],
  ['Example', 'example', '*apiextensions.JSON'],
  ['Nullable', 'nullable', 'bool'],
  ['XPreserveUnknownFields', 'x-kubernetes-preserve-unknown-fields', '*bool'],
  ['XEmbeddedResource', 'x-kubernetes-embedded-resource', 'bool'],
  ['XIntOrString', 'x-kubernetes-int-or-string', 'bool'],
  ['XListMapKeys', 'x-kubernetes-list-map-keys', '[]string'],
  ['XListType', 'x-kubernetes-list-type', '*string'],
  ['XMapType', 'x-kubernetes-map-type', '*string'],
  ['XValidations', 'x-kubernetes-validations', 'apiextensions.ValidationRules'],
];

const ALLOWED_AT_ROOT = [
  'Description',
  'Type',
  'Format',
  'Title',
  'Maximum',
  'ExclusiveMaximum',
  'Minimum',
  'ExclusiveMinimum',
  'MaxLength',
  'MinLength',
  'Pattern',
  'MaxItems',
  'MinItems',
  'UniqueItems',
  'MultipleOf',
  'Required',
  'Items',
  'Properties',
  'ExternalDocs',
  'Example',
  'XPreserveUnknownFields',
  'XValidations',
];

function isGoZero(goType: string, v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (goType === 'string' || goType === 'apiextensions.JSONSchemaURL') return v === '';
  if (goType === 'bool') return v === false;
  return false; // pointers, slices and maps are non-nil once written (even when empty)
}

/** %#v of the root apiextensions.JSONSchemaProps (pointers print as fixed placeholder addresses). */
function goSharpVSchema(s: JSONSchemaProps): string {
  const parts = FIELDS.map(([name, json, goType]) => {
    const v = s[json];
    let r: string;
    if (goType === 'string' || goType === 'apiextensions.JSONSchemaURL') r = goQuote(typeof v === 'string' ? v : '');
    else if (goType === 'bool') r = v === true ? 'true' : 'false';
    else if (goType === '[]string') r = Array.isArray(v) ? `[]string{${v.map((x) => goQuote(String(x))).join(', ')}}` : '[]string(nil)';
    else if (goType.startsWith('*')) r = v === undefined || v === null ? `(${goType})(nil)` : `(${goType})(0xc000000000)`;
    else if (v === undefined || v === null) r = `${goType}(nil)`;
    else r = `${goType}{...}`;
    return `${name}:${r}`;
  });
  return `apiextensions.JSONSchemaProps{${parts.join(', ')}}`;
}

export function validateStatusSubresourceRoot(schema: JSONSchemaProps, schemaPath: FieldPath): FieldError[] {
  for (const [name, json, goType] of FIELDS) {
    if (isGoZero(goType, schema[json])) continue;
    if (name === 'Type') {
      if (schema.type !== 'object') {
        return [invalid(schemaPath.child('type'), schema.type, 'only "object" is allowed as the type at the root of the schema if the status subresource is enabled')];
      }
      continue;
    }
    if (!ALLOWED_AT_ROOT.includes(name)) {
      const bad = { goString: () => goSharpVSchema(schema) };
      return [invalid(schemaPath, bad, `only [${ALLOWED_AT_ROOT.join(' ')}] fields are allowed at the root of the schema if the status subresource is enabled`)];
    }
  }
  return [];
}
