// The VS Code extension's own parts that run without VS Code: which server it starts, and its
// manifest (activation on YAML, the settings the server reads, the Kubernetes versions offered).
// The packaged .vsix is built by `npm run build:vscode`, not here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { serverLaunch } from '../../editors/vscode/src/server-command';
import { DEFAULT_KUBE_VERSION, SUPPORTED_KUBE_VERSIONS } from '../../src/engine';
import { readSettings } from '../../src/lsp/settings';

const manifest = JSON.parse(readFileSync('editors/vscode/package.json', 'utf8'));

describe('VS Code extension', () => {
  test('starts the bundled CLI unless crdPlayground.server.path names another', () => {
    expect(serverLaunch('', '/ext')).toEqual({ module: join('/ext', 'dist', 'server', 'run.mjs'), args: ['lsp', '--stdio'] });
    expect(serverLaunch(undefined, '/ext')).toEqual({ module: join('/ext', 'dist', 'server', 'run.mjs'), args: ['lsp', '--stdio'] });
    expect(serverLaunch(' /src/crd-playground/bin/crd-playground.mjs ', '/ext')).toEqual({ module: '/src/crd-playground/bin/crd-playground.mjs', args: ['lsp', '--stdio'] });
    expect(serverLaunch('crd-playground', '/ext')).toEqual({ command: 'crd-playground', args: ['lsp', '--stdio'] });
  });

  test('the manifest: a VS Code engine, activation on YAML and JSON, the client bundle as main', () => {
    expect(manifest.engines.vscode).toMatch(/^\^1\.\d+\.\d+$/);
    expect(manifest.activationEvents).toEqual(['onLanguage:yaml', 'onLanguage:json']);
    expect(manifest.main).toBe('./dist/extension.js');
  });

  test("the settings it contributes are the ones the server reads, with the engine's versions", () => {
    const props = manifest.contributes.configuration.properties;
    expect(Object.keys(props).sort()).toEqual(['crdPlayground.crds', 'crdPlayground.kubeVersion', 'crdPlayground.server.path']);
    expect(props['crdPlayground.kubeVersion'].enum).toEqual([...SUPPORTED_KUBE_VERSIONS]);
    expect(props['crdPlayground.kubeVersion'].default).toBe(DEFAULT_KUBE_VERSION);
    // VS Code answers workspace/configuration for the section with the nested object
    const section = { kubeVersion: '1.31', crds: ['crds/*.yaml', 3], server: { path: '' } };
    expect(readSettings(section)).toEqual({ settings: { kubeVersion: '1.31', crds: ['crds/*.yaml'] } });
    expect(readSettings({ crdPlayground: { kubeVersion: 'v1.29' } })).toEqual({ settings: { kubeVersion: '1.29', crds: [] } });
    expect(readSettings(null)).toEqual({ settings: { crds: [] } });
  });
});
