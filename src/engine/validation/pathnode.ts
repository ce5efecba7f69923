// A value location as kube-openapi names it (`spec.items[0].name`, built by string
// concatenation) and as a structured FieldPath (one step per property, key or index) so that
// errors can be located in the source document. Both are materialized only when needed.
import { FieldPath } from '../field/path';

type Step = 'prop' | 'key' | 'index';

export class PathNode {
  private cachedName: string | undefined;
  private cachedPath: FieldPath | undefined;

  private constructor(
    readonly parent: PathNode | null,
    readonly step: Step | null,
    readonly seg: string | number,
  ) {}

  static root(): PathNode {
    return new PathNode(null, null, '');
  }

  /** A property from `properties`: the root's children have no leading dot. */
  prop(name: string): PathNode {
    return new PathNode(this, 'prop', name);
  }

  /** An additionalProperties/patternProperties/dependencies/required key: always `path + "." + key`. */
  key(name: string): PathNode {
    return new PathNode(this, 'key', name);
  }

  index(i: number): PathNode {
    return new PathNode(this, 'index', i);
  }

  /** The validator's path string (the `<name>` of `<name> in body ...`). */
  get name(): string {
    if (this.cachedName !== undefined) return this.cachedName;
    let n = '';
    if (this.parent) {
      const p = this.parent.name;
      if (this.step === 'prop') n = p === '' ? String(this.seg) : p + '.' + this.seg;
      else if (this.step === 'key') n = p + '.' + this.seg;
      else n = `${p}[${this.seg}]`;
    }
    this.cachedName = n;
    return n;
  }

  /** The same location as a FieldPath relative to the validated value. */
  get fieldPath(): FieldPath {
    if (this.cachedPath !== undefined) return this.cachedPath;
    let fp: FieldPath;
    if (!this.parent) fp = FieldPath.root();
    else if (this.step === 'index') fp = this.parent.fieldPath.index(this.seg as number);
    else fp = this.parent.fieldPath.child(String(this.seg));
    this.cachedPath = fp;
    return fp;
  }
}
