// int64 integers in batch requests and responses and in `check -o json`: every request line is
// read as the apiserver's decoder reads JSON (sigs.k8s.io/json UnmarshalCaseSensitivePreserveInts:
// int64 when the literal is an integer that fits, float64 otherwise), and integers are written
// back exactly, as encoding/json writes an int64.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { fakeIo } from './fake-io';

async function batch(lines: string[]): Promise<string[]> {
  const io = fakeIo({}, lines.join('\n') + '\n');
  expect(await main(['batch'], io)).toBe(0);
  return io.out.trim().split('\n');
}

const INT = '{"type":"object","properties":{"x":{"type":"integer"}}}';

describe('batch: int64 in requests and responses', () => {
  it.each([
    // kube-openapi values.go MaximumNativeType: int64(float64 2^63) is math.MinInt64 (amd64) before 1.36
    [
      `{"op":"validate","kubeVersion":"1.35","schema":{"type":"object","properties":{"x":{"type":"integer","maximum":9223372036854775806}}},"object":{"x":9223372036854775807}}`,
      '{"errors":[{"field":"x","type":"FieldValueInvalid","detail":"x in body should be less than or equal to -9223372036854775808","message":"x: Invalid value: 9223372036854775807: x in body should be less than or equal to -9223372036854775808"}]}',
    ],
    [
      `{"op":"validate","schema":{"type":"object","properties":{"x":{"type":"integer","maximum":9223372036854774784}}},"object":{"x":9223372036854774785}}`,
      '{"errors":[{"field":"x","type":"FieldValueInvalid","detail":"x in body should be less than or equal to 9223372036854774784","message":"x: Invalid value: 9223372036854774785: x in body should be less than or equal to 9223372036854774784"}]}',
    ],
    [`{"op":"validate","schema":{"type":"object","properties":{"x":{"type":"integer","enum":[-9223372036854775808]}}},"object":{"x":-9223372036854775808}}`, '{"errors":[]}'],
    // beyond int64: a float64, refused by an integer field
    [
      `{"op":"validate","kubeVersion":"1.35","schema":${INT},"object":{"x":9223372036854775808}}`,
      '{"errors":[{"field":"x","type":"FieldValueTypeInvalid","detail":"x in body must be of type integer: \\"number\\"","message":"x: Invalid value: \\"number\\": x in body must be of type integer: \\"number\\""}]}',
    ],
    [`{"op":"default","schema":{"type":"object","properties":{"x":{"type":"integer","default":9223372036854775807}}},"object":{}}`, '{"object":{"x":9223372036854775807}}'],
    [`{"op":"prune","schema":${INT},"object":{"x":-9223372036854775808,"y":9223372036854775807},"isResourceRoot":false}`, '{"object":{"x":-9223372036854775808},"pruned":["y"]}'],
    [
      `{"op":"columns","columns":[{"name":"X","type":"integer","jsonPath":".spec.x"}],"objects":[{"metadata":{"name":"a"},"spec":{"x":9223372036854775807}}]}`,
      '{"headers":["Name","X"],"rows":[["a",9223372036854775807]]}',
    ],
    // a string column prints the value as JSONPath does: lists and maps as JSON (json.Marshal of int64)
    [
      `{"op":"columns","columns":[{"name":"L","type":"string","jsonPath":".spec.l"}],"objects":[{"metadata":{"name":"a"},"spec":{"l":[9223372036854775807,{"y":-9223372036854775808}]}}]}`,
      '{"headers":["Name","L"],"rows":[["a","[9223372036854775807,{\\"y\\":-9223372036854775808}]"]]}',
    ],
  ])('%s', async (req, want) => {
    expect(await batch([req])).toEqual([want]);
  });

  // CEL ints are int64: the literal and the value compare exactly (no rounding to 2^63)
  it.each([
    ['self.x == 9223372036854775807 && self.x - 1 == 9223372036854775806', true],
    ['self.x == 9223372036854775806', false],
    ['self.x + 1 > 0', 'error'],
  ])('cel: %s', async (expr, want) => {
    const [line] = await batch([`{"op":"cel","expr":${JSON.stringify(expr)},"schema":${INT},"self":{"x":9223372036854775807}}`]);
    if (want === 'error') expect(line).toContain('"error":"integer overflow"');
    else expect(line).toContain(`"value":${want}`);
  });

  it('a request nested deeper than the linear reader threshold keeps its int64 integers too', async () => {
    const depth = 1500; // above DEEP (cli/deepjson.ts): read by the iterative parser, then the exact reader
    const nested = '{"a":'.repeat(depth) + '9223372036854775807' + '}'.repeat(depth);
    const [out] = await batch([`{"op":"prune","schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true},"object":${nested},"isResourceRoot":false}`]);
    expect(out).toContain(':9223372036854775807}');
    expect(out).not.toContain('9223372036854775808');
  });

  it('cel without a schema: an int64 in self or vars is a dyn int, a float64 a double', async () => {
    const lines = await batch([
      '{"op":"cel","expr":"self.x == 9223372036854775807 && v == -9223372036854775808","self":{"x":9223372036854775807},"vars":{"v":-9223372036854775808}}',
      '{"op":"cel","expr":"type(self.x) == double","self":{"x":9223372036854775808}}',
    ]);
    for (const line of lines) expect(line).toContain('"value":true');
  });
});

describe('check -o json: int64 values as written', () => {
  const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: bigs.example.com}
spec:
  group: example.com
  names: {kind: Big, plural: bigs}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              x: {type: integer, minimum: -9223372036854775808}
              y: {type: integer, default: 9223372036854775807}
`;
  it('keeps the values of the decoded, defaulted and stored objects exact', async () => {
    const io = fakeIo({ 'crd.yaml': CRD, 'obj.json': '{"apiVersion":"example.com/v1","kind":"Big","metadata":{"name":"a"},"spec":{"x":-9223372036854775807}}' });
    expect(await main(['check', 'crd.yaml', 'obj.json', '-o', 'json'], io)).toBe(0);
    expect(io.out).toContain('"x": -9223372036854775807');
    expect(io.out).toContain('"y": 9223372036854775807');
    expect(io.out).not.toMatch(/922337203685477[0-9]{4}0{3}\b/);
  });
});
