// How the extension starts the language server: the `crd-playground` the user names in the
// setting `crdPlayground.server.path` (a command on the PATH, or a .mjs/.js file run with Node),
// else the CLI bundled into the extension (dist/server/run.mjs, run by VS Code's own Node).
import { join } from 'node:path';

export type ServerLaunch =
  /** A JavaScript file run as a Node module by the editor (the bundled CLI, or a checkout's bin). */
  | { module: string; args: string[] }
  /** A command run as a process. */
  | { command: string; args: string[] };

export const LSP_ARGS = ['lsp', '--stdio'];

export function serverLaunch(setting: string | undefined, extensionPath: string): ServerLaunch {
  const path = (setting ?? '').trim();
  if (path === '') return { module: join(extensionPath, 'dist', 'server', 'run.mjs'), args: LSP_ARGS };
  if (/\.[cm]?js$/i.test(path)) return { module: path, args: LSP_ARGS };
  return { command: path, args: LSP_ARGS };
}
