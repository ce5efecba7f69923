// `kubectl get ... -o jsonpath=<template>`: cli-runtime JSONPathPrintFlags / JSONPathPrinter
// (AllowMissingKeys on by default, the parse and execution error texts) and kubectl get's
// wrapping of several objects into a v1 List.
import type { JSONValue } from '../apis/json';
import { goQuote, goSharpV } from '../golang/fmt';
import { evaluateJSONPath, parseJSONPath } from '../jsonpath/jsonpath';

export interface KubectlJSONPathOptions {
  /** --allow-missing-template-keys (default true) */
  allowMissingKeys?: boolean;
  /** one object named on the command line: the template sees the object, not a List */
  single?: boolean;
}

/** The object kubectl hands to the template: the object itself, or a v1 List of all of them. */
export function kubectlQueryObject(objects: JSONValue[], single: boolean): JSONValue {
  if (single && objects.length === 1) return objects[0];
  return { apiVersion: 'v1', items: objects, kind: 'List', metadata: {} };
}

/** The printed text, or kubectl's error (without the leading `error: `). */
export function kubectlGetJSONPath(template: string, objects: JSONValue[], opts: KubectlJSONPathOptions = {}): { ok: true; text: string } | { ok: false; error: string } {
  const parsed = parseJSONPath(template);
  if (!parsed.ok) return { ok: false, error: `error parsing jsonpath ${template}, ${parsed.error}` };
  const query = kubectlQueryObject(objects, !!opts.single);
  const r = evaluateJSONPath(parsed.ast, query, { allowMissingKeys: opts.allowMissingKeys ?? true });
  if (r.ok) return { ok: true, text: r.text };
  const debug =
    `Error executing template: ${r.error}. Printing more information for debugging the template:\n` +
    `\ttemplate was:\n\t\t${template}\n` +
    `\tobject given to jsonpath engine was:\n\t\t${goSharpV(query, false)}\n\n`;
  return { ok: false, error: `error executing jsonpath ${goQuote(template)}: ${debug}\n` };
}
