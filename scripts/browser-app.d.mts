// Types of scripts/browser-app.mjs (a JavaScript module: the benches run it under plain node).
import type { Browser, LaunchOptions } from 'playwright-core';
import type { PreviewServer } from 'vite';
export declare const CHROMIUM_PATH: string;
export declare function chromiumLaunchOptions(executablePath?: string): Promise<LaunchOptions>;
export declare function launchChromium(): Promise<Browser>;
export declare function serveBuiltApp(outDir: string, extra?: Record<string, unknown>): Promise<PreviewServer>;
export declare function median(xs: number[]): number;
export declare function cliArg(name: string, dflt?: string): string | undefined;
