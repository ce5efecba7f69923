// JavaScript's own error texts ("x is not a function", "Maximum call stack size exceeded")
// never reach a user: an engine bug or an exhausted call stack is named for what it means.

/** The user-facing text for an error thrown by JavaScript itself, or undefined for the engine's own errors. */
export function internalErrorText(e: unknown): string | undefined {
  if (e instanceof RangeError && /call stack|too much recursion/i.test(e.message)) {
    return 'the input nests too deeply for this playground to follow (the call stack is exhausted); it is not checked';
  }
  if (e instanceof TypeError || e instanceof ReferenceError || e instanceof RangeError || !(e instanceof Error)) {
    return 'the playground could not finish this check (an engine bug; please report it with the input)';
  }
  return undefined;
}
