// field.Path from k8s.io/apimachinery/pkg/util/validation/field: a location in an
// object, printed as `spec.items[0].labels[app]`.

type PathStep = { kind: 'child'; name: string } | { kind: 'index'; index: number } | { kind: 'key'; key: string };

/** Segments of a document location: property/map key names and list indexes. */
export type DocPath = (string | number)[];

export class FieldPath {
  private constructor(
    readonly parent: FieldPath | null,
    readonly step: PathStep | null,
  ) {}

  /** The root path (prints as the empty string). */
  static root(): FieldPath {
    return ROOT;
  }

  /** A nil *field.Path, as in field.Invalid(nil, ...): prints `<nil>`. */
  static nil(): FieldPath {
    return NIL;
  }

  /** NewPath(name, moreNames...) */
  static of(name: string, ...more: string[]): FieldPath {
    let p = ROOT.child(name);
    for (const m of more) p = p.child(m);
    return p;
  }

  child(name: string, ...more: string[]): FieldPath {
    let p: FieldPath = new FieldPath(this, { kind: 'child', name });
    for (const m of more) p = new FieldPath(p, { kind: 'child', name: m });
    return p;
  }

  index(index: number): FieldPath {
    return new FieldPath(this, { kind: 'index', index });
  }

  key(key: string): FieldPath {
    return new FieldPath(this, { kind: 'key', key });
  }

  isRoot(): boolean {
    return this.step === null;
  }

  steps(): PathStep[] {
    const out: PathStep[] = [];
    for (let p: FieldPath | null = this; p && p.step; p = p.parent) out.push(p.step);
    return out.reverse();
  }

  /** Location in the document: child names and keys become property names, indexes list positions. */
  docPath(): DocPath {
    return this.steps().map((s) => (s.kind === 'index' ? s.index : s.kind === 'key' ? s.key : s.name));
  }

  /** Path.String(): children joined with '.', indexes and keys in brackets. */
  toString(): string {
    if (this === NIL) return '<nil>';
    return this.printedAfter('');
  }

  /** The text of `prefix` followed by this path's steps, as Path.String() prints a path with those steps below one printing `prefix`. */
  printedAfter(prefix: string): string {
    let out = prefix;
    for (const s of this.steps()) {
      if (s.kind === 'child') out += out.length === 0 ? s.name : '.' + s.name;
      else if (s.kind === 'index') out += `[${s.index}]`;
      else out += `[${s.key}]`;
    }
    return out;
  }

  /** Appends all steps of `other` below this path. */
  concat(other: FieldPath): FieldPath {
    let p: FieldPath = this;
    for (const s of other.steps()) p = new FieldPath(p, s);
    return p;
  }
}

// The private constructor is reachable through this cast only here.
const ROOT: FieldPath = new (FieldPath as unknown as new (p: null, s: null) => FieldPath)(null, null);
const NIL: FieldPath = new (FieldPath as unknown as new (p: null, s: null) => FieldPath)(null, null);
