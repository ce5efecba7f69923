// go-yaml v2 (v2.4.0) sorter.go keyList.Less for string keys: map keys are written in this order,
// which is not byte order: letters sort after every other character, and runs of digits compare
// as numbers ("a2" before "a10").

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

const isLetter = (c: number): boolean => (c < 128 ? (c >= 65 && c <= 90) || (c >= 97 && c <= 122) : LETTER.test(String.fromCodePoint(c)));
const isDigit = (c: number): boolean => (c < 128 ? c >= 48 && c <= 57 : DIGIT.test(String.fromCodePoint(c)));

function runes(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) out.push(ch.codePointAt(0)!);
  return out;
}

/** keyList.Less(a, b) for two string keys. */
export function keyLess(a: string, b: string): boolean {
  const ar = runes(a);
  const br = runes(b);
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const al = isLetter(ar[i]);
    const bl = isLetter(br[i]);
    if (al && bl) return ar[i] < br[i];
    if (al || bl) return bl;
    let an = 0n;
    let bn = 0n;
    if (ar[i] === 48 || br[i] === 48) {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]); j--) {
        if (ar[j] !== 48) {
          an = 1n;
          bn = 1n;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    // int64 arithmetic as in Go (wraps on overflow)
    for (; ai < ar.length && isDigit(ar[ai]); ai++) an = BigInt.asIntN(64, an * 10n + BigInt(ar[ai] - 48));
    for (; bi < br.length && isDigit(br[bi]); bi++) bn = BigInt.asIntN(64, bn * 10n + BigInt(br[bi] - 48));
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i] < br[i];
  }
  return ar.length < br.length;
}

const ASCII_IDENT = /^[A-Za-z]*$/;

/** The keys of a map in the order yaml.v2 writes them. */
export function sortedKeys(keys: string[]): string[] {
  // keys of letters only (most schema keys) compare as plain code units: a fast path
  if (keys.every((k) => ASCII_IDENT.test(k))) return keys.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.slice().sort((a, b) => (a === b ? 0 : keyLess(a, b) ? -1 : 1));
}
