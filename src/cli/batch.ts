// `crd-playground batch`: NDJSON requests on stdin, one NDJSON response per request,
// in order, in one process. A malformed request gets {"error": ...} and the stream goes on.
import type { Io } from './io';
import {
  BATCH_OPS,
  batchResponse,
  supportedKubeVersion,
  unsupportedKubeVersionMessage,
  findExceededDepth,
  exceededMaxDepthMessage,
  MAX_NESTING_DEPTH,
  marshalJSON,
  unmarshalJSON,
  internalErrorText,
  goJSONSyntaxError,
  type BatchContext,
} from '../engine';
import type { JSONValue } from '../engine';
import { DEEP, parseDeepJSON } from './deepjson';
import { importsOf, k8sApiMinorFor, type GoFile } from '../engine';
import { loadK8sApi } from '../k8sapi/index';

const GENERATE_OP = /"op"\s*:\s*"generate"/;

async function preloadK8sApi(line: string, ctx: BatchContext, loaded: Map<string, GoFile[]>): Promise<void> {
  let req: { files?: unknown; options?: { k8sApi?: unknown }; kubeVersion?: unknown };
  try {
    req = JSON.parse(line) as typeof req;
  } catch {
    return; // answered as not JSON
  }
  if (!Array.isArray(req.files) || !req.files.every((f) => typeof f?.path === 'string' && typeof f?.text === 'string')) return;
  const files = req.files as GoFile[];
  if (!importsOf(files).some((p) => p.startsWith('k8s.io/'))) return;
  const k8s = typeof req.options?.k8sApi === 'string' ? req.options.k8sApi : undefined;
  const kube = typeof req.kubeVersion === 'string' ? req.kubeVersion : ctx.kubeVersion;
  const { minor } = k8sApiMinorFor(files, { k8sApi: k8s, kubeVersion: kube });
  if (loaded.has(minor)) return;
  try {
    loaded.set(minor, Object.values(await loadK8sApi(Number(minor.slice(2)))).flat());
  } catch {
    // not bundled: the op reports the imports as not available
  }
}

export async function runBatch(io: Io, ctx: BatchContext): Promise<number> {
  const lines: AsyncIterable<string> | string[] = io.stdinLines ? io.stdinLines() : (await io.stdin()).split('\n');
  const k8sApi = new Map<string, GoFile[]>();
  const withK8sApi: BatchContext = { ...ctx, k8sApi: (minor) => k8sApi.get(minor) };
  for await (const line of lines) {
    if (line.trim() === '') continue;
    // a generate request that imports k8s.io packages: its k8s.io/api minor loaded first
    if (GENERATE_OP.test(line)) await preloadK8sApi(line, ctx, k8sApi);
    io.stdout(marshalJSON(answer(line, withK8sApi) as JSONValue) + '\n');
  }
  return 0;
}

/** A deeply nested request, read in linear time (deepjson.ts); JSON.parse throws when it is not JSON. */
function readDeep(line: string): unknown {
  try {
    return parseDeepJSON(line);
  } catch {
    return JSON.parse(line);
  }
}

export function answer(line: string, ctx: BatchContext): unknown {
  let req: unknown;
  try {
    // int64 kept exactly; a request nested deeper than DEEP read in linear time (deepjson.ts)
    req = unmarshalJSON(line, findExceededDepth(line, DEEP) ? readDeep : JSON.parse);
  } catch (e) {
    // encoding/json's words (the scanner's), not V8's, whose text also changes between Node versions
    return { error: `request is not JSON: ${goJSONSyntaxError(line) ?? (e as Error).message}` };
  }
  if (typeof req !== 'object' || req === null || Array.isArray(req)) return { error: 'request must be a JSON object' };
  // kube-apiserver's JSON decoder (encoding/json) refuses values nested more than 10,000 levels
  // (the request object around them is one more)
  const tooDeep = findExceededDepth(line, MAX_NESTING_DEPTH + 1);
  if (tooDeep) return { error: exceededMaxDepthMessage(tooDeep.char) };
  const op = (req as { op?: unknown }).op;
  if (typeof op !== 'string') return { error: 'request needs an "op" string' };
  const fn = Object.prototype.hasOwnProperty.call(BATCH_OPS, op) ? BATCH_OPS[op] : undefined;
  if (!fn) return { error: `unknown op ${JSON.stringify(op)}; known ops: ${Object.keys(BATCH_OPS).join(', ')}` };
  const kubeVersion = (req as { kubeVersion?: unknown }).kubeVersion;
  // a request for a version the engine does not know is refused, not run at another version
  if (kubeVersion !== undefined && !supportedKubeVersion(kubeVersion)) return { error: unsupportedKubeVersionMessage(kubeVersion) };
  try {
    // a bad request is a result of the op; only an engine failure is thrown
    return batchResponse(fn(req as Record<string, unknown>, ctx));
  } catch (e) {
    return { error: internalErrorText(e) ?? (e as Error)?.message ?? String(e) };
  }
}
