// Command-line parsing for `crd-playground`.
import { DEFAULT_KUBE_VERSION, KUBE_VERSION_RANGE, supportedKubeVersion, unsupportedKubeVersionMessage } from '../engine/index';
export interface CheckArgs {
  command: 'check';
  files: string[];
  old: string[];
  kubeVersion?: string;
  strict: boolean;
  output: OutputFormat;
  subresource?: 'status';
  /** --jobs N: worker threads for a large check (1: single-threaded); absent: decided by the input's size. */
  jobs?: number;
  /** --matrix: the compatibility matrix over every supported Kubernetes version. */
  matrix?: boolean;
  /** Exit 1 when a CRD has breaking changes from its previous version (--old). */
  failOnBreaking: boolean;
}

interface BatchArgs {
  command: 'batch';
  kubeVersion?: string;
}

type Args = CheckArgs | BatchArgs | { command: 'help' } | { command: 'version' } | { command: 'usage' };

const OUTPUT_FORMATS = ['text', 'json', 'junit', 'github'] as const;
type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export class UsageError extends Error {}

export const USAGE = `Usage:
  crd-playground check PATH... [--old FILE [--subresource status]] [--kube-version X.Y] [--strict] [--fail-on-breaking] [-o text|json|junit|github] [--jobs N]
      Checks CRDs and custom objects (multi-document YAML or JSON; - reads stdin)
      the way kube-apiserver would. A PATH is a file or a directory (read recursively:
      *.yaml, *.yml, *.json); CRDs from any file apply to objects in every file, and
      files with no apiVersion/kind (Helm values, ...) are reported and skipped.
      -o junit: JUnit XML (a testsuite per file, a test case per document);
      -o github: GitHub Actions annotations. --jobs N: worker threads (default: the
      machine's cores for large inputs; 1: single-threaded). With --old the objects are updates of the old
      objects of the same kind, namespace and name (--subresource status: updates of /status),
      and a CRD in --old with the same name is the previous version of a CRD: the CRD is
      validated as an update of it, its breaking changes are listed, and the objects are read
      as stored under it. --fail-on-breaking: breaking changes make the exit code 1.
      Exit 0: no errors; 1: validation errors; 2: usage or unreadable input.
  crd-playground check --matrix FILE... [--old FILE [--subresource status]] [--strict] [-o text|json]
      The same check at every supported Kubernetes version: one row per version with
      the CRDs and objects accepted, errors, warnings and what changed from the version
      before. Exit 0: no errors at any version; 1: errors at some version.
  crd-playground batch [--kube-version X.Y]
      Reads NDJSON requests on stdin, writes one NDJSON response per request.
  crd-playground sample CRD.yaml [--version V] [--full] [--kind K] [--kube-version X.Y] [-o yaml|json]
      Writes a new object for a CRD (- reads stdin): required fields only, or every
      field once with --full, for the storage version or --version V (served versions
      only); --kind picks one of several CRDs. Values pass the schema and, where found
      cheaply, its CEL rules. Exit 0: the sample validates clean; 1: written, but the
      errors printed on stderr remain (the CRD's own, when it is invalid); 2: usage,
      unreadable input, no CRD or version.
  crd-playground link FILE... [--tab T] [--kube-version X.Y] [--embed] [--base URL]
      Prints a share link that opens the files in the playground (CRDs in the CRD editor,
      other documents in the objects editor; - reads stdin) on result tab T (problems,
      pruned, defaulted, cel, versions, columns, openapi, compatibility, changes). --embed
      prints the <crd-playground> element with the texts and its embed.js script tag
      (docs/embedding.md). --base: where the playground is served (default
      $CRD_PLAYGROUND_URL, else http://127.0.0.1:5173/). A link longer than browsers open
      (Chromium 2,097,152 characters, Firefox 1,048,576) is printed with a warning. Exit 0:
      printed; 1: not printed, the playground refuses content over 32 MiB (use --embed);
      2: usage or unreadable input.
  crd-playground generate PATH... [--allow-dangerous-types] [--ignore-unexported-fields] [--max-desc-len N] [--generate-embedded-object-meta] [--k8s-api X.Y] [--kube-version X.Y] [-o yaml|json]
      Generates the CRD of every kind (a struct embedding metav1.TypeMeta and ObjectMeta)
      in the Go packages as controller-gen v0.21.0 does (\`controller-gen crd paths=...\`),
      written as it writes them. A PATH is a package directory, DIR/... for it and every
      package below it, or .go files; the module is the nearest go.mod above, and the
      packages of the module that they import are read from it. k8s.io/api and
      k8s.io/apimachinery come from the bundled declarations of the version the go.mod
      requires, else --k8s-api, else the --kube-version. -o json: {"crds","errors","warnings",...}.
      Problems go to stderr as file:line:column: message. Exit 0: generated; 1: errors; 2: usage.
  crd-playground generate --check PATH... [--objects FILE...] [--strict] [generate flags] [-o text|json]
      Generates the CRDs and checks them and the objects as \`check\` does, with every problem
      of a generated CRD at the Go line and column it comes from (CEL errors inside the
      marker's rule). Exit 0: no errors; 1: generation or validation errors; 2: usage.
  crd-playground lsp [--stdio]
      Runs the language server for editors (Language Server Protocol 3.17 on stdin/stdout):
      diagnostics, completion, hover, go-to-definition and quick fixes for the CRDs and custom
      objects of the workspace folders (settings crdPlayground.kubeVersion, crdPlayground.crds).
      See docs/editors.md.
  --kube-version X.Y: the Kubernetes version to behave as (${KUBE_VERSION_RANGE}; default ${DEFAULT_KUBE_VERSION}).
  crd-playground --help | --version
`;

export function parseArgs(argv: string[]): Args {
  if (argv.length === 0) return { command: 'usage' };
  if (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') return { command: 'help' };
  if (argv[0] === '--version') return { command: 'version' };
  const [cmd, ...rest] = argv;
  if (cmd !== 'check' && cmd !== 'batch') throw new UsageError(`unknown command ${JSON.stringify(cmd)}`);
  const out: CheckArgs = { command: 'check', files: [], old: [], strict: false, output: 'text', failOnBreaking: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const value = (): string => {
      const eq = a.indexOf('=');
      if (a.startsWith('--') && eq > 0) return a.slice(eq + 1);
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value`);
      return v;
    };
    const flag = a.startsWith('--') && a.includes('=') ? a.slice(0, a.indexOf('=')) : a;
    switch (flag) {
      case '-o':
      case '--output': {
        const v = value();
        const format = OUTPUT_FORMATS.find((f) => f === v);
        if (!format) throw new UsageError(`-o must be one of ${OUTPUT_FORMATS.join(', ')}, not ${JSON.stringify(v)}`);
        out.output = format;
        break;
      }
      case '--old':
        out.old.push(value());
        break;
      case '--kube-version': {
        const v = value();
        const known = supportedKubeVersion(v);
        if (!known) throw new UsageError(`--kube-version: ${unsupportedKubeVersionMessage(v)}`);
        out.kubeVersion = known;
        break;
      }
      case '-j':
      case '--jobs': {
        const v = value();
        if (!/^[1-9][0-9]{0,3}$/.test(v)) throw new UsageError(`--jobs must be a whole number from 1, not ${JSON.stringify(v)}`);
        out.jobs = Number(v);
        break;
      }
      case '--strict':
        out.strict = true;
        break;
      case '--matrix':
        out.matrix = true;
        break;
      case '--fail-on-breaking':
        out.failOnBreaking = true;
        break;
      case '--subresource': {
        const v = value();
        if (v !== 'status') throw new UsageError(`--subresource must be status`);
        out.subresource = v;
        break;
      }
      default:
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown flag ${a}`);
        out.files.push(a);
    }
  }
  if (cmd === 'batch') {
    if (out.files.length > 0) throw new UsageError('batch reads requests from stdin and takes no files');
    return { command: 'batch', kubeVersion: out.kubeVersion };
  }
  if (out.files.length === 0) throw new UsageError('check needs at least one FILE or directory (or - for stdin)');
  if (out.matrix && out.output !== 'text' && out.output !== 'json') throw new UsageError(`--matrix prints text or json, not ${out.output}`);
  if (out.matrix && out.kubeVersion !== undefined) throw new UsageError('--matrix checks every supported Kubernetes version: leave out --kube-version');
  if (out.subresource && out.old.length === 0) throw new UsageError('--subresource status needs --old FILE: it is an update');
  return out;
}

/** The commands whose usage `usageFor` can pick from USAGE. */
type UsageCommand = 'check' | 'batch' | 'sample' | 'link' | 'generate';

/**
 * What a usage error prints after its message (instead of the whole USAGE, whose 60 lines buried the one line that
 * said what was wrong): the form or forms of the command it was given to, or of every command when there was no
 * known one, a line each; then where the rest is.
 */
export function usageFor(command: UsageCommand | undefined): string {
  const forms = USAGE.split('\n').filter((line) => line.startsWith('  crd-playground ') && !line.startsWith('  crd-playground --'));
  const own = command ? forms.filter((line) => line.startsWith(`  crd-playground ${command} `) || line === `  crd-playground ${command}`) : [];
  return `Usage:\n${(own.length > 0 ? own : forms).join('\n')}\nRun 'crd-playground --help' for what each command does and every option.\n`;
}
