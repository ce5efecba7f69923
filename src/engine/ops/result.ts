// What a batch op answers: its response object, or why the request cannot be run (a bad
// request: a missing or malformed field). Ops return it, never throw it; the CLI edge prints
// a refusal as {"error": ...}.

export type OpResult = { ok: true; response: object } | { ok: false; error: string };

/** A refusal of the request; also what a failed read of one of its fields gives. */
type Refusal = { ok: false; error: string };

/** A field of a request, read and checked. */
export type Read<T> = { ok: true; value: T } | Refusal;

export const respond = (response: object): OpResult => ({ ok: true, response });
export const refuse = (error: string): Refusal => ({ ok: false, error });
export const read = <T>(value: T): Read<T> => ({ ok: true, value });

/** The op's answer as a batch line prints it: the response, or {"error"} for a bad request. */
export function batchResponse(r: OpResult): object {
  return r.ok ? r.response : { error: r.error };
}
