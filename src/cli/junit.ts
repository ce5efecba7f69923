// `check -o junit`: JUnit XML for CI test reports. One <testsuite> per file, one <testcase> per
// document (classname: the file; name: Kind/name): errors make a <failure> holding every error
// message with its line and column, warnings go to the test case's <system-out> as kubectl would
// print them, built-in kinds the playground does not check are <skipped>. A CRD's breaking changes
// from its previous version (--old) are failures of its test case with --fail-on-breaking, else
// lines of its <system-out>. A file with no
// Kubernetes document is a suite with one skipped test case.
import type { CheckResult, Diagnostic } from '../engine';
import { checkedDocuments, documentLabel, failing, type CheckedDocument } from './documents';
import type { SkippedFile } from './files';
import { shownDiagnostics } from './warnings';
import { breakingText } from './breaking';

/** Text as XML 1.0 character data: markup escaped, characters XML cannot hold replaced by U+FFFD. */
function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** An attribute value (double-quoted): also quotes, and line breaks and tabs as references so they survive. */
function xmlAttr(s: string): string {
  return xmlText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
}

const where = (d: Diagnostic): string => (d.range ? `${d.range.start.line}:${d.range.start.column}: ` : '');

interface Case {
  xml: string;
  failed: boolean;
  skipped: boolean;
}

/** A CRD's breaking changes from its previous version, as the text output prints them (`line:column: breaking: path (version): message`). */
function breakingLines(doc: CheckedDocument): string[] {
  return (doc.crd?.changes ?? []).filter((x) => x.breaking).map((x) => `${x.range ? `${x.range.start.line}:${x.range.start.column}: ` : ''}${breakingText(x)}`);
}

function testCase(doc: CheckedDocument, failOnBreaking: boolean): Case {
  const name = documentLabel(doc);
  const errors = doc.diagnostics.filter(failing);
  const { shown } = shownDiagnostics(doc.diagnostics.filter((d) => d.severity === 'warning'));
  const info = doc.diagnostics.filter((d) => d.severity === 'info');
  const breaking = breakingLines(doc);
  // with --fail-on-breaking the breaking changes fail the CRD's test case, as they fail the run
  const failures = [...errors.map((d) => `${where(d)}${d.message}`), ...(failOnBreaking ? breaking : [])];
  const out = [...shown.map((d) => `${where(d)}${d.message}`), ...(failOnBreaking ? [] : breaking)];
  let body = '';
  if (failures.length > 0) {
    const first = errors.length > 0 ? errors[0].message : failures[0].replace(/^\d+:\d+: /, '');
    const counts = [errors.length > 0 ? `${errors.length} error(s)` : '', failOnBreaking && breaking.length > 0 ? `${breaking.length} breaking change(s)` : ''];
    const type = counts.filter(Boolean).join(', ');
    body += `\n      <failure message="${xmlAttr(first)}" type="${xmlAttr(type)}">${xmlText(failures.join('\n'))}</failure>`;
  }
  const skipped = failures.length === 0 && !doc.crd && !doc.object?.crd && info.length > 0;
  if (skipped) body += `\n      <skipped message="${xmlAttr(info[0].message)}"/>`;
  if (out.length > 0) body += `\n      <system-out>${xmlText(out.join('\n'))}</system-out>`;
  const open = `    <testcase name="${xmlAttr(name)}" classname="${xmlAttr(doc.file)}"`;
  return { xml: body ? `${open}>${body}\n    </testcase>` : `${open}/>`, failed: failures.length > 0, skipped };
}

function suite(file: string, cases: Case[]): string {
  const failures = cases.filter((c) => c.failed).length;
  const skipped = cases.filter((c) => c.skipped).length;
  return `  <testsuite name="${xmlAttr(file)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}">\n${cases.map((c) => c.xml).join('\n')}\n  </testsuite>`;
}

export function checkJunit(r: CheckResult, files: string[], skipped: SkippedFile[] = [], failOnBreaking = false): string {
  const order = [...files];
  for (const d of r.diagnostics) if (!order.includes(d.source)) order.push(d.source);
  const docs = checkedDocuments(r, order);
  const skippedAt = new Map(skipped.map((s) => [s.file, s]));
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let skips = 0;
  let i = 0;
  for (const file of order) {
    const cases: Case[] = [];
    for (; i < docs.length && docs[i].file === file; i++) cases.push(testCase(docs[i], failOnBreaking));
    const s = skippedAt.get(file);
    if (s) cases.push({ xml: `    <testcase name="${xmlAttr(file)}" classname="${xmlAttr(file)}">\n      <skipped message="${xmlAttr(s.reason)}"/>\n    </testcase>`, failed: false, skipped: true });
    if (cases.length === 0) continue;
    tests += cases.length;
    failures += cases.filter((c) => c.failed).length;
    skips += cases.filter((c) => c.skipped).length;
    suites.push(suite(file, cases));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="crd-playground check" tests="${tests}" failures="${failures}" errors="0" skipped="${skips}">\n${suites.join('\n')}${suites.length ? '\n' : ''}</testsuites>\n`;
}
