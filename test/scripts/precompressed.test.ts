// The build's precompressed copies and the preview server that sends them (scripts/precompressed.mjs,
// decision 0043): what `npm run preview`, the browser benches and serveBuiltApp serve.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { serveBuiltApp } from '../../scripts/browser-app.mjs';
import { isPrecompressedCopy, precompressBuild, servePrecompressed } from '../../scripts/precompressed.mjs';

const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
const big = `export const text = ${JSON.stringify('apiVersion: v1\n'.repeat(400))};\n`;
let server: PreviewServer;
let url: string;

/** The plugin's closeBundle, as the build calls it once dist/ is written. */
function runBuildHook() {
  const plugin = precompressBuild() as unknown as {
    configResolved: (c: unknown) => void;
    closeBundle: { order: string; sequential: boolean; handler: () => void };
  };
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  expect(plugin.closeBundle.order).toBe('post'); // after the service worker's stamp
  plugin.closeBundle.handler();
}

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'assets', 'big-abc.js'), big);
  writeFileSync(join(dir, 'assets', 'small-abc.js'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  runBuildHook();
  server = await serveBuiltApp(dir);
  url = server.resolvedUrls!.local[0];
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string>) => fetch(url + path, { headers });

describe('precompressed build output', () => {
  it('writes .gz beside compressible files of 1 kB or more, with the same bytes inside', () => {
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'big-abc.js.gz'))).toString()).toBe(big);
    expect(() => readFileSync(join(dir, 'assets', 'small-abc.js.gz'))).toThrow();
    expect(() => readFileSync(join(dir, 'assets', 'logo.png.gz'))).toThrow();
    expect(() => readFileSync(join(dir, 'index.html.gz'))).toThrow();
    expect(() => readFileSync(join(dir, 'assets', 'big-abc.js.br'))).toThrow(); // no brotli: no local request would take it
    expect(['assets/big-abc.js.gz', 'assets/big-abc.js'].map(isPrecompressedCopy)).toEqual([true, false]);
  });

  it('sends the gzip copy to a browser that accepts gzip (and brotli), with its length', async () => {
    const both = await get('assets/big-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(both.status).toBe(200);
    expect(both.headers.get('content-encoding')).toBe('gzip');
    expect(both.headers.get('content-type')).toBe('text/javascript');
    expect(both.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(both.headers.get('content-length'))).toBe(readFileSync(join(dir, 'assets', 'big-abc.js.gz')).length);
    expect(new TextDecoder().decode(await both.arrayBuffer())).toBe(big); // fetch inflates it: the same text
    const noGzip = await get('assets/big-abc.js', { 'accept-encoding': 'gzip;q=0, br' });
    expect(noGzip.headers.get('etag')).not.toBe(both.headers.get('etag')); // not the copy: Vite's own answer
    expect(new TextDecoder().decode(await noGzip.arrayBuffer())).toBe(big);
  });

  it('answers a revalidation with 304 and the same ETag', async () => {
    const first = await get('assets/big-abc.js', { 'accept-encoding': 'gzip' });
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await get('assets/big-abc.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('leaves to Vite what has no copy or asks for none: identity, small files, HTML, paths outside dist', async () => {
    const plain = await get('assets/big-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
    const small = await get('assets/small-abc.js', { 'accept-encoding': 'gzip' });
    expect(await small.text()).toBe('export const a = 1;\n');
    const html = await get('', { 'accept-encoding': 'gzip' });
    expect(await html.text()).toContain('<title>t</title>');
    const outside = await get('assets/..%2f..%2fetc%2fhostname', { 'accept-encoding': 'gzip' });
    expect(outside.headers.get('content-type')).not.toBe('text/javascript');
    await outside.arrayBuffer();
  });

  it('serves the copies under a sub-path base too (as the browser tests serve the app)', async () => {
    const sub = await preview({ configFile: false, base: '/crd-playground/', logLevel: 'warn', plugins: [servePrecompressed()], build: { outDir: dir }, preview: { host: '127.0.0.1', port: 0 } });
    try {
      const r = await fetch(`${sub.resolvedUrls!.local[0]}assets/big-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(r.headers.get('content-encoding')).toBe('gzip');
      expect(Number(r.headers.get('content-length'))).toBe(readFileSync(join(dir, 'assets', 'big-abc.js.gz')).length);
      expect(await r.text()).toBe(big);
    } finally {
      await sub.close();
    }
  });
});
