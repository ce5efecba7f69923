// crd-playground generate [flags] PATH...: Go types to CRDs as controller-gen writes them
// (`controller-gen crd paths=...`), and with --check to the apiserver's verdict on them.
import {
  generate,
  generateAndCheck,
  importsOf,
  k8sApiMinorFor,
  stringifyJSON,
  supportedKubeVersion,
  unsupportedKubeVersionMessage,
  type GenerateDiagnostic,
  type GenerateOptions,
  type GenerateResult,
  type GoFile,
} from '../engine';
import { loadK8sApi } from '../k8sapi/index';
import { UsageError, usageFor } from './args';
import { readGoInput } from './gofiles';
import { readInputs } from './inputs';
import type { Io } from './io';
import { printGoCheck } from './generate-check';
import { diagnosticLine } from './godiagnostic';

const EXIT_OK = 0;
const EXIT_INVALID = 1;
const EXIT_USAGE = 2;

export interface GenerateArgs {
  paths: string[];
  options: GenerateOptions;
  output: 'yaml' | 'json' | 'text';
  check: boolean;
  objects: string[];
  strict: boolean;
}

export function parseGenerateArgs(rest: string[]): GenerateArgs {
  const out: GenerateArgs = { paths: [], options: {}, output: 'yaml', check: false, objects: [], strict: false };
  let output: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const value = (): string => {
      if (eq > 0) return a.slice(eq + 1);
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      return v;
    };
    switch (flag) {
      case '--allow-dangerous-types':
        out.options.allowDangerousTypes = true;
        break;
      case '--ignore-unexported-fields':
        out.options.ignoreUnexportedFields = true;
        break;
      case '--generate-embedded-object-meta':
        out.options.generateEmbeddedObjectMeta = true;
        break;
      case '--max-desc-len': {
        const v = value();
        if (!/^[0-9]{1,9}$/.test(v)) throw new UsageError(`--max-desc-len must be a whole number from 0, not ${JSON.stringify(v)}`);
        out.options.maxDescLen = Number(v);
        break;
      }
      case '--k8s-api': {
        const v = value();
        const known = supportedKubeVersion(v);
        if (!known) throw new UsageError(`--k8s-api: ${unsupportedKubeVersionMessage(v)}`);
        out.options.k8sApi = known;
        break;
      }
      case '--kube-version': {
        const v = value();
        const known = supportedKubeVersion(v);
        if (!known) throw new UsageError(`--kube-version: ${unsupportedKubeVersionMessage(v)}`);
        out.options.kubeVersion = known;
        break;
      }
      case '-o':
      case '--output':
        output = value();
        break;
      case '--check':
        out.check = true;
        break;
      case '--strict':
        out.strict = true;
        break;
      case '--objects':
        out.objects.push(value());
        break;
      default:
        if (a.startsWith('-')) throw new UsageError(`unknown flag ${a}`);
        out.paths.push(a);
    }
  }
  if (out.paths.length === 0) throw new UsageError('generate needs at least one PATH (a package directory, DIR/... or .go files)');
  if (out.check) {
    if (output !== undefined && output !== 'text' && output !== 'json') throw new UsageError(`generate --check prints text or json, not ${JSON.stringify(output)}`);
    out.output = output === 'json' ? 'json' : 'text';
  } else {
    if (output !== undefined && output !== 'yaml' && output !== 'json') throw new UsageError(`-o must be yaml or json, not ${JSON.stringify(output)}`);
    if (out.objects.length > 0) throw new UsageError('--objects needs --check');
    if (out.strict) throw new UsageError('--strict needs --check');
    out.output = output === 'json' ? 'json' : 'yaml';
  }
  return out;
}

/** `generate ...` (argv after the command). */
export async function generateCommand(rest: string[], io: Io): Promise<number> {
  let args: GenerateArgs;
  try {
    args = parseGenerateArgs(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${usageFor('generate')}`);
      return EXIT_USAGE;
    }
    throw e;
  }
  const input = readGoInput(args.paths, io);
  if (typeof input === 'string') {
    io.stderr(`error: ${input}\n`);
    return EXIT_USAGE;
  }
  const options: GenerateOptions = { ...args.options, roots: input.roots };
  const builtins = await builtinsFor(input.files, options, io);
  if (args.check) {
    const objects = args.objects.length ? await readInputs(args.objects, io) : [];
    if (typeof objects === 'string') {
      io.stderr(`error: ${objects}\n`);
      return EXIT_USAGE;
    }
    const checkOptions = args.strict ? { strict: true } : {};
    const result = generateAndCheck(input.files, options, builtins, { sources: objects, options: checkOptions });
    return printGoCheck(
      result,
      args.output === 'json' ? 'json' : 'text',
      objects.map((o) => o.id),
      io,
    );
  }
  const result = generate(input.files, options, builtins);
  if (args.output === 'json') io.stdout(stringifyJSON(generateJson(result), 2) + '\n');
  else {
    io.stdout(result.crds.map((c) => c.yaml).join(''));
    for (const d of [...result.errors, ...result.warnings]) io.stderr(diagnosticLine(d));
  }
  return result.errors.length > 0 ? EXIT_INVALID : EXIT_OK;
}

/** The k8s.io/api declarations the input imports, for the minor its go.mod (or --k8s-api, or the target) names. */
async function builtinsFor(files: GoFile[], options: GenerateOptions, io: Io): Promise<GoFile[]> {
  if (!importsOf(files).some((p) => p.startsWith('k8s.io/'))) return [];
  const { minor } = k8sApiMinorFor(files, options);
  try {
    const pkgs = await loadK8sApi(Number(minor.slice(2)));
    return Object.values(pkgs).flat();
  } catch (e) {
    io.stderr(`warning: ${(e as Error).message}: imports of k8s.io packages are not resolved\n`);
    return [];
  }
}

/** `file:line:column: message`, as controller-gen prints a problem. */
const jsonDiagnostic = (d: GenerateDiagnostic) => ({ file: d.file, line: d.line, column: d.column, message: d.message, code: d.code, origin: d.origin, ...(d.crdPath ? { crdPath: d.crdPath } : {}) });

/** The `generate -o json` document. */
export function generateJson(r: GenerateResult): Record<string, unknown> {
  return {
    crds: r.crds.map((c) => c.crd),
    errors: r.errors.map(jsonDiagnostic),
    warnings: r.warnings.map(jsonDiagnostic),
    files: r.crds.map((c) => c.fileName),
    k8sApi: r.k8sApi,
    imports: r.imports,
  };
}
