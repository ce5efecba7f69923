// The result tabs, data-driven: a new view (CEL, Versions, Columns, OpenAPI) is one more entry.
// Problems is in the page's first JavaScript; the other views are loaded when their tab is first
// shown (with what only they use: the diff and YAML-printing libraries of the step views, ...).
import { lazy, type ComponentType } from 'react';
import type { CheckResult } from '../../engine/api';
import type { MessageKey } from '../i18n';
import { ProblemsPanel } from './ProblemsPanel';
import { changesBadge } from '../../state/changes';

const PrunedPanel = lazy(() => import('./StepPanel').then((m) => ({ default: m.PrunedPanel })));
const DefaultedPanel = lazy(() => import('./StepPanel').then((m) => ({ default: m.DefaultedPanel })));
const CelPanel = lazy(() => import('../cel/CelPanel').then((m) => ({ default: m.CelPanel })));
const VersionsPanel = lazy(() => import('../versions/VersionsPanel').then((m) => ({ default: m.VersionsPanel })));
const ColumnsPanel = lazy(() => import('../columns/ColumnsPanel').then((m) => ({ default: m.ColumnsPanel })));
const OpenAPIPanel = lazy(() => import('../openapi/OpenAPIPanel').then((m) => ({ default: m.OpenAPIPanel })));
const MatrixPanel = lazy(() => import('../matrix/MatrixPanel').then((m) => ({ default: m.MatrixPanel })));
const ChangesPanel = lazy(() => import('../changes/ChangesPanel').then((m) => ({ default: m.ChangesPanel })));

export interface ResultTab {
  id: string;
  label: MessageKey;
  /** A number shown next to the label (e.g. how many problems). */
  badge?: (result: CheckResult) => number;
  Panel: ComponentType<{ result: CheckResult }>;
}

export const RESULT_TABS: ResultTab[] = [
  { id: 'problems', label: 'tab.problems', badge: (r) => r.diagnostics.length, Panel: ProblemsPanel },
  { id: 'pruned', label: 'tab.pruned', badge: (r) => r.objects.reduce((n, o) => n + o.pruned.length, 0), Panel: PrunedPanel },
  { id: 'defaulted', label: 'tab.defaulted', badge: (r) => r.objects.reduce((n, o) => n + o.defaulted.length, 0), Panel: DefaultedPanel },
  { id: 'cel', label: 'tab.cel', badge: (r) => r.objects.reduce((n, o) => n + o.rules.filter((x) => x.status === 'failed' || x.status === 'error').length, 0), Panel: CelPanel },
  { id: 'versions', label: 'tab.versions', Panel: VersionsPanel },
  { id: 'columns', label: 'tab.columns', Panel: ColumnsPanel },
  { id: 'openapi', label: 'tab.openapi', Panel: OpenAPIPanel },
  { id: 'compatibility', label: 'tab.matrix', Panel: MatrixPanel },
  { id: 'changes', label: 'tab.changes', badge: changesBadge, Panel: ChangesPanel },
];

export function findTab(id: string): ResultTab {
  return RESULT_TABS.find((t) => t.id === id) ?? RESULT_TABS[0];
}
