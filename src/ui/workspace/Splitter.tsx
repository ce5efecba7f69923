// A draggable, keyboard-operable splitter (WAI-ARIA window splitter): role="separator" with its
// value in percent of the container; arrows move it by 2 (Shift: 10), Home/End to the bounds,
// Enter or a double click resets it.
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { SPLIT_MAX, SPLIT_MIN } from '../../state/workspace';

interface Props {
  /** vertical: a bar between columns (moves left/right); horizontal: between rows. */
  orientation: 'vertical' | 'horizontal';
  value: number;
  label: string;
  /** The element whose size the percent is of. */
  container: RefObject<HTMLElement | null>;
  onChange(percent: number): void;
  onReset(): void;
}

export function Splitter({ orientation, value, label, container, onChange, onReset }: Props) {
  const dragging = useRef(false);
  const vertical = orientation === 'vertical';
  const percentAt = (e: PointerEvent) => {
    const r = container.current?.getBoundingClientRect();
    if (!r) return value;
    return vertical ? ((e.clientX - r.left) / r.width) * 100 : ((e.clientY - r.top) / r.height) * 100;
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 10 : 2;
    const moves: Record<string, number> = vertical ? { ArrowLeft: -step, ArrowRight: step } : { ArrowUp: -step, ArrowDown: step };
    if (e.key in moves) onChange(value + moves[e.key]);
    else if (e.key === 'Home') onChange(SPLIT_MIN);
    else if (e.key === 'End') onChange(SPLIT_MAX);
    else if (e.key === 'Enter') onReset();
    else return;
    e.preventDefault();
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={Math.round(value)}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      className={`splitter ${orientation}`}
      onKeyDown={onKey}
      onDoubleClick={onReset}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        e.preventDefault();
      }}
      onPointerMove={(e) => {
        if (dragging.current) onChange(percentAt(e));
      }}
      onPointerUp={(e) => {
        dragging.current = false;
        e.currentTarget.releasePointerCapture(e.pointerId);
      }}
    />
  );
}
