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
    // sigs.k8s.io/yaml converts to JSON, which has no infinity: json.Marshal fails
    ['an infinite float', 'replicas: !!float .inf', '.inf: JSON has no representation for infinity or NaN'],
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

  it('tags go-yaml resolves are no problem: no library remark about an unresolved tag', async () => {
    // resolve.go: !!int 5 is the integer 5; a tag it does not know (!custom) leaves the text a string
    const io = fakeIo({ 'crd.yaml': CRD, 'o.yaml': crontab('replicas: !!int 5\nimage: !custom x\ncronSpec: !!str 12') });
    expect(await main(['check', 'crd.yaml', 'o.yaml', '-o', 'json'], io)).toBe(0);
    const doc = JSON.parse(io.out);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.objects[0].warnings).toEqual([]);
    expect(doc.objects[0].result.spec).toEqual({ replicas: 5, image: 'x', cronSpec: '12' });
  });
});
