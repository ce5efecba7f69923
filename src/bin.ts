// The `crd-playground` process (bin/crd-playground.mjs runs this file, precompiled by scripts/cli-bundle.mjs):
// `lsp` starts the language server (src/lsp, loaded only then: the protocol library is not evaluated for the
// other commands); every other command is the CLI's (src/cli/main.ts).
import { setFlagsFromString } from 'node:v8';
import { main, nodeIo } from './cli/main';

/**
 * V8's interrupt budget (bytecodes run before a function is considered for TurboFan; 67,584 in
 * Node 20) for the CLI's commands, set before they run (V8's flags are per process: the check
 * workers share it). A CLI run is one pass over its input: with the default, TurboFan compiles
 * ~700 functions per isolate on V8's helper threads (~5 s of CPU over the corpus, the second core
 * `--jobs 2` needs); a larger budget optimises only what stays hot (docs/decisions/0037).
 */
export const CLI_INTERRUPT_BUDGET = 400_000;

async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'lsp') return (await import('./lsp/command')).lspCommand(argv.slice(1), nodeIo.stderr);
  setFlagsFromString(`--interrupt-budget=${CLI_INTERRUPT_BUDGET}`);
  return main(argv, nodeIo);
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  },
);
