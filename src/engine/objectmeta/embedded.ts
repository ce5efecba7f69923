// apiextensions-apiserver schema/objectmeta: Validate (apiVersion/kind/metadata of
// x-kubernetes-embedded-resource objects, and of the root when isResourceRoot) and
// CoerceWithOptions (type checks of embedded TypeMeta, ObjectMeta decoding and rewriting).
import { FieldPath } from '../field/path';
import { invalid, required, type FieldError } from '../field/errors';
import { isObject, type JSONObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { goBadValue } from '../golang/numbers';
import { subtreeMatcher } from '../schema/subtree';

const hasEmbedded = subtreeMatcher((s) => s['x-kubernetes-embedded-resource'] === true);
import { decodeObjectMeta, decodeObjectMetaDroppingMalformed, encodeObjectMeta, type ObjectMeta } from './decode';
import { isDNS1035Label, validatePathSegmentName } from './names';
import { parseGroupVersion, validateObjectMetaAccessor } from './objectmeta';

const isSchema = (x: unknown): x is JSONSchemaProps => typeof x === 'object' && x !== null && !Array.isArray(x);
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

function asRoot(schema: JSONSchemaProps | undefined, isResourceRoot: boolean): JSONSchemaProps | undefined {
  if (!isResourceRoot) return schema;
  const s = schema ?? {};
  return s['x-kubernetes-embedded-resource'] === true ? s : { ...s, 'x-kubernetes-embedded-resource': true };
}

function childSchemas(s: JSONSchemaProps, k: string): [JSONSchemaProps | undefined, 'child' | 'key'] | null {
  const props = isSchema(s.properties) ? s.properties : undefined;
  if (props && hasOwn(props, k)) return [isSchema(props[k]) ? props[k] : undefined, 'child'];
  if (s.additionalProperties !== undefined && s.additionalProperties !== null) {
    return [isSchema(s.additionalProperties) ? s.additionalProperties : undefined, 'key'];
  }
  return null;
}

/** objectmeta.Validate(pth, obj, s, isResourceRoot) */
export function validateEmbeddedResources(fldPath: FieldPath, value: JSONValue, schema: JSONSchemaProps | undefined, opts: { isResourceRoot: boolean; kubeMinor: number }): FieldError[] {
  const errs: FieldError[] = [];
  walkValidate(fldPath, value, asRoot(schema, opts.isResourceRoot), errs, opts.kubeMinor);
  return errs;
}

function walkValidate(pth: FieldPath, x: JSONValue, s: JSONSchemaProps | undefined, errs: FieldError[], minor: number): void {
  if (!s || !hasEmbedded(s)) return;
  if (Array.isArray(x)) {
    const items = isSchema(s.items) ? s.items : undefined;
    x.forEach((v, i) => walkValidate(pth.index(i), v, items, errs, minor));
    return;
  }
  if (!isObject(x)) return;
  if (s['x-kubernetes-embedded-resource'] === true) errs.push(...validateEmbeddedResource(pth, x, minor));
  for (const k of Object.keys(x)) {
    const c = childSchemas(s, k);
    if (c) walkValidate(c[1] === 'child' ? pth.child(k) : pth.key(k), x[k], c[0], errs, minor);
  }
}

/** validateEmbeddedResource: apiVersion and kind required and well-formed, metadata a valid ObjectMeta (messages of Kubernetes 1.`minor`). */
export function validateEmbeddedResource(pth: FieldPath, x: JSONObject, minor: number): FieldError[] {
  const errs: FieldError[] = [];
  if (!hasOwn(x, 'apiVersion')) errs.push(required(pth.child('apiVersion'), ''));
  if (!hasOwn(x, 'kind')) errs.push(required(pth.child('kind'), ''));
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (k === 'apiVersion') {
      if (typeof v !== 'string') errs.push(invalid(pth.child('apiVersion'), goBadValue(v), 'must be a string'));
      else if (v.length === 0) errs.push(required(pth.child('apiVersion'), ''));
      else if (parseGroupVersion(v) === null) errs.push(invalid(pth.child('apiVersion'), v, `unexpected GroupVersion string: ${v}`));
    } else if (k === 'kind') {
      if (typeof v !== 'string') errs.push(invalid(pth.child('kind'), goBadValue(v), 'must be a string'));
      else if (v.length === 0) errs.push(required(pth.child('kind'), ''));
      else {
        const m = isDNS1035Label(v.toLowerCase());
        if (m.length > 0) errs.push(invalid(pth.child('kind'), v, 'may have mixed case, but should otherwise match: ' + m.join(',')));
      }
    } else if (k === 'metadata') {
      const d = decodeObjectMeta(v);
      if (!d.meta) errs.push(invalid(pth.child('metadata'), goBadValue(v), d.error ?? ''));
      else {
        const meta: ObjectMeta = { ...d.meta };
        if (meta.name === '') meta.name = 'fakename';
        errs.push(...validateObjectMetaAccessor(meta, meta.namespace.length > 0, validatePathSegmentName, pth.child('metadata'), minor));
      }
    }
  }
  return errs;
}

export interface CoerceOptions {
  /** Drop malformed apiVersion/kind and metadata fields instead of failing. */
  dropInvalidFields: boolean;
  /** Report unknown metadata fields (strict decoding), as paths like `metadata.foo`. */
  returnUnknownFieldPaths?: boolean;
  /** The structural schema; embedded resources below the root are coerced too. */
  schema?: JSONSchemaProps;
  /** Treat the root as an embedded resource (default true). */
  isResourceRoot?: boolean;
}

export interface CoerceResult {
  /** At most one error: coercion stops at the first. */
  errors: FieldError[];
  unknownFields: string[];
}

/**
 * objectmeta.CoerceWithOptions: mutates `obj` in place — metadata is decoded into ObjectMeta and
 * written back (unknown fields dropped, empty fields omitted, timestamps normalized,
 * creationTimestamp removed when zero).
 */
export function coerceObjectMeta(obj: JSONObject, opts: CoerceOptions): CoerceResult {
  const unknown: string[] = [];
  const s = asRoot(opts.schema, opts.isResourceRoot ?? true);
  const err = walkCoerce(null, obj, s, opts, unknown);
  unknown.sort();
  return { errors: err ? [err] : [], unknownFields: unknown };
}

function walkCoerce(pth: FieldPath | null, x: JSONValue, s: JSONSchemaProps | undefined, opts: CoerceOptions, unknown: string[]): FieldError | null {
  if (!s || !hasEmbedded(s)) return null;
  const at = (f: (p: FieldPath) => FieldPath) => f(pth ?? FieldPath.root());
  if (Array.isArray(x)) {
    const items = isSchema(s.items) ? s.items : undefined;
    for (let i = 0; i < x.length; i++) {
      const e = walkCoerce(
        at((p) => p.index(i)),
        x[i],
        items,
        opts,
        unknown,
      );
      if (e) return e;
    }
    return null;
  }
  if (!isObject(x)) return null;
  for (const k of Object.keys(x)) {
    if (!hasOwn(x, k)) continue;
    const v = x[k];
    if (s['x-kubernetes-embedded-resource'] === true) {
      if (k === 'apiVersion' || k === 'kind') {
        if (typeof v !== 'string') {
          if (opts.dropInvalidFields) delete x[k];
          else
            return invalid(
              at((p) => p.child(k)),
              goBadValue(v),
              'must be a string',
            );
        }
      } else if (k === 'metadata') {
        const prefix = at((p) => p.child('metadata')).toString();
        const strict = opts.returnUnknownFieldPaths === true;
        let d = decodeObjectMeta(v, strict);
        let meta = d.meta;
        if (!meta && opts.dropInvalidFields && isObject(v)) {
          const dropped = decodeObjectMetaDroppingMalformed(v, strict);
          meta = dropped.meta;
          d = { meta, unknownFields: dropped.unknownFields };
        }
        unknown.push(...d.unknownFields.map((f) => `${prefix}.${f}`));
        if (!meta) {
          if (!opts.dropInvalidFields)
            return invalid(
              at((p) => p.child('metadata')),
              goBadValue(v),
              d.error ?? '',
            );
        } else {
          const encoded = encodeObjectMeta(meta);
          if (meta.creationTimestamp === undefined) delete encoded.creationTimestamp;
          x.metadata = encoded;
        }
      }
    }
    const c = childSchemas(s, k);
    if (c) {
      const e = walkCoerce(
        at((p) => (c[1] === 'child' ? p.child(k) : p.key(k))),
        x[k],
        c[0],
        opts,
        unknown,
      );
      if (e) return e;
    }
  }
  return null;
}
