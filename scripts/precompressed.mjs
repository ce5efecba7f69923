// Gzip copies of the built app's files, written once at build time, and a preview-server
// middleware that sends them (issue 32, "navigation to the full editor"; decision 0043).
// `vite preview` compresses every response as it sends it: for Monaco's 2.9 MB chunk that is
// 0.1–0.3 s of the server's CPU per request, on the same two cores the page is loading on. A static
// host sends a copy compressed ahead of time; this does the same for `npm run preview`, the browser
// benches and whatever else serves dist/ with Vite's preview server.
// A JavaScript module: the benches run it under plain node (types: precompressed.d.mts).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Content types of the built app's compressible files; others (images, fonts in woff2) are sent as they are. */
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain',
};

/** Smaller files gain nothing from compression (Vite's own on-the-fly threshold). */
const MIN_BYTES = 1024;

/**
 * The encodings written beside each file, in the order a request's Accept-Encoding is served from.
 * gzip only: on a local server the bytes cost nothing to move, inflating gzip takes about a third of
 * the time of decoding brotli (Monaco's 2.9 MB: 24 vs 75 ms with node's zlib, load 19) and writing
 * brotli copies took the build ~5 s more CPU (quality 9; 11 is 7 s for Monaco's chunk alone) for
 * 14 % fewer bytes that no local request would take (decision 0043).
 */
const ENCODINGS = [['gzip', '.gz']];

/** Every file under `dir`, in its folders too. */
export const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));

/** Writes `<file>.gz` beside every compressible file of `outDir` (HTML excepted: the preview server rewrites it). */
function precompressDir(outDir) {
  let files = 0;
  for (const file of walk(outDir)) {
    if (!(extname(file) in TYPES)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
  }
  return files;
}

/** Whether `file` is one of the copies written by precompressDir (the service worker does not precache them). */
export function isPrecompressedCopy(file) {
  return ENCODINGS.some(([, ext]) => file.endsWith(ext));
}

/** The build side: once the build has written outDir (and the service worker has been stamped), the compressed copies. */
export function precompressBuild() {
  let outDir = '';
  return {
    name: 'crd-playground:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (existsSync(join(outDir, 'index.html'))) precompressDir(outDir);
      },
    },
  };
}

/** The encodings a request accepts (`gzip`, `br`, …; `;q=0` refuses one). */
function accepted(header) {
  const names = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (name) names.add(name);
  }
  return names;
}

/** A connect middleware that answers a request for a file of `dir` with its precompressed copy, when there is one and the request accepts it. */
function precompressedMiddleware(dir, base = '/', headers = {}) {
  const root = resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let path;
    try {
      path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
    } catch {
      return next();
    }
    if (base !== '/' && path.startsWith(base)) path = `/${path.slice(base.length)}`;
    const type = TYPES[extname(path)];
    if (!type) return next();
    const file = join(root, normalize(path));
    if (!file.startsWith(root + sep)) return next();
    const accepts = accepted(req.headers['accept-encoding']);
    for (const [encoding, ext] of ENCODINGS) {
      if (!accepts.has(encoding)) continue;
      const stat = statSync(file + ext, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      const etag = `W/"${encoding}-${stat.size}-${stat.mtimeMs}"`;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('Content-Type', type);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304;
        return res.end();
      }
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', stat.size);
      res.statusCode = 200;
      return res.end(req.method === 'HEAD' ? undefined : readFileSync(file + ext));
    }
    next();
  };
}

/** The preview side: the middleware in front of Vite's own (which would compress the file again on every request). */
export function servePrecompressed() {
  let config;
  return {
    name: 'crd-playground:serve-precompressed',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const dir = resolve(config.root, config.build.outDir);
      server.middlewares.use(precompressedMiddleware(dir, config.base, config.preview.headers ?? {}));
    },
  };
}
