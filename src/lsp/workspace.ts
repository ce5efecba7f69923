// The files the server holds: each YAML/JSON file's text and version (open in the editor or read
// from disk), what ties it to other files (the CRDs it defines, the kinds of its objects: the
// CLI's quick scan), and which files are Helm templates (skipped, as `check` skips them).
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { scanFile } from '../cli/scan';
import { isHelmTemplate } from '../cli/helm';
import type { Io } from '../cli/io';
import { decodeText } from '../cli/textdecode';
import { MANIFEST_FILE } from './discover';
import { documentCount } from './joined';

type Ties = ReturnType<typeof scanFile>;

export interface FileState {
  path: string;
  text: string;
  /** The editor's version while open; a counter of the server's own reads otherwise. */
  version: number;
  open: boolean;
  ties: Ties;
  /** A Helm template or a file that is not YAML/JSON: it gets nothing. */
  skipped: boolean;
  /** For a file defining CRDs: the document index its first document has in every CRD side (joined.ts). */
  slot?: number;
}

/** Reads what helm.ts reads (a chart's Chart.yaml beside `templates/`). */
const fileIo: Io = {
  stdin: async () => '',
  stdout: () => {},
  stderr: () => {},
  readFile: (p) => decodeText(readFileSync(p)),
};

const NO_STDIN = '\u0000';

/** Room left after a CRD file's documents for documents added later. */
const SLOT_ROOM = 4;

export class Workspace {
  readonly files = new Map<string, FileState>();
  private counter = 0;
  private slots = new Map<string, number>();
  private nextSlot = 0;

  /** Sets a file's text; returns the state before (undefined for a new file). */
  set(path: string, text: string, version: number | null, open: boolean): { before?: FileState; after: FileState } {
    const before = this.files.get(path);
    const skipped = !MANIFEST_FILE.test(path) || isHelmTemplate(path, text, fileIo, NO_STDIN);
    const after: FileState = { path, text, version: version ?? --this.counter, open, ties: skipped ? { defines: [], names: [], uses: [] } : scanFile(text), skipped };
    if (after.ties.defines.length) after.slot = this.slotOf(path, text);
    this.files.set(path, after);
    return { before, after };
  }

  /** A CRD file's slot: given once, with room for its documents and a few more. */
  private slotOf(path: string, text: string): number {
    let slot = this.slots.get(path);
    if (slot === undefined) {
      slot = this.nextSlot;
      this.nextSlot += documentCount(text) + SLOT_ROOM;
      this.slots.set(path, slot);
    }
    return slot;
  }

  /** Reads a file from disk (when it is not open in the editor). */
  read(path: string): FileState | undefined {
    const open = this.files.get(path);
    if (open?.open) return open;
    try {
      return this.set(path, decodeText(readFileSync(path)), null, false).after;
    } catch {
      this.files.delete(path);
      return undefined;
    }
  }

  /** The key of a file's version (what a thread has loaded). */
  static key(f: FileState): string {
    return `${f.path}@${f.version}`;
  }

  /** The files defining a CRD for one of these `group/kind`s, in path order. */
  definers(uses: string[]): FileState[] {
    if (uses.length === 0) return [];
    const want = new Set(uses);
    return this.sorted().filter((f) => !f.skipped && f.ties.defines.some((d) => want.has(d)));
  }

  /** The other files defining a CRD of one of these names (metadata.name), in path order. */
  namesakes(path: string, names: string[]): FileState[] {
    if (names.length === 0) return [];
    const want = new Set(names);
    return this.sorted().filter((f) => f.path !== path && !f.skipped && f.ties.names.some((n) => want.has(n)));
  }

  /** The `group/kind` of every CRD the files define. */
  defined(): string[] {
    return [...new Set([...this.files.values()].flatMap((f) => (f.skipped ? [] : f.ties.defines)))];
  }

  /** The files holding objects of one of these `group/kind`s. */
  users(defines: string[]): FileState[] {
    if (defines.length === 0) return [];
    const want = new Set(defines);
    return this.sorted().filter((f) => !f.skipped && f.ties.uses.some((u) => want.has(u)));
  }

  private sorted(): FileState[] {
    return [...this.files.values()].sort(walkOrder);
  }
}

/** The order `crd-playground check DIR` reads files in: each folder's entries by name, folders in place. */
export function walkOrder(a: { path: string }, b: { path: string }): number {
  const x = a.path.split(sep);
  const y = b.path.split(sep);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}
