// Text from a CRD or an object inside Markdown the engine builds: escaped so it renders as text.

/** Escapes Markdown and HTML so the text renders literally. */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>&~]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '\\' + c));
}

/** The first line (or sentence run) of a description, cut at `max` characters. */
export function firstLine(s: string, max = 120): string {
  const line =
    s
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > max ? line.slice(0, max - 1) + '…' : line;
}

/** Text as an inline code span (backticks inside are replaced: code spans have no escapes). */
export function codeSpan(s: string): string {
  return '`' + s.replace(/`/g, "'").replace(/\n/g, ' ') + '`';
}
