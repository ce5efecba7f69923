// crd-playground sample CRD.yaml [--version v] [--full] [--kind K]: a new object from a CRD's
// schema (the engine's sample generator), printed as YAML (or JSON with -o json).
import { sampleFromText, stringifyJSON, supportedKubeVersion, unsupportedKubeVersionMessage } from '../engine';
import { UsageError, usageFor } from './args';
import { readError } from './io';

interface SampleArgs {
  command: 'sample';
  file: string;
  version?: string;
  kind?: string;
  full: boolean;
  kubeVersion?: string;
  output: 'yaml' | 'json';
}

/** `sample ...` (argv after the command): usage errors print the usage and exit 2. */
export async function sampleCommand(rest: string[], io: SampleIo): Promise<number> {
  let args: SampleArgs;
  try {
    args = parseSampleArgs(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${usageFor('sample')}`);
      return 2;
    }
    throw e;
  }
  return runSample(args, io);
}

function parseSampleArgs(rest: string[]): SampleArgs {
  const out: SampleArgs = { command: 'sample', file: '', full: false, output: 'yaml' };
  const files: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const value = (): string => {
      if (eq > 0) return a.slice(eq + 1);
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      return v;
    };
    switch (flag) {
      case '--version':
        out.version = value();
        break;
      case '--kind':
        out.kind = value();
        break;
      case '--full':
        out.full = true;
        break;
      case '--kube-version': {
        const v = value();
        const known = supportedKubeVersion(v);
        if (!known) throw new UsageError(`--kube-version: ${unsupportedKubeVersionMessage(v)}`);
        out.kubeVersion = known;
        break;
      }
      case '-o':
      case '--output': {
        const v = value();
        if (v !== 'yaml' && v !== 'json') throw new UsageError(`sample: -o must be yaml or json, not ${JSON.stringify(v)}`);
        out.output = v;
        break;
      }
      default:
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown flag ${a}`);
        files.push(a);
    }
  }
  if (files.length !== 1) throw new UsageError('sample needs exactly one CRD file (or - for stdin)');
  out.file = files[0];
  return out;
}

interface SampleIo {
  stdin: () => Promise<string>;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readFile: (path: string) => string;
}

async function runSample(args: SampleArgs, io: SampleIo): Promise<number> {
  let text: string;
  try {
    text = args.file === '-' ? await io.stdin() : io.readFile(args.file);
  } catch (e) {
    io.stderr(`error: ${readError(args.file === '-' ? 'stdin' : args.file, e)}\n`);
    return 2;
  }
  const r = sampleFromText(text, { version: args.version, kind: args.kind, full: args.full, kubeVersion: args.kubeVersion });
  if (r.error || !r.object) {
    io.stderr(`error: ${r.error ?? 'no sample could be made'}\n`);
    return 2;
  }
  if (r.crds.length > 1 && !args.kind) io.stderr(`note: ${r.crds.length} CRDs in ${args.file}; sampled ${r.kind} (choose with --kind: ${r.crds.map((c) => c.kind).join(', ')})\n`);
  io.stdout(args.output === 'json' ? stringifyJSON(r.object, 2) + '\n' : r.yaml);
  for (const n of r.notes) io.stderr(`note: ${n}\n`);
  // the apiserver would refuse the CRD itself: no object of it can be created until these are fixed
  for (const e of r.crdErrors) io.stderr(`error: the CustomResourceDefinition ${r.crd} is invalid: ${e}\n`);
  for (const e of r.errors) io.stderr(`error: ${e}\n`);
  return r.errors.length > 0 || r.crdErrors.length > 0 ? 1 : 0;
}
