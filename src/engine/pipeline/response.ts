// After a create or update passes validation: the object is encoded at the storage version and
// the response is what the storage layer reads back (genericregistry.Store returns the decoded
// object), converted to the request version — so it carries the storage version's defaults.
import type { StorageReport } from '../api';
import type { CustomResourceDefinition } from '../apis/crd';
import type { JSONObject } from '../apis/json';
import { storageVersion } from '../versions';
import { storeAndReadBack } from './storage';
import type { ValueRendering } from '../field/errorbody';

export function storeObject(crd: CustomResourceDefinition, requestVersion: string, obj: JSONObject, rendering: ValueRendering): StorageReport {
  const version = storageVersion(crd) ?? requestVersion;
  const r = storeAndReadBack(crd, obj, version, requestVersion, rendering);
  const out: StorageReport = { version, stored: r.stored, read: r.read, defaulted: r.defaulted, response: r.response };
  if (r.error !== undefined) out.error = r.error;
  return out;
}
