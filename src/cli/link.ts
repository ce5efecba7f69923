// crd-playground link FILE... [--tab T] [--kube-version X.Y] [--embed] [--base URL]: a share link
// that opens the files in the playground (CRDs in the CRD editor, everything else in the objects
// editor), or with --embed the <crd-playground> element with the texts, for documentation builds.
import { decodeState, MAX_STATE_BYTES, shareURL, stateFromHash } from '../state/permalink';
import { escapeAttr, escapeHTML } from '../state/html';
import { defaultSnapshot, RESULT_TAB_IDS, type Snapshot } from '../state/snapshot';
import { supportedKubeVersion, unsupportedKubeVersionMessage } from '../engine/index';
import { UsageError, usageFor } from './args';
import { readError, type Io } from './io';

/** Where the playground is served when --base is not given (`npm start`); CRD_PLAYGROUND_URL overrides it. */
const DEFAULT_BASE = 'http://127.0.0.1:5173/';

interface LinkArgs {
  files: string[];
  tab?: string;
  kubeVersion?: string;
  embed: boolean;
  base: string;
}

function parseLinkArgs(rest: string[], env: Record<string, string | undefined>): LinkArgs {
  const out: LinkArgs = { files: [], embed: false, base: env.CRD_PLAYGROUND_URL || DEFAULT_BASE };
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
      case '--tab': {
        const v = value();
        if (!(RESULT_TAB_IDS as readonly string[]).includes(v)) throw new UsageError(`--tab must be one of ${RESULT_TAB_IDS.join(', ')}, not ${JSON.stringify(v)}`);
        out.tab = v;
        break;
      }
      case '--kube-version': {
        const v = value();
        const known = supportedKubeVersion(v);
        if (!known) throw new UsageError(`--kube-version: ${unsupportedKubeVersionMessage(v)}`);
        out.kubeVersion = known;
        break;
      }
      case '--embed':
        out.embed = true;
        break;
      case '--base': {
        const v = value();
        let u: URL;
        try {
          u = new URL(v);
        } catch {
          throw new UsageError(`--base must be an absolute http(s) URL, not ${JSON.stringify(v)}`);
        }
        if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new UsageError(`--base must be an http(s) URL, not ${JSON.stringify(v)}`);
        out.base = u.href;
        break;
      }
      default:
        if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown flag ${a}`);
        out.files.push(a);
    }
  }
  if (out.files.length === 0) throw new UsageError('link needs at least one FILE (or - for stdin)');
  return out;
}

const DOC_START = /^---(?=\s|$)/m;
const CRD_KIND = /^kind:\s*["']?CustomResourceDefinition["']?\s*(#.*)?$|"kind"\s*:\s*"CustomResourceDefinition"/m;

/** The documents of a YAML stream as they are written (the `---` lines dropped), without empty ones. */
export function splitDocuments(text: string): string[] {
  const docs: string[] = [];
  let rest = text.replace(/\r\n/g, '\n');
  for (;;) {
    const m = DOC_START.exec(rest);
    if (!m) break;
    docs.push(rest.slice(0, m.index));
    const nl = rest.indexOf('\n', m.index);
    rest = nl < 0 ? '' : rest.slice(nl + 1);
  }
  docs.push(rest);
  return docs.filter((d) => d.replace(/#.*$/gm, '').trim() !== '');
}

function joinDocuments(docs: string[]): string {
  return docs.map((d) => (d.endsWith('\n') ? d : d + '\n')).join('---\n');
}

/** The work a link opens: CRD documents in the CRD editor, the other documents in the objects editor. */
function linkSnapshot(texts: string[], args: Pick<LinkArgs, 'tab' | 'kubeVersion'>): Snapshot {
  const crds: string[] = [];
  const objects: string[] = [];
  for (const t of texts) for (const d of splitDocuments(t)) (CRD_KIND.test(d) ? crds : objects).push(d);
  const base = defaultSnapshot();
  return {
    ...base,
    texts: { ...base.texts, crd: joinDocuments(crds), objects: joinDocuments(objects) },
    options: { ...base.options, kubeVersion: args.kubeVersion ?? base.options.kubeVersion },
    tab: args.tab ?? base.tab,
  };
}

/** The <crd-playground> element (and the script that defines it) for `snap`, served from `base`. */
function embedElement(base: string, snap: Snapshot, kubeVersionGiven: boolean): string {
  const attrs = [`tab="${escapeAttr(snap.tab)}"`];
  if (kubeVersionGiven) attrs.push(`kube-version="${escapeAttr(snap.options.kubeVersion)}"`);
  const blocks: string[] = [];
  if (snap.texts.crd) blocks.push(`  <pre data-crd>\n${escapeHTML(snap.texts.crd)}</pre>`);
  if (snap.texts.objects) blocks.push(`  <pre data-objects>\n${escapeHTML(snap.texts.objects)}</pre>`);
  return `<script type="module" src="${escapeAttr(new URL('embed.js', base).href)}"></script>
<crd-playground ${attrs.join(' ')}>
${blocks.join('\n')}
</crd-playground>
`;
}

export async function linkCommand(rest: string[], io: Io, env: Record<string, string | undefined>): Promise<number> {
  let args: LinkArgs;
  try {
    args = parseLinkArgs(rest, env);
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`error: ${e.message}\n\n${usageFor('link')}`);
      return 2;
    }
    throw e;
  }
  const texts: string[] = [];
  for (const f of args.files) {
    try {
      texts.push(f === '-' ? await io.stdin() : io.readFile(f));
    } catch (e) {
      io.stderr(`error: ${readError(f === '-' ? 'stdin' : f, e)}\n`);
      return 2;
    }
  }
  const snap = linkSnapshot(texts, args);
  if (args.embed) {
    io.stdout(embedElement(args.base, snap, args.kubeVersion !== undefined));
    return 0;
  }
  const url = shareURL(args.base, snap);
  // the playground refuses a link whose content inflates past MAX_STATE_BYTES: no link is printed
  const opened = decodeState(stateFromHash(new URL(url).hash) ?? '');
  if (!opened.ok && opened.reason === 'too-large') {
    io.stderr(`error: the files are too large for a link: the playground opens links whose content is at most ${formatBytes(MAX_STATE_BYTES)}; use --embed\n`);
    return EXIT_NOT_LINKABLE;
  }
  io.stdout(url + '\n');
  if (url.length > MAX_URL_CHARS) {
    io.stderr(
      `warning: the link is ${url.length.toLocaleString('en-US')} characters long; Chromium-based browsers open links of at most ${MAX_URL_CHARS.toLocaleString('en-US')} characters (Firefox ${FIREFOX_MAX_URL_CHARS.toLocaleString('en-US')}): use --embed\n`,
    );
  } else if (url.length > FIREFOX_MAX_URL_CHARS) {
    io.stderr(`warning: the link is ${url.length.toLocaleString('en-US')} characters long; Firefox opens links of at most ${FIREFOX_MAX_URL_CHARS.toLocaleString('en-US')} characters: use --embed\n`);
  }
  return 0;
}

/** Exit code when no link is printed because the playground would refuse it. */
const EXIT_NOT_LINKABLE = 1;
/** Chromium's longest URL (url/url_constants.h kMaxURLChars, 2 MiB): a longer link does not open. */
const MAX_URL_CHARS = 2 * 1024 * 1024;
/** Firefox's (network.standard-url.max-length, 1 MiB). */
const FIREFOX_MAX_URL_CHARS = 1024 * 1024;

const formatBytes = (n: number) => `${n / (1024 * 1024)} MiB (${n.toLocaleString('en-US')} bytes)`;
