// Pins apiextensions-apiserver registry/customresource etcd.go ScaleREST.Get /
// scaleFromCustomResource (defaults, int32 conversion, the missing spec replicas error) and the
// accessor errors of unstructured.NestedInt64 / NestedString / NestedFieldNoCopy.
import { describe, expect, it } from 'vitest';
import { scaleForObject } from '../../../src/engine/printers/scale';

const spec = { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas', labelSelectorPath: '.status.labelSelector' };
const meta = { name: 'my-new-cron-object', namespace: 'default', uid: 'e14d79e7-91f9-11e7-a598-f0761cb232d1', resourceVersion: '42', creationTimestamp: '2017-09-05T05:20:07Z', labels: { a: 'b' } };
const scaleMeta = { name: 'my-new-cron-object', namespace: 'default', uid: 'e14d79e7-91f9-11e7-a598-f0761cb232d1', resourceVersion: '42', creationTimestamp: '2017-09-05T05:20:07Z' };

const ok: [string, unknown, unknown][] = [
  [
    'all three paths set',
    { metadata: meta, spec: { replicas: 3 }, status: { replicas: 2, labelSelector: 'app=cron' } },
    { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: scaleMeta, spec: { replicas: 3 }, status: { replicas: 2, selector: 'app=cron' } },
  ],
  [
    'status replicas default to 0, selector to empty',
    { metadata: meta, spec: { replicas: 3 } },
    { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: scaleMeta, spec: { replicas: 3 }, status: { replicas: 0 } },
  ],
  [
    'zero spec replicas are omitted from the Scale JSON',
    { metadata: meta, spec: { replicas: 0 } },
    { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: scaleMeta, spec: {}, status: { replicas: 0 } },
  ],
  [
    'replicas beyond int32 wrap around (int32(specReplicas))',
    { metadata: meta, spec: { replicas: 4294967297 } },
    { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: scaleMeta, spec: { replicas: 1 }, status: { replicas: 0 } },
  ],
  [
    'a null status: status replicas not found, 0',
    { metadata: { name: 'x' }, spec: { replicas: 5 }, status: null },
    { apiVersion: 'autoscaling/v1', kind: 'Scale', metadata: { name: 'x', creationTimestamp: null }, spec: { replicas: 5 }, status: { replicas: 0 } },
  ],
];

describe('scaleForObject: scaleFromCustomResource', () => {
  it.each(ok)('%s', (_name, obj, scale) => expect(scaleForObject(spec, obj as never)).toEqual({ ok: true, scale }));
});

const failures: [string, unknown, string, string][] = [
  ['missing spec replicas (ScaleREST.Get)', { metadata: meta, spec: {} }, 'InternalError', 'Internal error occurred: the spec replicas field ".spec.replicas" does not exist'],
  ['missing spec', { metadata: meta }, 'InternalError', 'Internal error occurred: the spec replicas field ".spec.replicas" does not exist'],
  ['spec replicas is a string', { metadata: meta, spec: { replicas: '3' } }, 'Unknown', '.spec.replicas accessor error: 3 is of the type string, expected int64'],
  ['spec replicas is a float', { metadata: meta, spec: { replicas: 1.5 } }, 'Unknown', '.spec.replicas accessor error: 1.5 is of the type float64, expected int64'],
  ['spec replicas is null', { metadata: meta, spec: { replicas: null } }, 'Unknown', '.spec.replicas accessor error: <nil> is of the type <nil>, expected int64'],
  ['spec is not an object', { metadata: meta, spec: [1] }, 'Unknown', '.spec.replicas accessor error: [1] is of the type []interface {}, expected map[string]interface{}'],
  [
    'label selector is not a string',
    { metadata: meta, spec: { replicas: 1 }, status: { labelSelector: { matchLabels: { a: 'b' } } } },
    'Unknown',
    '.status.labelSelector accessor error: map[matchLabels:map[a:b]] is of the type map[string]interface {}, expected string',
  ],
];

describe('scaleForObject: errors', () => {
  it.each(failures)('%s', (_name, obj, reason, error) => expect(scaleForObject(spec, obj as never)).toEqual({ ok: false, code: 500, reason, error }));
});
