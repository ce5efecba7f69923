// The examples gallery in the playground: its sections and its search (the Examples menu's chunk, with
// the examples' texts). The work an example opens with is in example-work.ts, which carries no example.
import { EXAMPLES } from '../examples/gallery';
import type { Example, GoExampleMeta } from '../examples/types';
import { GO_EXAMPLE_INDEX } from '../examples/go-index';

export { exampleSnapshot, exampleTabId, exampleTitleKey } from './example-work';

/** Examples grouped by documentation section, in gallery order. */
export function examplesBySection(examples: readonly Example[]): { section: string; examples: Example[] }[] {
  const out: { section: string; examples: Example[] }[] = [];
  for (const e of examples) {
    let g = out.find((x) => x.section === e.section);
    if (!g) out.push((g = { section: e.section, examples: [] }));
    g.examples.push(e);
  }
  return out;
}

/** What the gallery search reads of an example: its title, section, description and features. */
export function exampleSearchText(e: Example, title: string, description: string): string {
  return [title, e.title, e.section, description, ...e.features].join('\n').toLowerCase();
}

/**
 * The examples whose title, section, description or features contain every word of `query`
 * (case-insensitive), in gallery order, grouped by section.
 */
export function searchGallery(query: string, text: (e: Example) => string, examples: readonly Example[] = EXAMPLES): { section: string; examples: Example[] }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return examplesBySection(examples);
  return examplesBySection(
    examples.filter((e) => {
      const t = text(e);
      return words.every((w) => t.includes(w));
    }),
  );
}

/**
 * The Go examples (listed in a section of their own) whose title, point or id contain every word of
 * `query` (case-insensitive), or `section` (the section's name, "Go types"); only their index, never their texts.
 */
export function searchGoExamples(query: string, section: string, examples: readonly GoExampleMeta[] = GO_EXAMPLE_INDEX): GoExampleMeta[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return examples.filter((e) => {
    const t = [e.title, e.point, e.id, section].join('\n').toLowerCase();
    return words.every((w) => t.includes(w));
  });
}

/**
 * What Enter in the search opens: of the examples shown (in gallery order), the first whose title holds every word
 * of `query` (so an example's title typed, or part of it, opens that example even where an earlier one's
 * description matches too), else the first shown.
 */
export function bestMatch(query: string, groups: { examples: Example[] }[], title: (e: Example) => string): Example | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = groups.flatMap((g) => g.examples);
  return shown.find((e) => words.length > 0 && words.every((w) => title(e).toLowerCase().includes(w))) ?? shown[0];
}
