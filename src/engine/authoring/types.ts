// Language services for the editors: what completion, hover, go-to-definition, code actions and
// the sample generator take and return. Offsets are UTF-16 offsets into one editor's text (the UI
// turns them into Monaco positions with model.getPositionAt).

/** The editors whose text the services read: CRDs, custom objects, old objects, the previous CRD. */
export type EditorId = 'crd' | 'objects' | 'old' | 'oldCrd';

export interface AuthoringInput {
  /** The editors' texts. `crd` holds the CRDs the objects are matched against. */
  texts: { crd: string; objects: string; old?: string; oldCrd?: string };
  /** Kubernetes version (as in CheckOptions); the default when absent. */
  kubeVersion?: string;
  /** UI language for keyword docs; Kubernetes field docs stay English. */
  locale?: 'en' | 'uk';
  /** The request (as in CheckOptions) whose rule results hovers show; create when absent. */
  request?: 'create' | 'update' | 'status';
}

/** A half-open span [start, end) of UTF-16 offsets in one editor's text. */
export interface TextSpan {
  start: number;
  end: number;
}

export type CompletionKind = 'property' | 'value' | 'enum' | 'keyword' | 'snippet' | 'function' | 'variable' | 'field' | 'module';

export interface CompletionItem {
  label: string;
  kind: CompletionKind;
  /** One line: the type, a signature, "required". */
  detail?: string;
  /** Markdown built by the engine; text taken from a CRD is escaped so it renders as text. */
  documentation?: string;
  insertText: string;
  /** insertText uses Monaco snippet syntax (`${1:value}`). */
  snippet?: boolean;
  /** The span the item replaces (the word typed so far). */
  range: TextSpan;
  sortText?: string;
  filterText?: string;
  required?: boolean;
  /** Open the suggestions again after inserting (a key whose value has choices). */
  triggerSuggest?: boolean;
}

export interface CompletionList {
  items: CompletionItem[];
  isIncomplete?: boolean;
}

export interface HoverInfo {
  /** The key or value hovered. */
  range: TextSpan;
  /** Markdown built by the engine; text taken from a CRD or object is escaped. */
  markdown: string;
}

export interface DefinitionTarget {
  editor: EditorId;
  span: TextSpan;
}

export interface TextEdit {
  editor: EditorId;
  span: TextSpan;
  text: string;
}

export interface CodeAction {
  title: string;
  kind: 'quickfix' | 'refactor';
  edits: TextEdit[];
  isPreferred?: boolean;
}
