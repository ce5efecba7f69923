// The engine's bound suggestion in words: the unbounded fields that drive a rule's estimate and
// the bounds that bring it down ("Add maxItems: 64 to spec.hosts to bring this rule to 8% of the limit").
import type { BoundSuggestion } from '../../engine/api';
import { percentText } from '../../state/cel';
import { useT, type Translate } from '../i18n';

export function suggestionText(t: Translate, s: BoundSuggestion): string[] {
  const name = (p: string) => p || t('cel.root');
  const out: string[] = [];
  if (s.drivers.length > 0) out.push(t('cel.suggest.drivers', { fields: s.drivers.map((d) => `${name(d.path)} (${d.keyword})`).join(', ') }));
  if (s.additions.length > 0) {
    const additions = s.additions.map((a) => t('cel.suggest.addition', { keyword: a.keyword, value: a.value, path: name(a.path) })).join(t('cel.suggest.and'));
    out.push(t('cel.suggest.add', { additions, percent: percentText(s.resultingCost / s.limit) }));
  } else if (s.drivers.length > 0 || s.cost > s.limit) {
    out.push(t('cel.suggest.none'));
  }
  return out;
}

export function SuggestionText({ suggestion }: { suggestion: BoundSuggestion }) {
  const t = useT();
  return (
    <>
      {suggestionText(t, suggestion).map((line, i) => (
        <span key={i} className="suggestion-line">
          {line}{' '}
        </span>
      ))}
    </>
  );
}
