// Share links: the whole work (both texts byte for byte, options, tab) in the URL fragment,
// deflated with fflate and URL-safe base64, with a format version and a checksum so that a
// damaged or cut-off link is reported instead of silently opening something else.
//
//   #state=<version>.<base64url(deflateRaw(utf8(json)) ++ crc32(utf8(json)) as 4 bytes)>
import { Inflate, deflateSync, strFromU8, strToU8 } from 'fflate';
import { isGoMode, isOldGoMode, parseSnapshot, refusedKubeVersion, usesCrdUpdate, usesGo, usesUpdate, type Snapshot } from './snapshot';

/**
 * The newest format. 1: texts crd/objects, options kubeVersion/strict, tab. 2: adds the old objects
 * (texts.old) and the request (options.request). 3: adds the previous CRD (texts.oldCrd) and the
 * CRD-update switch (options.crdUpdate). 4: adds Go mode (options.crdSource) and the Go files
 * (texts `go:<path>`, in their order); in Go mode the CRD text is left out (the worker generates it
 * again from the Go files). Format 4 later added, compatibly, a previous CRD in Go (options.oldCrdSource
 * and texts `oldgo:<path>`; its generated text left out likewise): format-4 work without them reads as before. Work is written in the oldest format that holds it (work without an
 * update is still 1, without a CRD update at most 2, without Go at most 3), so its links stay the
 * same and open in older versions of the playground; older links always open.
 */
export const PERMALINK_VERSION = 4;
/** The oldest format this version opens. */
const OLDEST_PERMALINK_VERSION = 1;

/** The format a snapshot is written with: the oldest that holds everything in it. */
export function formatVersion(snap: Pick<Snapshot, 'texts' | 'options'>): number {
  if (usesGo(snap)) return 4;
  if (usesCrdUpdate(snap)) return 3;
  return usesUpdate(snap) ? 2 : 1;
}

/** What a link or state file carries (version 1 has no old objects or request, 2 no previous CRD). */
function payload(snap: Snapshot): Pick<Snapshot, 'texts' | 'options' | 'tab'> {
  const version = formatVersion(snap);
  // Go mode: the CRD is generated from the Go files, so the link does not carry it twice
  if (version >= 4) {
    const texts = { ...snap.texts };
    if (isGoMode(snap.options)) texts.crd = '';
    if (isOldGoMode(snap.options)) texts.oldCrd = '';
    return { texts, options: snap.options, tab: snap.tab };
  }
  if (version >= 3) return { texts: snap.texts, options: snap.options, tab: snap.tab };
  const { crd, objects, old } = snap.texts;
  const { kubeVersion, strict, request } = snap.options;
  if (version === 2) return { texts: { crd, objects, old }, options: { kubeVersion, strict, request }, tab: snap.tab };
  return { texts: { crd, objects }, options: { kubeVersion, strict }, tab: snap.tab };
}
export const FRAGMENT_KEY = 'state';
/** Links longer than this may be cut by chat apps and mail clients: offer a state file instead. */
export const LONG_LINK_CHARS = 8000;

/**
 * A link's content inflates to at most this many bytes (32 MiB: ten times the largest CRD
 * kube-apiserver accepts, 3 MiB); a link that would inflate further is refused without
 * inflating it all, so a small hostile link cannot exhaust the tab's memory.
 */
export const MAX_STATE_BYTES = 32 * 1024 * 1024;

/** `too-large`: the link inflates past MAX_STATE_BYTES. */
type DecodeFailure = 'corrupt' | 'truncated' | 'newer-version' | 'too-large';
/** `refusedKubeVersion`: the link asked for a Kubernetes version the engine does not know (the default is used). */
export type DecodeResult = { ok: true; snapshot: Snapshot; refusedKubeVersion?: string } | { ok: false; reason: DecodeFailure; version?: number };

function decoded(v: unknown): DecodeResult {
  const snapshot = parseSnapshot(v);
  if (!snapshot) return { ok: false, reason: 'corrupt' };
  const refused = refusedKubeVersion(v);
  return refused === undefined ? { ok: true, snapshot } : { ok: true, snapshot, refusedKubeVersion: refused };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** null when the text is not URL-safe base64. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** The state part of a link (what follows `#state=`). */
export function encodeState(snap: Snapshot): string {
  const json = strToU8(JSON.stringify(payload(snap)));
  const packed = deflateSync(json, { level: 9 });
  const out = new Uint8Array(packed.length + 4);
  out.set(packed);
  new DataView(out.buffer).setUint32(packed.length, crc32(json));
  return `${formatVersion(snap)}.${toBase64Url(out)}`;
}

export function decodeState(encoded: string): DecodeResult {
  const m = /^(\d{1,6})\.(.*)$/s.exec(encoded);
  if (!m) return { ok: false, reason: 'corrupt' };
  const version = Number(m[1]);
  if (version > PERMALINK_VERSION) return { ok: false, reason: 'newer-version', version };
  if (version < OLDEST_PERMALINK_VERSION) return { ok: false, reason: 'corrupt', version };
  const bytes = fromBase64Url(m[2]);
  if (!bytes) return { ok: false, reason: 'corrupt' };
  if (bytes.length < 6) return { ok: false, reason: 'truncated' };
  const want = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - 4);
  const inflated = inflateCapped(bytes.subarray(0, bytes.length - 4), MAX_STATE_BYTES);
  if (!inflated.ok) return { ok: false, reason: inflated.reason };
  const json = inflated.bytes;
  if (crc32(json) !== want) return { ok: false, reason: 'corrupt' };
  try {
    return decoded(JSON.parse(strFromU8(json)));
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

/** deflateRaw-decoded bytes, chunk by chunk, stopping as soon as they would exceed `cap`. */
export function inflateCapped(packed: Uint8Array, cap: number): { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'truncated' | 'corrupt' } {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  let done = false;
  const inf = new Inflate((chunk, final) => {
    if (over) return;
    total += chunk.length;
    if (total > cap) {
      over = true;
      chunks.length = 0;
      return;
    }
    chunks.push(chunk);
    if (final) done = true;
  });
  try {
    // fed in slices so that a hostile stream is stopped after at most one slice past the cap
    const SLICE = 4096;
    for (let i = 0; i < packed.length && !over; i += SLICE) inf.push(packed.subarray(i, i + SLICE), i + SLICE >= packed.length);
  } catch (e) {
    if (over) return { ok: false, reason: 'too-large' };
    return { ok: false, reason: /EOF/i.test(String(e)) ? 'truncated' : 'corrupt' };
  }
  if (over) return { ok: false, reason: 'too-large' };
  if (!done) return { ok: false, reason: 'truncated' };
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return { ok: true, bytes: out };
}

/** The `state=` value of a URL fragment, or null when the fragment carries no state. */
export function stateFromHash(hash: string): string | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const part of h.split('&')) {
    if (part.startsWith(FRAGMENT_KEY + '=')) return part.slice(FRAGMENT_KEY.length + 1);
  }
  return null;
}

/** A link to `base` (no fragment) that opens `snap`. */
export function shareURL(base: string, snap: Snapshot): string {
  return `${base.split('#')[0]}#${FRAGMENT_KEY}=${encodeState(snap)}`;
}

// State files: for work too large for a link.
const STATE_FILE_FORMAT = 'crd-playground-state';

export function stateFileText(snap: Snapshot): string {
  return JSON.stringify({ format: STATE_FILE_FORMAT, version: formatVersion(snap), ...payload(snap) }, null, 2) + '\n';
}

export function parseStateFile(text: string): DecodeResult {
  try {
    const v = JSON.parse(text) as { format?: unknown; version?: unknown };
    if (!v || v.format !== STATE_FILE_FORMAT) return { ok: false, reason: 'corrupt' };
    if (typeof v.version === 'number' && v.version > PERMALINK_VERSION) return { ok: false, reason: 'newer-version', version: v.version };
    return decoded(v);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}
