#!/usr/bin/env node
// The type checks of `npm run lint`, in one process: the engine alone (tsconfig.engine.json: ES2022
// and types/engine-platform.d.ts, no DOM and no Node types, so a browser or Node API used in
// src/engine fails here), then the whole project (tsconfig.json), whose files outside src/engine
// are checked against the engine's sources without checking the engine's own code a second time
// under the wider DOM/Node platform (what project references would do with the engine as a
// referenced project, without writing its declarations). Both programs read every file once (one
// parsed source file per path, shared as TypeScript's language service shares them). Each keeps an
// incremental build-info file in the folder given as the first argument (none: no caching), so a
// second run checks only what changed. Prints diagnostics as `tsc` does; exit code 1 on any.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(new URL('..', import.meta.url).pathname);
const cacheDir = process.argv[2];
if (cacheDir) mkdirSync(cacheDir, { recursive: true });
const engineDir = join(root, 'src', 'engine') + '/';
const isEngine = (file) => file.fileName.startsWith(engineDir);

/** One parsed source file per path and language version, for both programs. */
const parsed = new Map();

function program(configFile, buildInfo) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, configFile), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) });
  const options = { ...config.options, noEmit: true };
  if (cacheDir) Object.assign(options, { incremental: true, tsBuildInfoFile: join(cacheDir, buildInfo) });
  const host = cacheDir ? ts.createIncrementalCompilerHost(options) : ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, fresh) => {
    const version = typeof languageVersion === 'object' ? `${languageVersion.languageVersion}/${languageVersion.impliedNodeFormat}` : `${languageVersion}`;
    const key = `${version}:${fileName}`;
    let file = fresh ? undefined : parsed.get(key);
    if (!file) parsed.set(key, (file = read(fileName, languageVersion, onError, fresh)));
    return file;
  };
  const created = { rootNames: config.fileNames, options, projectReferences: config.projectReferences, configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config), host };
  return { config, host, builder: cacheDir ? ts.createIncrementalProgram(created) : undefined, plain: cacheDir ? undefined : ts.createProgram(created) };
}

/** Every diagnostic tsc would print for the program, the semantic ones only of the files `check` accepts. */
function diagnostics({ config, builder, plain }, check) {
  const p = builder ?? plain;
  const out = [...ts.getConfigFileParsingDiagnostics(config), ...p.getOptionsDiagnostics(), ...p.getGlobalDiagnostics(), ...p.getSyntacticDiagnostics()];
  if (builder) {
    // the builder answers each changed file once, reusing the recorded answers of the others
    while (builder.getSemanticDiagnosticsOfNextAffectedFile(undefined, (f) => !check(f)));
    for (const f of builder.getSourceFiles()) if (check(f)) out.push(...builder.getSemanticDiagnostics(f));
    builder.emit(); // with noEmit: writes only the build-info file
  } else for (const f of plain.getSourceFiles()) if (check(f)) out.push(...plain.getSemanticDiagnostics(f));
  return ts.sortAndDeduplicateDiagnostics(out);
}

let errors = 0;
function report(list, host) {
  if (list.length === 0) return;
  errors += list.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  const formatHost = host ?? { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  const color = process.env.FORCE_COLOR === '1' || (process.env.FORCE_COLOR === undefined && process.stdout.isTTY);
  process.stdout.write(color ? ts.formatDiagnosticsWithColorAndContext(list, formatHost) + '\n' : ts.formatDiagnostics(list, formatHost));
}

const engine = program('tsconfig.engine.json', 'tsc-engine.tsbuildinfo');
report(
  diagnostics(engine, () => true),
  engine.host,
);
const project = program('tsconfig.json', 'tsc-project.tsbuildinfo');
report(
  diagnostics(project, (f) => !isEngine(f)),
  project.host,
);
if (errors > 0) console.log(`Found ${errors} error${errors === 1 ? '' : 's'}.`);
process.exit(errors > 0 ? 1 : 0);
