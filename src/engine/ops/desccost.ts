// Which of the input's own fields make a generated CRD large: the bytes of the descriptions under
// each field the user wrote (descriptions of built-in types it embeds, such as PodTemplateSpec's,
// count for the user's field that embeds them). The answer to "metadata.annotations: Too long"
// after embedding k8s.io/api types (controller-tools #561, #1029; kubebuilder #2556).
import { schemaProvenanceAt, PROV, type Props } from '../crdgen';
import { utf8Len } from '../golang/utf8';
import { generatedSchemasOf, provenanceLookup, type GeneratedCRD, type GoPosition } from './generate';

export interface DescriptionCost {
  crdPath: string;
  /** UTF-8 bytes of the descriptions under this field not under another field of the input. */
  bytes: number;
  go?: GoPosition;
}

type Node = { [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SCHEMA_ONE = ['items', 'additionalProperties', 'not', 'additionalItems'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];

/** The fields of the input (provenance in `userFiles`) whose descriptions cost most, and the total. */
export function descriptionCosts(crd: GeneratedCRD, userFiles: Set<string>, top = 3): { total: number; top: DescriptionCost[] } {
  const schemas = generatedSchemasOf(crd);
  const { total, found } = (schemas && fromSchemas(schemas, userFiles)) || fromJSON(crd, userFiles);
  found.sort((a, b) => b.bytes - a.bytes);
  return { total, top: found.filter((c) => c.bytes > 0).slice(0, top) };
}

/** The walk of the CRD's JSON with every path looked up in its provenance. */
function fromJSON(crd: GeneratedCRD, userFiles: Set<string>): { total: number; found: DescriptionCost[] } {
  const found: DescriptionCost[] = [];
  let total = 0;
  const lookup = provenanceLookup(crd);
  const own = (path: string): GoPosition | undefined => {
    const p = lookup(path);
    return p && userFiles.has(p.file) ? p : undefined;
  };
  // bytes under `node` not attributed to a user field below it
  const walk = (node: unknown, path: string): number => {
    if (!isNode(node)) return 0;
    let bytes = typeof node.description === 'string' ? utf8Len(node.description) : 0;
    total += bytes;
    const child = (v: unknown, p: string) => {
      const b = walk(v, p);
      const go = own(p);
      if (go && isNode(v)) found.push({ crdPath: p, bytes: b, go });
      else bytes += b;
    };
    for (const k of SCHEMA_MAPS) {
      const m = node[k];
      if (isNode(m)) for (const [name, v] of Object.entries(m)) child(v, `${path}.${k}.${name}`);
    }
    for (const k of SCHEMA_ONE) if (isNode(node[k])) child(node[k], `${path}.${k}`);
    for (const k of SCHEMA_LISTS) {
      const l = node[k];
      if (Array.isArray(l)) l.forEach((v, i) => child(v, `${path}.${k}[${i}]`));
    }
    return bytes;
  };
  const spec = crd.crd.spec;
  const versions = isNode(spec) && Array.isArray(spec.versions) ? spec.versions : [];
  versions.forEach((v, i) => {
    const schema = isNode(v) && isNode(v.schema) ? v.schema.openAPIV3Schema : undefined;
    walk(schema, `spec.versions[${i}].schema.openAPIV3Schema`);
  });
  return { total, found };
}

/** A subtree's costs: its description bytes, those not under a user field, the user fields (paths relative to it). */
interface Costs {
  /** Whether a key provenance in it is at a child schema's path (keysReachChildren): then the JSON walk answers. */
  reach: boolean;
  total: number;
  bytes: number;
  found: { rel: string; bytes: number; go: GoPosition }[];
}

/** Costs of the generator's schemas (never changed) by schema and set of user files: an edit recomputes only the schemas it made anew. */
const kept = new WeakMap<Props, Map<string, Costs>>();

const CHILD_SEGMENTS = ['.items', '.not', '.additionalProperties', '.properties.', '.allOf[', '.anyOf[', '.oneOf['];

/** Whether a key provenance of `s` is at one of its child schemas' paths (then a child's provenance is not its own alone). */
function keysReachChildren(s: Props): boolean {
  const keys = s[PROV]?.keys;
  if (!keys) return false;
  for (const k of Object.keys(keys)) if (CHILD_SEGMENTS.some((c) => `.${k}`.startsWith(c))) return true;
  return false;
}

/**
 * The same walk over the generator's schemas (the JSON is theirs, propsToJSON: a schema's children
 * in the JSON walk's order, empty maps and lists left out): a schema's costs depend on it and the
 * user files only — the provenance at a path inside a schema is its own, since no head, tail or
 * key provenance of a parent is at a child schema's path (checked: keysReachChildren; else the
 * JSON walk) — so the costs of the k8s.io/api types' schemas are computed once.
 */
function fromSchemas(parts: readonly { mount: string; schema: Props }[], userFiles: Set<string>): { total: number; found: DescriptionCost[] } | undefined {
  const userKey = [...userFiles].sort().join('\u0000');
  const costs = (s: Props): Costs => {
    let byUser = kept.get(s);
    const hit = byUser?.get(userKey);
    if (hit) return hit;
    const out: Costs = { reach: keysReachChildren(s), total: 0, bytes: s.description ? utf8Len(s.description) : 0, found: [] };
    out.total = out.bytes;
    const child = (c: Props, seg: string) => {
      const cc = costs(c);
      out.reach ||= cc.reach;
      out.total += cc.total;
      for (const f of cc.found) out.found.push({ rel: seg + f.rel, bytes: f.bytes, go: f.go });
      const p = schemaProvenanceAt(s, seg);
      if (p && userFiles.has(p.file)) out.found.push({ rel: seg, bytes: cc.bytes, go: p });
      else out.bytes += cc.bytes;
    };
    if (s.properties) for (const [name, c] of Object.entries(s.properties)) child(c, `.properties.${name}`);
    if (s.items) child(s.items, '.items');
    if (s.additionalProperties && typeof s.additionalProperties !== 'boolean') child(s.additionalProperties, '.additionalProperties');
    if (s.not) child(s.not, '.not');
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) s[k]?.forEach((c, i) => child(c, `.${k}[${i}]`));
    if (!byUser) kept.set(s, (byUser = new Map()));
    byUser.set(userKey, out);
    return out;
  };
  let total = 0;
  const found: DescriptionCost[] = [];
  for (const { mount, schema } of parts) {
    const c = costs(schema);
    if (c.reach) return undefined;
    total += c.total;
    for (const f of c.found) found.push({ crdPath: mount + f.rel, bytes: f.bytes, go: f.go });
  }
  return { total, found };
}
