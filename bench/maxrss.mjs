// Preloaded into a CLI run by the scaling bench (node --import): prints the process's peak
// resident set size on stderr when it exits.
process.on('exit', () => process.stderr.write(`\nmaxrss-kb ${process.resourceUsage().maxRSS}\n`));
