// The engine worker as the browser app starts it (bundled by Vite as a module worker).
import EngineWorker from './engine.worker?worker';
import { EngineClient, type EngineClientOptions } from './client';
import type { WorkerLike } from './protocol';
import { ViewClient, type ViewClientOptions } from './view-client';
import { LanguageClient } from './language-client';

function createBrowserWorker(): WorkerLike {
  return new EngineWorker() as unknown as WorkerLike;
}

export function createBrowserEngineClient(opts: Omit<EngineClientOptions, 'createWorker'>): EngineClient {
  return new EngineClient({ ...opts, createWorker: createBrowserWorker });
}

export function createBrowserViewClient(opts: Omit<ViewClientOptions, 'createWorker'>): ViewClient {
  return new ViewClient({ ...opts, createWorker: createBrowserWorker });
}

/** The language worker: a third engine worker for completion, hover, definition and code actions. */
export function createBrowserLanguageClient(): LanguageClient {
  return new LanguageClient({ createWorker: createBrowserWorker });
}
