// Which YAML document of a file an offset is in, and whether that document is a
// CustomResourceDefinition: the server answers a question in a CRD with the playground's CRD
// editor services, anywhere else with its objects editor services.
const SEPARATOR = /^---[ \t]*(?:#.*)?$/gm;
const CRD_KIND = /^(?:kind[ \t]*:[ \t]*["']?CustomResourceDefinition["']?[ \t]*(?:#.*)?$|\s*\{[\s\S]*"kind"\s*:\s*"CustomResourceDefinition")/m;

/** [start, end) of the document holding the offset. */
export function documentAt(text: string, offset: number): { start: number; end: number } {
  let start = 0;
  for (const m of text.matchAll(SEPARATOR)) {
    const at = m.index ?? 0;
    if (at >= offset && at > start) return { start, end: at };
    start = at + m[0].length;
  }
  return { start, end: text.length };
}

export function inCrdDocument(text: string, offset: number): boolean {
  const { start, end } = documentAt(text, offset);
  return CRD_KIND.test(text.slice(start, end));
}
