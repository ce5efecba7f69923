// The warnings the CRD registry strategy returns with a successful create/update
// (registry/customresourcedefinition/strategy.go WarningsOnCreate / WarningsOnUpdate, 1.34+):
// `unrecognized format "<format>"` for each format the schemas use that CRD validation does not
// know at the server's compatibility version (one minor below the release), via
// apiservervalidation.GetUnrecognizedFormats. On update only formats the old CRD did not use yet.
// 1.36 also reports formats of integer, number, untyped and other schemas (formats.go at v1.36.0);
// 1.37 adds one warning per item type of `x-kubernetes-list-type: set` lists whose items are
// objects or arrays (strategy.go getNonScalarListTypeSetWarnings at v1.37.0).
import type { JSONSchemaProps } from '../apis/jsonschema';
import type { CustomResourceDefinition } from '../apis/crd';
import { toInternalSpec } from './internal';
import { collectInSchemas, eachSchema, specSchemas } from './schemahas';
import { CleanSubtrees, recordingSubtrees } from '../cache';

/** Schema nodes without an unrecognized format below them, by compatibility version and typing. */
const formatsClean = new CleanSubtrees('crd.formatWarningsClean');
/** Schema nodes without a set of objects or arrays below them. */
const setsClean = new CleanSubtrees('crd.setWarningsClean');
import { kubeMinor } from '../apis/kubeversion';
import { goQuote } from '../golang/fmt';

const FORMATS_1_0 = [
  'bsonobjectid',
  'uri',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'cidr',
  'mac',
  'uuid',
  'uuid3',
  'uuid4',
  'uuid5',
  'isbn',
  'isbn10',
  'isbn13',
  'creditcard',
  'ssn',
  'hexcolor',
  'rgbcolor',
  'byte',
  'password',
  'date',
  'duration',
  'datetime',
];
const FORMATS_1_34 = ['k8s-short-name', 'k8s-long-name'];

function supportedAt(minor: number): Set<string> {
  const names = minor >= 34 ? [...FORMATS_1_0, ...FORMATS_1_34] : FORMATS_1_0;
  return new Set(names.map((f) => f.replace(/-/g, '')));
}

/** GetUnrecognizedFormats for one schema node (`typed`: the per-type rules of 1.36+). */
function unrecognizedFormat(s: JSONSchemaProps, supported: Set<string>, typed: boolean): string | undefined {
  const format = typeof s.format === 'string' ? s.format : '';
  if (format.length === 0) return undefined;
  const type = typeof s.type === 'string' ? s.type : '';
  // up to 1.35 only string schemas were looked at
  if (!typed) return type === 'string' && !supported.has(format.replace(/-/g, '')) ? format : undefined;
  switch (type) {
    case '':
    case 'string':
      return supported.has(format.replace(/-/g, '')) ? undefined : format;
    case 'integer':
      return format === 'int32' || format === 'int64' ? undefined : format;
    case 'number':
      return format === 'float' || format === 'double' ? undefined : format;
    default:
      return format;
  }
}

function unrecognizedFormatsInCRD(schemas: JSONSchemaProps[], compatibilityMinor: number, typed: boolean): string[] {
  const supported = supportedAt(compatibilityMinor);
  const out: string[] = [];
  const key = `${compatibilityMinor}|${typed}`;
  for (const schema of schemas) collectInSchemas(schema, formatsClean, key, (s, found: string[]) => unrecognizedFormatOf(s, supported, typed, found), out);
  return out;
}

function unrecognizedFormatOf(s: JSONSchemaProps, supported: Set<string>, typed: boolean, found: string[]): void {
  const f = unrecognizedFormat(s, supported, typed);
  if (f !== undefined) found.push(f);
}

/**
 * Both warnings' findings of one CRD: while a load records clean subtrees (cache/clean.ts), each by its own walk with its
 * own memo; otherwise (a one-shot check) by one walk of each schema, each node visited for both in the same order.
 */
function warningsInCRD(crd: CustomResourceDefinition, compatibilityMinor: number, typed: boolean, withSets: boolean): { formats: string[]; sets: string[] } {
  const schemas = specSchemas(toInternalSpec(crd));
  if (!withSets || recordingSubtrees()) {
    return { formats: unrecognizedFormatsInCRD(schemas, compatibilityMinor, typed), sets: withSets ? nonScalarListTypeSetWarnings(schemas) : [] };
  }
  const supported = supportedAt(compatibilityMinor);
  const formats: string[] = [];
  const sets: string[] = [];
  for (const schema of schemas) {
    eachSchema(schema, (s) => {
      unrecognizedFormatOf(s, supported, typed, formats);
      nonScalarListTypeSetOf(s, sets);
    });
  }
  return { formats, sets: [...new Set(sets)].sort() };
}

/** WarningsOnCreate / WarningsOnUpdate, deduplicated as the apiserver's warning recorder does. */
export function crdWarnings(crd: CustomResourceDefinition, opts: { kubeVersion: string; oldCRD?: CustomResourceDefinition }): string[] {
  const release = kubeMinor(opts.kubeVersion);
  if (release < 34) return [];
  const compatibility = release - 1; // DefaultCompatibilityVersion: the effective version's MinCompatibilityVersion
  const typed = release >= 36;
  const withSets = release >= 37;
  const found = warningsInCRD(crd, compatibility, typed, withSets);
  const old = opts.oldCRD ? warningsInCRD(opts.oldCRD, compatibility, typed, withSets) : undefined;
  let formats = found.formats;
  if (old) {
    const oldFormats = new Set(old.formats);
    formats = formats.filter((f) => !oldFormats.has(f));
  }
  const out = [...new Set(formats.map((f) => `unrecognized format ${goQuote(f)}`))];
  if (withSets) {
    let sets = found.sets;
    if (old) {
      const oldSets = new Set(old.sets);
      sets = sets.filter((w) => !oldSets.has(w));
    }
    out.push(...sets);
  }
  return out;
}

/** getNonScalarListTypeSetWarnings: sorted, one per item type (object, array). */
function nonScalarListTypeSetWarnings(schemas: JSONSchemaProps[]): string[] {
  const found: string[] = [];
  for (const schema of schemas) collectInSchemas(schema, setsClean, '', nonScalarListTypeSetOf, found);
  return [...new Set(found)].sort();
}

function nonScalarListTypeSetOf(s: JSONSchemaProps, out: string[]): void {
  const items = s.items;
  if (s['x-kubernetes-list-type'] === 'set' && items && typeof items === 'object' && !Array.isArray(items)) {
    const t = (items as JSONSchemaProps).type;
    if (t === 'object' || t === 'array') {
      out.push(`x-kubernetes-list-type: set for items of type ${goQuote(t)} is not supported by server-side apply or CEL validation rules`);
    }
  }
}
