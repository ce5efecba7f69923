// The host page's colour theme, as documentation sites mark it: Docusaurus (`data-theme`), MkDocs
// Material (`data-md-color-scheme="slate"`), Tailwind/Hugo themes (a `dark` class), else the reader's
// `prefers-color-scheme`.
export type Theme = 'light' | 'dark';

function marked(el: Element | null): Theme | null {
  if (!el) return null;
  const dataTheme = el.getAttribute('data-theme') ?? el.getAttribute('data-bs-theme') ?? el.getAttribute('data-color-mode');
  if (dataTheme === 'dark' || dataTheme === 'light') return dataTheme;
  const md = el.getAttribute('data-md-color-scheme');
  if (md) return md === 'slate' ? 'dark' : 'light';
  if (el.classList.contains('dark') || el.classList.contains('theme-dark')) return 'dark';
  if (el.classList.contains('light') || el.classList.contains('theme-light')) return 'light';
  return null;
}

export function pageTheme(doc: Document): Theme {
  const m = marked(doc.documentElement) ?? marked(doc.body);
  if (m) return m;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The attributes documentation sites switch when the reader changes their theme. */
const THEME_ATTRIBUTES = ['class', 'data-theme', 'data-bs-theme', 'data-color-mode', 'data-md-color-scheme'];

/**
 * Calls `onChange` with the page theme whenever it changes (the site's theme toggle, or the reader's
 * system preference); returns the function that stops watching.
 */
export function watchPageTheme(doc: Document, onChange: (theme: Theme) => void): () => void {
  let last = pageTheme(doc);
  const check = () => {
    const now = pageTheme(doc);
    if (now !== last) onChange((last = now));
  };
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(check) : null;
  for (const el of [doc.documentElement, doc.body]) if (el) observer?.observe(el, { attributes: true, attributeFilter: THEME_ATTRIBUTES });
  const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  media?.addEventListener('change', check);
  return () => {
    observer?.disconnect();
    media?.removeEventListener('change', check);
  };
}
