// The playground page: CRD and object editors side by side, results below. In embed mode
// a compact bar replaces the toolbar and the editors size to their text.
import { Suspense, lazy, useRef, type CSSProperties } from 'react';
import { Editor } from './editor/Editor';
import { Results } from './results/Results';
import { Toolbar } from './Toolbar';
import { RequestBar } from './request/RequestBar';
import { OldObjects } from './request/OldObjects';
import { CrdUpdateSwitch } from './changes/CrdUpdateSwitch';
import { PreviousCrd } from './changes/PreviousCrd';
import { EmbedBar } from './share/EmbedBar';
import { NoticeBar } from './share/NoticeBar';
import { usePlayground, usePresentation } from './context';
import { useT } from './i18n';
import { Splitter } from './workspace/Splitter';
import { useWorkspace, useWorkspaceStore } from './workspace';
import { useShortcuts } from './workspace/shortcuts';
import { ShortcutsDialog } from './workspace/ShortcutsDialog';
import './workspace/workspace.css';
import { CrdSourceSwitch } from './go/CrdSourceSwitch';

// Go mode's pane is a chunk of its own, loaded when Go mode is first shown (the YAML playground's first load does not carry it)
const GoPane = lazy(() => import('./go/GoPane').then((m) => ({ default: m.GoPane })));

const LINE_PX = 19;
/** An embed shows up to this many lines without an inner scrollbar (a 60-line CRD fits). */
const EMBED_MAX_LINES = 80;

function lineCount(text: string): number {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export function App() {
  const t = useT();
  const { embed, theme } = usePresentation();
  const lines = usePlayground((s) => (embed ? Math.max(lineCount(s.texts.crd), lineCount(s.texts.objects)) : 0));
  const goMode = usePlayground((s) => s.options.crdSource === 'go');
  const layout = useWorkspace((s) => s.layout);
  const workspace = useWorkspaceStore();
  const work = useRef<HTMLDivElement>(null);
  const editors = useRef<HTMLElement>(null);
  useShortcuts(!embed);
  const vars: Record<string, string | number> = embed
    ? { '--editor-h': `${Math.min(Math.max(lines, 6), EMBED_MAX_LINES) * LINE_PX + 12}px` }
    : { '--split-editors': layout.editors, '--split-results': layout.results };
  const style = vars as CSSProperties;
  const collapsed = !embed && layout.resultsCollapsed;
  return (
    <div className={`app ${embed ? 'embed' : ''} theme-${theme}${collapsed ? ' results-collapsed' : ''}`} style={style}>
      {embed ? <EmbedBar /> : <Toolbar />}
      <NoticeBar />
      <div className="workarea" ref={work}>
        <main className="editors" ref={editors}>
          <section className="pane">
            <h2>{t('editor.crd.title')}</h2>
            {embed ? null : <CrdSourceSwitch />}
            {embed ? null : <CrdUpdateSwitch />}
            {goMode ? (
              <Suspense fallback={<p className="go-loading">{t('go.loading')}</p>}>
                <GoPane />
              </Suspense>
            ) : (
              <Editor id="crd" label={t('editor.crd')} />
            )}
            <PreviousCrd />
          </section>
          {embed ? null : (
            <Splitter
              orientation="vertical"
              value={layout.editors}
              label={t('splitter.editors')}
              container={editors}
              onChange={(v) => workspace.getState().setSplit('editors', v)}
              onReset={() => workspace.getState().resetSplit('editors')}
            />
          )}
          <section className="pane">
            <h2>
              {t('editor.objects.title')} <span className="hint">{t('editor.objects.hint')}</span>
            </h2>
            {embed ? null : <RequestBar />}
            <Editor id="objects" label={t('editor.objects')} />
            <OldObjects />
          </section>
        </main>
        {embed || collapsed ? null : (
          <Splitter
            orientation="horizontal"
            value={layout.results}
            label={t('splitter.results')}
            container={work}
            onChange={(v) => workspace.getState().setSplit('results', v)}
            onReset={() => workspace.getState().resetSplit('results')}
          />
        )}
        <Results />
      </div>
      {embed ? null : <ShortcutsDialog />}
    </div>
  );
}
