// The engine workers as the browser app starts them (bundled by Vite as module workers): one for the
// checks, and one that the view and language clients share (worker-share.ts, decision 0055).
import EngineWorker from './engine.worker?worker';
import { EngineClient, type EngineClientOptions } from './client';
import type { WorkerLike } from './protocol';
import { ViewClient, type ViewClientOptions } from './view-client';
import { LanguageClient } from './language-client';
import { shareWorker } from './worker-share';

function createBrowserWorker(): WorkerLike {
  return new EngineWorker() as unknown as WorkerLike;
}

/**
 * The background worker: views and the editors' language services. Each engine worker is a V8
 * isolate of its own that compiles the whole engine chunk (no code cache reaches a dedicated
 * worker) and loads the CRD again; the two roles wait for the user (a view tab, a completion), so
 * they take turns on one worker and share its loaded CRD.
 */
const createBackgroundWorker = shareWorker(createBrowserWorker);

export function createBrowserEngineClient(opts: Omit<EngineClientOptions, 'createWorker'>): EngineClient {
  return new EngineClient({ ...opts, createWorker: createBrowserWorker });
}

export function createBrowserViewClient(opts: Omit<ViewClientOptions, 'createWorker'>): ViewClient {
  // the store warms the view and language clients at once (when the check worker is idle): the
  // language client's warm-up loads the CRD on the shared worker, and the views find it loaded
  return new ViewClient({ ...opts, createWorker: createBackgroundWorker });
}

/** The language services (completion, hover, definition, code actions): on the background worker beside the views. */
export function createBrowserLanguageClient(): LanguageClient {
  return new LanguageClient({ createWorker: createBackgroundWorker });
}
