// monaco-editor ships no types for its language definitions' tokenizer modules (only for register.js)
declare module 'monaco-editor/languages/definitions/yaml/yaml' {
  import type { languages } from 'monaco-editor/editor/editor.api';
  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
