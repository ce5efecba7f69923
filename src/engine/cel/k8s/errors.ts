// Errors returned (never thrown) by the library functions: cel-go types.Err values carrying the
// exact text Kubernetes / cel-go put into them, e.g. `invalid IP address`.
import { CelError } from '../values';

export { CelError };

export type Res<T> = T | CelError;

export const libErr = (message: string): CelError => new CelError(message);

/** cel-go's types.NoSuchOverloadErr() text. */
export const NO_SUCH_OVERLOAD = 'no such overload';
