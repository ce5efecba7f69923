// client-go util/jsonpath (jsonpath.go): evaluating a parsed template against a JSON value
// with FindResults / PrintResults / Execute semantics, as kubectl's `-o jsonpath` and the
// apiserver's printer columns use it. Map keys are visited in sorted order (Go visits them in
// random order).
import { isMap, GoFloat, GoInt, GoUint8, NO_VALUE, ComparisonError, goEqual, goLess, goJSONMarshal, goSprint, goTypeName, type GoValue } from '../golang/values';
import { parseJSONPath, type JPNode, type ListNode } from './parser';

export { parseJSONPath, nodeString, type JPNode, type ListNode } from './parser';

export interface JSONPathOptions {
  /** AllowMissingKeys: a missing field gives no result instead of `<name> is not found`. */
  allowMissingKeys?: boolean;
}

export type JSONPathResult = { ok: true; text: string; results: GoValue[][] } | { ok: false; error: string };

class ExecError {
  constructor(readonly message: string) {}
}

/** Execute: FindResults, then PrintResults of every result list. */
export function evaluateJSONPath(ast: ListNode, value: unknown, opts: JSONPathOptions = {}): JSONPathResult {
  const found = findJSONPathResults(ast, value, opts);
  if (!found.ok) return found;
  let text = '';
  for (const list of found.results) text += printJSONPathResults(list);
  return { ok: true, text, results: found.results };
}

/** Parses and executes a template in one step (kubectl `-o jsonpath=<template>`). */
export function executeJSONPath(template: string, value: unknown, opts: JSONPathOptions = {}): JSONPathResult {
  const parsed = parseJSONPath(template);
  if (!parsed.ok) return parsed;
  return evaluateJSONPath(parsed.ast, value, opts);
}

/** FindResults: one result list per top-level node (text or action), ranges expanded. */
export function findJSONPathResults(ast: ListNode, value: unknown, opts: JSONPathOptions = {}): { ok: true; results: GoValue[][] } | { ok: false; error: string } {
  try {
    const ev = new Evaluator(!!opts.allowMissingKeys);
    return { ok: true, results: ev.findResults(value === null ? NO_VALUE : value, ast.nodes) };
  } catch (e) {
    if (e instanceof ExecError || e instanceof ComparisonError) return { ok: false, error: e.message };
    if (e instanceof RangeError) return { ok: false, error: 'template too deeply nested' };
    throw e;
  }
}

/** PrintResults: maps and slices as JSON, everything else with %v, separated by spaces. */
export function printJSONPathResults(results: GoValue[]): string {
  let out = '';
  results.forEach((r, i) => {
    const isContainer = Array.isArray(r) || isMap(r);
    out += isContainer ? goJSONMarshal(r) : evalToText(r);
    if (i !== results.length - 1) out += ' ';
  });
  return out;
}

function evalToText(v: GoValue): string {
  if (v === NO_VALUE) return '<no value>';
  if (v === null || v === undefined) return 'null';
  return goSprint(v);
}

/** Go's template.Indirect: a nil interface is reported as nil. */
function isNil(v: GoValue): boolean {
  return v === null || v === undefined;
}

class Evaluator {
  private beginRange = 0;
  private inRange = 0;
  private endRange = 0;
  private lastEndNode: JPNode | null = null;

  constructor(private readonly allowMissingKeys: boolean) {}

  findResults(data: GoValue, nodes: JPNode[]): GoValue[][] {
    const cur = [data];
    const full: GoValue[][] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      const results = this.walk(cur, node);
      // an end node closes the current range block
      if (this.endRange > 0 && this.endRange <= this.inRange) {
        this.endRange--;
        this.lastEndNode = node;
        break;
      }
      // a range node starts a loop over its results
      if (this.beginRange > 0) {
        this.beginRange--;
        this.inRange++;
        const rest = nodes.slice(i + 1);
        if (results.length > 0) {
          for (const v of results) full.push(...this.findResults(isNil(v) ? NO_VALUE : v, rest));
        } else {
          // still walk the block so the position advances to its end node
          this.findResults(NO_VALUE, rest);
        }
        this.inRange--;
        for (let k = i + 1; k < nodes.length; k++) {
          if (nodes[k] === this.lastEndNode) {
            i = k;
            break;
          }
        }
        continue;
      }
      full.push(results);
    }
    return full;
  }

  private walk(input: GoValue[], node: JPNode): GoValue[] {
    switch (node.type) {
      case 'NodeList':
        return this.evalList(input, node);
      case 'NodeText':
        return [node.text];
      case 'NodeField':
        return this.evalField(input, node.value);
      case 'NodeArray':
        return this.evalArray(input, node);
      case 'NodeFilter':
        return this.evalFilter(input, node);
      case 'NodeInt':
        return input.map(() => new GoInt(node.value));
      case 'NodeFloat':
        return input.map(() => new GoFloat(node.value));
      case 'NodeBool':
        return input.map(() => node.value);
      case 'NodeWildcard':
        return this.evalWildcard(input);
      case 'NodeRecursive':
        return this.evalRecursive(input);
      case 'NodeUnion': {
        const out: GoValue[] = [];
        for (const list of node.nodes) out.push(...this.evalList(input, list));
        return out;
      }
      case 'NodeIdentifier':
        return this.evalIdentifier(input, node.name);
    }
  }

  private evalList(value: GoValue[], node: ListNode): GoValue[] {
    let cur = value;
    for (const n of node.nodes) cur = this.walk(cur, n);
    return cur;
  }

  private evalIdentifier(input: GoValue[], name: string): GoValue[] {
    if (name === 'range') {
      this.beginRange++;
      return input;
    }
    if (name === 'end') {
      if (this.inRange > 0) {
        this.endRange++;
        return [];
      }
      throw new ExecError('not in range, nothing to end');
    }
    throw new ExecError(`unrecognized identifier ${name}`);
  }

  private evalArray(input: GoValue[], node: Extract<JPNode, { type: 'NodeArray' }>): GoValue[] {
    const result: GoValue[] = [];
    for (const value of input) {
      if (isNil(value)) continue;
      if (!Array.isArray(value)) throw new ExecError(`${goTypeName(value)} is not array or slice`);
      const len = value.length;
      const p = node.params.map((x) => ({ ...x }));
      if (!p[0].known) p[0].value = 0;
      if (p[0].value < 0) p[0].value += len;
      if (!p[1].known) p[1].value = len;
      if (p[1].value < 0 || (p[1].value === 0 && p[1].derived)) p[1].value += len;
      if (p[1].value === p[0].value) return result; // zero elements requested
      if (p[0].value >= len || p[0].value < 0) throw new ExecError(`array index out of bounds: index ${p[0].value}, length ${len}`);
      if (p[1].value > len || p[1].value < 0) throw new ExecError(`array index out of bounds: index ${p[1].value - 1}, length ${len}`);
      if (p[0].value > p[1].value) throw new ExecError(`starting index ${p[0].value} is greater than ending index ${p[1].value}`);
      const slice = value.slice(p[0].value, p[1].value);
      let step = 1;
      if (p[2].known) {
        if (p[2].value <= 0) throw new ExecError('step must be > 0');
        step = p[2].value;
      }
      for (let i = 0; i < slice.length; i += step) result.push(slice[i]);
    }
    return result;
  }

  private evalField(input: GoValue[], name: string): GoValue[] {
    const results: GoValue[] = [];
    if (input.length === 0) return results;
    for (const value of input) {
      if (isNil(value)) continue;
      if (isMap(value) && Object.prototype.hasOwnProperty.call(value, name)) results.push(value[name]);
    }
    if (results.length === 0) {
      if (this.allowMissingKeys) return results;
      throw new ExecError(`${name} is not found`);
    }
    return results;
  }

  private evalWildcard(input: GoValue[]): GoValue[] {
    const results: GoValue[] = [];
    for (const value of input) results.push(...children(value));
    return results;
  }

  private evalRecursive(input: GoValue[]): GoValue[] {
    const result: GoValue[] = [];
    for (const value of input) {
      const kids = children(value);
      if (kids.length !== 0) {
        result.push(value);
        result.push(...this.evalRecursive(kids));
      }
    }
    return result;
  }

  private evalFilter(input: GoValue[], node: Extract<JPNode, { type: 'NodeFilter' }>): GoValue[] {
    const results: GoValue[] = [];
    for (const value of input) {
      if (!Array.isArray(value)) {
        const shown = value === NO_VALUE ? '<invalid reflect.Value>' : goSprint(value === undefined ? null : value);
        throw new ExecError(`${shown} is not array or slice and cannot be filtered`);
      }
      for (const item of value) {
        const temp = [item];
        let lefts: GoValue[];
        let leftErr: ExecError | null = null;
        try {
          lefts = this.evalList(temp, node.left);
        } catch (e) {
          if (!(e instanceof ExecError)) throw e;
          lefts = [];
          leftErr = e;
        }
        if (node.operator === 'exists') {
          if (lefts.length > 0) results.push(item);
          continue;
        }
        if (leftErr) throw leftErr;
        if (lefts.length === 0) continue;
        if (lefts.length > 1) throw new ExecError('can only compare one element at a time');
        const rights = this.evalList(temp, node.right);
        if (rights.length === 0) continue;
        if (rights.length > 1) throw new ExecError('can only compare one element at a time');
        const left = lefts[0];
        const right = rights[0];
        let pass: boolean;
        switch (node.operator) {
          case '<':
            pass = goLess(left, right);
            break;
          case '>':
            pass = !(goLess(left, right) || goEqual(left, right));
            break;
          case '==':
            pass = goEqual(left, right);
            break;
          case '!=':
            pass = !goEqual(left, right);
            break;
          case '<=':
            pass = goLess(left, right) || goEqual(left, right);
            break;
          case '>=':
            pass = !goLess(left, right);
            break;
          default:
            throw new ExecError(`unrecognized filter operator ${node.operator}`);
        }
        if (pass) results.push(item);
      }
    }
    return results;
  }
}

/** The elements a wildcard visits: map values, slice elements, or the bytes of a string. */
function children(value: GoValue): GoValue[] {
  if (isNil(value) || value === NO_VALUE) return [];
  if (Array.isArray(value)) return value;
  if (isMap(value)) {
    return Object.keys(value)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((k) => value[k]);
  }
  if (typeof value === 'string') return Array.from(new TextEncoder().encode(value), (b) => new GoUint8(b));
  return [];
}
