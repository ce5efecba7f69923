// The VS Code extension: starts `crd-playground lsp` for YAML and JSON files (server-command.ts
// decides which) and restarts it when the server setting changes.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { serverLaunch } from './server-command';

let client: LanguageClient | undefined;

function serverOptions(context: vscode.ExtensionContext): ServerOptions {
  const launch = serverLaunch(vscode.workspace.getConfiguration('crdPlayground').get<string>('server.path'), context.extensionPath);
  if ('module' in launch) return { module: launch.module, args: launch.args, transport: TransportKind.stdio };
  return { command: launch.command, args: launch.args, transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } };
}

async function start(context: vscode.ExtensionContext): Promise<void> {
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'yaml' },
      { scheme: 'file', language: 'json' },
    ],
    synchronize: {
      configurationSection: 'crdPlayground',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{yaml,yml,json}'),
    },
  };
  client = new LanguageClient('crdPlayground', 'CRD Playground', serverOptions(context), clientOptions);
  await client.start();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (!e.affectsConfiguration('crdPlayground.server.path')) return;
      await client?.stop();
      await start(context);
    }),
  );
  await start(context);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
