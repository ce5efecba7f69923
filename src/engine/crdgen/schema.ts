// Go types to (unflattened) schemas: controller-tools pkg/crd/schema.go. Named types become
// `$ref`s to `#/definitions/<pkg path with / as ~1>~0<Name>` (the flattener inlines them), struct
// embedding becomes allOf, markers apply in priority order (items: markers on the array's items),
// fields are required unless omitempty/inline or marked optional.

import type { Field, GoFile, TypeExpr } from '../gosource/ast';
import { goRange, lookupTag, type Basic, type FieldInfo, type Package, type Resolved, type TypeInfo, type TypeResolver } from './loader';
import { argRange, getMarker, type MarkerValue, type MarkerValues } from './markervalues';
import { PROV, provKey, provSelf, type GoRange, type Props } from './props';
import { AT_LEAST_ONE_OF, AT_MOST_ONE_OF, EXACTLY_ONE_OF, ITEMS_PREFIX, priorityOf, SCHEMALESS, schemaApply } from './validation';

export const DEF_PREFIX = '#/definitions/';

export interface Problem {
  range?: GoRange;
  message: string;
  code: string;
  warning?: boolean;
}

export interface SchemaHost {
  resolver: TypeResolver;
  allowDangerousTypes: boolean;
  ignoreUnexportedFields: boolean;
  needSchemaFor(pkgPath: string, name: string): void;
  report(p: Problem): void;
}

export interface Ctx {
  host: SchemaHost;
  pkg: Package;
  file: GoFile;
  /** The type whose schema is being built (undefined for nested anonymous positions). */
  info?: TypeInfo;
}

const forNothing = (c: Ctx): Ctx => ({ host: c.host, pkg: c.pkg, file: c.file });

export function typeRefLink(pkgPath: string, name: string): string {
  return DEF_PREFIX + (pkgPath !== '' ? pkgPath.replaceAll('/', '~1') + '~0' + name : name);
}

/** infoToSchema: a named type's schema (marshalers first). */
export function infoToSchema(ctx: Ctx & { info: TypeInfo }): Props {
  const info = ctx.info;
  const self: Resolved = { kind: 'named', pkg: ctx.pkg, info };
  const r = ctx.host.resolver;
  if (r.hasMethod(self, 'MarshalJSON')) {
    const schema: Props = {};
    applyMarkers(ctx, info.markers, schema, info.range, false);
    if (schema.type) return withOrigin(schema, info.range);
  } else if (r.hasMethod(self, 'MarshalText')) {
    const schema: Props = { type: 'string' };
    applyMarkers(ctx, info.markers, schema, info.range, false);
    if (schema.type !== 'string') {
      ctx.host.report({
        range: info.range,
        code: 'crdgen.type',
        message: `${JSON.stringify(info.name)} implements encoding.TextMarshaler but schema type is not string: ${JSON.stringify(schema.type ?? '')}`,
      });
    }
    return withOrigin(schema, info.range);
  }
  return withOrigin(typeToSchema(ctx, info.spec.type), info.range);
}

function withOrigin(s: Props, range: GoRange): Props {
  provSelf(s, range);
  return s;
}

function exprText(t: TypeExpr): string {
  switch (t.kind) {
    case 'ident':
      return t.name;
    case 'selector':
      return `${t.pkg}.${t.name}`;
    case 'pointer':
      return '*' + exprText(t.elem);
    case 'slice':
      return '[]' + exprText(t.elem);
    case 'map':
      return `map[${exprText(t.key)}]${exprText(t.value)}`;
    case 'array':
      return `[${t.len}]${exprText(t.elem)}`;
    default:
      return t.kind;
  }
}

/** typeToSchema: the schema of a type expression with the context type's doc and markers. */
export function typeToSchema(ctx: Ctx, t: TypeExpr): Props {
  let props: Props;
  switch (t.kind) {
    case 'ident':
      props = localNamedToSchema(ctx, t.name, goRange(ctx.file, t.range));
      break;
    case 'selector':
      props = namedToSchema(ctx, t.pkg, t.name, goRange(ctx.file, t.range));
      break;
    case 'slice':
    case 'array':
      props = arrayToSchema(ctx, t.elem, t.kind === 'array');
      break;
    case 'map':
      props = mapToSchema(ctx, t.key, t.value, goRange(ctx.file, t.range));
      break;
    case 'pointer':
      props = typeToSchema(forNothing(ctx), t.elem);
      break;
    case 'paren':
      props = typeToSchema(ctx, t.elem);
      break;
    case 'struct':
      props = structToSchema(ctx, t.fields, goRange(ctx.file, t.range));
      break;
    case 'interface':
      ctx.host.report({
        range: goRange(ctx.file, t.range),
        code: 'crdgen.type',
        message: 'interface type is not supported in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead',
      });
      return {};
    default:
      ctx.host.report({ range: goRange(ctx.file, t.range), code: 'crdgen.type', message: `unsupported AST kind *ast.${astKind(t)}` });
      return {};
  }
  if (ctx.info) {
    if (ctx.info.doc !== '') {
      props.description = ctx.info.doc;
      provKey(props, 'description', ctx.info.docRange);
    } else delete props.description;
    applyMarkers(ctx, ctx.info.markers, props, goRange(ctx.file, t.range), false);
  } else delete props.description;
  return props;
}

function astKind(t: TypeExpr): string {
  switch (t.kind) {
    case 'func':
      return 'FuncType';
    case 'chan':
      return 'ChanType';
    default:
      return 'BadExpr';
  }
}

/** builtinToType. */
export function builtinToType(b: Basic, allowDangerousTypes: boolean): { type?: string; format?: string; error?: string } {
  let type: string;
  switch (b) {
    case 'bool':
      type = 'boolean';
      break;
    case 'string':
      type = 'string';
      break;
    case 'float32':
    case 'float64':
      if (!allowDangerousTypes) {
        return {
          error:
            'found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true',
        };
      }
      type = 'number';
      break;
    case 'complex64':
    case 'complex128':
      return { error: `unsupported type ${JSON.stringify(b)}` };
    default:
      type = 'integer';
  }
  const format = b === 'int32' || b === 'uint32' ? 'int32' : b === 'int64' || b === 'uint64' ? 'int64' : undefined;
  return { type, format };
}

function basicSchema(ctx: Ctx, b: Basic, range: GoRange): Props {
  const r = builtinToType(b, ctx.host.allowDangerousTypes);
  if (r.error) ctx.host.report({ range, code: 'crdgen.type', message: r.error });
  const s: Props = {};
  if (r.type) s.type = r.type;
  if (r.format) s.format = r.format;
  return s;
}

function localNamedToSchema(ctx: Ctx, name: string, range: GoRange): Props {
  const host = ctx.host;
  const resolved = host.resolver.resolveIdent(ctx.pkg, ctx.file, name);
  if (resolved.kind === 'invalid') {
    host.report({ range, code: 'crdgen.type', message: `unknown type ${name}` });
    return {};
  }
  // an alias stands for its right-hand side (go/types Alias.Rhs)
  let target: Resolved = resolved;
  if (resolved.kind === 'named' && resolved.info.spec.alias) {
    const rhs = resolved.info.spec.type;
    const next = host.resolver.resolveExpr(resolved.pkg, resolved.info.file, rhs);
    if (!next) {
      if (rhs.kind === 'interface') {
        host.report({
          range,
          code: 'crdgen.type',
          message: `cannot generate schema for ${name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
        });
        return {};
      }
      host.report({ range, code: 'crdgen.type', message: `unsupported type *types.${goTypesKind(rhs)} for identifier ${name}` });
      return {};
    }
    if (next.kind === 'invalid') {
      host.report({ range, code: 'crdgen.type', message: `unknown type ${name}` });
      return {};
    }
    if (next.kind !== 'basic') warnAliasValidations(ctx, resolved.info);
    target = next;
  }
  switch (target.kind) {
    case 'basic': {
      const s = basicSchema(ctx, target.basic, range);
      if (target.name !== name) {
        // an alias of a basic type: a reference to the alias's own schema, with the basic type and format
        host.needSchemaFor(ctx.pkg.importPath, name);
        s.$ref = typeRefLink('', name);
      }
      return s;
    }
    case 'interface':
      host.report({
        range,
        code: 'crdgen.type',
        message: `cannot generate schema for ${name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
      });
      return {};
    case 'opaque': {
      host.needSchemaFor(target.pkgPath, target.name);
      return { $ref: typeRefLink(target.pkgPath, target.name) };
    }
    case 'named': {
      const pkgPath = target.pkg === ctx.pkg ? '' : target.pkg.importPath;
      host.needSchemaFor(target.pkg.importPath, target.info.name);
      const s: Props = { $ref: typeRefLink(pkgPath, target.info.name) };
      const u = host.resolver.underlying(target);
      if (u && 'basic' in u) {
        // a named basic type: its own type and format, so that markers needing them apply
        const local = ctx.pkg.types.get(target.info.name);
        if (local) {
          const named = infoToSchema({ host, pkg: ctx.pkg, file: local.file, info: local });
          if (named.type) s.type = named.type;
          if (named.format) s.format = named.format;
        }
      }
      return s;
    }
  }
  return {};
}

/** controller-tools #1462: the markers of an alias of a named type are not read (the alias stands for its target). */
function warnAliasValidations(ctx: Ctx, info: TypeInfo): void {
  for (const m of info.markers.get('kubebuilder:validation:XValidation') ?? []) {
    ctx.host.report({
      range: m.range ?? info.range,
      code: 'crdgen.alias-xvalidation',
      warning: true,
      message: `XValidation on type alias ${info.name} is dropped: controller-gen uses the aliased type's schema (controller-tools #1462); declare a defined type (type ${info.name} ${exprText(info.spec.type)}) instead`,
    });
  }
}

function goTypesKind(t: TypeExpr): string {
  switch (t.kind) {
    case 'map':
      return 'Map';
    case 'slice':
      return 'Slice';
    case 'array':
      return 'Array';
    case 'pointer':
      return 'Pointer';
    case 'struct':
      return 'Struct';
    case 'func':
      return 'Signature';
    case 'chan':
      return 'Chan';
    default:
      return 'Interface';
  }
}

function namedToSchema(ctx: Ctx, local: string, name: string, range: GoRange): Props {
  const host = ctx.host;
  const r = host.resolver.resolveSelector(ctx.file, local, name);
  if (r.kind === 'invalid') {
    if (r.reason === 'import' && r.pkgPath) {
      host.report({ range, code: 'crdgen.import', message: `package ${r.pkgPath} is not available: it is neither in this module nor a provided package (needed for ${local}.${name})` });
    } else host.report({ range, code: 'crdgen.type', message: `unknown type ${local}.${name}` });
    return {};
  }
  if (r.kind === 'named') {
    // an interface (directly or through aliases) has no schema; anything else is a reference to the named type or alias itself
    const u = host.resolver.unalias(r);
    const target = 'resolved' in u ? u.resolved : undefined;
    if (r.info.spec.type.kind === 'interface' || target?.kind === 'interface' || (target?.kind === 'named' && target.info.spec.type.kind === 'interface')) {
      host.report({
        range,
        code: 'crdgen.type',
        message: `cannot generate schema for ${local}.${name}; interface type is not supported in CRD schemas, consider using an explicit type or apiextensionsv1.JSON instead`,
      });
      return {};
    }
    host.needSchemaFor(r.pkg.importPath, r.info.name);
    return { $ref: typeRefLink(r.pkg.importPath, r.info.name) };
  }
  if (r.kind === 'opaque') {
    host.needSchemaFor(r.pkgPath, r.name);
    return { $ref: typeRefLink(r.pkgPath, r.name) };
  }
  return {};
}

function isByte(ctx: Ctx, t: TypeExpr): boolean {
  if (t.kind !== 'ident') return false;
  const r = ctx.host.resolver.resolveIdent(ctx.pkg, ctx.file, t.name);
  if (r.kind === 'basic') return r.basic === 'uint8';
  if (r.kind === 'named' && r.info.spec.alias) {
    const u = ctx.host.resolver.unalias(r);
    return 'resolved' in u && u.resolved.kind === 'basic' && u.resolved.basic === 'uint8';
  }
  return false;
}

function arrayToSchema(ctx: Ctx, elem: TypeExpr, fixedLen: boolean): Props {
  if (!fixedLen && isByte(ctx, elem)) return { type: 'string', format: 'byte' };
  return { type: 'array', items: typeToSchema(forNothing(ctx), elem) };
}

function mapToSchema(ctx: Ctx, key: TypeExpr, value: TypeExpr, range: GoRange): Props {
  const host = ctx.host;
  // the key must be a string kind
  const k = host.resolver.resolveExpr(ctx.pkg, ctx.file, key);
  let keyOK = false;
  let keyName = exprText(key);
  if (k) {
    const u = host.resolver.underlying(k);
    keyOK = !!u && 'basic' in u && u.basic === 'string';
    if (k.kind === 'named') keyName = `${k.pkg.importPath}.${k.info.name}`;
    if (u && 'basic' in u && k.kind === 'named') keyName = `${k.pkg.importPath}.${k.info.name}`;
  }
  if (!keyOK) {
    host.report({ range: goRange(ctx.file, key.range), code: 'crdgen.type', message: `map keys must be strings, not ${keyName}` });
    return {};
  }
  let val: Props;
  switch (value.kind) {
    case 'ident':
    case 'selector':
    case 'slice':
    case 'array':
    case 'pointer':
    case 'map':
      val = typeToSchema(forNothing(ctx), value);
      break;
    case 'interface':
      host.report({
        range: goRange(ctx.file, value.range),
        code: 'crdgen.type',
        message: 'interface type is not supported as map value in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead',
      });
      return {};
    default:
      host.report({ range: goRange(ctx.file, value.range), code: 'crdgen.type', message: `not a supported map value type: *ast.${value.kind === 'struct' ? 'StructType' : astKind(value)}` });
      return {};
  }
  void range;
  return { type: 'object', additionalProperties: val };
}

function oneOfSet(ctx: Ctx, name: string, out: Set<string>): string | undefined {
  for (const m of ctx.info?.markers.get(name) ?? []) {
    const fields = Array.isArray(m.value) ? (m.value as unknown[]).map(String) : [];
    const nested = fields.filter((f) => f.includes('.'));
    if (nested.length > 0) return `${name}: cannot reference nested fields: ${nested.join(',')}`;
    for (const f of fields) out.add(f);
  }
  return undefined;
}

const REQUIRED_MARKERS = ['kubebuilder:validation:Required', 'required', 'k8s:required'];

function isExported(name: string): boolean {
  const c = name.codePointAt(0);
  if (c === undefined) return false;
  const ch = String.fromCodePoint(c);
  return ch !== ch.toLowerCase() || (ch === ch.toUpperCase() && /\p{Lu}/u.test(ch));
}

function structToSchema(ctx: Ctx, fields: Field[], range: GoRange): Props {
  const host = ctx.host;
  const props: Props = { type: 'object', properties: {} };
  if (!ctx.info || ctx.info.spec.type.kind !== 'struct' || ctx.info.spec.type.fields !== fields) {
    host.report({ range, code: 'crdgen.type', message: "encountered non-top-level struct (possibly embedded), those aren't allowed" });
    return props;
  }
  const info = ctx.info;
  const oneOfFields = new Set<string>();
  for (const name of [EXACTLY_ONE_OF, AT_MOST_ONE_OF, AT_LEAST_ONE_OF]) {
    const err = oneOfSet(ctx, name, oneOfFields);
    if (err) {
      host.report({ range: info.markers.get(name)?.[0]?.range ?? range, code: 'crdgen.marker', message: err });
      return props;
    }
  }
  const optionalDefault = getMarker(ctx.pkg.markers, 'kubebuilder:validation:Optional') !== undefined;
  const immutable: { name: string; field: FieldInfo }[] = [];
  const required: string[] = [];
  const requiredRanges = new Map<string, GoRange>();

  for (const field of info.fields) {
    if (field.name !== '' && host.ignoreUnexportedFields && !isExported(field.name)) continue;
    const jsonTag = field.hasTag ? lookupTag(field.tag, 'json') : undefined;
    if (jsonTag === undefined) {
      host.report({ range: field.range, code: 'crdgen.type', message: `encountered struct field ${JSON.stringify(field.name)} without JSON tag in type ${JSON.stringify(info.name)}` });
      continue;
    }
    const opts = jsonTag.split(',');
    if (opts.length === 1 && opts[0] === '-') continue;
    let inline = false;
    let omitEmpty = false;
    for (const o of opts.slice(1)) {
      if (o === 'inline') inline = true;
      else if (o === 'omitempty') omitEmpty = true;
    }
    const fieldName = opts[0]!;
    inline = inline || fieldName === '';
    const has = (n: string) => getMarker(field.markers, n) !== undefined;
    const requiredMarker = REQUIRED_MARKERS.map((n) => getMarker(field.markers, n)).find((m) => m !== undefined);

    let isRequired = false;
    if (has('kubebuilder:validation:Optional')) {
      // explicitly optional
    } else if (has('kubebuilder:validation:Required')) {
      if (oneOfFields.has(fieldName)) {
        host.report({ range: field.range, code: 'crdgen.marker', message: `field ${fieldName} is part of OneOf constraint and cannot be marked as required` });
        return props;
      }
      isRequired = true;
    } else if (has('optional') || has('k8s:optional')) {
      // explicitly optional
    } else if (has('required') || has('k8s:required')) {
      if (oneOfFields.has(fieldName)) {
        host.report({ range: field.range, code: 'crdgen.marker', message: `field ${fieldName} is part of OneOf constraint and cannot be marked as required` });
        return props;
      }
      isRequired = true;
    } else if (!optionalDefault) {
      if (!inline && !omitEmpty) {
        if (oneOfFields.has(fieldName)) {
          host.report({ range: field.range, code: 'crdgen.marker', message: `field ${fieldName} is part of OneOf constraint and must have omitempty tag` });
          return props;
        }
        isRequired = true;
      }
    }
    if (isRequired) {
      required.push(fieldName);
      requiredRanges.set(fieldName, requiredMarker ? (requiredMarker.range ?? field.range) : field.range);
      if (requiredMarker && omitEmpty && !has('kubebuilder:validation:Optional')) {
        host.report({
          range: requiredMarker.range ?? field.range,
          code: 'crdgen.required-omitempty',
          warning: true,
          message: `field ${fieldName} is marked +${requiredMarker.name} but its json tag has omitempty: the CRD requires it while Go clients leave its zero value out (controller-tools #621)`,
        });
      }
    }

    const fieldCtx: Ctx = { host, pkg: ctx.pkg, file: ctx.file };
    let propSchema: Props;
    if (getMarker(field.markers, SCHEMALESS) !== undefined) propSchema = {};
    else propSchema = typeToSchema(fieldCtx, field.raw.type);
    if (field.doc !== '') {
      propSchema.description = field.doc;
      provKey(propSchema, 'description', field.raw.doc ? goRange(ctx.file, field.raw.doc.range) : field.range);
    } else delete propSchema.description;
    applyMarkers(fieldCtx, field.markers, propSchema, field.range, true);
    provSelf(propSchema, field.range, true);
    if (inline) {
      (props.allOf ??= []).push(propSchema);
      continue;
    }
    if (getMarker(field.markers, 'k8s:immutable') !== undefined) immutable.push({ name: fieldName, field });
    props.properties![fieldName] = propSchema;
  }
  required.sort();
  if (required.length > 0) {
    props.required = required;
    required.forEach((n, i) => provKey(props, `required[${i}]`, requiredRanges.get(n)));
  }
  for (const { name, field } of immutable) {
    if (required.includes(name)) continue;
    const m = getMarker(field.markers, 'k8s:immutable')!;
    (props['x-kubernetes-validations'] ??= []).push({ rule: `!has(oldSelf.${name}) || has(self.${name})`, message: `field ${name} is immutable once set`, [PROV]: { self: m.range } });
  }
  return props;
}

/** applyMarkers: schema markers by priority (stable), then the `items:` markers on the items. */
export function applyMarkers(ctx: Ctx, set: MarkerValues, props: Props, where: GoRange, onField: boolean): void {
  const normal: MarkerValue[] = [];
  const items: MarkerValue[] = [];
  for (const [name, values] of set) {
    for (const v of values) {
      if (onField && name === 'k8s:enum') {
        normal.push(v);
        continue;
      }
      if (!schemaApply(name)) continue;
      (name.startsWith(ITEMS_PREFIX) ? items : normal).push(v);
    }
  }
  const byPriority = (a: MarkerValue, b: MarkerValue) => priorityOf(a.name) - priorityOf(b.name);
  normal.sort(byPriority);
  items.sort(byPriority);
  const sctx = { pkg: ctx.pkg, info: ctx.info };
  for (const m of normal) {
    const err = onField && m.name === 'k8s:enum' ? 'k8s:enum must be set on a type, not a field' : schemaApply(m.name)!(m, props, sctx, '');
    if (err) ctx.host.report({ range: m.range ?? where, code: 'crdgen.marker', message: err });
  }
  for (const m of items) {
    if (props.type !== 'array' || !props.items) {
      ctx.host.report({ range: m.range ?? where, code: 'crdgen.marker', message: `must apply ${m.name} to an array value, found ${props.type ?? ''}` });
      continue;
    }
    const err = schemaApply(m.name)!(m, props.items, sctx, '');
    if (err) ctx.host.report({ range: m.range ?? where, code: 'crdgen.marker', message: err });
  }
  void argRange;
}
