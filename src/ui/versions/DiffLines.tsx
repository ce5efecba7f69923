// YAML lines marked kept / removed (−) / added (+), as the Pruned and Defaulted tabs show them.
import type { StepLine } from '../../state/steps';
import { useT } from '../i18n';

export function DiffLines({ lines, label }: { lines: StepLine[]; label: string }) {
  const t = useT();
  return (
    <pre className="yaml-diff" aria-label={label}>
      {lines.map((l, i) =>
        l.kind === 'removed' ? (
          <del key={i} className="line removed" title={t('diff.removed')}>
            {'− ' + l.text + '\n'}
          </del>
        ) : l.kind === 'added' ? (
          <ins key={i} className="line added" title={t('diff.added')}>
            {'+ ' + l.text + '\n'}
          </ins>
        ) : (
          <span key={i} className="line same">
            {'  ' + l.text + '\n'}
          </span>
        ),
      )}
    </pre>
  );
}
