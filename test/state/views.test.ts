// Check options the on-demand views need: None-conversion previews only while the Versions tab
// is open, and the "now" of printer-column ages.
import { describe, expect, it } from 'vitest';
import { CONVERSIONS_TAB, normalizeNow, tabChangesInput, withViewOptions } from '../../src/state/views';
import type { CheckInput } from '../../src/engine/api';

const input: CheckInput = { sources: [{ id: 'crd', text: 'x' }], options: { kubeVersion: '1.35', strict: false } };

describe('view options of the check input', () => {
  it('asks for None-conversion previews only on the Versions tab', () => {
    expect(withViewOptions(input, { tab: 'problems', now: '' }).options?.conversions).toBeUndefined();
    expect(withViewOptions(input, { tab: CONVERSIONS_TAB, now: '' }).options).toEqual({ kubeVersion: '1.35', strict: false, conversions: true });
    // the input itself is not modified
    expect(input.options?.conversions).toBeUndefined();
  });

  it('passes a readable "now" as RFC 3339 UTC and drops an empty or unreadable one', () => {
    expect(withViewOptions(input, { tab: 'columns', now: '2026-01-02T03:04:05Z' }).options?.now).toBe('2026-01-02T03:04:05Z');
    expect(withViewOptions(input, { tab: 'columns', now: '' }).options?.now).toBeUndefined();
    expect(withViewOptions(input, { tab: 'columns', now: 'yesterday-ish' }).options?.now).toBeUndefined();
    expect(normalizeNow(' 2026-01-02T03:04:05.250+02:00 ')).toBe('2026-01-02T01:04:05.250Z');
    expect(normalizeNow('2026-01-02T03:04:05.000Z')).toBe('2026-01-02T03:04:05Z');
  });

  it('a tab switch changes the input only when it enters or leaves the Versions tab', () => {
    expect(tabChangesInput('problems', 'versions')).toBe(true);
    expect(tabChangesInput('versions', 'columns')).toBe(true);
    expect(tabChangesInput('problems', 'columns')).toBe(false);
    expect(tabChangesInput('versions', 'versions')).toBe(false);
  });
});
