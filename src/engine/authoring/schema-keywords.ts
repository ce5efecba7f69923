// The keywords a structural schema of a CRD may hold, where they may stand and a one-line
// explanation in English and Ukrainian (written for this playground). Where each may stand follows
// apiextensions-apiserver: pkg/apiserver/schema/validation.go (validateStructuralInvariants,
// validateNestedValueValidation) and pkg/apis/apiextensions/validation/validation.go
// (validateCustomResourceDefinitionOpenAPISchema: $ref, definitions, dependencies, patternProperties,
// additionalItems, id, $schema and uniqueItems are rejected).

export interface Text {
  en: string;
  uk: string;
}

export type SchemaType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';

export interface KeywordSpec {
  name: string;
  doc: Text;
  /** How the value is written. */
  shape: 'schema' | 'schemaList' | 'schemaMap' | 'string' | 'boolean' | 'integer' | 'number' | 'stringList' | 'any' | 'ruleList' | 'object';
  /** The node types it applies to; undefined: any type. */
  types?: SchemaType[];
  /** Forbidden inside allOf/anyOf/oneOf/not (validateNestedValueValidation). */
  structuralOnly?: boolean;
  values?: { value: string; doc: Text }[];
}

const t = (en: string, uk: string): Text => ({ en, uk });

export const SCHEMA_TYPES: { value: SchemaType; doc: Text }[] = [
  { value: 'object', doc: t('A mapping: properties (fixed fields) or additionalProperties (a map).', 'Відображення: properties (відомі поля) або additionalProperties (словник).') },
  { value: 'array', doc: t('A list; items is required.', 'Список; потрібне items.') },
  { value: 'string', doc: t('Text (format, pattern and lengths apply).', 'Рядок (діють format, pattern і довжини).') },
  { value: 'integer', doc: t('A whole number (int64).', 'Ціле число (int64).') },
  { value: 'number', doc: t('A number, whole or fractional (float64).', 'Число, ціле чи дробове (float64).') },
  { value: 'boolean', doc: t('true or false.', 'true або false.') },
];

export const SCHEMA_KEYWORDS: KeywordSpec[] = [
  {
    name: 'type',
    shape: 'string',
    structuralOnly: true,
    doc: t(
      'The type of the value; required on every node except int-or-string and preserve-unknown-fields nodes.',
      'Тип значення; обовʼязковий на кожному вузлі, крім int-or-string і preserve-unknown-fields.',
    ),
  },
  { name: 'description', shape: 'string', structuralOnly: true, doc: t('Documentation of the field, shown by kubectl explain.', 'Опис поля, який показує kubectl explain.') },
  { name: 'title', shape: 'string', structuralOnly: true, doc: t('A short title of the field.', 'Короткий заголовок поля.') },
  {
    name: 'properties',
    shape: 'schemaMap',
    types: ['object'],
    doc: t('The known fields of an object, each with its schema; unknown fields are pruned.', 'Відомі поля обʼєкта зі схемами; невідомі поля обрізаються.'),
  },
  {
    name: 'additionalProperties',
    shape: 'schema',
    types: ['object'],
    structuralOnly: true,
    doc: t('Makes the object a map with values of this schema; excludes properties; not at the root.', 'Робить обʼєкт словником зі значеннями цієї схеми; несумісне з properties; не в корені.'),
  },
  { name: 'required', shape: 'stringList', types: ['object'], doc: t('Property names that must be present.', 'Імена властивостей, що мають бути присутні.') },
  { name: 'items', shape: 'schema', types: ['array'], doc: t('The schema of every list item (one schema, not a tuple).', 'Схема кожного елемента списку (одна схема, не кортеж).') },
  { name: 'enum', shape: 'any', doc: t('The allowed values.', 'Дозволені значення.') },
  {
    name: 'default',
    shape: 'any',
    structuralOnly: true,
    doc: t('Value set when the field is absent (must itself validate and survive pruning).', 'Значення, яке ставиться, коли поля немає (має проходити валідацію і обрізання).'),
  },
  {
    name: 'nullable',
    shape: 'boolean',
    structuralOnly: true,
    doc: t('Allows null; otherwise a null is dropped (or defaulted) before validation.', 'Дозволяє null; інакше null відкидається (або замінюється default) до валідації.'),
  },
  {
    name: 'format',
    shape: 'string',
    types: ['string', 'integer', 'number'],
    doc: t(
      'A named format the apiserver checks (date-time, uuid, ...); unknown formats are dropped.',
      'Іменований формат, який перевіряє apiserver (date-time, uuid, ...); невідомі формати відкидаються.',
    ),
  },
  { name: 'pattern', shape: 'string', types: ['string'], doc: t('An RE2 regular expression the string must match (unanchored).', 'Регулярний вираз RE2, якому має відповідати рядок (без якорів).') },
  { name: 'minLength', shape: 'integer', types: ['string'], doc: t('Minimum length in characters.', 'Мінімальна довжина в символах.') },
  {
    name: 'maxLength',
    shape: 'integer',
    types: ['string'],
    doc: t('Maximum length in characters; also bounds CEL cost estimates.', 'Максимальна довжина в символах; також обмежує оцінку вартості CEL.'),
  },
  { name: 'minimum', shape: 'number', types: ['integer', 'number'], doc: t('Smallest allowed value.', 'Найменше дозволене значення.') },
  { name: 'maximum', shape: 'number', types: ['integer', 'number'], doc: t('Largest allowed value.', 'Найбільше дозволене значення.') },
  { name: 'exclusiveMinimum', shape: 'boolean', types: ['integer', 'number'], doc: t('Makes minimum exclusive (a boolean in OpenAPI v3.0).', 'Робить minimum строгим (булеве в OpenAPI v3.0).') },
  { name: 'exclusiveMaximum', shape: 'boolean', types: ['integer', 'number'], doc: t('Makes maximum exclusive (a boolean in OpenAPI v3.0).', 'Робить maximum строгим (булеве в OpenAPI v3.0).') },
  { name: 'multipleOf', shape: 'number', types: ['integer', 'number'], doc: t('The value must be a multiple of this number.', 'Значення має бути кратним цьому числу.') },
  { name: 'minItems', shape: 'integer', types: ['array'], doc: t('Minimum number of items.', 'Мінімальна кількість елементів.') },
  { name: 'maxItems', shape: 'integer', types: ['array'], doc: t('Maximum number of items; also bounds CEL cost estimates.', 'Максимальна кількість елементів; також обмежує оцінку вартості CEL.') },
  { name: 'minProperties', shape: 'integer', types: ['object'], doc: t('Minimum number of fields or map entries.', 'Мінімальна кількість полів або записів словника.') },
  {
    name: 'maxProperties',
    shape: 'integer',
    types: ['object'],
    doc: t('Maximum number of fields or map entries; also bounds CEL cost estimates.', 'Максимальна кількість полів або записів; також обмежує оцінку вартості CEL.'),
  },
  {
    name: 'allOf',
    shape: 'schemaList',
    doc: t(
      'The value must match every schema listed (value validation only: no type, default, description there).',
      'Значення має відповідати всім схемам (лише перевірка значень: без type, default, description).',
    ),
  },
  { name: 'anyOf', shape: 'schemaList', doc: t('The value must match at least one schema listed (value validation only).', 'Значення має відповідати хоча б одній схемі (лише перевірка значень).') },
  { name: 'oneOf', shape: 'schemaList', doc: t('The value must match exactly one schema listed (value validation only).', 'Значення має відповідати рівно одній схемі (лише перевірка значень).') },
  { name: 'not', shape: 'schema', doc: t('The value must not match this schema (value validation only).', 'Значення не має відповідати цій схемі (лише перевірка значень).') },
  { name: 'example', shape: 'any', doc: t('An example value (documentation only).', 'Приклад значення (лише документація).') },
  { name: 'externalDocs', shape: 'object', doc: t('A link to further documentation (description, url).', 'Посилання на додаткову документацію (description, url).') },
  {
    name: 'x-kubernetes-preserve-unknown-fields',
    shape: 'boolean',
    types: ['object'],
    structuralOnly: true,
    doc: t(
      'Keeps fields the schema does not declare at this node (no pruning below it); the type may then be omitted.',
      'Зберігає поля, не описані схемою на цьому вузлі (без обрізання нижче); type тоді можна не вказувати.',
    ),
    values: [{ value: 'true', doc: t('Do not prune unknown fields here.', 'Не обрізати невідомі поля тут.') }],
  },
  {
    name: 'x-kubernetes-embedded-resource',
    shape: 'boolean',
    types: ['object'],
    structuralOnly: true,
    doc: t(
      'The object is a full Kubernetes object: apiVersion, kind and metadata are validated; requires type: object.',
      'Обʼєкт є повним обʼєктом Kubernetes: перевіряються apiVersion, kind і metadata; потрібен type: object.',
    ),
    values: [{ value: 'true', doc: t('An embedded resource.', 'Вбудований ресурс.') }],
  },
  {
    name: 'x-kubernetes-int-or-string',
    shape: 'boolean',
    structuralOnly: true,
    doc: t('The value may be an integer or a string (like IntOrString); leave type empty.', 'Значення може бути цілим числом або рядком (як IntOrString); type не вказується.'),
    values: [{ value: 'true', doc: t('Integer or string.', 'Ціле число або рядок.') }],
  },
  {
    name: 'x-kubernetes-list-type',
    shape: 'string',
    types: ['array'],
    structuralOnly: true,
    doc: t('How server-side apply merges the list and which duplicates are rejected.', 'Як server-side apply обʼєднує список і які дублікати відхиляються.'),
    values: [
      { value: 'atomic', doc: t('The list is replaced as a whole (the default).', 'Список замінюється цілком (типово).') },
      { value: 'set', doc: t('Scalar items, each at most once.', 'Скалярні елементи, кожен щонайбільше раз.') },
      { value: 'map', doc: t('Object items identified by x-kubernetes-list-map-keys; keys unique.', 'Обʼєкти, що ідентифікуються x-kubernetes-list-map-keys; ключі унікальні.') },
    ],
  },
  {
    name: 'x-kubernetes-list-map-keys',
    shape: 'stringList',
    types: ['array'],
    structuralOnly: true,
    doc: t('The item fields that identify an item of a list-type map (required or defaulted scalars).', 'Поля елемента, що ідентифікують його у списку типу map (обовʼязкові або з default скаляри).'),
  },
  {
    name: 'x-kubernetes-map-type',
    shape: 'string',
    types: ['object'],
    structuralOnly: true,
    doc: t('How server-side apply merges the object.', 'Як server-side apply обʼєднує обʼєкт.'),
    values: [
      { value: 'granular', doc: t('Fields are merged one by one (the default).', 'Поля обʼєднуються окремо (типово).') },
      { value: 'atomic', doc: t('The object is replaced as a whole.', 'Обʼєкт замінюється цілком.') },
    ],
  },
  {
    name: 'x-kubernetes-validations',
    shape: 'ruleList',
    structuralOnly: true,
    doc: t(
      'CEL rules for this node (rule, message, messageExpression, reason, fieldPath, optionalOldSelf).',
      'Правила CEL для цього вузла (rule, message, messageExpression, reason, fieldPath, optionalOldSelf).',
    ),
  },
];

/** Keywords CRD validation rejects everywhere in a schema: never offered. */
export const FORBIDDEN_KEYWORDS = ['$ref', '$schema', 'id', 'definitions', 'dependencies', 'patternProperties', 'additionalItems', 'uniqueItems'];

/** String formats as written (the registry holds normalized names). */
export const FORMAT_SPELLING: Record<string, string> = { datetime: 'date-time', k8sshortname: 'k8s-short-name', k8slongname: 'k8s-long-name' };

export const FORMAT_DOCS: Record<string, Text> = {
  'date-time': t('RFC 3339 timestamp; CEL sees a timestamp.', 'Мітка часу RFC 3339; у CEL — timestamp.'),
  date: t('Full date (2006-01-02).', 'Повна дата (2006-01-02).'),
  duration: t('Go duration such as 1h30m; CEL sees a duration.', 'Тривалість Go, напр. 1h30m; у CEL — duration.'),
  byte: t('Base64-encoded data; CEL sees bytes.', 'Дані в base64; у CEL — bytes.'),
  uuid: t('A UUID.', 'UUID.'),
  uri: t('A URI.', 'URI.'),
  email: t('An email address.', 'Адреса електронної пошти.'),
  hostname: t('An RFC 1123 host name.', 'Імʼя хоста за RFC 1123.'),
  ipv4: t('An IPv4 address.', 'Адреса IPv4.'),
  ipv6: t('An IPv6 address.', 'Адреса IPv6.'),
  cidr: t('A CIDR block.', 'Блок CIDR.'),
  'k8s-short-name': t('A DNS-1123 label (Kubernetes 1.34+).', 'Мітка DNS-1123 (Kubernetes 1.34+).'),
  'k8s-long-name': t('A DNS-1123 subdomain (Kubernetes 1.34+).', 'Піддомен DNS-1123 (Kubernetes 1.34+).'),
  int32: t('32-bit integer.', '32-бітне ціле.'),
  int64: t('64-bit integer.', '64-бітне ціле.'),
  float: t('Single-precision number.', 'Число одинарної точності.'),
  double: t('Double-precision number.', 'Число подвійної точності.'),
};
