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
