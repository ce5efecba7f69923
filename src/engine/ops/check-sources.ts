// The batch op `check` reads its input either as parsed `documents` or as source texts:
// "sources":[{"name","text"}] (and "oldSources" for the old objects / previous CRDs), YAML or
// JSON decoded by the engine itself exactly as `check FILE` decodes a file (go-yaml rules as
// kube reads them). A malformed entry is a request error naming it.
import type { SourceText } from '../api';

/** The source texts of `key`, or why they cannot be read. */
export function readSourceTexts(v: unknown, key: string): { sources: SourceText[] } | { error: string } {
  if (!Array.isArray(v)) return { error: `"${key}" must be an array of {"name","text"} objects` };
  const sources: SourceText[] = [];
  const names = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const e: unknown = v[i];
    const at = `"${key}"[${i}]`;
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return { error: `${at} must be an object {"name","text"}` };
    const { name, text } = e as { name?: unknown; text?: unknown };
    if (typeof name !== 'string' || name === '') return { error: `${at}.name must be a non-empty string` };
    if (typeof text !== 'string') return { error: `${at}.text must be a string (the YAML or JSON text)` };
    if (names.has(name)) return { error: `${at}.name ${JSON.stringify(name)} is used twice` };
    names.add(name);
    sources.push({ id: name, text });
  }
  return { sources };
}
