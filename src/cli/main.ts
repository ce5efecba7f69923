// crd-playground: the command-line face of the engine.
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { breakingChanges, check, checkJson, hasErrors, stringifyJSON, type CheckOptions } from '../engine';
import { parseArgs, USAGE, UsageError, usageFor, type CheckArgs } from './args';
import { checkText } from './text';
import { runBatch } from './batch';
import type { Io } from './io';
import { sampleCommand } from './sample';
import { runMatrix } from './matrix';
import { linkCommand } from './link';
import { generateCommand } from './generate';
import { readInputs, STDIN_ID } from './inputs';
import { HELM_TEMPLATE, isHelmTemplate } from './helm';
import { inInputOrder, skipNonKubernetes } from './files';
import { checkParallel, defaultJobs, endWorkers, PARALLEL_MIN_BYTES, startWorkers } from './parallel';
import { checkJunit } from './junit';
import { checkGithub } from './github';
import { checkStreaming } from './stream';
import { printCheckStream } from './streamout';
import { smallerInlining } from './inlining';
import { decodeText } from './textdecode';

const EXIT_OK = 0;
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;

export type { Io } from './io';

export async function main(argv: string[], io: Io): Promise<number> {
  // check sets it in runCheck: with worker threads only once they have loaded the CLI
  if (argv[0] !== 'check') smallerInlining();
  if (argv[0] === 'sample') return sampleCommand(argv.slice(1), io);
  if (argv[0] === 'link') return linkCommand(argv.slice(1), io, process.env);
  if (argv[0] === 'generate') return generateCommand(argv.slice(1), io);
  let args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${usageFor(argv[0] === 'check' || argv[0] === 'batch' ? argv[0] : undefined)}`);
      return EXIT_USAGE;
    }
    throw e;
  }
  switch (args.command) {
    case 'usage':
      io.stderr(USAGE);
      return EXIT_USAGE;
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

async function runCheck(args: CheckArgs, io: Io): Promise<number> {
  if (args.files.includes('-') && args.old.includes('-')) {
    io.stderr('error: stdin (-) can be read only once\n');
    return EXIT_USAGE;
  }
  // creates on worker threads: the workers load the CLI while the files are read, from the start with --jobs N, by
  // default once the texts read reach the size from which the check uses every core (started later, a worker would
  // load the CLI under the V8 flags checkParallel sets, and V8 would reject the code cache: decision 0073)
  const creates = args.old.length === 0 && !args.matrix;
  let prestarted = creates && args.jobs !== undefined && args.jobs > 1 ? startWorkers(args.jobs - 1) : [];
  const whenLarge = creates && args.jobs === undefined && defaultJobs() > 1 ? { chars: PARALLEL_MIN_BYTES, then: () => (prestarted = startWorkers(defaultJobs() - 1)) } : undefined;
  const sources = await readInputs(args.files, io, whenLarge);
  if (prestarted.length === 0) smallerInlining(); // else checkParallel sets it
  if (typeof sources === 'string') {
    await endWorkers(prestarted);
    io.stderr(`error: ${sources}\n`);
    return EXIT_USAGE;
  }
  const oldSources = args.old.length ? await readInputs(args.old, io) : [];
  if (typeof oldSources === 'string') {
    io.stderr(`error: ${oldSources}\n`);
    return EXIT_USAGE;
  }
  if (args.matrix) return runMatrix(args, io, sources, oldSources);
  // Helm chart templates are not YAML: named once as skipped, not checked
  const helm = new Set(sources.filter((s) => isHelmTemplate(s.id, s.text, io, STDIN_ID)).map((s) => s.id));
  const inputs = helm.size ? sources.filter((s) => !helm.has(s.id)) : sources;
  const options: CheckOptions = {
    kubeVersion: args.kubeVersion,
    strict: args.strict,
    request: oldSources.length === 0 ? 'create' : args.subresource === 'status' ? 'status' : 'update',
  };
  // worker threads for large inputs (updates and CRD upgrades pair documents across files: one thread)
  const bytes = inputs.reduce((n, s) => n + s.text.length, 0);
  const jobs = args.jobs ?? (bytes >= PARALLEL_MIN_BYTES ? defaultJobs() : 1);
  if (jobs === 1 && prestarted.length > 0) {
    // started by default for input that turned out smaller (Helm templates are not checked)
    await endWorkers(prestarted);
    smallerInlining();
  }
  // creates are checked document by document (stream.ts); updates pair documents across the input
  const keepValues = args.output === 'json';
  // creates in one thread, text or JSON: printed document by document, nothing kept (streamout.ts)
  if (oldSources.length === 0 && jobs === 1 && (args.output === 'text' || args.output === 'json')) {
    const printed = printCheckStream(
      inputs,
      sources.map((s) => s.id),
      new Map([...helm].map((f) => [f, HELM_TEMPLATE])),
      options,
      args.output,
      io,
    );
    if (printed) return printed.failed ? EXIT_INVALID : EXIT_OK;
  }
  const checked =
    oldSources.length > 0
      ? check({ sources: inputs, oldSources, options })
      : jobs > 1
        ? (await checkParallel(inputs, options, jobs, (s) => checkStreaming(s, options, keepValues), keepValues, prestarted)).result
        : checkStreaming(inputs, options, keepValues);
  const files = [...sources, ...oldSources].map((s) => s.id);
  const nonKubernetes = skipNonKubernetes(
    inInputOrder(checked, files),
    inputs.map((s) => s.id),
  );
  const { result } = nonKubernetes;
  const skippedAs = new Map([...nonKubernetes.skipped.map((s) => [s.file, s.reason] as const), ...[...helm].map((f) => [f, HELM_TEMPLATE] as const)]);
  const skipped = files.filter((f) => skippedAs.has(f)).map((file) => ({ file, reason: skippedAs.get(file)! }));
  switch (args.output) {
    case 'json':
      io.stdout(stringifyJSON(checkJson(result, skipped), 2) + '\n');
      break;
    case 'junit':
      io.stdout(checkJunit(result, files, skipped, args.failOnBreaking));
      break;
    case 'github':
      io.stdout(checkGithub(result, files, skipped, args.failOnBreaking));
      break;
    default:
      io.stdout(checkText(result, files, skipped));
  }
  if (hasErrors(result)) return EXIT_INVALID;
  return args.failOnBreaking && breakingChanges(result).length > 0 ? EXIT_INVALID : EXIT_OK;
}

export const nodeIo: Io = {
  stdin: () =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      process.stdin.on('data', (c: Buffer) => chunks.push(c));
      process.stdin.on('end', () => resolve(decodeText(Buffer.concat(chunks))));
      process.stdin.on('error', reject);
    }),
  stdinLines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  readFile: (p) => decodeText(readFileSync(p)),
  readDir: (p) =>
    readdirSync(p, { withFileTypes: true }).map((e) => ({
      name: e.name,
      directory: e.isDirectory(),
      special: e.isFIFO() || e.isSocket() || e.isCharacterDevice() || e.isBlockDevice(),
    })),
};
