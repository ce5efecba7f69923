// CEL types as cel-go's common/types.Type models them, and their names as cel-go prints them.
//
// Two printers exist in cel-go and both are needed:
//  - formatType(t): checker/format.go FormatCELType — used in compile errors
//    ('found no matching overload for ... applied to (int, bool)'): timestamp, duration, null, !error!.
//  - typeName(t): types.Type String()/TypeName — used for runtime `type()` values and the output type
//    of a checked expression: google.protobuf.Timestamp, google.protobuf.Duration, null_type.

type PrimitiveKind = 'int' | 'uint' | 'double' | 'bool' | 'string' | 'bytes' | 'null_type' | 'timestamp' | 'duration' | 'dyn' | 'any' | 'error';

export type CelType =
  | { readonly kind: PrimitiveKind }
  | { readonly kind: 'list'; readonly elem: CelType }
  | { readonly kind: 'map'; readonly key: CelType; readonly value: CelType }
  /** A struct/message-like type supplied by a TypeProvider (e.g. a CRD schema node). */
  | { readonly kind: 'object'; readonly name: string }
  /** Opaque/abstract types such as optional_type(T), net.IP, kubernetes.Quantity. */
  | { readonly kind: 'opaque'; readonly name: string; readonly params: readonly CelType[] }
  /** The type of type values: type(int); param undefined = plain `type`. */
  | { readonly kind: 'type'; readonly param?: CelType }
  /** Type parameter in overload signatures (A, K, V ...). */
  | { readonly kind: 'typeParam'; readonly name: string };

/**
 * Every CelType is made here, by one object literal with every field in one order (the fields a kind does not
 * use are undefined): V8 then gives all types one hidden class, so the checker's and the planner's walks over
 * types (substitute, isAssignable, renameParams, typeEquals …) stay monomorphic in optimised code instead of
 * meeting a new shape per kind and deoptimising (docs/decisions/0067).
 */
function mk(
  kind: CelType['kind'],
  name: string | undefined,
  elem: CelType | undefined,
  key: CelType | undefined,
  value: CelType | undefined,
  params: readonly CelType[] | undefined,
  param: CelType | undefined,
): CelType {
  return { kind, name, elem, key, value, params, param } as CelType;
}

const prim = (kind: PrimitiveKind): CelType => mk(kind, undefined, undefined, undefined, undefined, undefined, undefined);

export const T = {
  int: prim('int'),
  uint: prim('uint'),
  double: prim('double'),
  bool: prim('bool'),
  string: prim('string'),
  bytes: prim('bytes'),
  null: prim('null_type'),
  timestamp: prim('timestamp'),
  duration: prim('duration'),
  dyn: prim('dyn'),
  any: prim('any'),
  error: prim('error'),
  type: mk('type', undefined, undefined, undefined, undefined, undefined, undefined),
  list: (elem: CelType): CelType => mk('list', undefined, elem, undefined, undefined, undefined, undefined),
  map: (key: CelType, value: CelType): CelType => mk('map', undefined, undefined, key, value, undefined, undefined),
  object: (name: string): CelType => mk('object', name, undefined, undefined, undefined, undefined, undefined),
  opaque: (name: string, ...params: CelType[]): CelType => mk('opaque', name, undefined, undefined, undefined, params, undefined),
  optional: (t: CelType): CelType => mk('opaque', 'optional_type', undefined, undefined, undefined, [t], undefined),
  typeOf: (param: CelType): CelType => mk('type', undefined, undefined, undefined, undefined, undefined, param),
  param: (name: string): CelType => mk('typeParam', name, undefined, undefined, undefined, undefined, undefined),
};

export function isOptionalType(t: CelType): t is { kind: 'opaque'; name: string; params: CelType[] } {
  return t.kind === 'opaque' && t.name === 'optional_type';
}

/** checker/format.go FormatCELType. */
export function formatType(t: CelType | undefined): string {
  if (!t) return '';
  switch (t.kind) {
    case 'any':
      return 'any';
    case 'duration':
      return 'duration';
    case 'timestamp':
      return 'timestamp';
    case 'error':
      return '!error!';
    case 'null_type':
      return 'null';
    case 'typeParam':
      return t.name;
    case 'list':
      return `list(${formatType(t.elem)})`;
    case 'map':
      return `map(${formatType(t.key)}, ${formatType(t.value)})`;
    case 'object':
      return t.name;
    case 'opaque':
      return t.params.length ? `${t.name}(${t.params.map(formatType).join(', ')})` : t.name;
    case 'type':
      return t.param ? `type(${formatType(t.param)})` : 'type';
    default:
      return t.kind;
  }
}

/** types.Type String(): the name of the type as the runtime and the checked output type print it. */
export function typeName(t: CelType): string {
  switch (t.kind) {
    case 'timestamp':
      return 'google.protobuf.Timestamp';
    case 'duration':
      return 'google.protobuf.Duration';
    case 'any':
      return 'google.protobuf.Any';
    case 'error':
      return 'error';
    case 'list':
      return `list(${typeName(t.elem)})`;
    case 'map':
      return `map(${typeName(t.key)}, ${typeName(t.value)})`;
    case 'opaque':
      return t.params.length ? `${t.name}(${t.params.map(typeName).join(', ')})` : t.name;
    case 'type':
      return t.param ? `type(${typeName(t.param)})` : 'type';
    case 'object':
      return t.name;
    case 'typeParam':
      return t.name;
    default:
      return t.kind;
  }
}

/** The runtime type name (what `type(x)` yields): parameters are dropped (list, map, optional_type). */
export function runtimeTypeName(t: CelType): string {
  switch (t.kind) {
    case 'list':
      return 'list';
    case 'map':
      return 'map';
    case 'opaque':
      return t.name;
    case 'type':
      return 'type';
    default:
      return typeName(t);
  }
}

export function typeEquals(a: CelType, b: CelType): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'list':
      return typeEquals(a.elem, (b as typeof a).elem);
    case 'map': {
      const m = b as typeof a;
      return typeEquals(a.key, m.key) && typeEquals(a.value, m.value);
    }
    case 'object':
      return a.name === (b as typeof a).name;
    case 'opaque': {
      const o = b as typeof a;
      return a.name === o.name && a.params.length === o.params.length && a.params.every((p, i) => typeEquals(p, o.params[i]!));
    }
    case 'type': {
      const o = b as typeof a;
      if (!a.param || !o.param) return !a.param && !o.param;
      return typeEquals(a.param, o.param);
    }
    case 'typeParam':
      return a.name === (b as typeof a).name;
    default:
      return true;
  }
}

/** Well-known type names recognised as identifiers (type values) in every environment. */
export const BUILTIN_TYPE_IDENTS: Record<string, CelType> = {
  int: T.int,
  uint: T.uint,
  double: T.double,
  bool: T.bool,
  string: T.string,
  bytes: T.bytes,
  null_type: T.null,
  list: T.list(T.dyn),
  map: T.map(T.dyn, T.dyn),
  type: T.type,
  'google.protobuf.Timestamp': T.timestamp,
  'google.protobuf.Duration': T.duration,
};
