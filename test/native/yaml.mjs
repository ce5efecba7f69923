// The yaml package for the unit tests, as Node itself loads it (vitest.config.ts points `yaml` here
// and leaves this file to Node). Vitest hands a CommonJS package to the code under test through a
// Proxy (its default-export interop), and the engine calls yaml's isMap/isSeq/isScalar/isAlias in
// its hottest loops: through the Proxy they cost several times the walk itself. A .mjs file's
// exports reach the tests as Node's own module namespace. The same package and build (dist/) as
// the CLI's.
export * from 'yaml';
