// Registers the service worker (public/sw.js, stamped at build time) that makes the playground work
// offline after the first visit. Production builds served over http(s) only: not in `vite` dev, not
// from file://. Embeds (`?embed`) register too when their parent page is on the same origin (the
// examples page next to the app); in a frame of another site the worker is not registered, so a
// third-party docs page does not leave a multi-megabyte offline copy in its visitors' partitioned
// storage. The worker answers same-origin GET requests only: the postMessage API (window to window)
// and share links (the state is in the URL fragment, which is never sent) are not affected.

function framedByAnotherOrigin(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin !== location.origin;
  } catch {
    return true; // reading a cross-origin parent's location throws
  }
}

function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
  if (!('serviceWorker' in navigator) || framedByAnotherOrigin()) return;
  const register = () => {
    // next to index.html: the scope is the directory the app is served from
    navigator.serviceWorker.register(new URL('sw.js', location.href), { type: 'classic' }).catch((e: unknown) => {
      console.warn('service worker not registered (no offline support):', e);
    });
  };
  // after the page has loaded: precaching does not compete with the first load
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

try {
  registerServiceWorker();
} catch (e) {
  // e.g. a sandboxed frame without allow-same-origin: navigator.serviceWorker throws
  console.warn('service worker not registered (no offline support):', e);
}
