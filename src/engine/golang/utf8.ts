// unicode/utf8 and len() of a Go string: the number of UTF-8 bytes. A JS string's lone surrogate
// counts as U+FFFD (3 bytes), as TextEncoder encodes it and as Go's JSON decoder reads "\ud800".

/** The next character outside ASCII (the regular expression engine finds it natively: most texts are ASCII, one byte per character). */
const NON_ASCII = /[^\u0000-\u007f]/g;

/**
 * len(s) of the Go string that s decodes to: its UTF-8 bytes, without allocating them. One byte
 * per UTF-16 unit, plus what each run of non-ASCII characters adds (a request's JSON text is
 * megabytes long with a few such characters in its descriptions).
 */
export function utf8Len(s: string): number {
  const n = s.length;
  let bytes = n;
  NON_ASCII.lastIndex = 0;
  while (NON_ASCII.test(s)) {
    let i = NON_ASCII.lastIndex - 1;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) break;
      if (c < 0x800) bytes += 1;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        // a surrogate pair: two units, four bytes
        bytes += 2;
        i++;
      } else bytes += 2; // three bytes (a lone surrogate is written as U+FFFD)
    }
    NON_ASCII.lastIndex = i;
  }
  return bytes;
}
