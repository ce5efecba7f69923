// Opening a gallery example: its texts, request and tab over the current work.
import { describe, expect, it } from 'vitest';
import { EXAMPLES, findExample } from '../../src/examples/gallery';
import { exampleSnapshot, examplesBySection, exampleTabId, exampleTitleKey } from '../../src/state/gallery';
import { defaultSnapshot } from '../../src/state/snapshot';
import { en } from '../../src/ui/i18n/en';
import { uk } from '../../src/ui/i18n/uk';

describe('examples gallery state', () => {
  it('an example replaces the texts, sets its request and opens its tab, keeping the other options', () => {
    const current = { ...defaultSnapshot(), options: { ...defaultSnapshot().options, kubeVersion: '1.30', strict: true } };
    const ex = findExample('ratcheting')!;
    const snap = exampleSnapshot(ex, current);
    expect(snap.texts.crd).toBe(ex.crd);
    expect(snap.texts.objects).toBe(ex.objects);
    expect(snap.texts.old).toBe(ex.oldObjects);
    expect(snap.options.request).toBe('update');
    expect(snap.options.kubeVersion).toBe('1.30');
    expect(snap.options.strict).toBe(true);
    expect(snap.tab).toBe('problems');
    // the current work is not modified
    expect(current.texts.crd).toBe(defaultSnapshot().texts.crd);
  });

  it('a create example clears old objects', () => {
    const snap = exampleSnapshot(findExample('multiple-versions')!, defaultSnapshot());
    expect(snap.texts.old).toBe('');
    expect(snap.options.request).toBe('create');
    expect(snap.tab).toBe('versions');
  });

  it('tab names map to result tab ids', () => {
    expect(exampleTabId('OpenAPI')).toBe('openapi');
    expect(exampleTabId('CEL')).toBe('cel');
    expect(exampleTabId('Columns')).toBe('columns');
  });

  it('groups examples by section in gallery order, every example once', () => {
    const groups = examplesBySection(EXAMPLES);
    expect(groups.flatMap((g) => g.examples)).toHaveLength(EXAMPLES.length);
    expect(new Set(groups.map((g) => g.section)).size).toBe(groups.length);
    expect(groups[0].examples[0]).toBe(EXAMPLES[0]);
    expect(groups.find((g) => g.section === 'Specifying a structural schema')!.examples.map((e) => e.id)).toEqual(['nonstructural-1', 'nonstructural-2', 'nonstructural-3', 'structural-corrected']);
  });

  it('every example title is in the English and Ukrainian catalogs', () => {
    for (const e of EXAMPLES) {
      const key = exampleTitleKey(e.id);
      expect((en as Record<string, string>)[key], key).toBe(e.title);
      expect((uk as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
