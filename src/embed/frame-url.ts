// The address of the embedded playground for an element: the app next to embed.js, in embed mode,
// with the element's options and the host page allowed to drive it.
interface FrameOptions {
  tab?: string | null;
  kubeVersion?: string | null;
  example?: string | null;
  readOnly?: boolean;
  lang?: string | null;
  theme: 'light' | 'dark';
}

export function frameURL(base: string, hostOrigin: string, o: FrameOptions): string {
  const u = new URL('index.html', base);
  const p = new URLSearchParams();
  if (o.tab) p.set('tab', o.tab);
  if (o.kubeVersion) p.set('kube', o.kubeVersion);
  if (o.example) p.set('example', o.example);
  if (o.lang) p.set('lang', o.lang);
  p.set('theme', o.theme);
  // an opaque origin (file://) cannot be allowed by name: the frame then answers only its own origin
  if (hostOrigin !== 'null') p.set('origin', hostOrigin);
  u.search = `?embed${o.readOnly ? '&readonly' : ''}&${p.toString()}`;
  return u.toString();
}
