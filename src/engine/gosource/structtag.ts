// reflect.StructTag.Get and Lookup: the conventional `key:"value" key2:"value2"` format of a struct
// tag. Keys are runs of characters other than space, quote, colon and control characters; values are
// Go string literals (read with strconv.Unquote); scanning stops at the first malformed pair.
import { unquoteString } from './literal';

/** reflect.StructTag.Lookup: the value under key and whether the key is present. */
export function lookupTag(tag: string, key: string): [string, boolean] {
  let t = tag;
  while (t !== '') {
    // skip leading space
    let i = 0;
    while (i < t.length && t[i] === ' ') i++;
    t = t.slice(i);
    if (t === '') break;
    // the name: up to ':', rejecting spaces, quotes and control characters
    i = 0;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (c <= 0x20 || c === 0x3a || c === 0x22 || c === 0x7f) break;
      i++;
    }
    if (i === 0 || i + 1 >= t.length || t[i] !== ':' || t[i + 1] !== '"') break;
    const name = t.slice(0, i);
    t = t.slice(i + 1);
    // the quoted value
    i = 1;
    while (i < t.length && t[i] !== '"') {
      if (t[i] === '\\') i++;
      i++;
    }
    if (i >= t.length) break;
    const qvalue = t.slice(0, i + 1);
    t = t.slice(i + 1);
    if (key === name) {
      const value = unquoteString(qvalue);
      if (value === undefined) break;
      return [value, true];
    }
  }
  return ['', false];
}

/** reflect.StructTag.Get: the value under key, or "" when absent. */
export function getTag(tag: string, key: string): string {
  return lookupTag(tag, key)[0];
}
