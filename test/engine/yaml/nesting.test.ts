// The nesting estimate a text is given before it is parsed (yaml/nesting.ts findExcessiveNesting;
// the playground's own bound, documents.ts MAX_SOURCE_NESTING: the yaml library recurses). Within a
// line the scan reads only newlines, quotes, escapes inside double quotes, comments and flow
// brackets (it jumps from one to the next): a bracket counts outside quotes and comments only.
import { describe, expect, it } from 'vitest';
import { findExcessiveNesting } from '../../../src/engine/yaml/nesting';

describe('findExcessiveNesting: where a text first nests deeper than the limit (2 here)', () => {
  it.each<[string, string, number]>([
    ['flow brackets in a plain value', 'a: [[[x]]]', 5],
    ['brackets inside double quotes', 'a: "[[[" x', -1],
    ['an escaped quote keeps the double quotes open', 'a: "\\"[[[" x', -1],
    ['brackets after single quotes close', "a: '[[[' [[[", 11],
    ['a doubled single quote (the scan closes and reopens: still inside)', "a: 'it''s [[[' x", -1],
    ['a comment after a space', 'a: b #[[[', -1],
    ['a # inside a word is no comment', 'a: b#[[[', 7],
    ['double quotes over lines: brackets inside them do not count', 'a: "x\n[[[\n"\nb: [[[', 17],
    ['braces and brackets together', 'a: {b: [c', -1],
    ['braces and brackets together, one deeper', 'a: {b: [{c', 8],
    ['a closing bracket ends a level', 'a: [[]] [[]] [x', -1],
    ['a backslash outside quotes is a plain character', 'a: x\\[[[', 7],
  ])('%s', (_name, text, at) => {
    expect(findExcessiveNesting(text, 2)).toBe(at);
  });
});
