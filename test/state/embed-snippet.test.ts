import { describe, expect, it } from 'vitest';
import { embedSnippet, embedURL } from '../../src/state/embed-snippet';

describe('embed snippet (Share menu)', () => {
  it('keeps the state fragment, sets embed mode and the tab, drops other parameters', () => {
    expect(embedURL('https://docs.example.com/crd-playground/index.html?lang=uk#state=1.abc', 'cel')).toBe('https://docs.example.com/crd-playground/index.html?embed&tab=cel#state=1.abc');
  });
  it('is an iframe with the embed URL and a height listener for that origin only', () => {
    const s = embedSnippet('https://docs.example.com/pg/#state=1.x"y', 'pruned');
    expect(s).toContain('<iframe src="https://docs.example.com/pg/?embed&amp;tab=pruned#state=1.x%22y"');
    expect(s).toContain('event.origin !== "https://docs.example.com"');
  });
});
