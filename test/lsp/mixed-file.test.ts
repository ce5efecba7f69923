// A file holding a CRD and objects of it (a tutorial's or a chart's single manifest): go to
// definition from a schema property lists the fields of the objects in the same file too.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { positionOf, TestClient, workspace } from './client';
import { CRD, OBJECT } from './fixtures';

const MIXED = `${CRD}---\n${OBJECT}`;
const OTHER = OBJECT.replace('name: my-new-cron-object', 'name: other');

let c: TestClient;

beforeAll(async () => {
  c = new TestClient(workspace({ 'mixed.yaml': MIXED, 'other.yaml': OTHER }));
  await c.initialize();
  await c.nextDiagnostics('mixed.yaml');
}, 60_000);

afterAll(async () => {
  await c?.close();
});

describe('a CRD and its objects in one file', () => {
  test('definition from a schema property: the objects of this file and of the others', async () => {
    await c.open('mixed.yaml', MIXED);
    const uses = await c.request('textDocument/definition', 'mixed.yaml', { position: positionOf(MIXED, 'replicas:', 1) });
    const objectLine = MIXED.split('\n').findIndex((l, i) => i > CRD.split('\n').length && l.trim().startsWith('replicas:'));
    expect(uses.map((l: any) => [l.uri, l.range.start.line])).toEqual([
      [c.uri('mixed.yaml'), objectLine],
      [c.uri('other.yaml'), positionOf(OTHER, 'replicas').line],
    ]);
  }, 30_000);
});
