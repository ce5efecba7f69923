// The nesting estimate a text is given before it is parsed (yaml/nesting.ts findExcessiveNesting;
// the playground's own bound, documents.ts MAX_SOURCE_NESTING: the yaml library recurses). Within a
// line the scan reads only newlines, quotes, escapes inside double quotes, comments and flow
// brackets (it jumps from one to the next): a bracket counts outside quotes and comments only.
// At a line's start it reads the indentation (in one go) and the `- ` entries.
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
    // block indentation: each line indented more than the open ones opens a level, at its first character
    ['block mappings indented two spaces', 'a:\n  b:\n    c: 1\n', 12],
    ['block mappings indented one space', 'a:\n b:\n  c: 1\n', 9],
    ['lines at an open indentation close the deeper ones', 'a:\n  b: 1\n  c: 1\nd:\n  e:\n', -1],
    ['a comment line opens nothing', 'a:\n    # x\n  b: 1\n', -1],
    ['sequence entries on one line, each a level', '- - - x\n', 4],
    ['spaces after an entry indent what follows it', '-   - x\n', 6],
    ['an entry and the spaces after it, under a key', 'a:\n  -   b:\n        c: 1\n', 9],
    ['a block scalar whose lines indent further (an estimate: each counts)', 'a: |\n  x\n   y\n    z\n', 12],
    ['an indented text closes to its own first column', '  a:\n    b:\n  c:\n    d:\n      e: 1\n', 30],
    // within a line the scan goes from one of these characters to the next, over lines when the state allows
    ['an escaped line feed in double quotes: the next line goes on, no line start', 'a:\n  b: "x\\\n    y"\n', -1],
    ['a line feed in double quotes: the next line starts, its indentation opens a level', 'a:\n  b: "x\n    y"\n', 15],
    ['an escaped backslash ends no quote: the quotes close after it', 'a: "\\\\"\n  b:\n    c: [\n', 17],
    ['an apostrophe read as a quote until the next one, lines later', "a: don't\n  b: [[[\n  c: it's\nd: [[[", 33],
    ['a quote inside a comment opens nothing', "a: b # it's\nc: [[[", 17],
    ['a double quote inside a comment opens nothing either', 'a: b #"\n  c:\n    d: 1\n', 17],
    ['a # inside double quotes starts no comment', 'a: "x # y"\nb: [[[', 16],
  ])('%s', (_name, text, at) => {
    expect(findExcessiveNesting(text, 2)).toBe(at);
  });
});
