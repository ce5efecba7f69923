// Preloaded into a CLI run by the scaling bench (node --import): prints the process's peak
// resident set size and its CPU time (user + system) on stderr when it exits.
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\nmaxrss-kb ${u.maxRSS} cpu-us ${u.userCPUTime + u.systemCPUTime}\n`);
});
