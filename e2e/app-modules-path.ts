// Where global-setup.ts writes the bundle of app-modules.ts; vitest.config.ts points the tests' imports
// of those modules at it. Under test-results/ (the run's own output): lint and git leave it alone.
export const APP_MODULES = new URL('../test-results/e2e-app-modules.mjs', import.meta.url).pathname;
