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
}
