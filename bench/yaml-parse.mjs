// The baseline of the scaling bench's CronTab stream row: the `yaml` library parsing the same
// stream (parseAllDocuments, then toJS of each document), in a process of its own started as the
// CLI's is (bench/maxrss.mjs preloaded: peak RSS and CPU time on stderr).
import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';

let n = 0;
for (const d of parseAllDocuments(readFileSync(process.argv[2], 'utf8'), { logLevel: 'error' })) {
  d.toJS();
  n++;
}
process.stdout.write(`${n} documents\n`);
