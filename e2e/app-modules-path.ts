// Where global-setup.ts writes the bundle of app-modules.ts; vitest.config.ts points the tests' imports of those modules at it.
export const APP_MODULES = new URL('../.vite/e2e-app-modules.mjs', import.meta.url).pathname;
