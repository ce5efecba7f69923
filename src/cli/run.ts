// Entry point used by bin/crd-playground.mjs.
import { main, nodeIo } from './main';

main(process.argv.slice(2), nodeIo).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 2;
  },
);
