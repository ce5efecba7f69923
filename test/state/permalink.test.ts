import { describe, expect, it } from 'vitest';
import { SUPPORTED_KUBE_VERSIONS } from '../../src/engine/api';
import { LONG_LINK_CHARS, PERMALINK_VERSION, crc32, decodeState, encodeState, fromBase64Url, parseStateFile, shareURL, stateFileText, stateFromHash, toBase64Url } from '../../src/state/permalink';
import { defaultSnapshot, type Snapshot } from '../../src/state/snapshot';

// a small deterministic PRNG so failures reproduce (seed printed in the test name)
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'a',
  'Z',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '---\n',
  ': ',
  '- ',
  '"',
  "'",
  '\\',
  '#',
  '&',
  '=',
  '%',
  '+',
  '/',
  '🚀',
  'ї',
  '日本',
  '\u0000',
  '\u2028',
  '\uFEFF',
  'replicas: 15',
  '{}',
  '[]',
];

function randomText(r: () => number, max: number): string {
  const n = Math.floor(r() * max);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r();
    s += x < 0.7 ? PIECES[Math.floor(r() * PIECES.length)] : String.fromCharCode(32 + Math.floor(r() * 0xd000));
  }
  return s;
}

function randomState(r: () => number): Snapshot {
  return {
    texts: { crd: randomText(r, 400), objects: randomText(r, r() < 0.1 ? 20000 : 300) },
    options: { kubeVersion: SUPPORTED_KUBE_VERSIONS[Math.floor(r() * SUPPORTED_KUBE_VERSIONS.length)], strict: r() < 0.5 },
    tab: ['problems', 'pruned', 'defaulted', 'cel'][Math.floor(r() * 4)],
  };
}

describe('permalink codec', () => {
  for (const seed of [1, 2, 3, 42, 1337]) {
    it(`round-trips 40 random states exactly (seed ${seed})`, () => {
      const r = rng(seed);
      for (let i = 0; i < 40; i++) {
        const snap = randomState(r);
        const enc = encodeState(snap);
        expect(enc).toMatch(/^1\.[A-Za-z0-9_-]+$/);
        const dec = decodeState(enc);
        expect(dec).toEqual({ ok: true, snapshot: snap });
        // and through a full URL and its fragment
        const url = shareURL('http://127.0.0.1:5173/sub/?lang=uk#old', snap);
        expect(url.startsWith('http://127.0.0.1:5173/sub/?lang=uk#state=')).toBe(true);
        expect(decodeState(stateFromHash(new URL(url).hash)!)).toEqual({ ok: true, snapshot: snap });
      }
    });
  }

  it('compresses the example well below the long-link limit', () => {
    const enc = encodeState(defaultSnapshot());
    expect(enc.length).toBeLessThan(LONG_LINK_CHARS / 4);
    expect(enc.length).toBeLessThan(JSON.stringify(defaultSnapshot()).length);
  });

  it('reports cut-off links as truncated', () => {
    const enc = encodeState(defaultSnapshot());
    for (const keep of [0.2, 0.5, 0.9]) {
      const cut = enc.slice(0, Math.floor(enc.length * keep));
      const dec = decodeState(cut);
      expect(dec.ok).toBe(false);
      if (!dec.ok) expect(['truncated', 'corrupt']).toContain(dec.reason);
    }
    expect(decodeState('1.')).toEqual({ ok: false, reason: 'truncated' });
  });

  it('reports a changed character as corrupt (checksum), never as a different state', () => {
    const enc = encodeState(defaultSnapshot());
    const r = rng(7);
    for (let i = 0; i < 60; i++) {
      const at = 2 + Math.floor(r() * (enc.length - 2));
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const c = alphabet[(alphabet.indexOf(enc[at]) + 1 + Math.floor(r() * 62)) % 64];
      const bad = enc.slice(0, at) + c + enc.slice(at + 1);
      const dec = decodeState(bad);
      if (dec.ok)
        expect(dec.snapshot).toEqual(defaultSnapshot()); // only padding bits changed
      else expect(['corrupt', 'truncated']).toContain(dec.reason);
    }
    expect(decodeState('1.%%%')).toEqual({ ok: false, reason: 'corrupt' });
    expect(decodeState('garbage')).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('reports links from a newer format version', () => {
    const enc = encodeState(defaultSnapshot());
    const newer = `${PERMALINK_VERSION + 1}${enc.slice(enc.indexOf('.'))}`;
    expect(decodeState(newer)).toEqual({ ok: false, reason: 'newer-version', version: PERMALINK_VERSION + 1 });
  });

  it('finds the state in a fragment with other parameters', () => {
    expect(stateFromHash('#a=1&state=1.xyz&b=2')).toBe('1.xyz');
    expect(stateFromHash('#nothing')).toBeNull();
    expect(stateFromHash('')).toBeNull();
  });

  it('base64url and crc32 agree with known values', () => {
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(Array.from(fromBase64Url('-_-_')!)).toEqual([251, 255, 191]);
    expect(fromBase64Url('a+b')).toBeNull();
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('state files round-trip and reject other JSON and newer versions', () => {
    const r = rng(99);
    for (let i = 0; i < 20; i++) {
      const snap = randomState(r);
      expect(parseStateFile(stateFileText(snap))).toEqual({ ok: true, snapshot: snap });
    }
    expect(parseStateFile('{"texts":{"crd":"","objects":""}}')).toEqual({ ok: false, reason: 'corrupt' });
    expect(parseStateFile('not json')).toEqual({ ok: false, reason: 'corrupt' });
    const newer = JSON.parse(stateFileText(defaultSnapshot()));
    newer.version = 99;
    expect(parseStateFile(JSON.stringify(newer))).toEqual({ ok: false, reason: 'newer-version', version: 99 });
  });
});
