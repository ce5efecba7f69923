// The words of the CEL hover and completion docs in the UI's languages (CEL, types and numbers stay
// as they are).

export interface CelWords {
  rule: string;
  messageExpression: string;
  at: string;
  transitionRules: string;
  oldSelfUnavailable: string;
  notCompiledHere: string;
  selfDoc: string;
  selfUntyped: string;
  oldSelfDoc: string;
  oldSelfOptionalDoc: string;
  comprehensionVariable: string;
  optionalField: (name: string) => string;
  escaped: (prop: string) => string;
  environment: (what: string, version: string, lib: string) => string;
  estimatedCost: string;
  perEvaluation: string;
  min: string;
  cardinality: string;
  unbounded: (n: string) => string;
  costTimesCardinality: string;
  ofPerRuleLimit: string;
  overLimit: string;
  crdTotal: string;
  of: string;
  boundsBring: (cost: string) => string;
  quickFixAvailable: string;
  messageCost: string;
  limit: string;
  ruleNotCompiling: string;
  messageNotCompiling: string;
  required: string;
}

const EN: CelWords = {
  rule: 'Rule',
  messageExpression: 'Message expression',
  at: 'at',
  transitionRules: 'transition rules',
  oldSelfUnavailable: 'not available (the node is inside a list that is not a map list)',
  notCompiledHere: 'kube does not compile rules at this place (only under properties, items and additionalProperties)',
  selfDoc: 'The value of the schema node that holds the rule.',
  selfUntyped: 'The value of the schema node that holds the rule (its type is not known here: kube compiles rules only under properties, items and additionalProperties).',
  oldSelfDoc: 'The value before the update. Using it makes a transition rule: it runs only on updates where an old value exists.',
  oldSelfOptionalDoc: 'The value before the update, as an optional (optionalOldSelf: the rule also runs on create and when the old value is absent).',
  comprehensionVariable: 'comprehension variable',
  optionalField: (n) => `Optional: guard with \`has(…${n})\` (or select with \`.?${n}\`) before reading it.`,
  escaped: (p) => `Property ${p} (escaped for CEL).`,
  environment: (what, v, lib) => `${what} environment of Kubernetes ${v} (library ${lib}).`,
  estimatedCost: 'Estimated cost',
  perEvaluation: 'per evaluation',
  min: 'min',
  cardinality: 'cardinality',
  unbounded: (n) => `unbounded (the estimator assumes ${n})`,
  costTimesCardinality: 'cost × cardinality',
  ofPerRuleLimit: 'of the per-rule limit',
  overLimit: 'over the limit',
  crdTotal: 'CRD total',
  of: 'of',
  boundsBring: (c) => `bounds that bring it to ${c}`,
  quickFixAvailable: 'quick fix available',
  messageCost: 'of the message expression',
  limit: 'limit',
  ruleNotCompiling: 'The rule does not compile (see Problems): no cost estimate.',
  messageNotCompiling: 'The message expression does not compile (see Problems).',
  required: 'required',
};

const UK: CelWords = {
  rule: 'Правило',
  messageExpression: 'Вираз повідомлення',
  at: 'в',
  transitionRules: 'правила переходу',
  oldSelfUnavailable: 'недоступний (вузол усередині списку, що не є списком типу map)',
  notCompiledHere: 'kube не компілює правила в цьому місці (лише під properties, items і additionalProperties)',
  selfDoc: 'Значення вузла схеми, що містить правило.',
  selfUntyped: 'Значення вузла схеми, що містить правило (його тип тут невідомий: kube компілює правила лише під properties, items і additionalProperties).',
  oldSelfDoc: 'Значення до оновлення. З ним правило стає правилом переходу: воно виконується лише під час оновлень, коли старе значення існує.',
  oldSelfOptionalDoc: 'Значення до оновлення як optional (optionalOldSelf: правило виконується й під час створення та коли старого значення немає).',
  comprehensionVariable: 'змінна спискового виразу',
  optionalField: (n) => `Необовʼязкове: перевірте \`has(…${n})\` (або вибирайте через \`.?${n}\`) перед читанням.`,
  escaped: (p) => `Властивість ${p} (екранована для CEL).`,
  environment: (what, v, lib) => `${what}: середовище Kubernetes ${v} (бібліотека ${lib}).`,
  estimatedCost: 'Оцінена вартість',
  perEvaluation: 'за обчислення',
  min: 'мін.',
  cardinality: 'кратність',
  unbounded: (n) => `необмежена (оцінювач припускає ${n})`,
  costTimesCardinality: 'вартість × кратність',
  ofPerRuleLimit: 'з ліміту на правило',
  overLimit: 'понад ліміт',
  crdTotal: 'усього в CRD',
  of: 'з',
  boundsBring: (c) => `межі, що знижують її до ${c}`,
  quickFixAvailable: 'є швидке виправлення',
  messageCost: 'виразу повідомлення',
  limit: 'ліміт',
  ruleNotCompiling: 'Правило не компілюється (див. Проблеми): оцінки вартості немає.',
  messageNotCompiling: 'Вираз повідомлення не компілюється (див. Проблеми).',
  required: 'обовʼязкове',
};

export function celWords(locale: 'en' | 'uk' | undefined): CelWords {
  return locale === 'uk' ? UK : EN;
}
