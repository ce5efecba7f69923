// `crd-playground lsp [--stdio]`: starts the language server on stdin/stdout. Returns when the
// client closes the connection (its exit notification, or the end of stdin).
import { startServer } from './server';

export function lspCommand(argv: string[], stderr: (s: string) => void): Promise<number> {
  const unknown = argv.filter((a) => a !== '--stdio');
  if (unknown.length) {
    stderr(`error: lsp: unknown argument ${unknown[0]} (usage: crd-playground lsp [--stdio])\n`);
    return Promise.resolve(2);
  }
  // a failed reply to the client (a request it does not handle) must not end the server
  process.on('unhandledRejection', (e) => stderr(`crd-playground lsp: ${(e as Error)?.message ?? String(e)}\n`));
  const connection = startServer();
  return new Promise((resolve) => {
    connection.onExit(() => resolve(0));
    process.stdin.on('end', () => resolve(0));
  });
}
