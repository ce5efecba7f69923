// Changes between the old and the new openAPIV3Schema of one CRD version, keyword by keyword, each
// classified as breaking or not for existing clients and stored objects. The playground's own
// review guidance (Kubernetes accepts all of these); the checks cover those of
// kubernetes-sigs/crdify's property validations, see the mapping in changes.ts.
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps, type ValidationRule } from '../apis/jsonschema';
import type { DocPath } from '../field/path';
import { CHANGE_KINDS, type ChangeKind } from './kinds';
import type { ChangeAffects } from '../api';
import { stringifyJSON } from '../golang/json';

/** A change before it is placed in a CRD text (`docPath` is relative to the new version's openAPIV3Schema, or the old one's for removals). */
export interface RawChange {
  path: string;
  kind: ChangeKind;
  breaking: boolean;
  affects: ChangeAffects[];
  message: string;
  keyword?: string;
  old?: JSONValue;
  new?: JSONValue;
  /** Document path (inside the new schema) of the changed node or keyword. */
  docPath: DocPath;
}

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v as JSONValue) ? (v as JSONSchemaProps) : undefined);

export function change(kind: ChangeKind, path: string, message: string, docPath: DocPath, extra: Partial<RawChange> = {}): RawChange {
  const info = CHANGE_KINDS[kind];
  const breaking = extra.breaking ?? info.breaking;
  return { path, kind, breaking, affects: [...(extra.affects ?? info.affects)], message, docPath, ...strip(extra) };
}

function strip(extra: Partial<RawChange>): Partial<RawChange> {
  const out: Partial<RawChange> = {};
  if (extra.keyword !== undefined) out.keyword = extra.keyword;
  if (extra.old !== undefined) out.old = extra.old;
  if (extra.new !== undefined) out.new = extra.new;
  return out;
}

/** Field path notation: `spec.ports[*].name`, map values `spec.labels[*]`, the root `.`. */
const child = (parent: string, name: string) => (parent === '.' ? name : `${parent}.${name}`);
const elem = (parent: string) => (parent === '.' ? '[*]' : `${parent}[*]`);

function canon(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canon);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, canon(o[k])]),
    );
  }
  return v;
}
export const sameJSON = (a: unknown, b: unknown) => stringifyJSON(canon(a)) === stringifyJSON(canon(b));
const show = (v: unknown) => (v === undefined ? '(unset)' : stringifyJSON(v));
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

type BoundDir = 'max' | 'min';
const BOUNDS: [keyword: string, dir: BoundDir, what: string][] = [
  ['maximum', 'max', 'values'],
  ['minimum', 'min', 'values'],
  ['maxLength', 'max', 'string length'],
  ['minLength', 'min', 'string length'],
  ['maxItems', 'max', 'list length'],
  ['minItems', 'min', 'list length'],
  ['maxProperties', 'max', 'number of properties'],
  ['minProperties', 'min', 'number of properties'],
];

interface Walk {
  old: JSONSchemaProps;
  new: JSONSchemaProps;
  path: string;
  docPath: DocPath;
}

/**
 * Compares two schemas of the same version (both optional: a missing schema keeps everything with
 * `x-kubernetes-preserve-unknown-fields`-like behaviour only when preserveUnknownFields is set, so
 * the caller reports schema removal itself). Iterative, properties in sorted order.
 */
export function schemaChanges(oldSchema: JSONSchemaProps, newSchema: JSONSchemaProps): RawChange[] {
  const out: RawChange[] = [];
  const stack: Walk[] = [{ old: oldSchema, new: newSchema, path: '.', docPath: [] }];
  while (stack.length > 0) {
    const w = stack.pop()!;
    const next = compareNode(w, out);
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return out;
}

function compareNode(w: Walk, out: RawChange[]): Walk[] {
  const { old: a, new: b, path, docPath } = w;
  const at = (k: string): DocPath => [...docPath, k];

  // type
  const ta = typeof a.type === 'string' ? a.type : '';
  const tb = typeof b.type === 'string' ? b.type : '';
  if (ta !== tb) {
    out.push(
      change('typeChanged', path, `type changed from ${show(ta || undefined)} to ${show(tb || undefined)}: stored values and clients of the old type no longer validate`, at('type'), {
        keyword: 'type',
        old: a.type as JSONValue,
        new: b.type as JSONValue,
      }),
    );
  }
  boolFlag(
    w,
    out,
    'x-kubernetes-int-or-string',
    'intOrStringChanged',
    'intOrStringChanged',
    'x-kubernetes-int-or-string removed: values of the other type no longer validate',
    'x-kubernetes-int-or-string added: clients may now read either an integer or a string',
    false,
  );
  boolFlag(
    w,
    out,
    'x-kubernetes-embedded-resource',
    'embeddedResourceChanged',
    'embeddedResourceChanged',
    'x-kubernetes-embedded-resource removed: apiVersion, kind and metadata inside are no longer kept and checked as an object',
    'x-kubernetes-embedded-resource added: the value must now carry apiVersion, kind and valid metadata',
    true,
  );
  boolFlag(
    w,
    out,
    'x-kubernetes-preserve-unknown-fields',
    'preserveUnknownFieldsRemoved',
    'preserveUnknownFieldsAdded',
    'x-kubernetes-preserve-unknown-fields removed: fields not in the schema are now pruned, from stored objects when they are read',
    'x-kubernetes-preserve-unknown-fields added: unknown fields are now kept',
    null,
  );
  boolFlag(
    w,
    out,
    'nullable',
    'nullableRemoved',
    'nullableAdded',
    'nullable removed: null is now dropped or rejected where it was kept',
    'nullable added: null is now kept (clients may read null)',
    null,
  );

  // enum
  const ea = Array.isArray(a.enum) ? a.enum : undefined;
  const eb = Array.isArray(b.enum) ? b.enum : undefined;
  if (ea || eb) {
    const ka = new Map((ea ?? []).map((v) => [stringifyJSON(canon(v)), v]));
    const kb = new Map((eb ?? []).map((v) => [stringifyJSON(canon(v)), v]));
    const removed = [...ka.keys()].filter((k) => !kb.has(k));
    const added = [...kb.keys()].filter((k) => !ka.has(k));
    if (!ea && eb) out.push(change('enumAdded', path, `enum added (${listOf([...kb.keys()])}): other values are now rejected`, at('enum'), { keyword: 'enum', new: eb }));
    else if (ea && !eb) out.push(change('enumRemoved', path, `enum removed: any value is now accepted (clients may read values they do not know)`, docPath, { keyword: 'enum', old: ea }));
    else {
      if (removed.length > 0)
        out.push(
          change(
            'enumNarrowed',
            path,
            `enum value${removed.length === 1 ? '' : 's'} ${listOf(removed)} removed: stored objects and clients using ${removed.length === 1 ? 'it' : 'them'} are rejected`,
            at('enum'),
            { keyword: 'enum', old: removed.map((k) => ka.get(k)!), new: eb },
          ),
        );
      if (added.length > 0)
        out.push(
          change('enumWidened', path, `enum value${added.length === 1 ? '' : 's'} ${listOf(added)} added: clients may read values they do not know`, at('enum'), {
            keyword: 'enum',
            new: added.map((k) => kb.get(k)!),
          }),
        );
    }
  }

  // required
  const ra = new Set(Array.isArray(a.required) ? a.required.filter((x) => typeof x === 'string') : []);
  const rb = new Set(Array.isArray(b.required) ? b.required.filter((x) => typeof x === 'string') : []);
  for (const f of [...rb].sort()) {
    if (ra.has(f)) continue;
    const hasDefault = asSchema(b.properties?.[f])?.default !== undefined;
    // crdify (property/required: "new required fields") flags every one; a property the old schema
    // already had is breaking even with a default (clients and generated types that treat it as
    // optional change; stored objects without it are read with the default); only a property new
    // in this version, required with a default, is filled in for everyone
    const existed = asSchema(a.properties?.[f]) !== undefined;
    const message = !hasDefault
      ? `now required: objects and clients that omit it are rejected`
      : existed
        ? `now required (with a default): objects without it are defaulted when read or written, and clients that treat it as optional must change`
        : `now required (with a default, so objects without it are defaulted when read or written)`;
    out.push(
      change('requiredAdded', child(path, f), message, at('required'), {
        keyword: 'required',
        ...(hasDefault && !existed ? { breaking: false, affects: ['storedObjects'] } : {}),
      }),
    );
  }
  for (const f of [...ra].sort())
    if (!rb.has(f)) out.push(change('requiredRemoved', child(path, f), 'no longer required: clients may read objects without it', at('required'), { keyword: 'required' }));

  // bounds
  for (const [kw, dir, what] of BOUNDS) {
    const va = num(a[kw]);
    const vb = num(b[kw]);
    if (va === vb) continue;
    const tighter = vb !== undefined && (va === undefined || (dir === 'max' ? vb < va : vb > va));
    const limit = dir === 'max' ? 'at most' : 'at least';
    const message = tighter
      ? `${kw} ${va === undefined ? `added (${vb})` : `${va} → ${vb}`}: ${what} must now be ${limit} ${vb}; existing values outside are rejected`
      : `${kw} ${vb === undefined ? `removed (was ${va})` : `${va} → ${vb}`}: ${what} ${vb === undefined ? 'no longer bounded' : `may now be ${limit} ${vb}`}`;
    out.push(
      change(tighter ? 'boundTightened' : 'boundLoosened', path, message, vb === undefined ? docPath : at(kw), {
        keyword: kw,
        ...(va !== undefined ? { old: va } : {}),
        ...(vb !== undefined ? { new: vb } : {}),
      }),
    );
  }
  for (const kw of ['exclusiveMaximum', 'exclusiveMinimum'] as const) {
    const va = a[kw] === true;
    const vb = b[kw] === true;
    if (va === vb) continue;
    out.push(
      change(vb ? 'boundTightened' : 'boundLoosened', path, vb ? `${kw} set: the bound itself is no longer allowed` : `${kw} unset: the bound itself is now allowed`, vb ? at(kw) : docPath, {
        keyword: kw,
        old: va,
        new: vb,
      }),
    );
  }
  {
    const va = num(a.multipleOf);
    const vb = num(b.multipleOf);
    if (va !== vb) {
      const looser = vb === undefined || (va !== undefined && va % vb === 0);
      out.push(
        change(
          looser ? 'boundLoosened' : 'boundTightened',
          path,
          looser
            ? `multipleOf ${vb === undefined ? `removed (was ${va})` : `${va} → ${vb}`}`
            : `multipleOf ${va === undefined ? `added (${vb})` : `${va} → ${vb}`}: values that are not multiples of ${vb} are rejected`,
          vb === undefined ? docPath : at('multipleOf'),
          {
            keyword: 'multipleOf',
            ...(va !== undefined ? { old: va } : {}),
            ...(vb !== undefined ? { new: vb } : {}),
          },
        ),
      );
    }
  }

  // pattern and format
  stringKeyword(w, out, 'pattern', 'patternChanged', 'patternRemoved', 'values that do not match are rejected');
  stringKeyword(w, out, 'format', 'formatChanged', 'formatRemoved', 'values that do not fit the format are rejected');

  // default
  if (a.default !== undefined || b.default !== undefined) {
    if (a.default === undefined)
      out.push(
        change('defaultAdded', path, `default ${show(b.default)} added: stored objects without the field get it when read, and clients that omit it get a value they did not set`, at('default'), {
          keyword: 'default',
          new: b.default,
        }),
      );
    else if (b.default === undefined)
      out.push(change('defaultRemoved', path, `default ${show(a.default)} removed: new objects without the field no longer get it`, docPath, { keyword: 'default', old: a.default }));
    else if (!sameJSON(a.default, b.default))
      out.push(
        change('defaultChanged', path, `default changed from ${show(a.default)} to ${show(b.default)}: objects created without the field now get a different value`, at('default'), {
          keyword: 'default',
          old: a.default,
          new: b.default,
        }),
      );
  }

  // list and map semantics
  const lta = listType(a);
  const ltb = listType(b);
  if (lta !== ltb && (ta === 'array' || tb === 'array')) {
    out.push(
      change('listTypeChanged', path, `x-kubernetes-list-type changed from ${show(lta)} to ${show(ltb)}: ${listTypeWhy(ltb)}`, at('x-kubernetes-list-type'), {
        keyword: 'x-kubernetes-list-type',
        old: lta,
        new: ltb,
      }),
    );
  }
  const mka = Array.isArray(a['x-kubernetes-list-map-keys']) ? a['x-kubernetes-list-map-keys'] : [];
  const mkb = Array.isArray(b['x-kubernetes-list-map-keys']) ? b['x-kubernetes-list-map-keys'] : [];
  if (lta === 'map' && ltb === 'map' && !sameJSON(mka, mkb)) {
    out.push(
      change(
        'mapKeysChanged',
        path,
        `x-kubernetes-list-map-keys changed from ${show(mka)} to ${show(mkb)}: items are matched differently (server-side apply, uniqueness, transition rules)`,
        at('x-kubernetes-list-map-keys'),
        { keyword: 'x-kubernetes-list-map-keys', old: mka, new: mkb },
      ),
    );
  }
  const mta = a['x-kubernetes-map-type'] === 'atomic' ? 'atomic' : 'granular';
  const mtb = b['x-kubernetes-map-type'] === 'atomic' ? 'atomic' : 'granular';
  if (mta !== mtb && (ta === 'object' || tb === 'object')) {
    out.push(
      change('mapTypeChanged', path, `x-kubernetes-map-type changed from ${show(mta)} to ${show(mtb)}: server-side apply merges and owns the map differently`, at('x-kubernetes-map-type'), {
        keyword: 'x-kubernetes-map-type',
        old: mta,
        new: mtb,
      }),
    );
  }

  // CEL rules
  ruleChanges(w, out);

  // other value validations (allOf/anyOf/oneOf/not)
  for (const kw of ['allOf', 'anyOf', 'oneOf', 'not'] as const) {
    if (a[kw] === undefined && b[kw] === undefined) continue;
    if (sameJSON(a[kw], b[kw])) continue;
    out.push(
      change(
        'validationChanged',
        path,
        `${kw} ${a[kw] === undefined ? 'added' : b[kw] === undefined ? 'removed' : 'changed'}: values accepted before may be rejected`,
        b[kw] === undefined ? docPath : at(kw),
        { keyword: kw, breaking: b[kw] !== undefined },
      ),
    );
  }

  // description (crdify: description)
  if ((a.description ?? '') !== (b.description ?? '')) {
    out.push(
      change(
        'descriptionChanged',
        path,
        `description ${a.description === undefined ? 'added' : b.description === undefined ? 'removed' : 'changed'}`,
        b.description === undefined ? docPath : at('description'),
        { keyword: 'description' },
      ),
    );
  }

  // children
  const next: Walk[] = [];
  const pa = asSchema(a.properties) ? (a.properties as Record<string, JSONSchemaProps>) : {};
  const pb = asSchema(b.properties) ? (b.properties as Record<string, JSONSchemaProps>) : {};
  const preserveB = b['x-kubernetes-preserve-unknown-fields'] === true;
  for (const name of [...new Set([...Object.keys(pa), ...Object.keys(pb)])].sort()) {
    const sa = asSchema(pa[name]);
    const sb = asSchema(pb[name]);
    const p = child(path, name);
    if (sa && !sb) {
      out.push(
        change(
          'fieldRemoved',
          p,
          preserveB
            ? 'field removed from the schema (kept as an unknown field, x-kubernetes-preserve-unknown-fields): no longer validated or documented'
            : 'field removed: its stored values are pruned when objects are read, and clients that set it lose it',
          docPath.length === 0 ? ['properties'] : [...docPath, 'properties'],
          {
            ...(preserveB ? { breaking: true, affects: ['clients'] } : {}),
          },
        ),
      );
    } else if (!sa && sb) {
      const req = rb.has(name);
      out.push(change('fieldAdded', p, req ? 'field added (required: see the required change)' : 'optional field added', [...docPath, 'properties', name]));
    } else if (sa && sb) {
      next.push({ old: sa, new: sb, path: p, docPath: [...docPath, 'properties', name] });
    }
  }
  const ia = asSchema(a.items);
  const ib = asSchema(b.items);
  if (ia && ib) next.push({ old: ia, new: ib, path: elem(path), docPath: [...docPath, 'items'] });
  else if (ia && !ib && tb === 'array') out.push(change('fieldRemoved', elem(path), 'items schema removed: list items are no longer described', docPath));
  const apa = a.additionalProperties;
  const apb = b.additionalProperties;
  const hasAP = (v: unknown) => v === true || asSchema(v) !== undefined;
  if (asSchema(apa) && asSchema(apb)) next.push({ old: apa as JSONSchemaProps, new: apb as JSONSchemaProps, path: elem(path), docPath: [...docPath, 'additionalProperties'] });
  else if (hasAP(apa) && !hasAP(apb))
    out.push(change('additionalPropertiesRemoved', elem(path), 'additionalProperties removed: map entries are pruned from stored objects when read', docPath, { keyword: 'additionalProperties' }));
  else if (!hasAP(apa) && hasAP(apb))
    out.push(change('additionalPropertiesAdded', elem(path), 'additionalProperties added: map entries are now kept', [...docPath, 'additionalProperties'], { keyword: 'additionalProperties' }));
  return next;
}

function listOf(keys: string[]): string {
  const shown = keys.slice(0, 6).join(', ');
  return keys.length > 6 ? `${shown}, … (${keys.length})` : shown;
}

function listType(s: JSONSchemaProps): string {
  const t = s['x-kubernetes-list-type'];
  return typeof t === 'string' && t !== '' ? t : 'atomic';
}

function listTypeWhy(b: string): string {
  if (b === 'set') return 'duplicate items are now rejected, and server-side apply merges items';
  if (b === 'map') return 'items now need unique keys, and server-side apply merges them by key';
  return 'server-side apply now replaces the whole list';
}

function boolFlag(w: Walk, out: RawChange[], kw: string, removedKind: ChangeKind, addedKind: ChangeKind, removedMsg: string, addedMsg: string, addedBreaking: boolean | null): void {
  const va = w.old[kw] === true;
  const vb = w.new[kw] === true;
  if (va === vb) return;
  const docPath = vb ? [...w.docPath, kw] : w.docPath;
  if (va) out.push(change(removedKind, w.path, removedMsg, docPath, { keyword: kw, old: true, new: false }));
  else out.push(change(addedKind, w.path, addedMsg, docPath, { keyword: kw, old: false, new: true, ...(addedBreaking === null ? {} : { breaking: addedBreaking }) }));
}

function stringKeyword(w: Walk, out: RawChange[], kw: 'pattern' | 'format', changedKind: ChangeKind, removedKind: ChangeKind, why: string): void {
  const va = typeof w.old[kw] === 'string' && w.old[kw] !== '' ? (w.old[kw] as string) : undefined;
  const vb = typeof w.new[kw] === 'string' && w.new[kw] !== '' ? (w.new[kw] as string) : undefined;
  if (va === vb) return;
  if (vb === undefined) out.push(change(removedKind, w.path, `${kw} ${show(va)} removed`, w.docPath, { keyword: kw, old: va }));
  else
    out.push(
      change(changedKind, w.path, `${kw} ${va === undefined ? `${show(vb)} added` : `changed from ${show(va)} to ${show(vb)}`}: ${why}`, [...w.docPath, kw], {
        keyword: kw,
        ...(va !== undefined ? { old: va } : {}),
        new: vb,
      }),
    );
}

function ruleText(r: unknown): string {
  return isObject(r as JSONValue) && typeof (r as ValidationRule).rule === 'string' ? (r as ValidationRule).rule : '';
}

function ruleChanges(w: Walk, out: RawChange[]): void {
  const ra = Array.isArray(w.old['x-kubernetes-validations']) ? w.old['x-kubernetes-validations'] : [];
  const rb = Array.isArray(w.new['x-kubernetes-validations']) ? w.new['x-kubernetes-validations'] : [];
  if (ra.length === 0 && rb.length === 0) return;
  const ta = ra.map(ruleText);
  const tb = rb.map(ruleText);
  const inA = new Set(ta);
  const inB = new Set(tb);
  const at = (i: number): DocPath => [...w.docPath, 'x-kubernetes-validations', i, 'rule'];
  const short = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);
  const paired = new Set<number>();
  tb.forEach((t, i) => {
    if (inA.has(t)) {
      const j = ta.indexOf(t);
      const o = ra[j] as ValidationRule;
      const n = rb[i] as ValidationRule;
      if (!sameJSON({ ...o, rule: '' }, { ...n, rule: '' })) {
        out.push(
          change('ruleChanged', w.path, `rule ${JSON.stringify(short(t))}: message, reason, fieldPath or optionalOldSelf changed`, at(i), {
            keyword: 'x-kubernetes-validations',
            breaking: o.optionalOldSelf === true && n.optionalOldSelf !== true,
          }),
        );
      }
      return;
    }
    // a rule at the same index whose old text is gone: changed
    if (i < ta.length && !inB.has(ta[i]) && !paired.has(i)) {
      paired.add(i);
      out.push(
        change('ruleChanged', w.path, `rule changed from ${JSON.stringify(short(ta[i]))} to ${JSON.stringify(short(t))}: objects valid before may fail it on their next write`, at(i), {
          keyword: 'x-kubernetes-validations',
          old: ta[i],
          new: t,
        }),
      );
      return;
    }
    out.push(
      change('ruleAdded', w.path, `validation rule ${JSON.stringify(short(t))} added: objects that fail it are rejected on create, and on update unless unchanged (ratcheting)`, at(i), {
        keyword: 'x-kubernetes-validations',
        new: t,
      }),
    );
  });
  ta.forEach((t, i) => {
    if (inB.has(t) || paired.has(i)) return;
    out.push(change('ruleRemoved', w.path, `validation rule ${JSON.stringify(short(t))} removed`, w.docPath, { keyword: 'x-kubernetes-validations', old: t }));
  });
}
