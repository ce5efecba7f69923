// Types of scripts/precompressed.mjs (a JavaScript module: the benches run it under plain node).
import type { Plugin } from 'vite';
export declare function isPrecompressedCopy(file: string): boolean;
export declare function precompressBuild(): Plugin;
export declare function servePrecompressed(): Plugin;
export declare function walk(dir: string): string[];
