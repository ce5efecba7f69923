// DeclType → CEL type, the type provider the checker asks for object fields
// (apiservercel.DeclTypeProvider.FindStructFieldType) and the size estimator of compilation.go
// (sizeEstimator.EstimateSize) that feeds the cost estimator.
import type { Estimate, EstimateNode, TypeProvider } from '../library';
import { type CelType, T } from '../types';
import type { DeclType } from './decltype';
import { CEL_RESERVED_SYMBOLS } from './escaping';

/**
 * DeclType.CelType() of a type named `name` (MaybeAssignTypeName): objects are named by where they
 * appear (`selfType1.spec`, `… .@idx` for list items, `… .@elem` for map values). `register` sees
 * every object type named on the way.
 */
function celTypeOf(t: DeclType, name = t.name, register?: (name: string, t: DeclType) => void): CelType {
  switch (t.kind) {
    case 'object':
      register?.(name, t);
      return T.object(name);
    case 'map':
      return T.map(T.string, celTypeOf(t.elemType!, `${name}.@elem`, register));
    case 'list':
      return T.list(celTypeOf(t.elemType!, `${name}.@idx`, register));
    case 'string':
      return T.string;
    case 'bytes':
      return T.bytes;
    case 'int':
      return T.int;
    case 'double':
      return T.double;
    case 'bool':
      return T.bool;
    case 'duration':
      return T.duration;
    case 'timestamp':
      return T.timestamp;
    case 'dyn':
      return T.dyn;
  }
}

/**
 * The types of one rule node: the CEL type of `self` named `rootName`, and the type provider
 * (DeclTypeProvider.FindStructFieldType) that names nested object types lazily, as the checker
 * reaches them, instead of copying the whole schema tree per node. With
 * recognizeKeywordAsFieldName a reserved word selects its escaped field (`self.namespace` reads
 * `__namespace__`).
 */
export function ruleTypes(root: DeclType, rootName: string, recognizeKeywordAsFieldName = false): { selfType: CelType; provider: TypeProvider } {
  const types = new Map<string, DeclType>();
  const register = (name: string, t: DeclType) => void types.set(name, t);
  const selfType = celTypeOf(root, rootName, register);
  const provider: TypeProvider = {
    hasType: (name) => types.has(name),
    fieldType: (typeName, field) => {
      const t = types.get(typeName);
      let f = t?.fields?.get(field);
      if (!f && recognizeKeywordAsFieldName && CEL_RESERVED_SYMBOLS.has(field)) f = t?.fields?.get(`__${field}__`);
      return f ? celTypeOf(f.type, `${typeName}.${f.name}`, register) : undefined;
    },
  };
  return { selfType, provider };
}

/**
 * sizeEstimator.EstimateSize: walks the rule's root DeclType along the node's path (skipping the
 * first segment, so `oldSelf.x` sizes like `self.x`) and returns [0, MaxElements].
 */
export function estimateSizeFromPath(root: DeclType, path: readonly string[] | undefined): Estimate | undefined {
  if (!path || path.length === 0) return undefined;
  let cur: DeclType = root;
  for (const name of path.slice(1)) {
    if (name === '@items' || name === '@values') {
      if (!cur.elemType) return undefined;
      cur = cur.elemType;
    } else if (name === '@keys') {
      if (!cur.keyType) return undefined;
      cur = cur.keyType;
    } else {
      const f = cur.fields?.get(name);
      if (!f) return undefined;
      cur = f.type;
    }
  }
  return { min: 0n, max: BigInt(cur.maxElements) };
}

/** The EstimateSize hook for a rule's root type. */
export function sizeHook(root: DeclType): (node: EstimateNode) => Estimate | undefined {
  return (node) => estimateSizeFromPath(root, node.path());
}
