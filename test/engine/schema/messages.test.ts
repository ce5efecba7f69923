// How a rejected CRD is reported: errors.NewInvalid's message (ErrorList.ToAggregate), the
// kubectl rendering of the status causes, and the NonStructuralSchema condition message.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FieldPath } from '../../../src/engine/field/path';
import { validateStructural } from '../../../src/engine/schema/validation';
import { crdInvalidKubectlMessage, crdInvalidStatusMessage, nonStructuralConditionMessage } from '../../../src/engine/schema/messages';
import type { JSONSchemaProps } from '../../../src/engine/apis/jsonschema';
import { NEWEST_RENDERING } from '../field/newest-rendering';

const P = FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema');
const p = 'spec.versions[0].schema.openAPIV3Schema';
const one = validateStructural(P, parse('type: object\nproperties:\n  spec: {properties: {a: {type: string}}}') as JSONSchemaProps);
const two = validateStructural(P, parse('properties:\n  spec: {properties: {a: {type: string}}}') as JSONSchemaProps);

describe('CRD rejection messages', () => {
  it.each([
    [
      'NewInvalid, one error: no brackets',
      crdInvalidStatusMessage('crontabs.stable.example.com', one, NEWEST_RENDERING),
      `CustomResourceDefinition.apiextensions.k8s.io "crontabs.stable.example.com" is invalid: ${p}.properties[spec].type: Required value: must not be empty for specified object fields`,
    ],
    [
      'NewInvalid, two errors: aggregate in brackets',
      crdInvalidStatusMessage('crontabs.stable.example.com', two, NEWEST_RENDERING),
      `CustomResourceDefinition.apiextensions.k8s.io "crontabs.stable.example.com" is invalid: [${p}.properties[spec].type: Required value: must not be empty for specified object fields, ${p}.type: Required value: must not be empty at the root]`,
    ],
    [
      'kubectl, two causes: one per line',
      crdInvalidKubectlMessage('crontabs.stable.example.com', two, NEWEST_RENDERING),
      `The CustomResourceDefinition "crontabs.stable.example.com" is invalid: \n* ${p}.properties[spec].type: Required value: must not be empty for specified object fields\n* ${p}.type: Required value: must not be empty at the root`,
    ],
    [
      'NonStructuralSchema condition message',
      nonStructuralConditionMessage(two, NEWEST_RENDERING),
      `[${p}.properties[spec].type: Required value: must not be empty for specified object fields, ${p}.type: Required value: must not be empty at the root]`,
    ],
  ])('%s', (_name, got, want) => {
    expect(got).toBe(want);
  });
});
