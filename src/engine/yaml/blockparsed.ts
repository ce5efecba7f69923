// Block YAML documents decoded by yaml/blockdoc.ts, as ParsedDocuments: the value and range at
// once; the yaml library's nodes (for locate, scalar and edits inside a scalar) from a second
// pass over the text, when one of them is first asked for.
import { documentOf, parseBlockStream, type BlockDocument } from './blockdoc';
import { locate, scalarAt, setLazyEditBase, NodeIndex, type LineIndex, type ParsedDocument } from './documents';

/**
 * The documents of `text` when all of them are in blockdoc.ts's subset, numbered from
 * `firstIndex`, as parseDocuments would give them; undefined otherwise. `own`: the text is a
 * text of its own (not a part of a file), so a document can take edits inside a scalar.
 */
export function parseBlockDocuments(text: string, lines: LineIndex, firstIndex: number, own: boolean): ParsedDocument[] | undefined {
  const decoded = parseBlockStream(text);
  if (!decoded) return undefined;
  let withNodes: BlockDocument[] | undefined;
  const nodesOf = (i: number): NodeIndex => {
    withNodes ??= parseBlockStream(text, true);
    return new NodeIndex(documentOf(withNodes![i]!.contents), new Map());
  };
  return decoded.map((d, i) => {
    const range = lines.range(d.start, d.end);
    let nodes: NodeIndex | undefined;
    const index = () => (nodes ??= nodesOf(i));
    const parsed: ParsedDocument = {
      index: firstIndex + i,
      value: d.value,
      range,
      problems: [],
      locate: (p) => locate(index(), lines, range, p),
      scalar: (p) => scalarAt(index(), p),
      rangeOf: (a, b) => lines.range(a, b),
      text,
    };
    if (own) {
      setLazyEditBase(parsed, () => {
        withNodes ??= parseBlockStream(text, true);
        const doc = documentOf(withNodes![i]!.contents);
        return { root: parsed, doc, nodes: index(), lines, shifts: [], raw: new Map() };
      });
    }
    return parsed;
  });
}
