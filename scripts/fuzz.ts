// npm run fuzz -- --cases N --seed S [--hang-ms 2000]: a long property-based run of the engine's
// check() on random input (test/fuzz/arbitraries.ts); prints cases, throws, bad diagnostics,
// hangs (more CPU time than --hang-ms: the machine may be shared) and the slowest case, each with
// the seed and case number (`--dump I` prints case I's input as JSON).
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

const CHUNK = 500;
/** The inputs of case i's chunk: generated CHUNK at a time (seed + chunk number), so memory stays flat. */
const chunkOf = (i: number) => fc.sample(checkInput, { numRuns: CHUNK, seed: seed + Math.floor(i / CHUNK) });

const dump = process.argv.indexOf('--dump');
if (dump >= 0) {
  const i = Number(process.argv[dump + 1]);
  console.log(JSON.stringify(chunkOf(i)[i % CHUNK]));
  process.exit(0);
}

let throws = 0;
let bad = 0;
let hangs = 0;
let slowest = { ms: 0, index: -1, input: '' };
const seen = new Set<string>();
const t0 = Date.now();
let samples: ReturnType<typeof chunkOf> = [];
for (let index = 0; index < cases; index++) {
  if (index % CHUNK === 0) samples = chunkOf(index);
  const input = samples[index % CHUNK];
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
  if ((index + 1) % 1000 === 0) console.log(`… ${index + 1} cases, ${((Date.now() - t0) / 1000).toFixed(0)} s, throws ${throws}, bad ${bad}, hangs ${hangs}, slowest ${slowest.ms.toFixed(0)} ms CPU`);
}
console.log(`cases: ${cases}  seed: ${seed}  throws: ${throws}  bad diagnostics: ${bad}  hangs (> ${hangMs} ms CPU): ${hangs}  time: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`slowest: ${slowest.ms.toFixed(1)} ms CPU (case ${slowest.index}): ${show(slowest.input)}`);
process.exit(throws + bad + hangs > 0 ? 1 : 0);
