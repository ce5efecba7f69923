// Helm chart templates in a directory given to `check` (issue 21: "files that are not Kubernetes
// documents are reported once and skipped, not fatal"): Go templates render to YAML and are not
// YAML themselves, so they are named once as skipped, never reported as YAML errors, and the exit
// code is what the Kubernetes files give. A chart is a directory with Chart.yaml whose templates/
// hold the templates (helm's chartutil.IsChartDir and the chart layout, helm.sh/docs/topics/charts).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main, nodeIo, type Io } from '../../src/cli/main';
import { hasTemplateActions, HELM_TEMPLATE } from '../../src/cli/helm';
import { CRONTAB_CRD, VALIDATION_PROPS, crontab } from '../fixtures/crontab';

describe('hasTemplateActions: Go template actions where YAML structure is', () => {
  it.each([
    ['an action line', '{{- if .Values.enabled }}\napiVersion: v1\nkind: ConfigMap\n{{- end }}\n', true],
    ['a plain value', 'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ include "app.fullname" . }}\n', true],
    ['a list item', 'spec:\n  containers:\n    - {{ toYaml .Values.container | nindent 6 }}\n', true],
    ['an indented include', 'metadata:\n  labels:\n    {{- include "app.labels" . | nindent 4 }}\n', true],
    ['a quoted value (an Argo Workflows parameter)', 'args: ["{{inputs.parameters.message}}"]\nvalue: "{{workflow.name}}"\n', false],
    ['a block scalar holding a template for another tool', 'data:\n  alert.tmpl: |\n    {{ define "x" }}\n    {{ .Labels.alertname }}\n    {{ end }}\nkind: ConfigMap\n', false],
    ['a comment', '# rendered by {{ .Release.Name }}\napiVersion: v1\n', false],
    // the corpus's argo-workflows examples__nested-workflow.yaml: a quoted string over several lines in a flow sequence
    ['a line of a multi-line quoted string', 'args: ["\n  echo \'value: {{inputs.parameters.p}}\' &&\n  cat /tmp/art\n"]\n', false],
    ['a flow mapping', 'metadata: {name: x, labels: {a: b}}\n', false],
  ])('%s', (_, text, want) => {
    expect(hasTemplateActions(text)).toBe(want);
  });
});

describe('check on a directory holding a Helm chart', () => {
  const crd = CRONTAB_CRD(VALIDATION_PROPS);
  const dir = mkdtempSync(join(tmpdir(), 'crdp-helm-'));
  mkdirSync(join(dir, 'chart/templates'), { recursive: true });
  writeFileSync(join(dir, 'chart/Chart.yaml'), 'apiVersion: v2\nname: app\nversion: 0.1.0\n');
  writeFileSync(join(dir, 'chart/values.yaml'), 'replicas: 2\n');
  writeFileSync(
    join(dir, 'chart/templates/service.yaml'),
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ include "app.fullname" . }}\n  labels:\n    {{- include "app.labels" . | nindent 4 }}\n',
  );
  // no action in the text: skipped because it is in the chart's templates/
  writeFileSync(join(dir, 'chart/templates/crontab.yaml'), crontab('replicas: 15'));
  writeFileSync(join(dir, 'crd.yaml'), crd);
  writeFileSync(join(dir, 'good.yaml'), crontab('cronSpec: "* * * * */5"\nimage: x\nreplicas: 5'));
  // a template outside a chart, recognised by its actions
  writeFileSync(join(dir, 'loose.yaml'), '{{- range .Values.crons }}\n---\n' + crontab('replicas: {{ .replicas }}') + '{{- end }}\n');

  const run = async (...argv: string[]) => {
    let out = '';
    const io: Io = { ...nodeIo, stdout: (s) => void (out += s), stderr: () => {} };
    return { code: await main(['check', dir, ...argv], io), out };
  };

  it('names each template once as skipped, reports no YAML error, and exits as the Kubernetes files do', async () => {
    const { code, out } = await run('--jobs', '1');
    expect(code).toBe(0);
    for (const f of ['chart/templates/service.yaml', 'chart/templates/crontab.yaml', 'loose.yaml']) {
      expect(out.split('\n').filter((l) => l.includes(f))).toEqual([`${join(dir, f)}: skipped: ${HELM_TEMPLATE}`]);
    }
    expect(out).not.toMatch(/: error: /);
    expect(out.trim().split('\n').pop()).toBe('1 CRD(s), 1 object(s): 0 error(s), 0 warning(s); 5 file(s) skipped');
  });

  it('lists them in -o json skipped, in input order', async () => {
    const { out } = await run('-o', 'json');
    const skipped = JSON.parse(out).skipped as { file: string; reason: string }[];
    expect(skipped.map((s) => [s.file.slice(dir.length + 1), s.reason])).toEqual([
      ['chart/Chart.yaml', 'not a Kubernetes file: no document has apiVersion and kind'],
      ['chart/templates/crontab.yaml', HELM_TEMPLATE],
      ['chart/templates/service.yaml', HELM_TEMPLATE],
      ['chart/values.yaml', 'not a Kubernetes file: no document has apiVersion and kind'],
      ['loose.yaml', HELM_TEMPLATE],
    ]);
  });

  it('reads a template on stdin by its actions', async () => {
    let out = '';
    const io: Io = { ...nodeIo, stdin: async () => '{{- if .Values.x }}\n' + crontab('replicas: 1') + '{{- end }}\n', stdout: (s) => void (out += s), stderr: () => {} };
    expect(await main(['check', join(dir, 'crd.yaml'), '-'], io)).toBe(0);
    expect(out).toContain(`<stdin>: skipped: ${HELM_TEMPLATE}`);
  });
});
