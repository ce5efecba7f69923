// ValidFieldPath (apiextensions-apiserver/pkg/apiserver/schema/cel/validation.go): the relative JSON
// path of a rule's `fieldPath`, checked against the schema and normalised to a field.Path.
import type { JSONSchemaProps } from '../../apis/jsonschema';
import { FieldPath } from '../../field/path';
import { additionalPropertiesSchema } from './decltype';

type FieldPathResult = { path: FieldPath; schema: JSONSchemaProps } | { error: string };

/** unescapeSingleQuote: Go escapes inside a single-quoted path segment. */
function unescapeSingleQuote(s: string): string | { error: string } {
  let err: string | undefined;
  const out = s.replace(/\\[\s\S]/g, (m) => {
    switch (m[1]) {
      case 'a':
        return '\x07';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'v':
        return '\v';
      case "'":
        return "'";
      case '\\':
        return '\\';
      default:
        err ??= `invalid escape char ${m}`;
        return '';
    }
  });
  return err !== undefined ? { error: err } : out;
}

/** The scanner of ValidFieldPath: '.', '[' and ']' are tokens, quoted strings are kept whole. */
function tokenize(path: string): string[] {
  const toks: string[] = [];
  let rest = path;
  while (rest.length > 0) {
    let taken = -1;
    for (let i = 0; i < rest.length; i++) {
      if (rest[0] === "'") {
        if (i > 0 && rest[i] === "'" && rest[i - 1] !== '\\') {
          taken = i + 1;
          break;
        }
        continue;
      }
      const c = rest[i];
      if (c === '.' || c === '[' || c === ']') {
        taken = i === 0 ? 1 : i;
        break;
      }
    }
    if (taken < 0) taken = rest.length;
    toks.push(rest.slice(0, taken));
    rest = rest.slice(taken);
  }
  return toks;
}

const propsOf = (s: JSONSchemaProps) => (s.properties && typeof s.properties === 'object' && !Array.isArray(s.properties) ? s.properties : undefined);

/**
 * ValidFieldPath(jsonPath, schema): `.name` for properties, `['name']` for properties with special
 * characters or map keys; list indexes are not supported.
 */
export function validFieldPath(jsonPath: string, schema: JSONSchemaProps, allowArrayNotation = true): FieldPathResult {
  let path: FieldPath = FieldPath.root();
  let s: JSONSchemaProps | undefined = schema;
  const append = (name: string, isNamed: boolean): string | undefined => {
    if (!s) return 'does not refer to a valid field';
    if (!isNamed) {
      path = path.key(name);
      s = additionalPropertiesSchema(s);
    } else {
      path = path.child(name);
      const props = propsOf(s);
      if (!props || !Object.prototype.hasOwnProperty.call(props, name)) return 'does not refer to a valid field';
      s = props[name];
    }
    return undefined;
  };
  const namedOrKey = (): boolean | undefined => {
    if (!s) return undefined;
    if (propsOf(s)) return true;
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) return false;
    return undefined;
  };
  const toks = tokenize(jsonPath);
  for (let i = 0; i < toks.length; i++) {
    const tok = toks[i];
    if (tok === '[') {
      if (!allowArrayNotation) return { error: 'array notation is not allowed' };
      if (++i >= toks.length) return { error: 'unexpected end of JSON path' };
      const q = toks[i];
      if (q.length < 2 || q[0] !== "'" || q[q.length - 1] !== "'") return { error: `expected single quoted string but got ${q}` };
      const un = unescapeSingleQuote(q.slice(1, -1));
      if (typeof un !== 'string') return { error: `invalid string literal: ${un.error}` };
      const named = namedOrKey();
      if (named === undefined) return { error: 'does not refer to a valid field' };
      const err = append(un, named);
      if (err) return { error: err };
      if (++i >= toks.length) return { error: 'unexpected end of JSON path' };
      if (toks[i] !== ']') return { error: `expected ] but got ${toks[i]}` };
    } else if (tok === '.') {
      if (++i >= toks.length) return { error: 'unexpected end of JSON path' };
      const named = namedOrKey();
      if (named === undefined) return { error: 'does not refer to a valid field' };
      const err = append(toks[i], named);
      if (err) return { error: err };
    } else {
      return { error: `expected [ or . but got: ${tok}` };
    }
  }
  return { path, schema: s ?? {} };
}
