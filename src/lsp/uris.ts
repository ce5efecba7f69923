// File URIs and paths: the server keys files by path; the URI a client sent for an open file is
// kept so answers about it name it the same way.
import { fileURLToPath, pathToFileURL } from 'node:url';

const seen = new Map<string, string>();

/** The path of a `file:` URI (null for any other scheme: untitled editors, remote files). */
export function pathOf(uri: string): string | null {
  if (!uri.startsWith('file:')) return null;
  try {
    const p = fileURLToPath(uri);
    seen.set(p, uri);
    return p;
  } catch {
    return null;
  }
}

export const uriOf = (path: string): string => seen.get(path) ?? pathToFileURL(path).href;
