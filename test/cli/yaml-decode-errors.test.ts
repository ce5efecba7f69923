// A document go-yaml v2 cannot decode never reaches the apiserver: kubectl (sigs.k8s.io/yaml
// YAMLToJSON, gopkg.in/yaml.v2 decode.go/resolve.go) fails it with the decoding error and sends
// nothing, so `check` reports that error and does not also check the document as an object (it
// printed "is valid" beside the error, with the value the decoder had given up on).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { CRONTAB_CRD, PLAIN_PROPS, crontab } from '../fixtures/crontab';
import { anchorFanOut } from '../fixtures/hostile';
import { fakeIo } from './fake-io';

const CRD = CRONTAB_CRD(PLAIN_PROPS);
const indented = (text: string) => text.replace(/^/gm, '  ').trimEnd();

describe('check: a document go-yaml v2 fails to decode is reported, not checked', () => {
  it.each([
    // decode.go d.alias / allowedAliasRatio: a billion laughs under spec
    ['excessive aliasing', `image: x\nbomb:\n${indented(anchorFanOut(40))}`, 'document contains excessive aliasing'],
    // parserc.go: an alias whose anchor was never defined
    ['an unknown anchor', 'image: *nope', "unknown anchor 'nope' referenced"],
    // resolve.go resolve(): failf("cannot decode %s `%s` as a %s", shortTag(rtag), in, shortTag(tag))
    ['a value its tag cannot hold', 'replicas: !!int abc', 'cannot decode !!str `abc` as a !!int'],
    ['null under !!bool', 'image: !!bool ~', 'cannot decode !!null `~` as a !!bool'],
    // decode.go d.merge: failf("map merge requires map or sequence of maps as the value")
    ['a merge of a scalar', 'base: &b x\nimage:\n  <<: *b', 'map merge requires map or sequence of maps as the value'],
    // decode.go d.mapping: failf("invalid map key: %#v", k.Interface()) for a sequence or mapping key
    ['a sequence as a key', '? [a, 1, true, null, 1.5]\n: c', 'invalid map key: []interface {}{"a", 1, true, interface {}(nil), 1.5}'],
    ['a mapping as a key', '? {b: [x], a: 2}\n: c', 'invalid map key: map[interface {}]interface {}{"a":2, "b":[]interface {}{"x"}}'],
    // sigs.k8s.io/yaml converts to JSON, which has no infinity: json.Marshal fails
    ['an infinite float', 'replicas: !!float .inf', '.inf: JSON has no representation for infinity or NaN'],
    // readerc.go yaml_parser_update_buffer: a raw character outside YAML's printable set, even in a
    // quoted string (terminal colours pasted in) or a comment
    ['a raw ESC in a quoted string', 'image: "\x1b[31mred"', 'control characters are not allowed'],
    ['a raw C1 control in a comment', 'image: x # \x85 is NEL, fine; \x9b is not', 'control characters are not allowed'],
  ])('%s', async (_name, spec, message) => {
    for (const output of ['text', 'json', 'junit', 'github']) {
      const io = fakeIo({ 'crd.yaml': CRD, 'o.yaml': crontab(spec) });
      expect(await main(['check', 'crd.yaml', 'o.yaml', '-o', output], io)).toBe(1);
      if (output === 'text') {
        const lines = io.out.trimEnd().split('\n');
        expect(lines.filter((l) => l.includes(message))).toHaveLength(1);
        expect(io.out).not.toContain('is valid');
        expect(lines.at(-1)).toBe('1 CRD(s), 0 object(s): 1 error(s), 0 warning(s)');
      }
      if (output === 'json') {
        const doc = JSON.parse(io.out);
        expect(doc.objects).toEqual([]);
        expect(doc.diagnostics.map((d: { message: string; code: string }) => [d.code, d.message])).toEqual([['yaml', message]]);
      }
      if (output === 'junit') expect(io.out).toContain('failures="1"');
      if (output === 'github') expect(io.out.split('\n').filter((l) => l.startsWith('::error '))).toHaveLength(1);
    }
  });

  it('a control character go-yaml refuses fails only its own document, at its line and column', async () => {
    const text = `${crontab('image: ok', 'a')}---\n${crontab('image: "b\x00"', 'b')}---\n${crontab('image: "\\x1b is an escape, fine"', 'c')}`;
    const io = fakeIo({ 'crd.yaml': CRD, 'o.yaml': text });
    expect(await main(['check', 'crd.yaml', 'o.yaml'], io)).toBe(1);
    const line = text.split('\n').findIndex((l) => l.includes('\x00')) + 1;
    expect(io.out).toBe(
      [
        'o.yaml: CronTab/a (stable.example.com/v1) is valid',
        `o.yaml:${line}:12: error: control characters are not allowed`,
        'o.yaml: CronTab/c (stable.example.com/v1) is valid',
        '1 CRD(s), 2 object(s): 1 error(s), 0 warning(s)',
        '',
      ].join('\n'),
    );
  });

  it('in a JSON document encoding/json decides: a raw C0 control in a string is its syntax error, DEL and C1 controls are fine', async () => {
    // the characters written raw into the JSON text (JSON.stringify would escape \x01)
    const json = (image: string) => `{"apiVersion": "stable.example.com/v1", "kind": "CronTab", "metadata": {"name": "j"}, "spec": {"image": "${image}"}}`;
    const io = fakeIo({ 'crd.yaml': CRD, 'c0.json': json('a\x01'), 'c1.json': json('\x7f\x9b') });
    expect(await main(['check', 'crd.yaml', 'c0.json', 'c1.json'], io)).toBe(1);
    expect(io.out).toContain(`c0.json:1:${json('a\x01').indexOf('\x01') + 1}: error: invalid character '\\x01' in string literal\n`);
    expect(io.out).toContain('c1.json: CronTab/j (stable.example.com/v1) is valid\n');
  });

  it('tags go-yaml resolves are no problem: no library remark about an unresolved tag', async () => {
    // resolve.go: !!int 5 is the integer 5; a tag it does not know (!custom) leaves the text a string
    const io = fakeIo({ 'crd.yaml': CRD, 'o.yaml': crontab('replicas: !!int 5\nimage: !custom x\ncronSpec: !!str 12') });
    expect(await main(['check', 'crd.yaml', 'o.yaml', '-o', 'json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.objects[0].warnings).toEqual([]);
    expect(doc.objects[0].result.spec).toEqual({ replicas: 5, image: 'x', cronSpec: '12' });
  });

  it('an alias of a scalar is a key as good as the scalar', async () => {
    const io = fakeIo({ 'crd.yaml': CRD, 'o.yaml': crontab('image: &c cronSpec\n*c : "5 * * * *"') });
    expect(await main(['check', 'crd.yaml', 'o.yaml', '-o', 'json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.objects[0].result.spec).toEqual({ image: 'cronSpec', cronSpec: '5 * * * *' });
  });
});
