import { describe, expect, it } from 'vitest';
import { columnServingErrors } from '../../../src/engine/crd';

// tableconvertor.New parses `{` + jsonPath + `}` with client-go's JSONPath parser; a failure makes
// the version unservable ("unrecognized column definition %q"), although CRD validation (which only
// checks for a leading '.') accepted it.
const rows: [string, string[]][] = [
  ['.spec.cronSpec', []],
  ['.metadata.creationTimestamp', []],
  ['.status.conditions[?(@.type=="Ready")].status', []],
  ['.spec.items[*].name', []],
  ['.spec[', ['unrecognized column definition ".spec["']],
  ['.spec.x}{', []], // "{.spec.x}{}": a second, empty action is valid
  ['.spec.items[?(@.a=="b"', ['unrecognized column definition ".spec.items[?(@.a==\\"b\\""']],
];

describe('columnServingErrors (tableconvertor.New)', () => {
  it.each(rows)('%s', (jsonPath, expected) => {
    expect(columnServingErrors([{ name: 'c', type: 'string', jsonPath }])).toEqual(expected);
  });
});
