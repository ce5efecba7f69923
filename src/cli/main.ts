// crd-playground: the command-line face of the engine.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { breakingChanges, check, checkJson, checkText, hasErrors, type SourceText } from '../engine';
import { parseArgs, USAGE, UsageError, type CheckArgs } from './args';
import { runBatch } from './batch';
import type { Io } from './io';
import { sampleCommand } from './sample';
import { runMatrix } from './matrix';

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

export type { Io } from './io';

export async function main(argv: string[], io: Io): Promise<number> {
  if (argv[0] === 'sample') return sampleCommand(argv.slice(1), io);
  let args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    throw e;
  }
  switch (args.command) {
    case 'help':
      io.stdout(USAGE);
      return EXIT_OK;
    case 'version':
      io.stdout('crd-playground 0.1.0\n');
      return EXIT_OK;
    case 'batch':
      return runBatch(io, { kubeVersion: args.kubeVersion });
    case 'check':
      return runCheck(args, io);
  }
}

async function readSources(files: string[], io: Io): Promise<SourceText[] | string> {
  const out: SourceText[] = [];
  let stdinUsed = false;
  for (const f of files) {
    try {
      if (f === '-') {
        if (stdinUsed) return 'stdin (-) can be read only once';
        stdinUsed = true;
        out.push({ id: '<stdin>', text: await io.stdin() });
      } else {
        out.push({ id: f, text: io.readFile(f) });
      }
    } catch (e) {
      return `cannot read ${f}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`;
    }
  }
  return out;
}

async function runCheck(args: CheckArgs, io: Io): Promise<number> {
  const sources = await readSources(args.files, io);
  if (typeof sources === 'string') {
    io.stderr(`error: ${sources}\n`);
    return EXIT_USAGE;
  }
  const oldSources = await readSources(args.old, io);
  if (typeof oldSources === 'string') {
    io.stderr(`error: ${oldSources}\n`);
    return EXIT_USAGE;
  }
  if (args.matrix) return runMatrix(args, io, sources, oldSources);
  const result = check({
    sources,
    oldSources: oldSources.length ? oldSources : undefined,
    options: {
      kubeVersion: args.kubeVersion,
      strict: args.strict,
      request: oldSources.length === 0 ? 'create' : args.subresource === 'status' ? 'status' : 'update',
    },
  });
  if (args.output === 'json') io.stdout(JSON.stringify(checkJson(result), null, 2) + '\n');
  else io.stdout(checkText(result));
  if (hasErrors(result)) return EXIT_INVALID;
  return args.failOnBreaking && breakingChanges(result).length > 0 ? EXIT_INVALID : EXIT_OK;
}

export const nodeIo: Io = {
  stdin: () =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      process.stdin.on('data', (c: Buffer) => chunks.push(c));
      process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      process.stdin.on('error', reject);
    }),
  stdinLines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readFile: (p) => readFileSync(p, 'utf8'),
};
