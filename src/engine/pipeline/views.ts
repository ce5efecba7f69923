// What kubectl and the apiserver show of an accepted object: its `kubectl get` row (normal
// and wide), the /scale subresource, and None-conversion previews to other served versions. Each
// is a read from storage: the stored object, defaulted at the storage version, converted.
import type { ColumnsReport, ConversionPreview, ObjectReport, StorageReport } from '../api';
import type { CustomResourceDefinition, CustomResourceDefinitionVersion } from '../apis/crd';
import { isObject, type JSONObject } from '../apis/json';
import { convertToTable } from '../printers/table';
import { scaleForObject } from '../printers/scale';
import { convertNone, servedVersions } from '../versions';

interface ViewContext {
  now?: string;
  conversions: boolean;
}

export function objectViews(
  crd: CustomResourceDefinition,
  version: CustomResourceDefinitionVersion,
  obj: JSONObject,
  ctx: ViewContext,
  storage?: StorageReport,
): Pick<ObjectReport, 'columns' | 'scale' | 'conversions'> {
  // kubectl get reads the object back (the response); conversions start from the stored object as read
  const response = storage && isObject(storage.response) ? storage.response : obj;
  const read = storage && isObject(storage.read) ? storage.read : obj;
  const out: Pick<ObjectReport, 'columns' | 'scale' | 'conversions'> = { columns: columnsFor(version, response, ctx.now) };
  const scale = version.subresources?.scale;
  if (scale) {
    const r = scaleForObject(scale, response);
    out.scale = r.ok ? { scale: r.scale } : { error: r.error };
  }
  if (ctx.conversions) out.conversions = conversionsFor(crd, version.name, read);
  return out;
}

function columnsFor(version: CustomResourceDefinitionVersion, obj: JSONObject, now?: string): ColumnsReport {
  // one conversion: the normal view is the wide one without the columns of priority > 0
  const wide = convertToTable(version.additionalPrinterColumns, [obj], { now, wide: true });
  const keep = wide.headers.map((h) => h.priority === 0);
  return {
    headers: wide.headers.filter((_, i) => keep[i]).map((h) => h.name),
    rows: wide.rows.map((r) => r.filter((_, i) => keep[i])),
    wideHeaders: wide.headers.map((h) => h.name),
    wideRows: wide.rows,
  };
}

function conversionsFor(crd: CustomResourceDefinition, from: string, obj: JSONObject): ConversionPreview[] {
  if (crd.spec.conversion?.strategy === 'Webhook') return [];
  return servedVersions(crd)
    .filter((v) => v !== from)
    .map((v) => ({ version: v, ...convertNone(crd, obj, v) }));
}
