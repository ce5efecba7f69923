// validateDeprecationWarning (apis/apiextensions/validation/validation.go): only for deprecated
// versions, at most 256 bytes, not empty, printable UTF-8 only.

const utf8 = new TextEncoder();

/** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
function isPrint(cp: number): boolean {
  if (cp === 0x20) return true;
  return /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(cp));
}

export function validateDeprecationWarning(deprecated: boolean, deprecationWarning: string | undefined): string[] {
  if (!deprecated && deprecationWarning !== undefined) return ['can only be set for deprecated versions'];
  if (deprecationWarning === undefined) return [];
  const errors: string[] = [];
  const bytes = utf8.encode(deprecationWarning).length;
  if (bytes > 256) errors.push('must be <= 256 characters long');
  if (bytes === 0) errors.push('must not be an empty string');
  let offset = 0;
  let validUTF8 = true;
  for (const ch of deprecationWarning) {
    const cp = ch.codePointAt(0)!;
    const lone = cp >= 0xd800 && cp <= 0xdfff;
    if (lone) validUTF8 = false;
    // a lone surrogate decodes as U+FFFD (a printable symbol) in Go
    if (!lone && !isPrint(cp)) {
      errors.push(`must only contain printable UTF-8 characters; non-printable character found at index ${offset}`);
      break;
    }
    offset += lone ? 3 : utf8.encode(ch).length;
  }
  if (!validUTF8) errors.push('must only contain printable UTF-8 characters');
  return errors;
}
