// Escaping text for HTML that the playground writes for documentation pages (embed snippets,
// `crd-playground link --embed`, the examples page).

/** Text content: `&`, `<`, `>` escaped. */
export function escapeHTML(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute value: as text, and `"` too. */
export function escapeAttr(s: string): string {
  return escapeHTML(s).replace(/"/g, '&quot;');
}
