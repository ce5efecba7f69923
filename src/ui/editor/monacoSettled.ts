// Whether Monaco's part of the page load is over: it has taken over an editor, or its chunk could
// not load (the text areas stay the editors). Until then the page's main thread is busy with it
// (download, compile, module evaluation, editor creation); the page (main.tsx) starts the view and
// language workers only after this, so that on two cores they do not share the CPU with it (0029).
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => (settle = resolve));

/**
 * Resolves once Monaco is in an editor or has failed to load, or `fallbackMs` after this call,
 * whichever is first: a page without an editor, or a chunk slow to download (then the download, not
 * the CPU, is what is waited for), holds the workers back no longer than that.
 */
export function monacoSettled(fallbackMs = 3_000): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = new Promise<void>((resolve) => (timer = setTimeout(resolve, fallbackMs)));
  return Promise.race([settled, fallback]).finally(() => clearTimeout(timer));
}

/** Monaco has taken over an editor, or will not: see monacoSettled. */
export function markMonacoSettled(): void {
  settle();
}
