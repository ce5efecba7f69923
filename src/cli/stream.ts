// `check` one document at a time: each file (or stdin) is cut into its documents, the documents
// that may be CRDs are loaded first, then every other document is decoded, checked and dropped
// (the engine's streamCheck). Memory holds the largest document and the results: with the text,
// JUnit and GitHub outputs, which print no values, an object's result keeps only what they print.
// The result is check()'s for the same input (the CLI puts both in input order).
import { check, mayHoldCRD, sourceParts, streamCheck, type CheckOptions, type CheckResult, type ObjectReport, type SourceText } from '../engine';

/** An object's report without its values (decoded, defaulted, stored objects, columns): what text output does not print. */
export function withoutValues(o: ObjectReport): ObjectReport {
  return { ...o, input: null, defaultedObject: null, decodedObject: undefined, result: null, storage: undefined, columns: undefined, scale: undefined, rules: [], conversions: undefined };
}

/** check() of creates, document by document. `keepValues: false` drops what only `-o json` prints. */
export function checkStreaming(sources: SourceText[], options: CheckOptions, keepValues: boolean): CheckResult {
  const started = performance.now();
  const parts = sources.flatMap(sourceParts);
  const stream = streamCheck(parts.filter(mayHoldCRD), options);
  const objects: ObjectReport[] = [];
  const diagnostics = [...stream.crds.diagnostics];
  for (const part of parts) {
    const r = stream.check(part);
    // a CRD the quick look missed (a kind spelt with escapes): check the whole input at once
    if (!r) return check({ sources, options });
    for (const o of r.objects) objects.push(keepValues ? o : withoutValues(o));
    for (const d of r.diagnostics) diagnostics.push(d);
  }
  return { crds: stream.crds.crds, objects, diagnostics, elapsedMs: performance.now() - started, kubeVersion: stream.crds.kubeVersion };
}
