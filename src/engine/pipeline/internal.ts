// The diagnostic text of an engine failure on one document: a sentence for the user, never
// JavaScript's own error text (no "Maximum call stack size exceeded", no "x is not a function").

/** Why a document could not be checked, from the exception the check raised. */
export function internalErrorDetail(e: unknown): string {
  const overflow = e instanceof RangeError || /call stack/i.test(String((e as { message?: unknown } | null)?.message ?? ''));
  return overflow
    ? 'this document is nested too deeply to check (after its aliases are expanded); reduce the nesting'
    : 'internal error while checking this document (a bug in the playground; please report it with the input)';
}
