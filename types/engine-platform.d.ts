// The platform the engine may use: what both a Web Worker and Node provide. tsconfig.engine.json
// checks src/engine with the ES2022 library and these declarations only (no DOM), so any other
// browser or Node API used in the engine fails the type check.

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}

declare function atob(data: string): string;
declare function btoa(data: string): string;

declare const performance: { now(): number };

interface Crypto {
  randomUUID(): string;
}

declare var crypto: Crypto | undefined;
