// embed.js builds the embedded playground's address from the element's attributes (docs/embedding.md).
import { describe, expect, it } from 'vitest';
import { frameURL } from '../../src/embed/frame-url';
import { readPageConfig } from '../../src/state/page-config';

describe('frameURL', () => {
  it('puts the app next to embed.js in embed mode, allowing the host page', () => {
    const u = frameURL('https://pg.example/tools/crd-playground/', 'https://docs.example', { tab: 'pruned', kubeVersion: '1.36', theme: 'dark' });
    expect(u).toBe('https://pg.example/tools/crd-playground/index.html?embed&tab=pruned&kube=1.36&theme=dark&origin=https%3A%2F%2Fdocs.example');
    // the app reads back exactly what the element asked for
    const c = readPageConfig(new URL(u).search, 'https://pg.example');
    expect(c).toMatchObject({ embed: true, readOnly: false, tab: 'pruned', kube: '1.36', theme: 'dark', example: null });
    expect(c.origins).toEqual(['https://pg.example', 'https://docs.example']);
  });

  it.each([
    [
      { example: 'pruning', readOnly: true, theme: 'light' as const },
      { example: 'pruning', readOnly: true, theme: 'light' },
    ],
    [{ lang: 'uk', theme: 'light' as const }, { lang: 'uk' }],
  ])('carries %j', (opts, expected) => {
    const u = frameURL('https://pg.example/', 'https://docs.example', opts);
    expect(readPageConfig(new URL(u).search, 'https://pg.example')).toMatchObject(expected);
  });

  it('an opaque host origin (file://) is not named', () => {
    const u = frameURL('https://pg.example/', 'null', { theme: 'light' });
    expect(u).not.toContain('origin=');
  });
});
