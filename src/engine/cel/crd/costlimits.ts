// The CRD-write cost checks of apiextensions-apiserver/pkg/apis/apiextensions/validation:
// cardinality of a schema node (cel_validation.go extractMaxElements / childContext), the per-rule
// and per-schema limits, the top contributors (TotalCost) and the factor wording of
// getCostErrorMessage.
import type { JSONSchemaProps } from '../../apis/jsonschema';
import type { FieldPath } from '../../field/path';
import { MAX_REQUEST_SIZE_BYTES, MAX_UINT64, STATIC_ESTIMATED_CRD_COST_LIMIT } from './limits';

/** Cardinality: how many times data at a node can occur; undefined = unbounded. */
export type Cardinality = bigint | undefined;

/** multiplyWithOverflowGuard */
export function multiplyWithOverflowGuard(baseCost: bigint, cardinality: bigint): bigint {
  if (baseCost === 0n) return 0n;
  const p = baseCost * cardinality;
  return p > MAX_UINT64 ? MAX_UINT64 : p;
}

function saturatingAdd(a: bigint, b: bigint): bigint {
  const s = a + b;
  return s > MAX_UINT64 ? MAX_UINT64 : s;
}

const int = (v: unknown): number | undefined => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : undefined);

/** extractMaxElements: the factor by which a schema multiplies the cardinality of its children. */
function extractMaxElements(s: JSONSchemaProps): Cardinality {
  switch (s.type) {
    case 'object':
      if (s.additionalProperties !== undefined && s.additionalProperties !== null) {
        const mp = int(s.maxProperties);
        return mp !== undefined ? BigInt(Math.max(0, mp)) : undefined;
      }
      return 1n;
    case 'array': {
      const mi = int(s.maxItems);
      return mi !== undefined ? BigInt(Math.max(0, mi)) : undefined;
    }
    default:
      return 1n;
  }
}

/** childContext: parent cardinality × the parent's factor; unbounded is sticky. */
export function childCardinality(parentCardinality: Cardinality, parentSchema: JSONSchemaProps): Cardinality {
  if (parentCardinality === undefined) return undefined;
  const f = extractMaxElements(parentSchema);
  if (f === undefined) return undefined;
  return multiplyWithOverflowGuard(parentCardinality, f);
}

/** maxCardinality(minSize): fallback cardinality under unbounded lists/maps (one comma per element). */
export function fallbackCardinality(minSerializedSize: number): bigint {
  return BigInt(Math.floor(MAX_REQUEST_SIZE_BYTES / (minSerializedSize + 1)));
}

/** getExpressionCost: estimated max cost × (bounded context cardinality, else the fallback). */
export function expressionCost(maxCost: bigint, cardinality: Cardinality, fallback: bigint): bigint {
  return multiplyWithOverflowGuard(maxCost, cardinality ?? fallback);
}

/** Go's %f / %.1f of the exceed factor, as getCostErrorMessage words it. */
export function costFactorText(cost: bigint, limit: bigint): string {
  const f = Number(cost) / Number(limit);
  if (f > 100.0) return 'more than 100x';
  if (f < 1.5) return `${f.toFixed(6)}x`;
  return `${f.toFixed(1)}x`;
}

/** getCostErrorMessage(costName, cost, limit) */
export function costErrorMessage(costName: string, cost: bigint, limit: bigint): string {
  return `${costName} exceeds budget by factor of ${costFactorText(cost, limit)} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}

interface RuleCost {
  path: FieldPath;
  cost: bigint;
}

/** TotalCost: the schema's running total and its (at most 4) most expensive contributors. */
export class TotalCost {
  total = 0n;
  mostExpensive: RuleCost[] = [];

  /** ObserveExpressionCost */
  observe(path: FieldPath, cost: bigint): void {
    this.total = saturatingAdd(this.total, cost);
    if (cost < STATIC_ESTIMATED_CRD_COST_LIMIT / 100n) return;
    this.mostExpensive.push({ path, cost });
    // sort.Slice is not stable; equal costs keep insertion order here
    this.mostExpensive.sort((a, b) => (a.cost > b.cost ? -1 : a.cost < b.cost ? 1 : 0));
    if (this.mostExpensive.length > 4) this.mostExpensive.length = 4;
  }
}
