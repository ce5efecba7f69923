// customResourceValidator (registry/customresource/validator.go): the scale
// subresource's replica paths.
import type { CustomResourceSubresourceScale } from '../apis/crd';
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { FieldPath } from '../field/path';
import { invalid, type FieldError } from '../field/errors';
import { goNumber, goTypeOf } from '../golang/fmt';

/** Go's %v of an unstructured value. */
function goPlain(v: JSONValue): string {
  if (v === null) return '<nil>';
  if (typeof v === 'number' || typeof v === 'bigint') return goNumber(v);
  if (typeof v === 'string' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return '[' + v.map(goPlain).join(' ') + ']';
  return (
    'map[' +
    Object.keys(v)
      .sort()
      .map((k) => `${k}:${goPlain(v[k])}`)
      .join(' ') +
    ']'
  );
}

type Nested<T> = { value: T; found: boolean; error?: string };

function nested(obj: JSONObject, path: string): { value: JSONValue | undefined; fields: string[]; error?: string } {
  const fields = path.replace(/^\./, '').split('.');
  let cur: JSONValue | undefined = obj;
  for (let i = 0; i < fields.length; i++) {
    if (!isObject(cur)) {
      if (cur === undefined || cur === null) return { value: undefined, fields };
      const at = '.' + fields.slice(0, i).join('.');
      return { value: undefined, fields, error: `${at} accessor error: ${goPlain(cur)} is of the type ${goTypeOf(cur)}, expected map[string]interface{}` };
    }
    cur = cur[fields[i]];
  }
  return { value: cur, fields };
}

/** unstructured.NestedInt64 */
function nestedInt64(obj: JSONObject, path: string): Nested<number | bigint> {
  const r = nested(obj, path);
  if (r.error) return { value: 0, found: false, error: r.error };
  if (r.value === undefined) return { value: 0, found: false };
  if ((typeof r.value === 'number' && Number.isSafeInteger(r.value)) || typeof r.value === 'bigint') return { value: r.value, found: true };
  return {
    value: 0,
    found: false,
    error: `.${r.fields.join('.')} accessor error: ${goPlain(r.value)} is of the type ${goTypeOf(r.value)}, expected int64`,
  };
}

/** unstructured.NestedString */
function nestedString(obj: JSONObject, path: string): Nested<string> {
  const r = nested(obj, path);
  if (r.error) return { value: '', found: false, error: r.error };
  if (r.value === undefined) return { value: '', found: false };
  if (typeof r.value === 'string') return { value: r.value, found: true };
  return {
    value: '',
    found: false,
    error: `.${r.fields.join('.')} accessor error: ${goPlain(r.value)} is of the type ${goTypeOf(r.value)}, expected string`,
  };
}

const MAX_INT32 = 2147483647;

function replicasErrors(obj: JSONObject, path: string): FieldError[] {
  const p = FieldPath.of(path);
  const r = nestedInt64(obj, path);
  if (r.error) return [invalid(p, r.value, r.error)];
  if (r.value < 0) return [invalid(p, r.value, 'should be a non-negative integer')];
  if (r.value > MAX_INT32) return [invalid(p, r.value, `should be less than or equal to ${MAX_INT32}`)];
  return [];
}

export function validateScaleSpec(obj: JSONObject, scale: CustomResourceSubresourceScale): FieldError[] {
  return typeof scale.specReplicasPath === 'string' ? replicasErrors(obj, scale.specReplicasPath) : [];
}

export function validateScaleStatus(obj: JSONObject, scale: CustomResourceSubresourceScale): FieldError[] {
  const errs = typeof scale.statusReplicasPath === 'string' ? replicasErrors(obj, scale.statusReplicasPath) : [];
  if (typeof scale.labelSelectorPath === 'string') {
    const r = nestedString(obj, scale.labelSelectorPath);
    if (r.error) errs.push(invalid(FieldPath.of(scale.labelSelectorPath), r.value, r.error));
  }
  return errs;
}
