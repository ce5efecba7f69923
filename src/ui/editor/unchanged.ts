// Skips handing Monaco the same markers or decorations again. Setting them fires change events
// that re-render the editor's view (a few milliseconds per result for the 218 cost hints of a
// large CRD), and a result for an edit in one editor usually leaves the other's unchanged. The
// same content counts as unchanged only while the model is at the version it was set for:
// Monaco moves decorations with edits, so after an edit they are set again.
export class Unchanged {
  private last: { version: number; key: string } | null = null;

  /** True when `key` at model `version` is what was set last; otherwise remembers it and returns false. */
  same(version: number, key: string): boolean {
    if (this.last !== null && this.last.version === version && this.last.key === key) return true;
    this.last = { version, key };
    return false;
  }
}
