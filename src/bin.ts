// The `crd-playground` process (bin/crd-playground.mjs runs this file, precompiled by scripts/cli-bundle.mjs):
// `lsp` starts the language server (src/lsp, loaded only then: the protocol library is not evaluated for the
// other commands); every other command is the CLI's (src/cli/main.ts).
import { main, nodeIo } from './cli/main';

async function run(argv: string[]): Promise<number> {
  if (argv[0] === 'lsp') return (await import('./lsp/command')).lspCommand(argv.slice(1), nodeIo.stderr);
  return main(argv, nodeIo);
}

/** The exit code of a process ended by SIGPIPE (128 + 13), which node ignores. */
const EXIT_PIPE_CLOSED = 141;

// a reader that stops early (`check … | head`): end quietly, as a process killed by SIGPIPE would, instead of an
// unhandled EPIPE error with its stack
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(EXIT_PIPE_CLOSED);
});

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  },
);
