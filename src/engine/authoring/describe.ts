// Schema nodes in words for completion details and hovers: the type as `kubectl explain` prints it
// (explain typeGuess), the value constraints the apiserver checks, and YAML text for values.
import { isObject, type JSONValue } from '../apis/json';
import { type JSONSchemaProps } from '../apis/jsonschema';
import { resolvePlainScalar } from '../yaml/scalars';
import { codeSpan, escapeMarkdown } from './mdtext';
import { stringifyJSON } from '../golang/json';

const asSchema = (v: unknown): JSONSchemaProps | undefined => (isObject(v) ? (v as JSONSchemaProps) : undefined);

/** `string`, `integer`, `[]Object`, `map[string]string`, `Object`, `int-or-string`, `any`. */
export function typeLabel(s: JSONSchemaProps | undefined, depth = 0): string {
  if (!s || depth > 8) return 'Object';
  if (s['x-kubernetes-int-or-string'] === true) return 'int-or-string';
  const items = asSchema(s.items);
  if (items) return '[]' + typeLabel(items, depth + 1);
  const ap = asSchema(s.additionalProperties);
  if (ap && !s.properties) return 'map[string]' + typeLabel(ap, depth + 1);
  if (typeof s.type === 'string' && s.type !== '' && s.type !== 'object') return s.type;
  if (!s.type && s['x-kubernetes-preserve-unknown-fields'] === true && !s.properties) return 'any';
  return 'Object';
}

/** Whether values of this node are mappings (their keys are completed on the next lines). */
export function isMapping(s: JSONSchemaProps | undefined): boolean {
  if (!s) return false;
  if (s['x-kubernetes-int-or-string'] === true) return false;
  return s.type === 'object' || isObject(s.properties as unknown) || s['x-kubernetes-embedded-resource'] === true;
}

export function isList(s: JSONSchemaProps | undefined): boolean {
  return !!s && (s.type === 'array' || isObject(s.items as unknown));
}

/** A value as YAML text: strings that YAML would read as something else are quoted. */
export function yamlScalar(v: JSONValue): string {
  if (typeof v === 'string') {
    const r = resolvePlainScalar(v);
    const plain = r.kind === 'value' && r.value === v && !/^[\s\-?:,[\]{}#&*!|>'"%@`]|[:#]\s|\s$|: |^$/.test(v);
    return plain ? v : JSON.stringify(v);
  }
  if (v === null) return 'null';
  if (typeof v === 'object') return stringifyJSON(v);
  return String(v);
}

/** The constraints of a node, one Markdown bullet each. */
export function constraintLines(s: JSONSchemaProps, required: boolean): string[] {
  const out: string[] = [];
  if (required) out.push('required');
  if (s.nullable === true) out.push('nullable');
  if (s.format) out.push(`format: ${codeSpan(String(s.format))}`);
  const bound = (name: string, v: unknown, exclusive?: unknown) => {
    if (typeof v === 'number') out.push(`${name}: ${v}${exclusive === true ? ' (exclusive)' : ''}`);
  };
  bound('minimum', s.minimum, s.exclusiveMinimum);
  bound('maximum', s.maximum, s.exclusiveMaximum);
  bound('multipleOf', s.multipleOf);
  bound('minLength', s.minLength);
  bound('maxLength', s.maxLength);
  bound('minItems', s.minItems);
  bound('maxItems', s.maxItems);
  bound('minProperties', s.minProperties);
  bound('maxProperties', s.maxProperties);
  if (s.uniqueItems === true) out.push('uniqueItems');
  if (typeof s.pattern === 'string') out.push(`pattern: ${codeSpan(s.pattern)}`);
  if (Array.isArray(s.enum)) {
    const shown = s.enum
      .slice(0, 20)
      .map((e) => codeSpan(yamlScalar(e)))
      .join(', ');
    out.push(`enum: ${shown}${s.enum.length > 20 ? `, … (${s.enum.length} values)` : ''}`);
  }
  if (s.default !== undefined) out.push(`default: ${codeSpan(yamlScalar(s.default as JSONValue))}`);
  const lt = s['x-kubernetes-list-type'];
  if (typeof lt === 'string') {
    const keys = Array.isArray(s['x-kubernetes-list-map-keys']) ? s['x-kubernetes-list-map-keys'] : [];
    out.push(`list type: ${codeSpan(lt)}${lt === 'map' && keys.length > 0 ? `, map keys: ${keys.map((k) => codeSpan(String(k))).join(', ')}` : ''}`);
  }
  if (typeof s['x-kubernetes-map-type'] === 'string') out.push(`map type: ${codeSpan(s['x-kubernetes-map-type'])}`);
  if (s['x-kubernetes-preserve-unknown-fields'] === true) out.push('unknown fields are kept (x-kubernetes-preserve-unknown-fields)');
  if (s['x-kubernetes-embedded-resource'] === true) out.push('an embedded object (x-kubernetes-embedded-resource): apiVersion, kind, metadata');
  if (s['x-kubernetes-int-or-string'] === true) out.push('an integer or a string (x-kubernetes-int-or-string)');
  return out;
}

/** A description as escaped Markdown, cut at `max` characters. */
export function descriptionMarkdown(s: JSONSchemaProps | undefined, max = 1500): string {
  const d = typeof s?.description === 'string' ? s.description.trim() : '';
  if (!d) return '';
  const cut = d.length > max ? d.slice(0, max - 1) + '…' : d;
  // paragraphs stay paragraphs; single line breaks are kept as breaks
  return cut
    .split(/\n{2,}/)
    .map((p) => p.split('\n').map(escapeMarkdown).join('  \n'))
    .join('\n\n');
}

/** Text inside a Monaco snippet: `$`, `}` and `\` are escaped. */
export function snippetText(s: string): string {
  return s.replace(/[\\$}]/g, (c) => '\\' + c);
}

/** A mapping key as YAML text (quoted when YAML would not read it back as the same string key). */
export function yamlKey(k: string): string {
  return /^[A-Za-z_$/][\w.\-/$]*$/.test(k) && yamlScalar(k) === k ? k : JSON.stringify(k);
}
