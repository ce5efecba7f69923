// Types of scripts/cli-bundle.mjs (a JavaScript module: the bin loads it before any TypeScript can run).
export declare const ROOT: string;
export declare function cacheDirs(root?: string): string[];
export declare function isFresh(dir: string, root?: string): boolean;
export declare function buildInto(dir: string, root?: string): Promise<void>;
export declare function precompiledCli(root?: string, dirs?: string[]): Promise<string | null>;
export declare function asciiOnly(text: string): string;
export declare const RUNTIME_V8_FLAGS: string[];
export declare function v8FlagDefaults(names?: string[]): string[];
export declare function loaderText(restore: string[]): string;
