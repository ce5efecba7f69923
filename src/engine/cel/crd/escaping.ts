// Property-name escaping of k8s.io/apiserver/pkg/cel/escaping.go (Escape / Unescape): how an
// OpenAPI property name becomes a CEL identifier, and back.

/** celReservedSymbols: names that escape to `__{word}__` when they match exactly. */
export const CEL_RESERVED_SYMBOLS: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

const PLAIN_IDENT_CHAR = /^[a-zA-Z0-9_]$/;
const EXPANDABLE = /__|[-./]|[^a-zA-Z0-9\-./_]/gu;

/**
 * Escape(ident): the CEL identifier for a property name, or undefined when the name is not of the
 * form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` (such properties are not visible to rules).
 */
export function escapeName(ident: string): string | undefined {
  if (ident.length === 0 || (ident[0] >= '0' && ident[0] <= '9')) return undefined;
  if (CEL_RESERVED_SYMBOLS.has(ident)) return `__${ident}__`;
  // Fast path of skipRegexCheck: only [a-zA-Z0-9_] without '__' is returned as is; an invalid
  // character found before any of '/', '-', '.' makes the name unescapable right away.
  let prevUnderscore = false;
  let needsExpansion = false;
  for (const c of ident) {
    if (c === '/' || c === '-' || c === '.') {
      needsExpansion = true;
      break;
    }
    if (!PLAIN_IDENT_CHAR.test(c)) return undefined;
    if (c === '_' && prevUnderscore) {
      needsExpansion = true;
      break;
    }
    prevUnderscore = c === '_';
  }
  if (!needsExpansion) return ident;
  let ok = true;
  const out = ident.replace(EXPANDABLE, (m) => {
    switch (m) {
      case '__':
        return '__underscores__';
      case '.':
        return '__dot__';
      case '-':
        return '__dash__';
      case '/':
        return '__slash__';
      default:
        ok = false;
        return '';
    }
  });
  return ok ? out : undefined;
}

const UNEXPAND = /__[^_]+__/g;

/** Unescape(escaped): the property name for a CEL identifier, or undefined for invalid escapes. */
export function unescapeName(escaped: string): string | undefined {
  let ok = true;
  const out = escaped.replace(UNEXPAND, (s) => {
    const contents = s.slice(2, -2);
    switch (contents) {
      case 'underscores':
        return '__';
      case 'dot':
        return '.';
      case 'dash':
        return '-';
      case 'slash':
        return '/';
    }
    if (CEL_RESERVED_SYMBOLS.has(contents)) {
      if (s.length !== escaped.length) ok = false;
      return contents;
    }
    ok = false;
    return '';
  });
  return ok ? out : undefined;
}
