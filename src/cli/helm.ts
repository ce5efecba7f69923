// Helm chart templates in the paths `check` is given: they are Go templates that render to
// Kubernetes YAML, not YAML themselves (`{{- if .Values.x }}` lines, `name: {{ .Release.Name }}`
// values), so they are named once as skipped instead of being reported as YAML errors. A file is
// a template when it is under a chart's `templates/` directory (a `Chart.yaml` beside that
// directory, as `helm lint` finds charts) or when a Go template action stands where YAML
// structure is (a line or a plain value starting with `{{`), outside comments and block scalars
// (a ConfigMap may hold a template for another tool as a string, as Argo Workflows' `"{{...}}"`
// parameters are strings).
import { dirname, join, sep } from 'node:path';
import type { Io } from './io';

export const HELM_TEMPLATE = 'not a Kubernetes document (Helm template)';

/** A Go template action (`{{ ... }}`, `{{- ... -}}`) at the start of the text, closed on the same line. */
const ACTION = /^\{\{.*\}\}/;
/** A value that is one action (`name: {{ include "x" . }}`), a comment after it at most. */
const ACTION_VALUE = /^\{\{.*\}\}\s*(?:#.*)?$/;
/** A mapping key and its `:` (plain, without quotes in it, or quoted) at the start of a line's content. */
const KEY = /^(?:"[^"]*"|'[^']*'|[^\s#'"{[][^#'":]*):(?:\s+|$)/;
/** A block scalar header at the end of a line (`key: |`, `- >-`). */
const BLOCK_SCALAR = /(?:^|[\s:-])[|>][-+0-9]*\s*(?:#.*)?$/;

/** Whether a Go template action stands where YAML structure is: at the start of a line, or as a plain value after `key:` or `- `. */
export function hasTemplateActions(text: string): boolean {
  // every action opens with `{{`: most files have none, and are not read line by line
  if (!text.includes('{{')) return false;
  let blockIndent = -1;
  let blockSpaces = '';
  for (const line of text.split('\n')) {
    // a line without `{{`, `|` and `>` outside a block scalar can neither be an action nor open a block scalar:
    // nothing below would change (most lines of a large file with an action in some description)
    if (blockIndent < 0 && !line.includes('{{') && !line.includes('|') && !line.includes('>')) continue;
    // a line of a block scalar indented with more spaces than its header (below: indent > blockIndent)
    if (blockIndent >= 0 && line.startsWith(blockSpaces)) continue;
    const indent = line.length - line.trimStart().length;
    const body = line.trim();
    if (blockIndent >= 0) {
      if (body === '' || indent > blockIndent) continue;
      blockIndent = -1;
    }
    if (body === '' || body.startsWith('#')) continue;
    // the start of a line, or a value after `key: ` / `- ` (a plain scalar cannot start with `{{`: YAML reads a flow mapping)
    let value = body.replace(/^(?:-\s+)+/, '');
    const key = KEY.exec(value);
    if (key) value = value.slice(key[0].length).replace(/^(?:-\s+)+/, '');
    if (ACTION.test(body) || (value !== body && ACTION_VALUE.test(value))) return true;
    if (BLOCK_SCALAR.test(body)) {
      blockIndent = indent;
      blockSpaces = ' '.repeat(indent + 1);
    }
  }
  return false;
}

/** Whether a file is under the `templates/` directory of a Helm chart (a `Chart.yaml` beside it). */
function inChartTemplates(path: string, io: Io): boolean {
  const parts = path.split(sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    if (parts[i] !== 'templates') continue;
    const chart = parts.slice(0, i).join(sep) || (path.startsWith(sep) ? sep : '.');
    try {
      io.readFile(join(chart, 'Chart.yaml'));
      return true;
    } catch {
      // no chart here
    }
  }
  return false;
}

/** Whether `check` skips the source as a Helm template (`<stdin>` only by its content). */
export function isHelmTemplate(id: string, text: string, io: Io, stdinId: string): boolean {
  if (id !== stdinId && dirname(id) !== id && inChartTemplates(id, io)) return true;
  return hasTemplateActions(text);
}
