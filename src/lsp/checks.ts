// Diagnostics: each file is checked with the CRD files that serve its objects, as
// `crd-playground check` checks them together, in the check thread, a while after its last change
// (longer after a change to a CRD, whose load is the slow part). A change to a CRD re-checks only
// the files whose objects it serves. A CRD file version whose check has returned is "loaded": the
// questions are answered from it from then on.
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic, SourcePos } from '../engine';
import { toLspDiagnostic } from './convert';
import type { EnginePool } from './pool';
import type { Workspace, FileState } from './workspace';
import { crdSide, CRD_SOURCE } from './sides';
import type { Segment } from './joined';

const OBJECT_DELAY_MS = 150;
const CRD_DELAY_MS = 300;

export interface CheckSink {
  publish(path: string, version: number, diagnostics: LspDiagnostic[]): void;
  log(line: string): void;
}

export class Checks {
  /** The last loaded version of each CRD file: what questions about its objects are answered from. */
  readonly loaded = new Map<string, FileState>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private generation = new Map<string, number>();
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  kubeVersion?: string;

  constructor(
    private ws: Workspace,
    private pool: EnginePool,
    private sink: CheckSink,
  ) {}

  /** A file changed from `before` to `after`: check it, the files of the objects its CRDs serve and the other files defining its CRDs (before and after). */
  changed(before: FileState | undefined, after: FileState | undefined): void {
    const path = (after ?? before)!.path;
    const defines = [...new Set([...(before?.ties.defines ?? []), ...(after?.ties.defines ?? [])])];
    const delay = defines.length ? CRD_DELAY_MS : OBJECT_DELAY_MS;
    if (after) this.schedule(path, delay);
    else this.forget(path, before!.version);
    for (const user of this.ws.users(defines)) if (user.path !== path) this.schedule(user.path, delay);
    // the files defining a CRD of the same name: which of them is used, and says so, may change
    const names = [...new Set([...(before?.ties.names ?? []), ...(after?.ties.names ?? [])])];
    for (const other of this.ws.namesakes(path, names)) this.schedule(other.path, delay);
  }

  /** Checks every file again (settings changed, first start). */
  all(paths: string[]): void {
    for (const p of paths) this.schedule(p, 0);
  }

  /** A file gone from the workspace (closed and not on disk, deleted): its diagnostics cleared, and a check of it under way or waiting not shown. */
  private forget(path: string, version: number): void {
    const pending = this.timers.get(path);
    if (pending) {
      clearTimeout(pending);
      this.timers.delete(path);
      this.done();
    }
    this.generation.set(path, (this.generation.get(path) ?? 0) + 1);
    this.sink.publish(path, version, []);
  }

  private schedule(path: string, delay: number): void {
    const pending = this.timers.get(path);
    if (pending) clearTimeout(pending);
    else this.running++;
    this.generation.set(path, (this.generation.get(path) ?? 0) + 1);
    this.timers.set(
      path,
      setTimeout(() => {
        this.timers.delete(path);
        void this.run(path).finally(() => this.done());
      }, delay),
    );
  }

  private done(): void {
    if (--this.running > 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }

  /** Resolves when no check is scheduled or running. */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((r) => this.idleWaiters.push(r));
  }

  private async run(path: string): Promise<void> {
    const f = this.ws.files.get(path);
    if (!f) return;
    if (f.skipped) {
      this.sink.publish(path, f.version, []);
      return;
    }
    const gen = this.generation.get(path);
    const side = crdSide(this.ws, f);
    const defines = f.ties.defines.length > 0;
    const sources = [...(side.used.length ? [{ id: CRD_SOURCE, text: side.joined.text }] : []), ...(defines ? [] : [{ id: f.path, text: f.text }])];
    const t0 = performance.now();
    let diags: Diagnostic[] | null;
    try {
      diags = await this.pool.run({ op: 'check', sources, file: defines ? CRD_SOURCE : f.path, kubeVersion: this.kubeVersion }, side.keys, 'check');
    } catch (e) {
      this.sink.log(`check of ${path} failed: ${(e as Error).message}`);
      return;
    }
    this.sink.log(`checked ${path} (v${f.version}, ${side.used.length} CRD files) in ${Math.round(performance.now() - t0)} ms`);
    for (const c of side.used) this.promote(c);
    if (side.used.length) this.pool.warm({ op: 'check', sources: [{ id: CRD_SOURCE, text: side.joined.text }], file: CRD_SOURCE, kubeVersion: this.kubeVersion }, side.keys);
    if (this.generation.get(path) !== gen) return; // a newer check is on its way
    const doc = TextDocument.create(path, 'yaml', f.version, f.text);
    const own = defines
      ? inFile(
          diags ?? [],
          side.joined.segments.find((seg) => seg.path === f.path)!,
          side.joined.segments.length === 1,
        )
      : (diags ?? []);
    this.sink.publish(
      path,
      f.version,
      own.map((d) => toLspDiagnostic(d, doc)),
    );
  }

  /** A CRD file version has been checked: questions about its objects are answered from it from now on. */
  private promote(c: FileState): void {
    if (this.ws.files.get(c.path) === c) this.loaded.set(c.path, c);
  }
}

/** The diagnostics of the CRD side that are in one file's part of it, with offsets in that file; those without a place only when the file is all of it. */
function inFile(diags: Diagnostic[], seg: Segment, whole: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diags) {
    if (!d.range) {
      if (whole) out.push(d);
      continue;
    }
    if (d.range.start.offset < seg.start || d.range.start.offset > seg.start + seg.length) continue;
    const shift = (p: SourcePos): SourcePos => ({ ...p, offset: Math.min(p.offset - seg.start, seg.length) });
    out.push(seg.start === 0 ? d : { ...d, range: { start: shift(d.range.start), end: shift(d.range.end) } });
  }
  return out;
}
