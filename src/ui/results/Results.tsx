// The results region: tabs over the engine's result. `data-run-id` is the input sequence
// number the shown result belongs to and `data-state` is "ready" once it is the newest,
// so tests and benchmarks can wait precisely.
import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { usePlayground, usePlaygroundStore, usePresentation } from '../context';
import { useWorkspace, useWorkspaceStore } from '../workspace';
import { useT } from '../i18n';
import { RESULT_TABS, findTab, preloadViews } from './tabs';
import { RequestNotes } from '../request/RequestNotes';
import { PanelBoundary } from './PanelBoundary';
import { monacoSettled } from '../editor/monacoSettled';

export function Results() {
  const t = useT();
  const store = usePlaygroundStore();
  const result = usePlayground((s) => s.result);
  const runId = usePlayground((s) => s.runId);
  const inputSeq = usePlayground((s) => s.inputSeq);
  const status = usePlayground((s) => s.engineStatus);
  const failure = usePlayground((s) => s.failure);
  const tabId = usePlayground((s) => s.tab);
  const tab = findTab(tabId);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const ready = status === 'ready' && runId === inputSeq && result !== null;
  const { embed } = usePresentation();
  const workspace = useWorkspaceStore();
  const collapsed = useWorkspace((s) => !embed && s.layout.resultsCollapsed);
  useEffect(() => {
    // the views' code, fetched once Monaco has taken over (its chunk first: the editors are what the
    // page waits for), so that opening a tab shows it at once (tabs.ts); a tab opened sooner loads its view then
    // (an embed loads Monaco only when its reader edits: its views at once)
    void (embed ? Promise.resolve() : monacoSettled()).then(() => preloadViews().catch(() => {})); // offline without it: the tab's boundary says the view failed
  }, [embed]);

  // the WAI-ARIA tabs pattern: the arrows move to the next and previous tab (around the ends), Home and End to the first and last
  const onKey = (e: KeyboardEvent, i: number) => {
    const n = RESULT_TABS.length;
    const next = e.key === 'ArrowRight' ? (i + 1) % n : e.key === 'ArrowLeft' ? (i - 1 + n) % n : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    store.getState().selectTab(RESULT_TABS[next].id);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="results" role="region" aria-label={t('results.label')} data-run-id={runId} data-state={ready ? 'ready' : 'busy'} aria-busy={!ready}>
      <div className="tabbar">
        <div role="tablist" aria-label={t('results.label')}>
          {RESULT_TABS.map((tb, i) => {
            const badge = result && tb.badge ? tb.badge(result) : 0;
            return (
              <button
                key={tb.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`tab-${tb.id}`}
                aria-selected={tb.id === tab.id}
                aria-controls={`panel-${tb.id}`}
                tabIndex={tb.id === tab.id ? 0 : -1}
                onClick={() => {
                  store.getState().selectTab(tb.id);
                  if (collapsed) workspace.getState().setResultsCollapsed(false);
                }}
                onKeyDown={(e) => onKey(e, i)}
              >
                {t(tb.label)}
                {badge > 0 ? (
                  <span className="badge" aria-hidden="true">
                    {badge}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <span className="run-status" aria-live="polite">
          {ready && result ? t('results.elapsed', { ms: Math.max(0, Math.round(result.elapsedMs)) }) : t('results.checking')}
        </span>
        {embed ? null : (
          <button type="button" className="results-toggle" aria-expanded={!collapsed} aria-controls={`panel-${tab.id}`} onClick={() => workspace.getState().setResultsCollapsed(!collapsed)}>
            {collapsed ? t('results.expand') : t('results.collapse')}
          </button>
        )}
      </div>
      {failure === 'timeout' ? <p className="failure">{t('failure.timeout')}</p> : null}
      <RequestNotes />
      <div role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} className="panel" tabIndex={0}>
        {result ? (
          <PanelBoundary key={`${tab.id}/${runId}`} message={t('results.viewFailed')}>
            {/* a view's code loads when its tab is first shown (tabs.ts) */}
            <Suspense fallback={null}>
              <tab.Panel result={result} />
            </Suspense>
          </PanelBoundary>
        ) : (
          <p className="empty">{t('results.none')}</p>
        )}
      </div>
    </section>
  );
}
