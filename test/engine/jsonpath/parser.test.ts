// Pins client-go util/jsonpath parser_test.go (TestParser, TestFailParser) and further parse
// errors of parser.go.
import { describe, expect, it } from 'vitest';
import { nodeString, parseJSONPath, type JPNode } from '../../../src/engine/jsonpath/jsonpath';

function collect(nodes: string[], cur: JPNode): string[] {
  nodes.push(cur.type === 'NodeList' ? 'NodeList' : nodeString(cur));
  if (cur.type === 'NodeList') for (const n of cur.nodes) collect(nodes, n);
  if (cur.type === 'NodeFilter') {
    collect(nodes, cur.left);
    collect(nodes, cur.right);
  }
  if (cur.type === 'NodeUnion') for (const n of cur.nodes) collect(nodes, n);
  return nodes;
}

const arr = (p: [number, boolean, boolean][]) => `NodeArray: [${p.map(([v, k, d]) => `{${v} ${k} ${d}}`).join(' ')}]`;

// parser_test.go parserTests: name, template, expected node strings
const parserTests: [string, string, string[]][] = [
  ['plain', 'hello jsonpath', ['NodeText: hello jsonpath']],
  ['variable', 'hello {.jsonpath}', ['NodeText: hello ', 'NodeList', 'NodeField: jsonpath']],
  ['arrayfiled', "hello {['jsonpath']}", ['NodeText: hello ', 'NodeList', 'NodeField: jsonpath']],
  ['quote', '{"{"}', ['NodeList', 'NodeText: {']],
  [
    'array',
    '{[1:3]}',
    [
      'NodeList',
      arr([
        [1, true, false],
        [3, true, false],
        [0, false, false],
      ]),
    ],
  ],
  [
    'allarray',
    '{.book[*].author}',
    [
      'NodeList',
      'NodeField: book',
      arr([
        [0, false, false],
        [0, false, false],
        [0, false, false],
      ]),
      'NodeField: author',
    ],
  ],
  ['wildcard', '{.bicycle.*}', ['NodeList', 'NodeField: bicycle', 'NodeWildcard']],
  ['filter', '{[?(@.price<3)]}', ['NodeList', 'NodeFilter: NodeList < NodeList', 'NodeList', 'NodeField: price', 'NodeList', 'NodeInt: 3']],
  ['recursive', '{..}', ['NodeList', 'NodeRecursive']],
  ['recurField', '{..price}', ['NodeList', 'NodeRecursive', 'NodeField: price']],
  ['arraydict', "{['book.price']}", ['NodeList', 'NodeField: book', 'NodeField: price']],
  [
    'union',
    "{['bicycle.price', 3, 'book.price']}",
    [
      'NodeList',
      'NodeUnion',
      'NodeList',
      'NodeField: bicycle',
      'NodeField: price',
      'NodeList',
      arr([
        [3, true, false],
        [4, true, true],
        [0, false, false],
      ]),
      'NodeList',
      'NodeField: book',
      'NodeField: price',
    ],
  ],
  ['range', '{range .items}{.name},{end}', ['NodeList', 'NodeIdentifier: range', 'NodeField: items', 'NodeList', 'NodeField: name', 'NodeText: ,', 'NodeList', 'NodeIdentifier: end']],
  [
    'paired parentheses in quotes',
    '{[?(@.status.nodeInfo.osImage == "()")]}',
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', 'NodeText: ()'],
  ],
  [
    'paired parentheses in double quotes and with double quotes escape',
    '{[?(@.status.nodeInfo.osImage == "(\\"\\")")]}',
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', 'NodeText: ("")'],
  ],
  ['unregular parentheses in double quotes', '{[?(@.test == "())(")]}', ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: test', 'NodeList', 'NodeText: ())(']],
  [
    'plain text in single quotes',
    "{[?(@.status.nodeInfo.osImage == 'Linux')]}",
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', 'NodeText: Linux'],
  ],
  [
    'test filter suffix',
    '{[?(@.status.nodeInfo.osImage == "{[()]}")]}',
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', 'NodeText: {[()]}'],
  ],
  [
    'double inside single',
    `{[?(@.status.nodeInfo.osImage == "''")]}`,
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', "NodeText: ''"],
  ],
  [
    'single inside double',
    `{[?(@.status.nodeInfo.osImage == '""')]}`,
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', 'NodeText: ""'],
  ],
  [
    'single containing escaped single',
    "{[?(@.status.nodeInfo.osImage == '\\\\\\'')]}",
    ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: status', 'NodeField: nodeInfo', 'NodeField: osImage', 'NodeList', "NodeText: \\'"],
  ],
  [
    'negative index slice, equals a[len-5] to a[len-1]',
    '{[-5:]}',
    [
      'NodeList',
      arr([
        [-5, true, false],
        [0, false, false],
        [0, false, false],
      ]),
    ],
  ],
  [
    'negative index slice, equals a[len-1]',
    '{[-1]}',
    [
      'NodeList',
      arr([
        [-1, true, false],
        [0, true, true],
        [0, false, false],
      ]),
    ],
  ],
  [
    'negative index slice, equals a[1] to a[len-1]',
    '{[1:-1]}',
    [
      'NodeList',
      arr([
        [1, true, false],
        [-1, true, false],
        [0, false, false],
      ]),
    ],
  ],
  // parser.go details
  ['escaped dot in a field name', '{.metadata.labels.kubernetes\\.io/hostname}', ['NodeList', 'NodeField: metadata', 'NodeField: labels', 'NodeField: kubernetes.io/hostname']],
  ['bool literal', '{[?(@.ready==true)]}', ['NodeList', 'NodeFilter: NodeList == NodeList', 'NodeList', 'NodeField: ready', 'NodeList', 'NodeBool: true']],
  ['float literal', '{[?(@.x>2.5)]}', ['NodeList', 'NodeFilter: NodeList > NodeList', 'NodeList', 'NodeField: x', 'NodeList', 'NodeFloat: 2.500000']],
  [
    'int beyond int64 parses as float',
    '{[?(@.x>99999999999999999999)]}',
    ['NodeList', 'NodeFilter: NodeList > NodeList', 'NodeList', 'NodeField: x', 'NodeList', 'NodeFloat: 100000000000000000000.000000'],
  ],
  ['exists filter', '{[?(@.z)].id}', ['NodeList', 'NodeFilter: NodeList exists NodeList', 'NodeList', 'NodeField: z', 'NodeList', 'NodeField: id']],
  ['$ and spaces are skipped', '{ $.a }', ['NodeList', 'NodeField: a']],
  [
    'empty brackets mean index 0',
    '{[]}',
    [
      'NodeList',
      arr([
        [0, false, false],
        [1, true, true],
        [0, false, false],
      ]),
    ],
  ],
];

describe('parseJSONPath: parser_test.go TestParser', () => {
  it.each(parserTests)('%s: %s', (_name, template, nodes) => {
    const r = parseJSONPath(template);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(collect([], r.ast).slice(1)).toEqual(nodes);
  });
});

// TestFailParser plus the other error texts of parser.go
const failTests: [string, string, string][] = [
  ['unclosed action', '{.hello', 'unclosed action'],
  ['unrecognized character', '{*}', "unrecognized character in action: U+002A '*'"],
  ['invalid number', '{+12.3.0}', 'cannot parse number +12.3.0'],
  ['unterminated array', '{[1}', 'unterminated array'],
  ['unterminated filter', '{[?(.price]}', 'unterminated filter'],
  ['invalid multiple recursive descent', '{........}', 'invalid multiple recursive descent'],
  ['malformat input (parser_test.go shouldError)', '{\\\\\\}', "unrecognized character in action: U+005C '\\'"],
  ['unprintable rune has no quoted form', '{\t}', 'unrecognized character in action: U+0009'],
  ['newline inside an action', '{.a\n}', 'unclosed action'],
  ['invalid array index', '{.a[x]}', 'invalid array index x'],
  ['array index not a number', '{.a[-]}', 'array index - is not a number'],
  ['unterminated quoted string', '{"abc}', 'unterminated quoted string'],
  ['bad escape in a quoted string', '{"a\\qb"}', 'unquote string "a\\qb" error invalid syntax'],
  ['filter without closing bracket', '{[?(@.a==1)x}', 'unclosed array expect ]'],
  ['bad index in a union member', "{['a,b']}", "invalid array index 'a"],
  ['lone sign is not a number', '{-}', 'cannot parse number -'],
];

describe('parseJSONPath: parser_test.go TestFailParser', () => {
  it.each(failTests)('%s: %s', (_name, template, error) => {
    expect(parseJSONPath(template)).toEqual({ ok: false, error });
  });
});
