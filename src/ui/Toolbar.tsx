// The header, one row at 1,280 px in every language: title, engine options, language and theme, the
// editor's format buttons, the File menu (new object, state files), examples, history, share, shortcuts.
import { SUPPORTED_KUBE_VERSIONS } from '../engine';
import { SharePanel } from './share/SharePanel';
import { FileMenu } from './share/FileMenu';
import { GalleryMenu } from './gallery/GalleryMenu';
import { HistoryMenu } from './history/HistoryMenu';
import { usePlayground, usePlaygroundStore } from './context';
import { LANGS, LANG_NAMES, useI18n, type Lang } from './i18n';
import { useWorkspace, useWorkspaceStore } from './workspace';
import { FormatButtons, ShortcutsButton, ThemeSelect } from './workspace/WorkspaceButtons';

export function Toolbar() {
  const { t, lang, setLang } = useI18n();
  const store = usePlaygroundStore();
  const options = usePlayground((s) => s.options);
  const workspace = useWorkspaceStore();
  const sharing = useWorkspace((s) => s.dialog === 'share');
  const setSharing = (on: boolean) => workspace.getState().openDialog(on ? 'share' : null);
  return (
    <header className="toolbar">
      <h1>{t('app.title')}</h1>
      <span className="tagline">{t('app.tagline')}</span>
      <span className="spacer" />
      <label className="option">
        {t('options.kubeVersion')}{' '}
        <select aria-label={t('options.kubeVersion')} value={options.kubeVersion} onChange={(e) => store.getState().setOptions({ kubeVersion: e.target.value })}>
          {SUPPORTED_KUBE_VERSIONS.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
      <label className="option" title={t('options.strict')}>
        <input type="checkbox" aria-label={t('options.strict')} checked={options.strict} onChange={(e) => store.getState().setOptions({ strict: e.target.checked })} /> {t('options.strictShort')}
      </label>
      {setLang ? (
        <label className="option" title={t('lang.label')}>
          <svg className="lang-icon" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <circle cx="8" cy="8" r="6.5" />
            <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
            <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
          </svg>
          <select aria-label={t('lang.label')} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ThemeSelect />
      <FormatButtons />
      <FileMenu />
      <GalleryMenu />
      <HistoryMenu />
      <button type="button" aria-expanded={sharing} aria-keyshortcuts="Control+Shift+S Meta+Shift+S" onClick={() => setSharing(!sharing)}>
        {t('share.button')}
      </button>
      {sharing ? <SharePanel onClose={() => setSharing(false)} /> : null}
      <ShortcutsButton />
    </header>
  );
}
