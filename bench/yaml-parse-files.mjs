// The baseline of the `cli` bench row: the `yaml` library parsing every file named in the list
// file (one path a line) — parseAllDocuments, then toJS of each document — in a process of its own
// started as the CLI's is (bench/maxrss.mjs preloaded: peak RSS and CPU time on stderr). Prints
// the files', bytes' and documents' counts.
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

const files = readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
let docs = 0;
let bytes = 0;
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  bytes += text.length;
  for (const d of parseAllDocuments(text, { logLevel: 'error' })) {
    d.toJS({ maxAliasCount: -1 });
    docs++;
  }
}
process.stdout.write(`${files.length} files ${bytes} bytes ${docs} documents\n`);
