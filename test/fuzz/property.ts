// The property every fuzz case is held to: check() returns (never throws) within a bounded time,
// and every diagnostic has a field path (a string; '' only for document-level problems) and a
// message free of JavaScript error text.
import { check, type CheckInput, type Diagnostic } from '../../src/engine';

/** Text that means a JavaScript error reached the user instead of a Kubernetes message. */
export const JS_ERROR_TEXT: readonly RegExp[] = [
  /is not a function/,
  /Cannot read propert/,
  /Maximum call stack/,
  /(?<!["']|be )\bundefined\b(?!["']| field)/, // kube's "must be undefined", cel-go's "undefined field" and a quoted value are fine
  /\[object Object\]/,
  /(?<!["']|infinity or )\bNaN\b(?!["'])/,
  /\bat \S+ \(.*:\d+:\d+\)/, // a stack frame
  /\.ts:\d+:\d+/,
];

export interface CaseOutcome {
  /** CPU time of the check (what a hang is measured by: the machine may be shared). */
  ms: number;
  /** Wall-clock time. */
  wallMs: number;
  /** The exception check() threw, if any. */
  threw?: string;
  /** Diagnostics that break the property. */
  bad: string[];
}

function badDiagnostic(d: Diagnostic): string | null {
  if (typeof d.field !== 'string') return `no field path: ${JSON.stringify(d)}`;
  // warnings are plain strings in kube (no field of their own); document-level problems have none
  // a request that cannot be decoded fails as a whole (400 BadRequest): kube names no field
  if (
    d.field === '' &&
    d.severity === 'error' &&
    d.type !== 'BadRequest' &&
    d.origin !== 'yaml' &&
    d.origin !== 'document' &&
    d.origin !== 'crd' &&
    d.origin !== 'versions' &&
    d.origin !== 'conversion'
  )
    return `empty field path (${d.origin}): ${d.message}`;
  if (typeof d.message !== 'string' || d.message === '') return `no message: ${JSON.stringify(d)}`;
  for (const re of JS_ERROR_TEXT) if (re.test(d.message)) return `JavaScript error text ${re}: ${d.message}`;
  return null;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export function runCase(input: CheckInput): CaseOutcome {
  const t0 = performance.now();
  const c0 = cpuMs();
  const wall = () => performance.now() - t0;
  try {
    const r = check(input);
    const ms = cpuMs() - c0;
    const wallMs = wall();
    const bad: string[] = [];
    for (const d of r.diagnostics) {
      const b = badDiagnostic(d);
      if (b) bad.push(b);
    }
    return { ms, wallMs, bad };
  } catch (e) {
    return { ms: cpuMs() - c0, wallMs: wall(), threw: e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e), bad: [] };
  }
}
