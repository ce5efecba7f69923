// Block YAML documents decoded by yaml/blockdoc.ts, as ParsedDocuments: the value and range at
// once; the yaml library's nodes (for locate, scalar and edits inside a scalar) from a second
// pass over the text, when one of them is first asked for.
import type { Document } from 'yaml';
import { documentOf, nodeTrackOf, parseBlockStream, type BlockDocument, type NodeTrack } from './blockdoc';
import type { DocPath } from '../field/path';
import { locate, scalarAt, setLazyEditBase, NodeIndex, type LineIndex, type ParsedDocument } from './parsed';

/**
 * The documents of `text` when all of them are in blockdoc.ts's subset, numbered from
 * `firstIndex`, as parseDocuments would give them; undefined otherwise. `own`: the text is a
 * text of its own (not a part of a file), so a document can take edits inside a scalar.
 * `along`: paths each document is likely to be asked for together (`locateMany`: a previous
 * version's, see ParsedDocument.nodePaths): their nodes are built by the decode itself, so those
 * lookups need no second pass over the text.
 */
export function parseBlockDocuments(text: string, lines: LineIndex, firstIndex: number, own: boolean, along?: readonly DocPath[]): ParsedDocument[] | undefined {
  const alongTrack = along && along.length > 0 ? nodeTrackOf(along) : undefined;
  const decoded = alongTrack ? parseBlockStream(text, true, 0, false, alongTrack) : parseBlockStream(text);
  if (!decoded) return undefined;
  // the nodes of one document: its text scanned again (the whole text is in the subset, so it is too)
  const contentsOf = (d: BlockDocument) => parseBlockStream(text, true, d.start, true)![0]!.contents;
  return decoded.map((d, i) => {
    const range = lines.range(d.start, d.end);
    let doc: Document.Parsed | undefined;
    let nodes: NodeIndex | undefined;
    let part: { paths: readonly DocPath[]; track: NodeTrack; index: NodeIndex } | undefined =
      alongTrack && d.contents ? { paths: along!, track: alongTrack, index: new NodeIndex(documentOf(d.contents), new Map()) } : undefined;
    const asked: DocPath[] = [];
    const askedTrack: NodeTrack = new Map();
    const docOf = () => (doc ??= documentOf(contentsOf(d)));
    const index = () => (nodes ??= new NodeIndex(docOf(), new Map()));
    const parsed: ParsedDocument = {
      index: firstIndex + i,
      value: d.value,
      jsonBytes: d.jsonBytes,
      range,
      problems: [],
      locate: (p) => locate(index(), lines, range, p),
      // before every node is built: a pass building only the nodes along `paths` (the rules of a
      // large CRD are located on every load; the whole node pass costs about half a yaml parse)
      // (kept with the paths it covers: the next batch along them reuses it, one with other paths
      // builds the nodes along both)
      locateMany: (paths) => {
        // the paths asked of this document (what its next version is decoded along: not the hint it was decoded along)
        for (const p of paths) {
          if (tracks(askedTrack, p)) continue;
          addToTrack(askedTrack, p);
          asked.push(p);
        }
        if (nodes || paths.length === 0) return paths.map((p) => locate(index(), lines, range, p));
        // only the root (a finding about the whole document): its range is known from the decode
        if (paths.every((p) => p.length === 0)) return paths.map(() => ({ range: lines.range(d.valueStart, d.end), keyRange: undefined, depth: 0 }));
        if (!part || !paths.every((p) => tracks(part!.track, p))) {
          const all = [...asked];
          const track = nodeTrackOf(all);
          const contents = parseBlockStream(text, true, d.start, true, track)![0]!.contents;
          part = { paths: all, track, index: new NodeIndex(documentOf(contents), new Map()) };
        }
        const partIndex = part.index;
        return paths.map((p) => locate(partIndex, lines, range, p));
      },
      nodePaths: () => (asked.length > 0 ? asked : undefined),
      scalar: (p) => scalarAt(index(), p),
      rangeOf: (a, b) => lines.range(a, b),
      text,
    };
    if (own) {
      setLazyEditBase(parsed, () => ({ root: parsed, doc: docOf(), nodes: index(), lines, shifts: [], raw: new Map() }));
    }
    return parsed;
  });
}

/** Adds `path` to `track`. */
function addToTrack(track: NodeTrack, path: DocPath): void {
  let t = track;
  for (const seg of path) {
    const k = String(seg);
    let next = t.get(k);
    if (!next) t.set(k, (next = new Map()));
    t = next;
  }
}

/** Whether the nodes along `path` are in `track`. */
function tracks(track: NodeTrack, path: DocPath): boolean {
  let t: NodeTrack | undefined = track;
  for (const seg of path) if (!(t = t.get(String(seg)))) return false;
  return true;
}
