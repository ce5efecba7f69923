// A results view whose code is its own chunk: `preload` fetches it (the results region asks for all
// of them once it is on screen, beside Monaco, so they are there before a tab is opened), and once
// loaded the view renders at once, like a view in the page's own chunk. Only a tab opened before
// its chunk arrived shows nothing for the moment it takes (Suspense in Results.tsx).
import { lazy, type ComponentType } from 'react';

interface LazyView<P extends object> {
  Panel: ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((c) => {
      loaded = c;
      return c;
    }));
  const Pending = lazy(() => preload().then((c) => ({ default: c })));
  function Panel(props: P) {
    const View = loaded;
    return View ? <View {...props} /> : <Pending {...props} />;
  }
  return { Panel, preload };
}
