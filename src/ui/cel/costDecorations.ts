// Inline cost of each x-kubernetes-validations rule in the CRD editor: an after-line decoration
// `cost ≤ N (X% of limit)` on the rule's line, over-limit lines highlighted, and the engine's bound
// suggestion in the hover.
import type { CheckResult } from '../../engine/api';
import { costHints, percentText } from '../../state/cel';
import { monaco } from '../editor/monaco';
import type { Translate } from '../i18n';
import { suggestionText } from './SuggestionText';
import { numberFormatter } from './format';

export function costDecorations(result: CheckResult | null, source: string, model: monaco.editor.ITextModel, t: Translate, lang: string): monaco.editor.IModelDeltaDecoration[] {
  const fmt = numberFormatter(lang);
  const out: monaco.editor.IModelDeltaDecoration[] = [];
  for (const h of costHints(result, source)) {
    if (h.line < 1 || h.line > model.getLineCount() || h.cost.total === null) continue;
    const col = model.getLineMaxColumn(h.line);
    let text = t('hint.cost', { total: fmt(h.cost.total), percent: percentText(h.cost.share ?? 0) });
    if (h.cost.level === 'over') text += ` — ${t('hint.cost.over')}`;
    const hover = [`**${t('hint.cost.title')}**: ${text}`];
    if (h.rule.suggestion) hover.push(...suggestionText(t, h.rule.suggestion));
    out.push({
      // the rule's text up to the end of its line: hovering it shows the cost and the suggestion
      range: new monaco.Range(h.line, Math.min(h.rule.range?.start.column ?? col, col), h.line, col),
      options: {
        after: { content: text, inlineClassName: `cel-cost-hint ${h.cost.level}` },
        hoverMessage: hover.map((value) => ({ value })),
        stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges,
      },
    });
    if (h.cost.level === 'over') {
      out.push({ range: new monaco.Range(h.line, 1, h.line, col), options: { isWholeLine: true, className: 'cel-cost-line-over' } });
    }
  }
  return out;
}
