// A breaking change from a CRD's previous version as every output format writes it
// (`breaking: path (version): message`; text and JUnit put `line:column: ` or the file before it,
// GitHub its annotation's place).
import type { CrdChange } from '../engine';

export function breakingText(x: CrdChange): string {
  return `breaking: ${x.path}${x.version ? ` (${x.version})` : ''}: ${x.message}`;
}
