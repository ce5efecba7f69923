// V8's young generation during a long check in one thread (streamout.ts). V8 doubles its
// semi-spaces whenever the bytes that survived scavenges since the last growth exceed their size;
// in a stream every scavenge finds the document being checked alive, so over 50,000 documents the
// young generation grows to its maximum (2 × 16 MB) although the live heap stays flat. Past
// 2 × 4 MB a larger young generation saves few scavenges and only adds resident memory, so the
// growth stops there: the same as starting node with --max-semi-space-size=4, which a running
// process cannot set (the heap is configured at start), while the growth factor is read at each
// growth (decision 0040).
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/** Both semi-spaces together (what V8 reports as new_space's size) may grow to this, not beyond. */
export const NEW_SPACE_CAP = 8 * 1024 * 1024;

/** Inputs shorter than this are checked too quickly for the young generation to grow past the cap. */
export const LONG_INPUT = 1024 * 1024;

/**
 * Looks at the young generation's size when called (every few output chunks); once it reached the
 * cap, V8 stops growing it. True when it stopped it.
 */
export function capYoungGeneration(): boolean {
  const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  if (!space || space.space_size < NEW_SPACE_CAP) return false;
  setFlagsFromString('--semi-space-growth-factor=1');
  return true;
}
