// controller-tools pkg/markers reg.go, regutil.go and the definition half of parse.go
// (MakeDefinition, argument types): a registry of marker definitions by target and name.
import { splitMarker } from './split';
import type { Argument, CustomParseResult, MarkerDefinition, MarkerHelp, MarkerOutput, TargetType } from './types';

interface ArgOptions {
  optional?: boolean;
}

function scalar(type: Argument['type'], o?: ArgOptions): Argument {
  return { type, optional: o?.optional ?? false, pointer: false };
}

/** Argument type builders, one per Go type a marker field may have (ArgumentFromType). */
export const arg = {
  string: (o?: ArgOptions): Argument => scalar('string', o),
  /** Go int / int32. */
  int: (o?: ArgOptions): Argument => scalar('int', o),
  /** Go float64. */
  number: (o?: ArgOptions): Argument => scalar('number', o),
  bool: (o?: ArgOptions): Argument => scalar('bool', o),
  /** Go `interface{}`: the value's type is guessed from its text. */
  any: (o?: ArgOptions): Argument => scalar('any', o),
  /** RawArguments: everything after `=`, unparsed (only as the anonymous argument). */
  raw: (): Argument => scalar('raw'),
  slice: (item: Argument, o?: ArgOptions): Argument => ({ ...scalar('slice', o), itemType: item }),
  /** map[string]item. */
  map: (item: Argument, o?: ArgOptions): Argument => ({ ...scalar('map', o), itemType: item }),
  /** A Go pointer: optional. */
  ptr: (a: Argument): Argument => ({ ...a, pointer: true, optional: true }),
};

/** A marker with no arguments (Go `struct{}`): `+name`. */
export const empty = (): MarkerOutput => ({ kind: 'empty' });
/** A marker whose value is one anonymous argument (Go non-struct type): `+name=value`. */
export const anonymous = (a: Argument): MarkerOutput => ({ kind: 'anonymous', arg: a });
/** A marker with named arguments (Go struct): `+name:a=1,b=2` (a struct with no fields is `empty`). */
export const struct = (args: Record<string, Argument>): MarkerOutput => ({ kind: 'struct', args });

export interface DefineOptions {
  help?: MarkerHelp;
  /** Not strict: missing non-optional arguments are no error (Go Definition.Strict = false). */
  lenient?: boolean;
  /** Go's markerParser: parse the text after the name yourself. */
  customParse?: (name: string, anonymousName: string, restFields: string) => CustomParseResult;
}

/** MakeDefinition (strict by default; a struct's fields become named arguments). */
export function defineMarker(name: string, target: TargetType, output: MarkerOutput, options: DefineOptions = {}): MarkerDefinition {
  const fields = new Map<string, Argument>();
  if (output.kind === 'anonymous') fields.set('', output.arg);
  else if (output.kind === 'struct') for (const [k, a] of Object.entries(output.args)) fields.set(k, a);
  const def: MarkerDefinition = { name, target, output, fields, strict: !options.lenient };
  if (options.help) def.help = options.help;
  if (options.customParse) def.customParse = options.customParse;
  return def;
}

/** Definition.AnonymousField: exactly one field, named ''. */
export function isAnonymous(def: MarkerDefinition): boolean {
  return def.fields.size === 1 && def.fields.has('');
}

/** Definition.Empty: no fields. */
export function isEmpty(def: MarkerDefinition): boolean {
  return def.fields.size === 0;
}

/** Argument.TypeString: a Go-like spelling of an argument type, for help texts. */
export function argTypeString(a: Argument): string {
  let s = a.pointer ? '*' : '';
  switch (a.type) {
    case 'invalid':
      return s + '<invalid>';
    case 'int':
      return s + 'int';
    case 'number':
      return s + 'float64';
    case 'string':
      return s + 'string';
    case 'bool':
      return s + 'bool';
    case 'any':
      return s + '<any>';
    case 'raw':
      return s + '<raw>';
    case 'slice':
      s += '[]';
      return s + (a.itemType ? argTypeString(a.itemType) : '<invalid>');
    case 'map':
      s += 'map[string]';
      return s + (a.itemType ? argTypeString(a.itemType) : '<invalid>');
  }
}

/** pkg/markers Registry: definitions per target, looked up by the marker's text. */
export class MarkerRegistry {
  private readonly forTarget: Record<TargetType, Map<string, MarkerDefinition>> = {
    package: new Map(),
    type: new Map(),
    field: new Map(),
  };
  private readonly names = new Map<string, MarkerDefinition[]>();

  /** Register (a later definition of the same name and target replaces the earlier one, as in Go). */
  register(...defs: MarkerDefinition[]): this {
    for (const def of defs) {
      const prev = this.forTarget[def.target].get(def.name);
      this.forTarget[def.target].set(def.name, def);
      const list = (this.names.get(def.name) ?? []).filter((d) => d !== prev);
      list.push(def);
      this.names.set(def.name, list);
    }
    return this;
  }

  /** Registry.Define. */
  define(name: string, target: TargetType, output: MarkerOutput, options?: DefineOptions): MarkerDefinition {
    const def = defineMarker(name, target, output, options);
    this.register(def);
    return def;
  }

  /**
   * Registry.Lookup (tryAnonLookup): for marker text `+a:b:c=x`, the definition named `a:b:c`
   * (the whole name, anonymous style) if there is one, else `a:b` (`c` then names an argument).
   */
  lookup(markerText: string, target: TargetType): MarkerDefinition | undefined {
    const { name, anonymousName } = splitMarker(markerText);
    const defs = this.forTarget[target];
    return defs.get(anonymousName) ?? defs.get(name);
  }

  /** Every target's definition of a name. */
  definitionsNamed(name: string): readonly MarkerDefinition[] {
    return this.names.get(name) ?? [];
  }

  /** Every registered name (each once). */
  allNames(): string[] {
    return [...this.names.keys()];
  }

  /** Registry.AllDefinitions. */
  allDefinitions(): MarkerDefinition[] {
    return [...this.forTarget.package.values(), ...this.forTarget.type.values(), ...this.forTarget.field.values()];
  }
}
