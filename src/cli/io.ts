// What the CLI reads and writes through: the process in `nodeIo` (main.ts), buffers in tests.
export interface Io {
  stdin: () => Promise<string>;
  /** Streams stdin line by line (batch mode); when absent stdin is read whole. */
  stdinLines?: () => AsyncIterable<string>;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readFile: (path: string) => string;
  /**
   * The entries of a directory (not following symbolic links to directories); throws an error
   * with code ENOTDIR when the path is not a directory. When absent every path is read as a file.
   */
  readDir?: (path: string) => DirEntry[];
}

interface DirEntry {
  name: string;
  directory: boolean;
  /** A named pipe, socket or device: reading it may wait forever, so a directory walk leaves it out. */
  special?: boolean;
}

const ERRNO_TEXT: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'not a directory',
  ELOOP: 'too many levels of symbolic links',
  EMFILE: 'too many open files',
};

/** `cannot read PATH: no such file or directory (ENOENT)`: what every command says of a path it cannot read. */
export function readError(path: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  const text = code ? ERRNO_TEXT[code] : undefined;
  return `cannot read ${path}: ${text ? `${text} (${code})` : (code ?? (e as Error)?.message ?? String(e))}`;
}
