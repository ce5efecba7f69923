// The header: title, engine options, share and state files.
import { SUPPORTED_KUBE_VERSIONS } from '../engine';
import { SharePanel } from './share/SharePanel';
import { StateFileButtons } from './share/StateFileButtons';
import { GalleryMenu } from './gallery/GalleryMenu';
import { HistoryMenu } from './history/HistoryMenu';
import { SampleMenu } from './sample/SampleMenu';
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
      <label className="option">
        <input type="checkbox" checked={options.strict} onChange={(e) => store.getState().setOptions({ strict: e.target.checked })} /> {t('options.strict')}
      </label>
      {setLang ? (
        <label className="option">
          {t('lang.label')}{' '}
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
      <GalleryMenu />
      <HistoryMenu />
      <SampleMenu />
      <StateFileButtons />
      <button type="button" aria-expanded={sharing} aria-keyshortcuts="Control+Shift+S Meta+Shift+S" onClick={() => setSharing(!sharing)}>
        {t('share.button')}
      </button>
      {sharing ? <SharePanel onClose={() => setSharing(false)} /> : null}
      <ShortcutsButton />
    </header>
  );
}
