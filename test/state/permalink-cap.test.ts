// Issue 21: a share link whose payload inflates to 300 MB is refused at a stated cap while
// inflating (the tab keeps its memory and the work on screen), not after.
import { describe, expect, it } from 'vitest';
import { inflateRawSync } from 'node:zlib';
import { MAX_STATE_BYTES, decodeState, inflateCapped, toBase64Url } from '../../src/state/permalink';
import { openLink } from '../../src/state/boot';
import { defaultSnapshot } from '../../src/state/snapshot';

const PREFIX = '{"texts":{"crd":"';
const SUFFIX = '","objects":""},"options":{},"tab":"problems"}';

/** Bits written least significant first, as deflate (RFC 1951) packs them. */
class Bits {
  readonly bytes: number[] = [];
  private bit = 0;
  write(value: number, count: number): void {
    for (let i = 0; i < count; i++) {
      if (this.bit === 0) this.bytes.push(0);
      if ((value >> i) & 1) this.bytes[this.bytes.length - 1] |= 1 << this.bit;
      this.bit = (this.bit + 1) & 7;
    }
  }
  /** A stored block (RFC 1951 3.2.4): header, then the bytes from the next byte boundary. */
  stored(data: Uint8Array, final: boolean): void {
    this.write(final ? 1 : 0, 1);
    this.write(0, 2);
    this.bit = 0;
    this.bytes.push(data.length & 0xff, data.length >> 8, ~data.length & 0xff, (~data.length >> 8) & 0xff, ...data);
  }
}

/**
 * A deflateRaw stream of the JSON text of a snapshot whose CRD text is at least `mb` MiB of
 * spaces (1 + 258·n), without holding it inflated or compressing it: a stored block with the text
 * up to the first space, one dynamic-Huffman block (RFC 1951 3.2.7) whose only codes are length
 * 258 at distance 1 (two bits a copy) and its end, and a final stored block with the rest. About
 * 300 kB for 300 MiB, as a deflater makes of it; test below inflates small ones with zlib.
 */
function bomb(mb: number): Uint8Array {
  const copies = Math.ceil((mb * 1024 * 1024 - 1) / 258);
  const b = new Bits();
  b.stored(new TextEncoder().encode(`${PREFIX} `), false);
  b.write(0, 1); // not the last block
  b.write(2, 2); // dynamic Huffman codes
  b.write(286 - 257, 5); // HLIT: literal/length codes 0..285
  b.write(0, 5); // HDIST: one distance code
  b.write(18 - 4, 4); // HCLEN: code length code lengths for 16, 17, 18, 0, 8, …, 2, 14, 1 (18 of them)
  // code length codes 18 (a run of zeros) and 1 (length 1), one bit each: 1 → 0, 18 → 1
  for (const sym of [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]) b.write(sym === 18 || sym === 1 ? 1 : 0, 3);
  // literal/length lengths: 0 × 256, 1 (end of block, code 0), 0 × 28, 1 (length 258, code 1); distance 0: length 1 (code 0)
  const zeros = (n: number) => {
    b.write(1, 1);
    b.write(n - 11, 7);
  };
  zeros(138);
  zeros(118);
  b.write(0, 1);
  zeros(28);
  b.write(0, 1);
  b.write(0, 1);
  for (let i = 0; i < copies; i++) b.write(1, 2); // length 258 (1), distance 1 (0)
  b.write(0, 1); // end of block
  b.stored(new TextEncoder().encode(SUFFIX), true);
  // the checksum (last 4 bytes) stays 0: the cap is hit before it is read
  return Uint8Array.from([...b.bytes, 0, 0, 0, 0]);
}

describe('share link inflation cap', () => {
  it('refuses a 300 MB payload as too-large, stopping near the cap', () => {
    const packed = bomb(300);
    expect(packed.length).toBeLessThan(1_000_000);
    const before = process.memoryUsage().arrayBuffers;
    const dec = decodeState(`1.${toBase64Url(packed)}`);
    expect(dec).toEqual({ ok: false, reason: 'too-large' });
    // nothing near 300 MB was held. The counter is the whole process's: it includes the chunks inflated up
    // to the cap that are not yet collected (the cap, plus one 4 KB slice of this bomb: ~4 MB, and the
    // inflater's growing buffers) and whatever the other test thread holds at that moment (a fresh-clone
    // run measured 65.5 MiB once) — so the bound is well above the cap and well below the bomb
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(MAX_STATE_BYTES * 4);
  });

  it('keeps the work on screen and names the reason', () => {
    const current = defaultSnapshot();
    const r = openLink(`#state=1.${toBase64Url(bomb(40))}`, current, null, true);
    expect(r.snapshot).toBeNull();
    expect(r.notice).toMatchObject({ kind: 'error', key: 'notice.link.too-large' });
  });

  it('the bomb inflates (zlib) to the snapshot text with at least that many MiB of spaces', () => {
    for (const mb of [1, 2]) {
      const packed = bomb(mb);
      const text = inflateRawSync(packed.subarray(0, packed.length - 4)).toString('latin1');
      const spaces = text.length - PREFIX.length - SUFFIX.length;
      expect(text).toBe(PREFIX + ' '.repeat(spaces) + SUFFIX);
      expect(spaces).toBeGreaterThanOrEqual(mb * 1024 * 1024);
      expect(spaces).toBeLessThan(mb * 1024 * 1024 + 258);
    }
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
