// The CLI's Io for tests: files from a map (ENOENT otherwise), stdin from a string, stdout and
// stderr collected in `out` and `err`.
import type { Io } from '../../src/cli/main';

export function fakeIo(files: Record<string, string>, stdin = ''): Io & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdin: async () => stdin,
    stdout: (s: string) => void (io.out += s),
    stderr: (s: string) => void (io.err += s),
    readFile: (p: string) => {
      if (!(p in files)) throw Object.assign(new Error('nope'), { code: 'ENOENT' });
      return files[p];
    },
  };
  return io;
}
