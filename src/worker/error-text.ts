// What the user reads when the engine or a worker fails: a sentence, never JavaScript's error text
// (the detail goes to the console for a bug report).

/** A JavaScript stack overflow (the value is nested deeper than the code can follow). */
function isStackOverflow(err: unknown): boolean {
  return err instanceof RangeError || (typeof err === 'object' && err !== null && /call stack/i.test(String((err as { message?: unknown }).message)));
}

/** The reason shown in place of an exception's text; the exception is logged. */
export function userErrorText(err: unknown): string {
  if (typeof console !== 'undefined') console.error(err);
  return isStackOverflow(err) ? 'the input is nested too deeply to process' : 'an internal error';
}
