// unicode/utf8 and len() of a Go string: the number of UTF-8 bytes. A JS string's lone surrogate
// counts as U+FFFD (3 bytes), as TextEncoder encodes it and as Go's JSON decoder reads "\ud800".

/** Any character outside ASCII (checked natively for longer strings: most texts are ASCII, one byte per character). */
const NON_ASCII = /[^\u0000-\u007f]/;

/** len(s) of the Go string that s decodes to: its UTF-8 bytes, without allocating them. */
export function utf8Len(s: string): number {
  if (s.length > 64 && !NON_ASCII.test(s)) return s.length;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
