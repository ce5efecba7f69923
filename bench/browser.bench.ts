// Edit-to-results time in the built app (headless chromium): the CronTab example, and a
// large corpus CRD when ../shared/corpus is there; Go mode's CronJob example (browser-go-edit.mjs);
// navigation to the full editor beside the first paint (browser-navigation.mjs). Builds the app first when dist/ is missing or older than its sources.
import { existsSync, readFileSync } from 'node:fs';
import { ensureBuiltApp } from './built-app';
import { join } from 'node:path';
import { CORPUS_DIR, hasCorpus } from '../test/corpus';

export async function run(): Promise<{ lines: string[]; results: Record<string, number> }> {
  const lines: string[] = [];
  const results: Record<string, number> = {};
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    return { lines: ['browser: skipped (no chromium; `npm test` installs it)'], results };
  }
  if (!ensureBuiltApp()) return { lines: ['browser: build failed'], results };
  // @ts-expect-error plain ESM module without type declarations
  const { measureEditToResults } = (await import('./browser-edit.mjs')) as {
    measureEditToResults: (o: { runs?: number; crd?: string; objects?: string }) => Promise<{ medianMs: number; engineMedianMs?: number }>;
  };
  const crontab = await measureEditToResults({ runs: 25 });
  lines.push(`CronTab example: median edit-to-results ${crontab.medianMs.toFixed(0)} ms (debounce included)`);
  results.crontabEditToResultsMs = crontab.medianMs;
  if (hasCorpus) {
    const crd = join(CORPUS_DIR, 'crds/gateway-api/gateway.networking.k8s.io_httproutes.experimental.yaml');
    const objects = join(CORPUS_DIR, 'objects/valid/gateway-api/conformance__tests__httproute-header-matching.yaml');
    if (existsSync(crd) && existsSync(objects)) {
      const big = await measureEditToResults({ runs: 11, crd: readFileSync(crd, 'utf8'), objects: readFileSync(objects, 'utf8') });
      lines.push(`HTTPRoute CRD (535 kB, 218 CEL rules): median edit-to-results ${big.medianMs.toFixed(0)} ms`);
      results.httprouteEditToResultsMs = big.medianMs;
    }
  }
  // Go mode (issue 31): the Go CronJob example with a pod template
  // @ts-expect-error plain ESM module without type declarations
  const { measureGoEditToResults } = (await import('./browser-go-edit.mjs')) as { measureGoEditToResults: (o: { runs?: number }) => Promise<Record<string, number>> };
  const go = await measureGoEditToResults({ runs: 15 });
  lines.push(
    `Go CronJob example (pod template, 688 KB generated CRD): median edit-to-results ${go.medianMs} ms (target ≤ 150 ms: ${(go.medianMs / 150).toFixed(2)}×), of which the worker ${go.medianEngineMs} ms and the page ${go.medianOutsideEngineMs} ms; longest main-thread task while typing ${go.longestTaskWhileTypingMs} ms`,
  );
  lines.push(
    `Go CronJob example, built-in types' first load: opening ?example=go-scheduledjob to its first results ${go.openToFirstResultsMs} ms (the worker's run, k8s.io/api 1.36 data loaded: ${go.firstRunWorkerMs} ms); another version's data (1.35): ${go.newVersionToResultsMs} ms to results vs ${go.loadedVersionToResultsMs} ms back to the loaded 1.36`,
  );
  for (const [k, v] of Object.entries(go)) results[`go.${k}`] = v;
  // navigation to the full editor (issue 32), beside the first paint of the same runs
  // @ts-expect-error plain ESM module without type declarations
  const { measureNavigation } = (await import('./browser-navigation.mjs')) as { measureNavigation: (o: { runs?: number }) => Promise<Record<string, number>> };
  const nav = await measureNavigation({ runs: 5 });
  lines.push(
    `Navigation (local server, cold cache): first paint ${nav.firstPaintMs} ms, full editor (Monaco took over both editors) ${nav.fullEditorMs} ms (target ≤ 1000 ms: ${(nav.fullEditorMs / 1000).toFixed(2)}×; ${nav.fullEditorOverFirstPaint}× the first paint), first results ${nav.firstResultsMs} ms`,
  );
  for (const [k, v] of Object.entries(nav)) if (typeof v === 'number') results[`navigation.${k}`] = v;
  // @ts-expect-error plain ESM module without type declarations
  const { measureEmbedPage } = (await import('./embed-page.mjs')) as { measureEmbedPage: (o: { runs?: number }) => Promise<Record<string, number>> };
  const e = await measureEmbedPage({ runs: 3 });
  lines.push(
    `Docs page, 20 <crd-playground> elements, before Run: embed.js ${e.embedJsGzipBytes} B gzip, ${e.beforeRunFetchedBytes} B fetched from the playground, ${e.beforeRunFrames} frames, ${e.beforeRunLongTasks} long tasks (longest ${Math.round(e.beforeRunLongestTaskMs)} ms) vs ${e.baselineLongTasks} (${Math.round(e.baselineLongestTaskMs)} ms) for the same page without embed.js`,
  );
  lines.push(
    `Run on one element: results in ${e.runToResultsMs} ms = ${(e.runToResultsMs / e.appLoadToResultsMs).toFixed(2)}× loading the full app to its results (${e.appLoadToResultsMs} ms); memory +${e.memoryAboveMB} MB (all browser processes)`,
  );
  Object.assign(results, Object.fromEntries(Object.entries(e).map(([k, v]) => [`embedPage.${k}`, v])));
  return { lines, results };
}
