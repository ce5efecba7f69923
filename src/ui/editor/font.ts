// The editors' font, size and line height, given to Monaco and to the text area that stands in for it
// until Monaco has loaded (TextAreaEditor.tsx), so that the text does not move at the swap. Monaco's
// own defaults depend on the platform (Linux: Droid Sans Mono 13 px / 18 px line; macOS: Menlo 12 px).
export const EDITOR_FONT = {
  family: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  size: 13,
  lineHeight: 18,
} as const;

/**
 * Where Monaco starts the text, in pixels from the editor's left edge, with the options YamlEditor
 * gives it (line numbers, folding, no glyph margin, no minimap): EditorLayoutInfoComputer.computeLayout
 * in monaco-editor/esm/vs/editor/common/config/editorOptions.js — the line numbers are
 * round(max(digits of the line count, lineNumbersMinChars 5) × the widest digit), then 10 px of line
 * decorations and 16 px of folding controls.
 */
export function monacoLayout(maxDigitWidth: number, lineCount: number): { lineNumbersWidth: number; contentLeft: number } {
  const lineNumbersWidth = Math.round(Math.max(String(lineCount).length, 5) * maxDigitWidth);
  return { lineNumbersWidth, contentLeft: lineNumbersWidth + 10 + 16 };
}
