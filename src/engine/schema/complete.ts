// apiserver/schema/complete.go validateStructuralCompleteness: every property, items and
// additionalProperties named inside the root's allOf/anyOf/oneOf/not must also be specified
// in the structural part of the schema. (Kubernetes checks the junctors of the root node only.)
import type { FieldPath } from '../field/path';
import { FieldError, required } from '../field/errors';
import type { JSONSchemaProps } from '../apis/jsonschema';
import { additionalOf, itemsOf, schemaList, schemaMap, subSchema } from './props';
import type { StructuralValidationOptions } from './structural';

interface Task {
  /** Value validation to check (a junctor clause, or the structural node's own junctors). */
  v: JSONSchemaProps;
  /** The structural node it applies to; undefined is Go's nil. */
  s: JSONSchemaProps | undefined;
  sPath: FieldPath;
  vPath: FieldPath;
  /** true: v is a NestedValueValidation (items/properties count); false: only its junctors. */
  nested: boolean;
}

export function validateStructuralCompleteness(schema: JSONSchemaProps, fldPath: FieldPath, opts: StructuralValidationOptions = {}): FieldError[] {
  const errs: FieldError[] = [];
  const stack: Task[] = [{ v: schema, s: schema, sPath: fldPath, vPath: fldPath, nested: false }];
  while (stack.length > 0) {
    const { v, s, sPath, vPath, nested } = stack.pop()!;
    if (!s) {
      errs.push(required(sPath, `because it is defined in ${vPath.toString()}`));
      continue;
    }
    // validateValueValidationCompleteness: the junctors of v apply to the same structural node.
    const not = subSchema(v, 'not');
    if (not) stack.push({ v: not, s, sPath, vPath: vPath.child('not'), nested: true });
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      schemaList(v, key).forEach((x, i) => stack.push({ v: x, s, sPath, vPath: vPath.child(key).index(i), nested: true }));
    }
    if (!nested) continue;

    const vItems = itemsOf(v)?.schema;
    if (vItems) stack.push({ v: vItems, s: itemsOf(s)?.schema, sPath: sPath.child('items'), vPath: vPath.child('items'), nested: true });

    const sProps = new Map(schemaMap(s, 'properties', false) ?? []);
    const sAdditional = additionalOf(s)?.schema;
    for (const [k, vFld] of schemaMap(v, 'properties', false) ?? []) {
      const sFld = sProps.get(k);
      if (sFld) {
        stack.push({ v: vFld, s: sFld, sPath: sPath.child('properties').key(k), vPath: vPath.child('properties').key(k), nested: true });
      } else if (!sAdditional || !opts.allowValidationPropertiesWithAdditionalProperties) {
        errs.push(required(sPath.child('properties').key(k), `because it is defined in ${vPath.child('properties').key(k).toString()}`));
      } else {
        stack.push({ v: vFld, s: sAdditional, sPath: sPath.child('additionalProperties'), vPath: vPath.child('properties').key(k), nested: true });
      }
    }
    const vAdditional = additionalOf(v);
    if (vAdditional?.allows && opts.allowNestedAdditionalProperties) {
      stack.push({
        v: vAdditional.schema ?? {},
        s: sAdditional,
        sPath: sPath.child('additionalProperties'),
        vPath: vPath.child('additionalProperties'),
        nested: true,
      });
    }
  }
  return errs;
}
