// Which of the input's own fields make a generated CRD large: the bytes of the descriptions under
// each field the user wrote (descriptions of built-in types it embeds, such as PodTemplateSpec's,
// count for the user's field that embeds them). The answer to "metadata.annotations: Too long"
// after embedding k8s.io/api types (controller-tools #561, #1029; kubebuilder #2556).
import { utf8Len } from '../golang/utf8';
import type { GeneratedCRD, GoPosition } from './generate';

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
  const found: DescriptionCost[] = [];
  let total = 0;
  const own = (path: string): GoPosition | undefined => {
    const p = crd.provenance[path];
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
  found.sort((a, b) => b.bytes - a.bytes);
  return { total, top: found.filter((c) => c.bytes > 0).slice(0, top) };
}
