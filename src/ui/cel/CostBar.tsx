// A rule's estimated cost as a bar against its limit (full width = the limit; over it, the bar is full and red).
import type { CostLevel } from '../../state/cel';
import { percentText } from '../../state/cel';

export function CostBar({ share, level, label }: { share: number; level: CostLevel; label: string }) {
  const width = Math.max(share > 0 ? 1 : 0, Math.min(100, share * 100));
  return (
    <span className={`cost-bar ${level}`} role="img" aria-label={`${label}: ${percentText(share)}%`}>
      <span className="cost-fill" style={{ width: `${width}%` }} />
    </span>
  );
}
