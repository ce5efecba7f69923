// A language client for the tests: starts `crd-playground lsp` (the bin, as an editor starts it)
// and speaks LSP to it over stdio with vscode-jsonrpc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: { range: { start: { line: number; character: number }; end: { line: number; character: number } }; message: string; severity?: number; code?: string | number }[];
}

export class TestClient {
  readonly conn: MessageConnection;
  readonly proc: ChildProcess;
  /** The latest diagnostics published for each URI. */
  readonly diagnostics = new Map<string, PublishedDiagnostics>();
  private waiters: { test: (d: PublishedDiagnostics) => boolean; resolve: (d: PublishedDiagnostics) => void }[] = [];
  private versions = new Map<string, number>();
  /** window/showMessage notifications. */
  readonly shown: { type: number; message: string }[] = [];

  constructor(readonly dir: string) {
    this.proc = spawn(process.execPath, ['bin/crd-playground.mjs', 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.conn = createMessageConnection(new StreamMessageReader(this.proc.stdout!), new StreamMessageWriter(this.proc.stdin!));
    this.conn.onNotification('textDocument/publishDiagnostics', (p: PublishedDiagnostics) => {
      this.diagnostics.set(p.uri, p);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(p)) return true;
        w.resolve(p);
        return false;
      });
    });
    this.conn.onNotification('window/showMessage', (p: { type: number; message: string }) => {
      this.shown.push(p);
    });
    this.conn.onRequest('workspace/configuration', () => [null]);
    this.conn.onRequest('client/registerCapability', () => null);
    this.conn.listen();
  }

  uri(file: string): string {
    return pathToFileURL(join(this.dir, file)).href;
  }

  async initialize(initializationOptions?: unknown): Promise<any> {
    const r = await this.conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(this.dir).href,
      workspaceFolders: [{ uri: pathToFileURL(this.dir).href, name: 'test' }],
      capabilities: { workspace: { configuration: false } },
      initializationOptions,
    });
    await this.conn.sendNotification('initialized', {});
    return r;
  }

  /** Resolves with the first diagnostics for the file (published from now on) that pass the test. */
  nextDiagnostics(file: string, test: (d: PublishedDiagnostics) => boolean = () => true): Promise<PublishedDiagnostics> {
    const uri = this.uri(file);
    const have = this.diagnostics.get(uri);
    if (have && test(have)) return Promise.resolve(have);
    return new Promise((resolve) => this.waiters.push({ test: (d) => d.uri === uri && test(d), resolve }));
  }

  async open(file: string, text: string): Promise<void> {
    this.versions.set(file, 1);
    await this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: this.uri(file), languageId: 'yaml', version: 1, text } });
  }

  async change(file: string, text: string): Promise<number> {
    const version = (this.versions.get(file) ?? 1) + 1;
    this.versions.set(file, version);
    await this.conn.sendNotification('textDocument/didChange', { textDocument: { uri: this.uri(file), version }, contentChanges: [{ text }] });
    return version;
  }

  request<T = any>(method: string, file: string, params: Record<string, unknown>): Promise<T> {
    return this.conn.sendRequest(method, { textDocument: { uri: this.uri(file) }, ...params });
  }

  async close(): Promise<void> {
    try {
      await this.conn.sendRequest('shutdown');
      await this.conn.sendNotification('exit');
    } catch {
      // already gone
    }
    this.conn.dispose();
    if (this.proc.exitCode === null) await new Promise((r) => this.proc.once('exit', r));
  }
}

/** A temporary workspace folder with these files. */
export function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'crd-lsp-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

/** Line/character of the first occurrence of `needle` in text (plus `delta` characters). */
export function positionOf(text: string, needle: string, delta = 0): { line: number; character: number } {
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`not found: ${needle}`);
  const before = text.slice(0, i + delta);
  const line = before.split('\n').length - 1;
  return { line, character: before.length - before.lastIndexOf('\n') - 1 };
}
