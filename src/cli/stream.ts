// `check` one document at a time: each file (or stdin) is cut into its documents, the documents
// that may be CRDs are loaded first, then every other document is decoded, checked and dropped
// (the engine's checkByDocument). Memory holds the largest document and the results: with the text,
// JUnit and GitHub outputs, which print no values, an object's result keeps only what they print
// (and the engine does not make the values). The result is check()'s for the same input (the CLI
// puts both in input order). streamout.ts prints the text and JSON outputs without keeping results.
import { checkByDocument, type CheckOptions, type CheckResult, type ObjectReport, type SourceText } from '../engine';

/** An object's report without its values (decoded, defaulted, stored objects, columns): what text output does not print. */
export function withoutValues(o: ObjectReport): ObjectReport {
  return { ...o, input: null, defaultedObject: null, decodedObject: undefined, result: null, storage: undefined, columns: undefined, scale: undefined, rules: [], conversions: undefined };
}

/** check() of creates, document by document (the engine's checkByDocument). `keepValues: false` drops what only `-o json` prints. */
export function checkStreaming(sources: SourceText[], options: CheckOptions, keepValues: boolean): CheckResult {
  return keepValues ? checkByDocument({ sources, options }, undefined, { once: true }) : checkByDocument({ sources, options }, withoutValues, { values: false, once: true });
}
