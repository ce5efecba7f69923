// How much TurboFan inlines while the CLI runs. A CLI run is short: over the corpus (39 MB, 1,670
// files, `check --jobs 1`, about 2.6 s) V8 optimises ~650 functions on its helper threads, and those
// compiles used as much CPU as the checking thread itself (2.0 s), taking the second core from
// everything else and the first from the checking thread while both were busy. Most of a compile's
// cost is the graph of what it inlines; with at most 100 bytes of bytecode inlined into a function
// (V8's default 920) the helper threads used 0.65–0.8 s less over the corpus, the checking thread
// the same (±0.1 s), and the wall time fell 0.2–0.4 s (docs/decisions/0073). The language server
// (long-lived: steady-state speed is what counts there) keeps V8's default.
import { setFlagsFromString } from 'node:v8';

/** V8's `--max-inlined-bytecode-size-cumulative` while the CLI runs (V8's default 920). */
export const INLINED_BYTECODE_CUMULATIVE = 100;

/**
 * Sets it. V8's flags are per process (check workers share them) and this one is read at each
 * optimising compile, so it applies from the next compile on. A process that starts check workers
 * calls it only once they have loaded the CLI: V8 rejects a code cache written under other flags
 * (scripts/cli-bundle.mjs puts the flag back to its default before writing one).
 */
export function smallerInlining(): void {
  setFlagsFromString(`--max-inlined-bytecode-size-cumulative=${INLINED_BYTECODE_CUMULATIVE}`);
}
