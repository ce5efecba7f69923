// The warnings the CRD registry strategy returns with a successful create/update
// (registry/customresourcedefinition/strategy.go WarningsOnCreate / WarningsOnUpdate, 1.34+):
// `unrecognized format "<format>"` for each format the schemas use that CRD validation does not
// know at the server's compatibility version (one minor below the release), via
// apiservervalidation.GetUnrecognizedFormats. On update only formats the old CRD did not use yet.
import type { JSONSchemaProps } from '../types';
import type { CustomResourceDefinition } from './types';
import { toInternalSpec } from './internal';
import { schemaHas, specSchemas } from './schemahas';
import { kubeMinor } from './gostring';
import { goQuote } from '../field/gofmt';

const FORMATS_1_0 = [
  'bsonobjectid', 'uri', 'email', 'hostname', 'ipv4', 'ipv6', 'cidr', 'mac', 'uuid', 'uuid3', 'uuid4', 'uuid5',
  'isbn', 'isbn10', 'isbn13', 'creditcard', 'ssn', 'hexcolor', 'rgbcolor', 'byte', 'password', 'date', 'duration', 'datetime',
];
const FORMATS_1_34 = ['k8s-short-name', 'k8s-long-name'];

function supportedAt(minor: number): Set<string> {
  const names = minor >= 34 ? [...FORMATS_1_0, ...FORMATS_1_34] : FORMATS_1_0;
  return new Set(names.map((f) => f.replace(/-/g, '')));
}

/** GetUnrecognizedFormats for one schema node. */
function unrecognizedFormat(s: JSONSchemaProps, supported: Set<string>): string | undefined {
  const format = typeof s.format === 'string' ? s.format : '';
  if (format.length === 0) return undefined;
  const type = typeof s.type === 'string' ? s.type : '';
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

function unrecognizedFormatsInCRD(crd: CustomResourceDefinition, compatibilityMinor: number): string[] {
  const supported = supportedAt(compatibilityMinor);
  const out: string[] = [];
  for (const schema of specSchemas(toInternalSpec(crd))) {
    schemaHas(schema, (s) => {
      const f = unrecognizedFormat(s, supported);
      if (f !== undefined) out.push(f);
      return false;
    });
  }
  return out;
}

/** WarningsOnCreate / WarningsOnUpdate, deduplicated as the apiserver's warning recorder does. */
export function crdWarnings(crd: CustomResourceDefinition, opts: { kubeVersion: string; oldCRD?: CustomResourceDefinition }): string[] {
  const minor = kubeMinor(opts.kubeVersion);
  const release = Number.isNaN(minor) ? 35 : minor;
  if (release < 34) return [];
  const compatibility = release - 1; // DefaultCompatibilityVersion: the effective version's MinCompatibilityVersion
  let formats = unrecognizedFormatsInCRD(crd, compatibility);
  if (opts.oldCRD) {
    const old = new Set(unrecognizedFormatsInCRD(opts.oldCRD, compatibility));
    formats = formats.filter((f) => !old.has(f));
  }
  return [...new Set(formats.map((f) => `unrecognized format ${goQuote(f)}`))];
}
