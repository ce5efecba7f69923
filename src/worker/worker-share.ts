// One engine worker behind several clients (the page's view and language clients, decision 0055).
// Each client gets a port that looks like a worker of its own: what it posts goes to the one worker,
// and every message of the worker reaches every port (each client reads only its own message types:
// `view`/`view-crash`, `language`/`language-crash`; `ready` is for all, and a port made after the
// worker said it is given `ready` at once). A client ends its port when it restarts its worker (a
// view past its time limit, a language request past its hard limit): that ends the one worker, since
// it is busy with that request, and the other clients' ports report an error, so that each of them
// restarts on a new worker (the error is `restartedByPeer`: a view client asks its view again, a
// language request answers empty as on a crash).
import type { WorkerFactory, WorkerLike, WorkerResponse } from './protocol';

interface Shared {
  worker: WorkerLike;
  alive: boolean;
  ready: boolean;
  ports: Set<WorkerLike>;
}

/** The error a port reports when another client of its worker restarted it. */
export const restartedByPeer = Object.freeze({ message: 'the worker was restarted by another of its clients' });

/** A factory whose workers are ports of one worker made by `create` (a new one once that one has ended). */
export function shareWorker(create: WorkerFactory): WorkerFactory {
  let shared: Shared | null = null;

  const end = (s: Shared, error: unknown): void => {
    if (!s.alive) return;
    s.alive = false;
    if (shared === s) shared = null;
    s.worker.onmessage = null;
    s.worker.onerror = null;
    s.worker.terminate();
    for (const p of [...s.ports]) if (s.ports.delete(p)) p.onerror?.(error);
  };

  const start = (): Shared => {
    const s: Shared = { worker: create(), alive: true, ready: false, ports: new Set() };
    s.worker.onmessage = (e) => {
      if (e.data.type === 'ready') s.ready = true;
      for (const p of [...s.ports]) if (s.ports.has(p)) p.onmessage?.(e);
    };
    s.worker.onerror = (e) => end(s, e);
    return s;
  };

  return () => {
    const s = (shared ??= start());
    let onmessage: WorkerLike['onmessage'] = null;
    const port: WorkerLike = {
      get onmessage() {
        return onmessage;
      },
      set onmessage(h) {
        onmessage = h;
        // the worker has already said it is loaded: this port hears it too
        if (h && s.ready && s.ports.has(port)) h({ data: { type: 'ready' } as WorkerResponse });
      },
      onerror: null,
      postMessage: (m) => {
        if (s.alive && s.ports.has(port)) s.worker.postMessage(m);
      },
      terminate: () => {
        if (!s.ports.delete(port)) return;
        end(s, restartedByPeer);
      },
    };
    s.ports.add(port);
    return port;
  };
}
