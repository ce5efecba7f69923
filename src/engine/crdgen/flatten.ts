// Flattening: controller-tools pkg/crd/flatten.go. References are replaced by the referenced type's
// (flattened, cached) schema with the field's own docs and validations kept (preserveFields: the
// referencing node becomes allOf[type, field] with the field's description/title/externalDocs/
// example on top); then every allOf is merged into its parent (flattenAllOfInto: properties merged,
// required appended, validations field-first, conflicting values hoisted back into allOf).

import { copyProv, freezeProps, isZero, PROPS_KEYS, PROV, type Props, type PropsKey } from './props';
import { DEF_PREFIX } from './schema';

export interface FlattenHost {
  /** The unflattened schema of the type a `$ref` names, seen from `contextPkg`; undefined with an error recorded. */
  loadSchema(ref: string, contextPkg: string): { key: string; pkgPath: string; schema: Props; shared?: Map<string, Props> } | undefined;
  report(message: string): void;
}

/** RefParts: `#/definitions/a~1b~0Name` → name and package path. */
export function refParts(ref: string): { name: string; pkgPath: string } | { error: string } {
  if (!ref.startsWith(DEF_PREFIX)) return { error: `non-standard reference link ${JSON.stringify(ref)}` };
  const r = ref.slice(DEF_PREFIX.length).replaceAll('~1', '/').replaceAll('~0', '~');
  const i = r.indexOf('~');
  if (i < 0) return { name: r, pkgPath: '' };
  return { name: r.slice(i + 1), pkgPath: r.slice(0, i) };
}

const FIELD_DOC_KEYS = ['description', 'title', 'externalDocs', 'example'] as const;

function provOf(s: Props, key: string) {
  return s[PROV]?.keys?.[key];
}

/** preserveFields: `dst` (the type's schema) wrapped as allOf[dst, src-without-docs] with src's docs on top. */
function preserveFields(dst: Props, src: Props): Props {
  const srcCopy: Props = { ...src };
  if (src[PROV]) srcCopy[PROV] = src[PROV];
  for (const k of FIELD_DOC_KEYS) delete srcCopy[k];
  delete srcCopy.$ref;
  const out: Props = { allOf: [dst, srcCopy] };
  for (const k of FIELD_DOC_KEYS) {
    const srcHas = k === 'example' ? Object.prototype.hasOwnProperty.call(src, k) : !!src[k];
    const from = srcHas ? src : Object.prototype.hasOwnProperty.call(dst, k) ? dst : undefined;
    if (!from) continue;
    (out as Record<string, unknown>)[k] = from[k];
    const r = provOf(from, k);
    if (r) ((out[PROV] ??= {}).keys ??= {})[k] = r;
  }
  const self = src[PROV]?.self ?? dst[PROV]?.self;
  if (self) (out[PROV] ??= {}).self = self;
  return out;
}

export class Flattener {
  private readonly cache = new Map<string, Props>();

  constructor(private readonly host: FlattenHost) {}

  /**
   * FlattenSchema: `schema` with every reference inlined. The input is not changed; parts of the
   * result are shared with the cache (flattenEmbedded copies before it changes anything).
   */
  flatten(schema: Props, pkgPath: string, cacheKey?: string): Props {
    if (cacheKey !== undefined) {
      const c = this.cache.get(cacheKey);
      if (c) return c;
    }
    const out = this.walk(schema, pkgPath);
    if (cacheKey !== undefined) this.cache.set(cacheKey, out);
    return out;
  }

  private resolveRef(node: Props, pkgPath: string): Props {
    const loaded = this.host.loadSchema(node.$ref!, pkgPath);
    if (!loaded) return node; // error recorded; the node stays as it is (with its $ref)
    const cache = loaded.shared ?? this.cache;
    let typeSchema = cache.get(loaded.key);
    if (!typeSchema) {
      // a recursive reference meets the empty schema cached while the type is flattened
      cache.set(loaded.key, {});
      typeSchema = this.walk(loaded.schema, loaded.pkgPath);
      cache.set(loaded.key, typeSchema);
    }
    return preserveFields(typeSchema, node);
  }

  private walk(node: Props, pkgPath: string): Props {
    if (node.$ref) return this.walkChildren(this.resolveRef(node, pkgPath), pkgPath, true);
    return this.walkChildren(node, pkgPath, false);
  }

  /** A shallow copy of `node` with its children flattened (after resolving, allOf[0] is the already flat type schema). */
  private walkChildren(node: Props, pkgPath: string, resolved: boolean): Props {
    const out: Props = { ...node };
    if (node[PROV]) out[PROV] = node[PROV];
    if (node.items) out.items = this.walk(node.items, pkgPath);
    if (node.allOf) out.allOf = node.allOf.map((c, i) => (resolved && i === 0 ? c : this.walk(c, pkgPath)));
    if (node.oneOf) out.oneOf = node.oneOf.map((c) => this.walk(c, pkgPath));
    if (node.anyOf) out.anyOf = node.anyOf.map((c) => this.walk(c, pkgPath));
    if (node.not) out.not = this.walk(node.not, pkgPath);
    if (node.properties) {
      const props: Record<string, Props> = {};
      for (const k of Object.keys(node.properties)) props[k] = this.walk(node.properties[k]!, pkgPath);
      out.properties = props;
    }
    if (node.additionalProperties && typeof node.additionalProperties !== 'boolean') out.additionalProperties = this.walk(node.additionalProperties, pkgPath);
    return out;
  }
}

const POINTER_KEYS = new Set<PropsKey>([
  'default',
  'maximum',
  'minimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'multipleOf',
  'maxProperties',
  'minProperties',
  'items',
  'not',
  'additionalProperties',
  'externalDocs',
  'example',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
]);

/**
 * One flattenEmbedded call's working state: the nodes and property maps it made (and may change
 * in place), and where its problems go. Every other node it meets is an input node, never changed:
 * it is copied before a merge changes it (copy on write), so unchanged subtrees are shared.
 */
interface EmbedCtx {
  owned: Set<object>;
  report: (m: string) => void;
}

/** A shallow copy of `s` the call may change (its provenance record, property map and allOf list copied too). */
function own(s: Props, ctx: EmbedCtx): Props {
  if (ctx.owned.has(s)) return s;
  const out: Props = { ...s };
  const p = copyProv(s[PROV]);
  if (p) out[PROV] = p;
  if (s.properties) ctx.owned.add((out.properties = { ...s.properties }));
  if (s.allOf) out.allOf = [...s.allOf];
  ctx.owned.add(out);
  return out;
}

/** `dst.properties` as a map the call may change. */
function ownProperties(dst: Props, ctx: EmbedCtx): Record<string, Props> {
  const m = dst.properties!;
  if (ctx.owned.has(m)) return m;
  const out = { ...m };
  ctx.owned.add(out);
  dst.properties = out;
  return out;
}

function setKey(dst: Props, src: Props, k: PropsKey): void {
  (dst as Record<string, unknown>)[k] = src[k];
  const r = provOf(src, k);
  if (r) ((dst[PROV] ??= {}).keys ??= {})[k] = r;
}

/** flattenAllOfInto: merges `src` (and its allOf) into `dst`, a node of the call (`src` is read only). */
function mergeInto(dst: Props, src: Props, ctx: EmbedCtx): void {
  for (const e of src.allOf ?? []) mergeInto(dst, e, ctx);
  const srcRem: Props = {};
  const dstRem: Props = {};
  let hoisted = false;
  for (const k of PROPS_KEYS) {
    if (k === 'allOf' || k === 'description' || k === 'title' || k === 'example' || k === 'externalDocs') continue;
    if (k === 'enum') {
      if (src.enum && src.enum.length > 0 && !(dst.enum && dst.enum.length > 0)) setKey(dst, src, 'enum');
      continue;
    }
    if (isZero(src, k)) continue;
    if (isZero(dst, k)) {
      setKey(dst, src, k);
      continue;
    }
    const sv = src[k];
    const dv = dst[k];
    // Go compares pointers by address: two set pointer fields always conflict
    if (!POINTER_KEYS.has(k) && (typeof sv !== 'object' || sv === null) && sv === dv) continue;
    switch (k) {
      case 'properties': {
        const dm = ownProperties(dst, ctx);
        for (const [name, v] of Object.entries(sv as Record<string, Props>)) {
          const d = dm[name];
          if (!d) dm[name] = v;
          else mergeInto((dm[name] = own(d, ctx)), v, ctx);
        }
        break;
      }
      case 'required':
        dst.required = [...(dv as string[]), ...(sv as string[])];
        break;
      case 'type':
        if (sv !== dv) ctx.report(`conflicting types in allOf branches in schema: ${String(dv)} vs ${String(sv)}`);
        break;
      case 'additionalProperties': {
        if (typeof sv === 'boolean') break;
        if (typeof dv === 'boolean') {
          const n: Props = {};
          ctx.owned.add(n);
          mergeInto(n, sv as Props, ctx);
          dst.additionalProperties = n;
        } else mergeInto((dst.additionalProperties = own(dv as Props, ctx)), sv as Props, ctx);
        break;
      }
      case 'x-kubernetes-preserve-unknown-fields':
      case 'x-kubernetes-map-type':
        setKey(dst, src, k);
        break;
      case 'x-kubernetes-validations':
        dst['x-kubernetes-validations'] = [...src['x-kubernetes-validations']!, ...dst['x-kubernetes-validations']!];
        break;
      default:
        hoisted = true;
        (srcRem as Record<string, unknown>)[k] = sv;
        (dstRem as Record<string, unknown>)[k] = dv;
        delete dst[k];
    }
  }
  if (hoisted) {
    ctx.owned.add(srcRem);
    ctx.owned.add(dstRem);
    (dst.allOf ??= []).push(dstRem, srcRem);
  }
  if (dst.required && dst.required.length > 0) dst.required = [...new Set(dst.required)].sort();
}

/**
 * FlattenEmbedded: every allOf merged into its parent, bottom-up from each node. The input is not
 * changed and the result must not be: it shares the subtrees that had nothing to merge, and the
 * result of every input subtree is kept (by the input node) for the next call — the provided
 * packages' flattened schemas are the same objects from one run to the next (gen.ts
 * SharedSchemas), so an edit of the input's types flattens only what it changed. A kept result
 * comes with the problems its flattening reported, reported again.
 */
export function flattenEmbedded(schema: Props, report: (m: string) => void): Props {
  return embedded(schema, { owned: new Set(), report });
}

const embeddedResults = new WeakMap<Props, { result: Props; reports: string[] }>();

function embedded(node: Props, ctx: EmbedCtx): Props {
  let hit = embeddedResults.get(node);
  if (!hit) {
    const reports: string[] = [];
    const sub: EmbedCtx = { owned: new Set(), report: (m) => reports.push(m) };
    const result = own(node, sub);
    visitAllOf(result, sub);
    hit = { result, reports };
    embeddedResults.set(node, hit);
    freezeProps(result);
  }
  for (const m of hit.reports) ctx.report(m);
  return hit.result;
}

/** A child of a node of the call: visited in place when the call made it, else its kept (or new) result. */
function child(c: Props, ctx: EmbedCtx): Props {
  if (!ctx.owned.has(c)) return embedded(c, ctx);
  visitAllOf(c, ctx);
  return c;
}

function visitAllOf(s: Props, ctx: EmbedCtx): void {
  const orig = s.allOf;
  delete s.allOf;
  for (const e of orig ?? []) mergeInto(s, e, ctx);
  // children (including any allOf left by hoisting)
  if (s.items) s.items = child(s.items, ctx);
  const left = (s as Props).allOf; // what hoisting put back
  if (left) s.allOf = left.map((c) => child(c, ctx));
  if (s.oneOf) s.oneOf = s.oneOf.map((c) => child(c, ctx));
  if (s.anyOf) s.anyOf = s.anyOf.map((c) => child(c, ctx));
  if (s.not) s.not = child(s.not, ctx);
  if (s.properties) {
    const m = ownProperties(s, ctx);
    for (const name of Object.keys(m)) m[name] = child(m[name]!, ctx);
  }
  if (s.additionalProperties && typeof s.additionalProperties !== 'boolean') s.additionalProperties = child(s.additionalProperties, ctx);
}
