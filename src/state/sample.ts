// "New object from schema": the sample the view worker makes is appended to the objects editor as
// a new YAML document (the user's text is never replaced).

/** The view key the sample request and its answer use. */
export const SAMPLE_VIEW_KEY = 'sample';

/** `yaml` appended to `text` as a new `---` document (no separator when the text is empty). */
export function appendDocument(text: string, yaml: string): string {
  const doc = yaml.endsWith('\n') ? yaml : `${yaml}\n`;
  if (text.trim() === '') return doc;
  const base = text.endsWith('\n') ? text : `${text}\n`;
  return `${base}---\n${doc}`;
}
