// `crd-playground lsp`: the language server (LSP 3.17 over stdio). Files are found in the
// workspace folders and the `crdPlayground.crds` globs, checked in an engine thread (checks.ts)
// and published as diagnostics; questions are answered by the other engine thread from the last
// loaded CRD versions (questions.ts, answers.ts).
import {
  createConnection,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  ShowMessageNotification,
  MessageType,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { statSync } from 'node:fs';
import { sep } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { Checks } from './checks';
import { discoverable, discoverFiles, MANIFEST_FILE } from './discover';
import { EnginePool } from './pool';
import { readSettings, type Settings } from './settings';
import { pathOf, uriOf } from './uris';
import { Workspace } from './workspace';
import { registerQuestions } from './answers';
import type { ServerState } from './state';

/** A path that is a folder now, or that is gone (a deleted folder). */
function isFolderOrGone(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return true;
  }
}

/** Characters after which the client asks for completion (the playground's editors use the same). */
const TRIGGER_CHARACTERS = [':', ' ', '-', '.', '"', "'", '{', ',', '('];

export function startServer(): Connection {
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  const documents = new TextDocuments(TextDocument);
  const ws = new Workspace();
  const pool = new EnginePool();
  const log = (line: string) => connection.console.log(line);
  const timing = process.env.CRD_PLAYGROUND_LSP_TIMING === '1';
  const checks = new Checks(ws, pool, {
    publish: (path, version, diagnostics) => void connection.sendDiagnostics({ uri: uriOf(path), version: version >= 0 ? version : undefined, diagnostics }),
    log: (line) => timing && log(line),
  });
  const state: ServerState = { connection, ws, checks, pool, documents, timing };
  let folders: string[] = [];
  let settings: Settings = { crds: [] };
  let configurable = false;
  let watchable = false;
  let discovered = new Set<string>();

  const applySettings = (value: unknown) => {
    const r = readSettings(value);
    if (r.warning) void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: r.warning }).catch(() => {});
    settings = r.settings;
    checks.kubeVersion = settings.kubeVersion;
  };

  /** Reads the files of the folders and globs that are not open, and checks every file. */
  const discover = () => {
    const found = discoverFiles(folders, settings.crds);
    const now = new Set(found);
    // a file no longer found (its glob removed from the settings): its diagnostics are cleared
    for (const p of discovered) {
      const before = ws.files.get(p);
      if (now.has(p) || !before || before.open) continue;
      ws.files.delete(p);
      checks.changed(before, undefined);
    }
    discovered = now;
    for (const p of found) ws.read(p);
    checks.all([...ws.files.keys()]);
  };

  const pullSettings = async () => {
    if (!configurable) return;
    try {
      const value: unknown = await connection.workspace.getConfiguration('crdPlayground');
      // a client with nothing configured answers null: the initializationOptions stay
      if (value !== null && value !== undefined) applySettings(value);
    } catch {
      // the client does not answer: keep the settings
    }
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    folders = (params.workspaceFolders ?? []).map((f) => pathOf(f.uri)).filter((p): p is string => p !== null);
    if (folders.length === 0 && params.rootUri) folders = [pathOf(params.rootUri)].filter((p): p is string => p !== null);
    configurable = params.capabilities.workspace?.configuration === true;
    watchable = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    applySettings(params.initializationOptions);
    if (/visual studio code|vscode|code - oss|vscodium|cursor/i.test(params.clientInfo?.name ?? '')) state.suggestAgain = 'editor.action.triggerSuggest';
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: TRIGGER_CHARACTERS },
        hoverProvider: true,
        definitionProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.Refactor] },
      },
      serverInfo: { name: 'crd-playground', version: '0.1.0' },
    };
  });

  connection.onInitialized(async () => {
    if (configurable) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'crdPlayground' }).catch(() => {});
    // files changed on disk (a git checkout, a generator): the client tells, if it can watch
    if (watchable) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/*.{yaml,yml,json}' }] }).catch(() => {});
    await pullSettings();
    discover();
  });

  connection.onDidChangeConfiguration(async (change) => {
    const before = JSON.stringify(settings);
    if (configurable) await pullSettings();
    else applySettings(change.settings);
    if (JSON.stringify(settings) !== before) discover();
  });

  /** A file created, changed or deleted on disk: read again unless open (a file discovery leaves out, in node_modules say, unless it is known). */
  const fileChanged = (path: string) => {
    if (ws.files.get(path)?.open || (!ws.files.has(path) && !discoverable(path, folders, settings.crds))) return;
    const before = ws.files.get(path);
    const after = ws.read(path);
    if (after) discovered.add(path);
    else discovered.delete(path);
    if (before || after) checks.changed(before, after);
  };

  /** Folders created, deleted or moved (one event for a folder, not one per file in it): the files under them as they are now. */
  const foldersChanged = (dirs: string[]) => {
    const under = (p: string) => dirs.some((d) => p.startsWith(d.endsWith(sep) ? d : d + sep));
    const now = discoverFiles(folders, settings.crds).filter(under);
    for (const p of new Set([...[...ws.files.keys()].filter(under), ...now])) fileChanged(p);
  };

  connection.onDidChangeWatchedFiles((change) => {
    const dirs: string[] = [];
    for (const c of change.changes ?? []) {
      const path = pathOf(c.uri);
      if (!path) continue;
      if (ws.files.has(path) || MANIFEST_FILE.test(path) || !isFolderOrGone(path)) fileChanged(path);
      else dirs.push(path);
    }
    if (dirs.length) foldersChanged(dirs);
  });

  const opened = (doc: TextDocument) => {
    const path = pathOf(doc.uri);
    if (!path) return;
    const { before, after } = ws.set(path, doc.getText(), doc.version, true);
    checks.changed(before, after);
  };
  documents.onDidOpen((e) => opened(e.document));
  documents.onDidChangeContent((e) => opened(e.document));
  documents.onDidClose((e) => {
    const path = pathOf(e.document.uri);
    if (!path) return;
    const before = ws.files.get(path);
    if (before) before.open = false;
    const after = discovered.has(path) ? ws.read(path) : undefined;
    if (!after) ws.files.delete(path);
    if (before?.text !== after?.text || !after) checks.changed(before, after);
  });

  registerQuestions(state);
  connection.onShutdown(() => pool.close());
  documents.listen(connection);
  connection.listen();
  return connection;
}
