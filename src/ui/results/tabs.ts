// The result tabs, data-driven: a new view (CEL, Versions, Columns, OpenAPI) is one more entry.
// Problems is in the page's first JavaScript; the other views are chunks of their own (with what
// only they use: the diff and YAML-printing libraries of the step views, ...), fetched once the
// results region is on screen (`preloadViews`), beside Monaco rather than before it.
import type { ComponentType } from 'react';
import type { CheckResult } from '../../engine/api';
import type { MessageKey } from '../i18n';
import { ProblemsPanel } from './ProblemsPanel';
import { changesBadge } from '../../state/changes';
import { lazyView } from './lazyView';

type ViewProps = { result: CheckResult };
const steps = () => import('./StepPanel');
const VIEWS = {
  pruned: lazyView<ViewProps>(() => steps().then((m) => m.PrunedPanel)),
  defaulted: lazyView<ViewProps>(() => steps().then((m) => m.DefaultedPanel)),
  cel: lazyView<ViewProps>(() => import('../cel/CelPanel').then((m) => m.CelPanel)),
  versions: lazyView<ViewProps>(() => import('../versions/VersionsPanel').then((m) => m.VersionsPanel)),
  columns: lazyView<ViewProps>(() => import('../columns/ColumnsPanel').then((m) => m.ColumnsPanel)),
  openapi: lazyView<ViewProps>(() => import('../openapi/OpenAPIPanel').then((m) => m.OpenAPIPanel)),
  compatibility: lazyView<ViewProps>(() => import('../matrix/MatrixPanel').then((m) => m.MatrixPanel)),
  changes: lazyView<ViewProps>(() => import('../changes/ChangesPanel').then((m) => m.ChangesPanel)),
};

/** Fetches the code of every view not in the page's first chunk. */
export function preloadViews(): Promise<unknown> {
  return Promise.all(Object.values(VIEWS).map((v) => v.preload()));
}

export interface ResultTab {
  id: string;
  label: MessageKey;
  /** A number shown next to the label (e.g. how many problems). */
  badge?: (result: CheckResult) => number;
  Panel: ComponentType<{ result: CheckResult }>;
}

export const RESULT_TABS: ResultTab[] = [
  { id: 'problems', label: 'tab.problems', badge: (r) => r.diagnostics.length, Panel: ProblemsPanel },
  { id: 'pruned', label: 'tab.pruned', badge: (r) => r.objects.reduce((n, o) => n + o.pruned.length, 0), Panel: VIEWS.pruned.Panel },
  { id: 'defaulted', label: 'tab.defaulted', badge: (r) => r.objects.reduce((n, o) => n + o.defaulted.length, 0), Panel: VIEWS.defaulted.Panel },
  { id: 'cel', label: 'tab.cel', badge: (r) => r.objects.reduce((n, o) => n + o.rules.filter((x) => x.status === 'failed' || x.status === 'error').length, 0), Panel: VIEWS.cel.Panel },
  { id: 'versions', label: 'tab.versions', Panel: VIEWS.versions.Panel },
  { id: 'columns', label: 'tab.columns', Panel: VIEWS.columns.Panel },
  { id: 'openapi', label: 'tab.openapi', Panel: VIEWS.openapi.Panel },
  { id: 'compatibility', label: 'tab.matrix', Panel: VIEWS.compatibility.Panel },
  { id: 'changes', label: 'tab.changes', badge: changesBadge, Panel: VIEWS.changes.Panel },
];

export function findTab(id: string): ResultTab {
  return RESULT_TABS.find((t) => t.id === id) ?? RESULT_TABS[0];
}
