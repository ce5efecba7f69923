// Several files' texts as one editor text (the playground's CRD editor or objects editor holds
// every CRD or object in one text): joined as YAML documents, with where each file starts, so an
// offset in the joined text maps back to its file. A file may ask for the index its first document
// gets (its slot): the engine keeps a loaded CRD per source and document index, so a CRD file whose
// documents always have the same indices stays loaded whichever other files are joined with it.
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

/** How many YAML documents a text holds (by its `---` lines; a guess is enough for slots). */
export function documentCount(text: string): number {
  const separators = text.match(/^---[ \t]*(?:#.*)?$/gm)?.length ?? 0;
  return Math.max(1, separators + (/^---/.test(text) ? 0 : 1));
}

export function joinTexts(files: { path: string; text: string; slot?: number }[]): Joined {
  let text = '';
  let docs = 0;
  const segments: Segment[] = [];
  for (const f of files) {
    const pad = Math.max(0, (f.slot ?? docs) - docs);
    if (text === '') text = pad > 0 ? SEPARATOR.repeat(pad + 1) : '';
    else text += (text.endsWith('\n') ? '' : '\n') + SEPARATOR.repeat(pad + 1);
    segments.push({ path: f.path, start: text.length, length: f.text.length, text: f.text });
    text += f.text;
    docs += pad + documentCount(f.text);
  }
  return { text, segments };
}

/** The file and the offset within it of an offset of the joined text. */
export function locate(j: Joined, offset: number): { segment: Segment; offset: number } | null {
  for (const s of j.segments) if (offset >= s.start && offset <= s.start + s.length) return { segment: s, offset: offset - s.start };
  return null;
}
