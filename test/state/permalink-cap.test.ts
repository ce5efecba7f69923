// Issue 21: a share link whose payload inflates to 300 MB is refused at a stated cap while
// inflating (the tab keeps its memory and the work on screen), not after.
import { describe, expect, it } from 'vitest';
import { Deflate } from 'fflate';
import { MAX_STATE_BYTES, decodeState, inflateCapped, toBase64Url } from '../../src/state/permalink';
import { openLink } from '../../src/state/boot';
import { defaultSnapshot } from '../../src/state/snapshot';

/** A deflateRaw stream of `mb` MiB of spaces inside a JSON string, without holding it inflated. */
function bomb(mb: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const d = new Deflate({ level: 1 }, (chunk) => parts.push(chunk));
  const mib = new Uint8Array(1024 * 1024).fill(32);
  d.push(new TextEncoder().encode('{"texts":{"crd":"'));
  for (let i = 0; i < mb; i++) d.push(mib);
  d.push(new TextEncoder().encode('","objects":""},"options":{},"tab":"problems"}'), true);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + 4);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out; // the checksum (last 4 bytes) stays 0: the cap is hit before it is read
}

describe('share link inflation cap', () => {
  it('refuses a 300 MB payload as too-large, stopping near the cap', () => {
    const packed = bomb(300);
    expect(packed.length).toBeLessThan(1_000_000);
    const before = process.memoryUsage().arrayBuffers;
    const dec = decodeState(`1.${toBase64Url(packed)}`);
    expect(dec).toEqual({ ok: false, reason: 'too-large' });
    // nothing near 300 MB was held
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MAX_STATE_BYTES * 2);
  });

  it('keeps the work on screen and names the reason', () => {
    const current = defaultSnapshot();
    const r = openLink(`#state=1.${toBase64Url(bomb(40))}`, current, null, true);
    expect(r.snapshot).toBeNull();
    expect(r.notice).toMatchObject({ kind: 'error', key: 'notice.link.too-large' });
  });

  it.each([
    ['under the cap', 1, true],
    ['over the cap', 2, false],
  ])('inflateCapped %s', (_name, mb, ok) => {
    const packed = bomb(mb);
    const r = inflateCapped(packed.subarray(0, packed.length - 4), 1024 * 1024 + 1000);
    expect(r.ok).toBe(ok);
  });
});
