// What every part of the language server shares: the connection, the workspace's files, the checks,
// the engine threads and the open documents (made by server.ts, read by answers.ts).
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Checks } from './checks';
import type { EnginePool } from './pool';
import type { Workspace } from './workspace';

export interface ServerState {
  connection: Connection;
  ws: Workspace;
  checks: Checks;
  pool: EnginePool;
  documents: TextDocuments<TextDocument>;
  /** The client's command that opens the suggestions again (VS Code's), when it has one. */
  suggestAgain?: string;
  /** Writes each question's wait and answer time to the log (CRD_PLAYGROUND_LSP_TIMING=1). */
  timing: boolean;
}
