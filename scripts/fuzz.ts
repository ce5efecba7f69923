// npm run fuzz -- --cases N --seed S [--hang-ms 2000]: a long property-based run of the engine's
// check() on random input (test/fuzz/arbitraries.ts); prints cases, throws, bad diagnostics,
// hangs (slower than --hang-ms) and the slowest case, with the seed and a replay path for each.
import fc from 'fast-check';
import { checkInput } from '../test/fuzz/arbitraries';
import { runCase } from '../test/fuzz/property';

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  if (!Number.isFinite(v)) {
    console.error(`--${name} needs a number`);
    process.exit(2);
  }
  return v;
}

const cases = arg('cases', 1000);
const seed = arg('seed', Date.now() % 2 ** 31);
const hangMs = arg('hang-ms', 2000);
const show = (s: string) => (s.length > 600 ? s.slice(0, 600) + '…' : s);

let throws = 0;
let bad = 0;
let hangs = 0;
let slowest = { ms: 0, index: -1, input: '' };
const seen = new Set<string>();
const t0 = Date.now();
let index = 0;
// each case is reproducible alone: the same seed and its index
const samples = fc.sample(checkInput, { numRuns: cases, seed });
// --dump I: print case I's input (JSON, for a test) and stop
const dump = process.argv.indexOf('--dump');
if (dump >= 0) {
  console.log(JSON.stringify(samples[Number(process.argv[dump + 1])]));
  process.exit(0);
}
for (const input of samples) {
  const o = runCase(input);
  const text = JSON.stringify(input);
  if (o.ms > slowest.ms) slowest = { ms: o.ms, index, input: text };
  if (o.ms > hangMs) {
    hangs++;
    console.log(`HANG ${o.ms.toFixed(0)} ms CPU (${o.wallMs.toFixed(0)} ms wall) (case ${index}, seed ${seed}): ${show(text)}`);
  }
  if (o.threw) {
    throws++;
    const key = o.threw.split('\n')[0];
    if (!seen.has(key)) console.log(`THROW (case ${index}, seed ${seed}): ${show(o.threw)}\n  input: ${show(text)}`);
    seen.add(key);
  }
  for (const b of o.bad) {
    bad++;
    const key = b.replace(/\d+/g, 'N').slice(0, 120);
    if (!seen.has(key)) console.log(`BAD DIAGNOSTIC (case ${index}, seed ${seed}): ${show(b)}\n  input: ${show(text)}`);
    seen.add(key);
  }
  index++;
  if (index % 1000 === 0) console.error(`… ${index} cases, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
console.log(`cases: ${cases}  seed: ${seed}  throws: ${throws}  bad diagnostics: ${bad}  hangs (> ${hangMs} ms): ${hangs}  time: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`slowest: ${slowest.ms.toFixed(1)} ms CPU (case ${slowest.index}): ${show(slowest.input)}`);
process.exit(throws + bad + hangs > 0 ? 1 : 0);
