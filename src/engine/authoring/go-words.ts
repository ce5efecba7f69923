// The words of the Go editor's writing help that are ours (quick-fix titles, hover headings), in
// the app's two languages. Marker help and kube/controller-gen messages stay as they are written
// upstream (English), as the YAML editors keep Kubernetes field docs English.

export type GoLocale = 'en' | 'uk';

export interface GoWords {
  changeTo: (replacement: string) => string;
  addBounds: (what: string, cost: string, resulting: string) => string;
  /** `+marker` to the field `Name` (one part of addBounds' list). */
  boundOn: (marker: string, field: string) => string;
  addResource: (scope: string, isDefault: boolean) => string;
  addStatus: string;
  moveToField: (marker: string, field: string) => string;
  moveToType: (marker: string, type: string) => string;
  moveToPackage: (marker: string) => string;
  moveToOwnLine: (marker: string) => string;
  deleteMarker: (marker: string) => string;
  required: string;
  optional: string;
  properties: string;
  /** What a marker applies to, as hover names it. */
  target: Record<'package' | 'type' | 'field', string>;
  /** A marker's anonymous argument (`+name=value`). */
  value: string;
  optionalArg: string;
  rules: string;
  estimatedCost: (cost: string, limit: string) => string;
}

const EN: GoWords = {
  changeTo: (r) => `Change to \`${r}\``,
  addBounds: (what, cost, resulting) => `Add ${what} (estimated cost ${cost} → ${resulting})`,
  boundOn: (m, f) => `${m} to ${f}`,
  addResource: (scope, isDefault) => `Add +kubebuilder:resource:scope=${scope}${isDefault ? ' (the scope generated now)' : ''}`,
  addStatus: 'Add +kubebuilder:subresource:status (the Status field gets its own /status endpoint)',
  moveToField: (m, f) => `Move ${m} to the field ${f}`,
  moveToType: (m, t) => `Move ${m} to the type ${t}`,
  moveToPackage: (m) => `Move ${m} above the package clause`,
  moveToOwnLine: (m) => `Move ${m} to its own line above`,
  deleteMarker: (m) => `Delete ${m} (controller-gen ignores it)`,
  required: 'required',
  optional: 'optional',
  properties: 'properties',
  target: { package: 'package', type: 'type', field: 'field' },
  value: '(value)',
  optionalArg: 'optional',
  rules: 'rules',
  estimatedCost: (c, l) => `estimated cost ${c} of ${l}`,
};

const UK: GoWords = {
  changeTo: (r) => `Замінити на \`${r}\``,
  addBounds: (what, cost, resulting) => `Додати ${what} (оцінка вартості ${cost} → ${resulting})`,
  boundOn: (m, f) => `${m} до поля ${f}`,
  addResource: (scope, isDefault) => `Додати +kubebuilder:resource:scope=${scope}${isDefault ? ' (область, що генерується зараз)' : ''}`,
  addStatus: 'Додати +kubebuilder:subresource:status (поле Status отримає власну точку /status)',
  moveToField: (m, f) => `Перенести ${m} до поля ${f}`,
  moveToType: (m, t) => `Перенести ${m} до типу ${t}`,
  moveToPackage: (m) => `Перенести ${m} над рядок package`,
  moveToOwnLine: (m) => `Перенести ${m} в окремий рядок вище`,
  deleteMarker: (m) => `Видалити ${m} (controller-gen його ігнорує)`,
  required: 'обовʼязкове',
  optional: 'необовʼязкове',
  properties: 'властивості',
  target: { package: 'пакет', type: 'тип', field: 'поле' },
  value: '(значення)',
  optionalArg: 'необовʼязковий',
  rules: 'правила',
  estimatedCost: (c, l) => `оцінка вартості ${c} з ${l}`,
};

export function goWords(locale: GoLocale | undefined): GoWords {
  return locale === 'uk' ? UK : EN;
}

/** A number as the titles print it (`1,234,567`; the same grouping in both languages, as the YAML fix does). */
export const groupedNumber = (n: number): string => n.toLocaleString('en-US');
