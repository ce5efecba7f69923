// The value rendering of field.Error.ErrorBody per Kubernetes version (apimachinery
// util/validation/field/errors.go: maps and slices as json.Marshal since 1.34, %#v before),
// passed explicitly: two renders with different versions in one process differ as kube's do.
import { describe, expect, it } from 'vitest';
import { invalid } from '../../../src/engine/field/errors';
import { FieldPath } from '../../../src/engine/field/path';
import { valueRendering } from '../../../src/engine/field/errorbody';
import { BATCH_OPS, batchResponse } from '../../../src/engine/ops';

describe('explicit value rendering', () => {
  const e = invalid(FieldPath.of('spec', 'x'), { a: [1, 'b'] }, 'bad');
  it.each([
    ['1.33', 'spec.x: Invalid value: map[string]interface {}{"a":[]interface {}{1, "b"}}: bad'],
    ['1.34', 'spec.x: Invalid value: {"a":[1,"b"]}: bad'],
    ['1.37', 'spec.x: Invalid value: {"a":[1,"b"]}: bad'],
  ])('Kubernetes %s', (kubeVersion, want) => expect(e.toString(valueRendering(kubeVersion))).toBe(want));

  it('the batch validate op renders with the version asked for, one request after the other', () => {
    const req = (kubeVersion: string) => ({ schema: { type: 'object', properties: { x: { type: 'object', enum: [{ a: 1 }] } } }, object: { x: { a: 2 } }, kubeVersion });
    const message = (kubeVersion: string) => (batchResponse(BATCH_OPS.validate(req(kubeVersion), {})) as { errors: { message: string }[] }).errors[0]?.message ?? '';
    const old = message('1.33');
    const now = message('1.37');
    expect(old).toContain('map[string]interface {}{"a":2}');
    expect(now).toContain('{"a":2}');
    expect(now).not.toContain('map[string]interface {}');
    expect(message('1.33')).toBe(old);
  });
});
