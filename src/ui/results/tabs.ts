// The result tabs, data-driven: a new view (CEL, Versions, Columns, OpenAPI) is one more entry.
import type { ComponentType } from 'react';
import type { CheckResult } from '../../engine/api';
import type { MessageKey } from '../i18n';
import { ProblemsPanel } from './ProblemsPanel';
import { PrunedPanel, DefaultedPanel } from './StepPanel';
import { CelPanel } from '../cel/CelPanel';
import { VersionsPanel } from '../versions/VersionsPanel';
import { ColumnsPanel } from '../columns/ColumnsPanel';
import { OpenAPIPanel } from '../openapi/OpenAPIPanel';
import { MatrixPanel } from '../matrix/MatrixPanel';
import { ChangesPanel } from '../changes/ChangesPanel';
import { changesBadge } from '../../state/changes';

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
