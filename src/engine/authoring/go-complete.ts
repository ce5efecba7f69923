// Writing help in a Go file of Go mode: completion after `// +` with the markers valid where the
// comment lands (package, type or field, as controller-tools' collector attaches it), and hover on a
// marker (what it generates and its arguments). The marker set is controller-gen v0.21.0's.
import { parseGoFile } from '../gosource';
import { argTypeString, definitionsFor, markerPlacementAt, type MarkerDefinition, type MarkerRegistry } from '../markers';
import { crdMarkerRegistry } from '../crdgen/register';
import type { CompletionItem, CompletionList, HoverInfo } from './types';
import type { GoAssistContext } from './go-context';
import { goFieldHover } from './go-field-hover';
import { goWords, type GoLocale } from './go-words';

let registry: MarkerRegistry | null = null;
const markers = (): MarkerRegistry => (registry ??= crdMarkerRegistry());

/** `// +name:arg=value` → the argument part of a snippet (`:rule=${1:string}` ...), per the definition's output. */
function argumentSnippet(def: MarkerDefinition): string {
  const out = def.output;
  if (out.kind === 'empty') return '';
  if (out.kind === 'anonymous') return `=\${1:${argTypeString(out.arg)}}`;
  const required = Object.entries(out.args).filter(([, a]) => !a.optional);
  return required.map(([name, a], i) => `${i === 0 ? ':' : ','}${name}=\${${i + 1}:${argTypeString(a)}}`).join('');
}

function markdownOf(def: MarkerDefinition, locale?: GoLocale): string {
  const words = goWords(locale);
  const lines = [`**+${def.name}** (${words.target[def.target]})`];
  if (def.help?.summary) lines.push('', def.help.summary);
  if (def.help?.details) lines.push('', def.help.details);
  const args = [...def.fields.entries()];
  if (args.length) {
    lines.push('');
    for (const [name, a] of args) {
      const help = def.help?.args?.[name]?.summary;
      lines.push(`- \`${name || words.value}\`: ${argTypeString(a)}${a.optional ? ` (${words.optionalArg})` : ''}${help ? ` — ${help}` : ''}`);
    }
  }
  return lines.join('\n');
}

/** The marker comment text before `offset` when the cursor is right after `// +<name so far>`. */
function markerPrefix(text: string, offset: number): { start: number; prefix: string } | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const m = /^\s*\/\/\s*\+([A-Za-z0-9:._-]*)$/.exec(text.slice(lineStart, offset));
  return m ? { start: offset - m[1].length, prefix: m[1] } : null;
}

/** Completion at `offset` of the Go file `text`: the markers valid at that comment, or null when the cursor is not after `// +`. */
export function goComplete(path: string, text: string, offset: number, locale?: GoLocale): CompletionList | null {
  const at = markerPrefix(text, offset);
  if (!at) return null;
  const file = parseGoFile(path, text);
  const placement = markerPlacementAt(file, markers(), offset);
  const target = placement?.target ?? 'package';
  const seen = new Set<string>();
  const items: CompletionItem[] = [];
  for (const def of definitionsFor(markers(), target)) {
    if (seen.has(def.name) || !def.name.toLowerCase().startsWith(at.prefix.toLowerCase())) continue;
    seen.add(def.name);
    items.push({
      label: def.name,
      kind: 'keyword',
      detail: def.help?.summary ?? target,
      documentation: markdownOf(def, locale),
      insertText: def.name + argumentSnippet(def),
      snippet: true,
      range: { start: at.start, end: offset },
    });
  }
  return { items };
}

/**
 * Hover at `offset` of the Go file `path`: on a `// +marker` line its definition at that place
 * (package, type or field); on a field or a kind's name the schema generated from it (`ctx`: the
 * other files and the check worker's CRDs, go-field-hover.ts). Never throws.
 */
export function goHover(path: string, text: string, offset: number, ctx?: GoAssistContext): HoverInfo | null {
  try {
    return markerHover(path, text, offset, ctx?.locale) ?? goFieldHover(path, text, offset, ctx);
  } catch {
    return null;
  }
}

function markerHover(path: string, text: string, offset: number, locale?: GoLocale): HoverInfo | null {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
  const m = /^(\s*\/\/\s*\+)([A-Za-z0-9:._-]+)/.exec(text.slice(lineStart, lineEnd));
  if (!m) return null;
  const file = parseGoFile(path, text);
  const target = markerPlacementAt(file, markers(), offset)?.target ?? 'package';
  // the longest defined name the marker text starts with (`kubebuilder:validation:Maximum=3`)
  const defs = definitionsFor(markers(), target).filter((d) => m[2] === d.name || m[2].startsWith(d.name + ':') || m[2].startsWith(d.name + '='));
  const def = defs.sort((a, b) => b.name.length - a.name.length)[0];
  if (!def) return null;
  const start = lineStart + m[1].length;
  return { markdown: markdownOf(def, locale), range: { start, end: start + m[2].length } };
}
