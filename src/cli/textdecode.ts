// The text of a file or of stdin as kubectl reads it (k8s.io/cli-runtime resource/visitor.go
// FileVisitor: transform.NewReader(f, unicode.BOMOverride(unicode.UTF8.NewDecoder()))): a byte
// order mark picks the encoding and is dropped — UTF-16LE or UTF-16BE, as Windows PowerShell 5's
// `>` writes `kubectl get crd x -o yaml`, or UTF-8 —, anything else is UTF-8 with invalid bytes
// read as U+FFFD. Dropping a UTF-8 mark also keeps the columns of line 1 those an editor shows.

export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  return bytes.toString('utf8');
}
