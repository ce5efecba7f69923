// The kinds of change between a CRD and its next version (CrdChange.kind), with whether each
// is breaking by default. The comparison itself is in changes.ts / schemadiff.ts.
import type { ChangeAffects } from '../api';

export interface ChangeKindInfo {
  /** Breaking unless a rule in the comparison says otherwise (e.g. a removed field that was never served). */
  breaking: boolean;
  affects: ChangeAffects[];
  /** Short title for lists. */
  title: string;
}

const BOTH: ChangeAffects[] = ['clients', 'storedObjects'];
const CLIENTS: ChangeAffects[] = ['clients'];
const STORED: ChangeAffects[] = ['storedObjects'];
const NONE: ChangeAffects[] = [];

export const CHANGE_KINDS = {
  // CRD-wide
  groupChanged: { breaking: true, affects: BOTH, title: 'group changed' },
  scopeChanged: { breaking: true, affects: BOTH, title: 'scope changed' },
  namesChanged: { breaking: true, affects: CLIENTS, title: 'resource name changed' },
  shortNameRemoved: { breaking: true, affects: CLIENTS, title: 'short name removed' },
  shortNameAdded: { breaking: false, affects: NONE, title: 'short name added' },
  categoryRemoved: { breaking: true, affects: CLIENTS, title: 'category removed' },
  categoryAdded: { breaking: false, affects: NONE, title: 'category added' },
  // versions
  versionAdded: { breaking: false, affects: NONE, title: 'version added' },
  versionRemoved: { breaking: true, affects: CLIENTS, title: 'version removed' },
  storedVersionRemoved: { breaking: true, affects: BOTH, title: 'stored version removed' },
  versionUnserved: { breaking: true, affects: CLIENTS, title: 'version no longer served' },
  versionServed: { breaking: false, affects: NONE, title: 'version now served' },
  versionDeprecated: { breaking: false, affects: CLIENTS, title: 'version deprecated' },
  versionUndeprecated: { breaking: false, affects: NONE, title: 'version no longer deprecated' },
  storageVersionChanged: { breaking: false, affects: STORED, title: 'storage version changed' },
  servedVersionsIncompatible: { breaking: true, affects: CLIENTS, title: 'served versions incompatible' },
  conversionChanged: { breaking: false, affects: STORED, title: 'conversion changed' },
  subresourceRemoved: { breaking: true, affects: CLIENTS, title: 'subresource removed' },
  subresourceAdded: { breaking: false, affects: CLIENTS, title: 'subresource added' },
  subresourceChanged: { breaking: true, affects: CLIENTS, title: 'subresource changed' },
  printerColumnsChanged: { breaking: false, affects: NONE, title: 'printer columns changed' },
  selectableFieldRemoved: { breaking: true, affects: CLIENTS, title: 'selectable field removed' },
  selectableFieldAdded: { breaking: false, affects: NONE, title: 'selectable field added' },
  // schemas
  fieldRemoved: { breaking: true, affects: BOTH, title: 'field removed' },
  fieldAdded: { breaking: false, affects: NONE, title: 'field added' },
  typeChanged: { breaking: true, affects: BOTH, title: 'type changed' },
  enumNarrowed: { breaking: true, affects: BOTH, title: 'enum narrowed' },
  enumWidened: { breaking: false, affects: CLIENTS, title: 'enum widened' },
  enumAdded: { breaking: true, affects: BOTH, title: 'enum added' },
  enumRemoved: { breaking: false, affects: CLIENTS, title: 'enum removed' },
  requiredAdded: { breaking: true, affects: BOTH, title: 'field now required' },
  requiredRemoved: { breaking: false, affects: CLIENTS, title: 'field no longer required' },
  boundTightened: { breaking: true, affects: BOTH, title: 'bound tightened' },
  boundLoosened: { breaking: false, affects: CLIENTS, title: 'bound loosened' },
  patternChanged: { breaking: true, affects: BOTH, title: 'pattern changed' },
  patternRemoved: { breaking: false, affects: NONE, title: 'pattern removed' },
  formatChanged: { breaking: true, affects: BOTH, title: 'format changed' },
  formatRemoved: { breaking: false, affects: NONE, title: 'format removed' },
  defaultAdded: { breaking: true, affects: BOTH, title: 'default added' },
  defaultChanged: { breaking: true, affects: BOTH, title: 'default changed' },
  defaultRemoved: { breaking: true, affects: BOTH, title: 'default removed' },
  listTypeChanged: { breaking: true, affects: BOTH, title: 'list type changed' },
  mapKeysChanged: { breaking: true, affects: BOTH, title: 'list map keys changed' },
  mapTypeChanged: { breaking: true, affects: CLIENTS, title: 'map type changed' },
  preserveUnknownFieldsRemoved: { breaking: true, affects: BOTH, title: 'x-kubernetes-preserve-unknown-fields removed' },
  preserveUnknownFieldsAdded: { breaking: false, affects: NONE, title: 'x-kubernetes-preserve-unknown-fields added' },
  nullableRemoved: { breaking: true, affects: BOTH, title: 'nullable removed' },
  nullableAdded: { breaking: false, affects: NONE, title: 'nullable added' },
  intOrStringChanged: { breaking: true, affects: BOTH, title: 'int-or-string changed' },
  embeddedResourceChanged: { breaking: true, affects: BOTH, title: 'embedded resource changed' },
  additionalPropertiesRemoved: { breaking: true, affects: BOTH, title: 'map values no longer allowed' },
  additionalPropertiesAdded: { breaking: false, affects: NONE, title: 'map values allowed' },
  validationChanged: { breaking: true, affects: BOTH, title: 'allOf/anyOf/oneOf/not changed' },
  descriptionChanged: { breaking: false, affects: NONE, title: 'description changed' },
  ruleAdded: { breaking: true, affects: STORED, title: 'validation rule added' },
  ruleChanged: { breaking: true, affects: STORED, title: 'validation rule changed' },
  ruleRemoved: { breaking: false, affects: NONE, title: 'validation rule removed' },
} as const satisfies Record<string, ChangeKindInfo>;

export type ChangeKind = keyof typeof CHANGE_KINDS;
