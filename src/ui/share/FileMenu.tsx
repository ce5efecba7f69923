// The File menu: a new object from the CRD's schema, and the state files (save, open). A menu button
// (WAI-ARIA menu pattern): Enter, Space or ArrowDown open it on the first item, ArrowUp/ArrowDown/Home/End
// move, Escape or Tab close it and focus returns to the button; a click outside closes it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SampleDialog } from '../sample/SampleDialog';
import { useT } from '../i18n';
import { useStateFile } from './stateFile';

export function FileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sample, setSample] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const stateFile = useStateFile();

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onDown = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    addEventListener('mousedown', onDown);
    return () => removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(list.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };
  const run = (action: () => void) => () => {
    close(true);
    action();
  };

  return (
    <span className="menu-anchor">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {t('file.menu')} <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div ref={menu} className="menu file-menu" role="menu" aria-label={t('file.menu')} onKeyDown={onMenuKey}>
          <button type="button" role="menuitem" onClick={run(() => setSample(true))}>
            {t('sample.button')}…
          </button>
          <button type="button" role="menuitem" aria-keyshortcuts="Control+S Meta+S" onClick={run(stateFile.save)}>
            {t('file.save')}
          </button>
          <button type="button" role="menuitem" onClick={run(stateFile.choose)}>
            {t('file.open')}…
          </button>
        </div>
      ) : null}
      {stateFile.input}
      {sample ? <SampleDialog onClose={() => setSample(false)} /> : null}
    </span>
  );
}
