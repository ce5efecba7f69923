// Where a `// +` comment lands, as the collector decides it: for completion and hover in an editor
// (which markers make sense on this line: the package's, a type's or a field's).
import type { Comment, Field, GoFile, TypeSpec } from '../gosource/ast';
import { associateFileMarkers } from './associate';
import type { MarkerRegistry } from './reg';
import type { MarkerDefinition, TargetType } from './types';

export interface Placement {
  target: TargetType;
  spec?: TypeSpec;
  field?: Field;
}

/** Every marker comment of a file that reaches a node, with the node's target. */
export function markerPlacements(file: GoFile, registry: MarkerRegistry): Map<Comment, Placement> {
  const assoc = associateFileMarkers(file, registry);
  const out = new Map<Comment, Placement>();
  for (const m of assoc.pkg) out.set(m.comment, { target: 'package' });
  for (const [spec, raws] of assoc.types) for (const m of raws) out.set(m.comment, { target: 'type', spec });
  for (const [field, raws] of assoc.fields) for (const m of raws) out.set(m.comment, { target: 'field', field });
  return out;
}

/**
 * The placement of the marker comment at a source offset (the cursor), or undefined when there is
 * no marker comment there or it reaches nothing. A top-level marker that is not attached to a type
 * is package-level: then `nearType` names the type below, which the author more likely means.
 */
export function markerPlacementAt(file: GoFile, registry: MarkerRegistry, offset: number): (Placement & { comment: Comment; nearType?: TypeSpec }) | undefined {
  let comment: Comment | undefined;
  for (const g of file.comments) {
    if (g.range.start.offset > offset) break;
    for (const c of g.list) if (c.range.start.offset <= offset && offset <= c.range.end.offset) comment = c;
  }
  if (!comment) return undefined;
  const p = markerPlacements(file, registry).get(comment);
  if (!p) return undefined;
  if (p.target !== 'package') return { ...p, comment };
  for (const d of file.decls) {
    if (d.kind !== 'gen' || d.tok !== 'type' || d.range.start.offset < comment.range.end.offset) continue;
    const spec = d.specs[0];
    return spec?.kind === 'type' ? { ...p, comment, nearType: spec } : { ...p, comment };
  }
  return { ...p, comment };
}

/** The definitions that apply to a target, by name (for completion lists). */
export function definitionsFor(registry: MarkerRegistry, target: TargetType): MarkerDefinition[] {
  return registry
    .allDefinitions()
    .filter((d) => d.target === target)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
