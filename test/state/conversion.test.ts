// The Versions tab's None-conversion diffs and the ConversionReview response skeleton.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine';
import { findExample } from '../../src/examples/gallery';
import { conversionViews, responseSkeleton } from '../../src/state/conversion';
import { crdsOf } from '../../src/engine/views/ondemand';
import { checkConversionResponse, conversionReviewRequest } from '../../src/engine/versions';
import type { JSONValue } from '../../src/engine/apis/json';

describe('None conversion views', () => {
  it('the multiple-versions object read at v1: only apiVersion changes', () => {
    const ex = findExample('multiple-versions')!;
    const r = check({
      sources: [
        { id: 'crd', text: ex.crd },
        { id: 'objects', text: ex.objects },
      ],
      options: { conversions: true },
    });
    const views = conversionViews(r.objects[0]);
    expect(views.map((v) => v.version)).toEqual(['v1']);
    const changed = views[0].lines.filter((l) => l.kind !== 'same');
    expect(changed).toEqual([
      { kind: 'removed', text: 'apiVersion: example.com/v1beta1' },
      { kind: 'added', text: 'apiVersion: example.com/v1' },
    ]);
  });

  it('a field the other version does not have is pruned and shown removed', () => {
    const ex = findExample('multiple-versions')!;
    const crd = ex.crd
      .replace(/(- name: v1\n[\s\S]*?properties:\n)(\s+)host:/, (_m, a: string, sp: string) => `${a}${sp}host:`)
      .replace('          port:\n            type: string\n  conversion', '  conversion');
    const r = check({
      sources: [
        { id: 'crd', text: crd },
        { id: 'objects', text: ex.objects },
      ],
      options: { conversions: true },
    });
    const v = conversionViews(r.objects[0])[0];
    expect(v.pruned).toEqual(['port']);
    expect(v.lines).toContainEqual({ kind: 'removed', text: 'port: "8080"' });
    expect(v.warnings.join('\n')).toContain('drops field "port"');
  });

  it('no previews without options.conversions', () => {
    const ex = findExample('multiple-versions')!;
    const r = check({
      sources: [
        { id: 'crd', text: ex.crd },
        { id: 'objects', text: ex.objects },
      ],
    });
    expect(conversionViews(r.objects[0])).toEqual([]);
  });
});

describe('ConversionReview response skeleton', () => {
  it('is a response the apiserver accepts for the webhook example', () => {
    const ex = findExample('webhook-conversion')!;
    const input = {
      sources: [
        { id: 'crd', text: ex.crd },
        { id: 'objects', text: ex.objects },
      ],
    };
    const crd = crdsOf(input).get('crontabs.example.com')!;
    const stored = check(input).objects.map((o) => o.result as JSONValue);
    const req = conversionReviewRequest(crd, stored, 'v1', 'uid-1');
    const text = responseSkeleton(req.review);
    const body = JSON.parse(text);
    expect(body.kind).toBe('ConversionReview');
    expect(body.apiVersion).toBe('apiextensions.k8s.io/v1');
    expect(body.response.uid).toBe('uid-1');
    expect(body.response.convertedObjects[0].apiVersion).toBe('example.com/v1');
    const outcome = checkConversionResponse(crd, req, text);
    expect(outcome.errors).toEqual([]);
    expect((outcome.converted[0] as { apiVersion: string }).apiVersion).toBe('example.com/v1');
  });

  it('is empty when there is no request', () => {
    expect(responseSkeleton(null)).toBe('');
    expect(responseSkeleton({ kind: 'ConversionReview' })).toBe('');
  });
});
