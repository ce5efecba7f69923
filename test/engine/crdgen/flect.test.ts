// The plural controller-gen derives: strings.ToLower(flect.Pluralize(kind)) (pkg/crd/spec.go), flect
// v1.0.3 (pluralize_test.go's cases, and the plurals of pkg/crd/testdata's goldens).

import { describe, expect, it } from 'vitest';
import { pluralize } from '../../../src/engine/crdgen/flect';

describe('flect.Pluralize', () => {
  const cases: [string, string][] = [
    // pkg/crd/testdata goldens
    ['TestQuota', 'TestQuotas'],
    ['CronJob', 'CronJobs'],
    ['Foo', 'Foos'],
    ['Zoo', 'Zoos'],
    ['Oneof', 'Oneofs'],
    ['Enum', 'Enums'],
    ['VersionedResource', 'VersionedResources'],
    ['ImmutableType', 'ImmutableTypes'],
    ['ExternalDoc', 'ExternalDocs'],
    // suffix rules and the dictionary
    ['Policy', 'Policies'],
    ['Gateway', 'Gateways'],
    ['Proxy', 'Proxies'],
    ['Ingress', 'Ingresses'],
    ['Status', 'Statuses'],
    ['Box', 'Boxes'],
    ['Match', 'Matches'],
    ['Person', 'People'],
    ['Index', 'Indices'],
    ['Endpoints', 'Endpoints'],
    ['Data', 'Data'],
    ['Leaf', 'Leaves'],
    ['Knife', 'Knives'],
    ['Potato', 'Potatoes'],
    ['Photo', 'Photos'],
    ['Analysis', 'Analyses'],
    ['Criterion', 'Criteria'],
    ['Sheep', 'Sheep'],
    ['ID', 'IDs'],
    ['MyAPI', 'MyAPIs'],
    ['', ''],
  ];
  for (const [singular, plural] of cases) {
    it(`${singular} → ${plural}`, () => expect(pluralize(singular)).toBe(plural));
  }
});
