// The Examples menu's button. Its dialog, with every example's texts (YAML and the Go examples' index),
// is a chunk of its own (GalleryDialog.tsx), asked for when the pointer or the focus comes to the button
// or the menu opens (Ctrl/Cmd+K): the page's first load does not carry the gallery.
import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useWorkspace, useWorkspaceStore } from '../workspace';
import '../versions/views.css';

type GalleryDialogComponent = typeof import('./GalleryDialog').GalleryDialog;

let loaded: GalleryDialogComponent | null = null;
let loading: Promise<GalleryDialogComponent> | null = null;

/** The dialog's chunk, asked for once; after a failed load (offline, no cached copy) the next opening asks again. */
function loadDialog(): Promise<GalleryDialogComponent> {
  loading ??= import('./GalleryDialog').then(
    (m) => (loaded = m.GalleryDialog),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

export function GalleryMenu() {
  const t = useT();
  const workspace = useWorkspaceStore();
  const open = useWorkspace((s) => s.dialog === 'gallery');
  const [Dialog, setDialog] = useState<GalleryDialogComponent | null>(() => loaded);
  useEffect(() => {
    if (!open || Dialog) return;
    let live = true;
    loadDialog().then(
      (c) => live && setDialog(() => c),
      (e: unknown) => {
        console.warn('the examples gallery did not load', e);
        if (live) workspace.getState().openDialog(null);
      },
    );
    return () => {
      live = false;
    };
  }, [open, Dialog, workspace]);
  const preload = () => void loadDialog().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => workspace.getState().openDialog(open ? null : 'gallery')}
      >
        {t('gallery.button')}
      </button>
      {open && Dialog ? <Dialog /> : null}
      {open && !Dialog ? (
        <div className="gallery" role="dialog" aria-label={t('gallery.title')} aria-busy="true">
          <h2>{t('gallery.title')}</h2>
        </div>
      ) : null}
    </>
  );
}
