// Several files' texts as one editor text (the playground's CRD editor or objects editor holds
// every CRD or object in one text): joined as YAML documents, with where each file starts, so an
// offset in the joined text maps back to its file.
const SEPARATOR = '---\n';

export interface Segment {
  path: string;
  start: number;
  length: number;
  /** The file's text as joined (the answer's offsets are in it, even if the file changed since). */
  text: string;
}

export interface Joined {
  text: string;
  segments: Segment[];
}

export function joinTexts(files: { path: string; text: string }[]): Joined {
  let text = '';
  const segments: Segment[] = [];
  for (const f of files) {
    if (text !== '') text += text.endsWith('\n') ? SEPARATOR : `\n${SEPARATOR}`;
    segments.push({ path: f.path, start: text.length, length: f.text.length, text: f.text });
    text += f.text;
  }
  return { text, segments };
}

/** The file and the offset within it of an offset of the joined text. */
export function locate(j: Joined, offset: number): { segment: Segment; offset: number } | null {
  for (const s of j.segments) if (offset >= s.start && offset <= s.start + s.length) return { segment: s, offset: offset - s.start };
  return null;
}
